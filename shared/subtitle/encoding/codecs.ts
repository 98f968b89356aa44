import iconv from 'iconv-lite';
import { UnknownEncodingError } from '../errors';

// The 26 encodings the download dialog offers (CONTRACT §5): code, the display name the original
// client sends, the iconv-lite name, and whether a byte-order mark is written.

export interface EncodingInfo {
  readonly code: string;
  readonly displayName: string;
  /** Name iconv-lite knows; UTF-8 goes through TextEncoder/TextDecoder instead (faster, native). */
  readonly codec: string;
  readonly writesBom: boolean;
}

function single(code: string, displayName: string): EncodingInfo {
  return { code, displayName, codec: code, writesBom: false };
}

export const ENCODINGS: readonly EncodingInfo[] = [
  { code: 'utf-8-bom', displayName: 'UTF-8 with BOM', codec: 'utf-8', writesBom: true },
  { code: 'utf-8', displayName: 'UTF-8 without BOM', codec: 'utf-8', writesBom: false },
  { code: 'utf-16le', displayName: 'Unicode', codec: 'utf-16le', writesBom: true },
  { code: 'utf-16be', displayName: 'Unicode (Big-Endian)', codec: 'utf-16be', writesBom: true },
  { code: 'utf-32le', displayName: 'Unicode (UTF-32)', codec: 'utf-32le', writesBom: true },
  {
    code: 'utf-32be',
    displayName: 'Unicode (UTF-32 Big-Endian)',
    codec: 'utf-32be',
    writesBom: true,
  },
  single('us-ascii', 'US-ASCII'),
  single('iso-8859-1', 'Western European (ISO)'),
  single('iso-8859-2', 'Central European (ISO)'),
  single('iso-8859-3', 'Latin 3 (ISO)'),
  single('iso-8859-4', 'Baltic (ISO)'),
  single('iso-8859-5', 'Cyrillic (ISO)'),
  single('iso-8859-6', 'Arabic (ISO)'),
  single('iso-8859-7', 'Greek (ISO)'),
  single('iso-8859-8', 'Hebrew (ISO-Visual)'),
  single('iso-8859-9', 'Turkish (ISO)'),
  single('windows-1250', 'Central European (Windows)'),
  single('windows-1251', 'Cyrillic (Windows)'),
  single('windows-1252', 'Western European (Windows)'),
  single('windows-1253', 'Greek (Windows)'),
  single('windows-1254', 'Turkish (Windows)'),
  single('windows-1255', 'Hebrew (Windows)'),
  single('windows-1256', 'Arabic (Windows)'),
  single('windows-1257', 'Baltic (Windows)'),
  single('shift_jis', 'Japanese (Shift-JIS)'),
  single('big5', 'Chinese Traditional (Big5)'),
];

const byName = new Map<string, EncodingInfo>();
for (const encoding of ENCODINGS) {
  byName.set(encoding.code.toLowerCase(), encoding);
  byName.set(encoding.displayName.toLowerCase(), encoding);
}

/** Looks an encoding up by code or display name, case-insensitively. */
export function findEncoding(name: string): EncodingInfo | undefined {
  return byName.get(name.trim().toLowerCase());
}

/** As findEncoding, but an unknown name throws UnknownEncodingError (the server answers 400). */
export function getEncoding(name: string): EncodingInfo {
  const found = findEncoding(name);
  if (!found) throw new UnknownEncodingError(name);
  return found;
}

/** Buffer is a Uint8Array subclass; hand callers a plain view so nothing Node-only leaks out. */
function plain(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const utf8Encoder = new TextEncoder();

/** Characters outside the Basic Multilingual Plane (and lone surrogates), which no single- or
 *  double-byte code page of the list can hold. */
const ASTRAL = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** Encodes text; characters the encoding cannot hold become '?'. Writes the BOM the encoding
 *  calls for and no other. */
export function encodeText(text: string, encodingName: string): Uint8Array {
  const encoding = getEncoding(encodingName);
  if (encoding.codec === 'utf-8') {
    const body = utf8Encoder.encode(text);
    if (!encoding.writesBom) return body;
    const out = new Uint8Array(body.length + 3);
    out.set([0xef, 0xbb, 0xbf]);
    out.set(body, 3);
    return out;
  }
  // iconv-lite writes one '?' per UTF-16 unit; an emoji is one character, so one '?'.
  const holdable = encoding.codec.startsWith('utf-') ? text : text.replace(ASTRAL, '?');
  return plain(iconv.encode(holdable, encoding.codec, { addBOM: encoding.writesBom }));
}

/** Decodes with any name iconv-lite knows (detectors report more than the 26); a leading BOM of
 *  the same encoding is dropped. */
export function decodeWith(bytes: Uint8Array, codec: string): string {
  if (codec.toLowerCase() === 'utf-8' || codec.toLowerCase() === 'utf8') {
    return new TextDecoder('utf-8').decode(bytes);
  }
  return iconv.decode(bytes, codec);
}

export function decodeText(bytes: Uint8Array, encodingName: string): string {
  return decodeWith(bytes, getEncoding(encodingName).codec);
}

export function codecExists(codec: string): boolean {
  return iconv.encodingExists(codec);
}
