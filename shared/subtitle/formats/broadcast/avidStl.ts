// Avid STL (.stl): the EBU STL block layout as Avid writes it, without a disk format code: a
// 1024-byte header ("850", blank rate code, block and subtitle counts in the EBU places), then
// 128-byte blocks (group 00, number 16-bit LE, FF, 00, start and end HH MM SS FF, 01 02 00, and 112
// bytes of Windows-1252 text, 0x8A between lines, 0x8F padding). Frames at a rate the file does
// not name. A file read keeps its header (base64 in `header`); writing updates only the counts.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { noBlockRead, withWarnings } from '../skippedBlocks';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import {
  bytesOf,
  cp1252Byte,
  cp1252Char,
  DEFAULT_FRAME_RATE,
  fromBase64,
  latin1,
  readByteTimecode,
  skippedRecord,
  toBase64,
  timecodeMs,
  toTimecode,
  transliterate,
  writeFrameRate,
} from './binaryCommon';
import { plainLines } from './captionText';

const NAME = 'Avid STL';
const HEADER_BYTES = 1024;
const BLOCK_BYTES = 128;
const TEXT_BYTES = 112;
const NEW_LINE = 0x8a;
const PADDING = 0x8f;

export function detectAvidStl(input: FormatInput): number {
  const { bytes } = input;
  if (
    bytes.length < HEADER_BYTES + BLOCK_BYTES ||
    (bytes.length - HEADER_BYTES) % BLOCK_BYTES !== 0
  ) {
    return 0;
  }
  if (!/^\d{3}$/.test(latin1(bytes, 0, 3))) return 0;
  // EBU STL names its rate here ("STL25.01"); Avid leaves it blank.
  if (bytes.subarray(3, 11).some((byte) => byte !== 0 && byte !== 0x20)) return 0;
  return bytes[HEADER_BYTES + 3] === 0xff ? 0.9 : 0.5;
}

function decodeText(field: Uint8Array): string {
  let text = '';
  for (const byte of field) {
    if (byte === NEW_LINE) text += '\n';
    else if (byte === PADDING || byte === 0) text += ' ';
    else if (byte >= 0x20) text += cp1252Char(byte);
  }
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

export function parseAvidStl(input: FormatInput): ParsedSubtitle {
  const { bytes } = input;
  if (detectAvidStl(input) === 0) {
    throw new SubtitleFormatError(
      'Not an Avid STL file: no code page, or not whole 128-byte blocks',
    );
  }
  const fps = DEFAULT_FRAME_RATE;
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  for (
    let at = HEADER_BYTES, block = 1;
    at + BLOCK_BYTES <= bytes.length;
    at += BLOCK_BYTES, block++
  ) {
    // User data (EBN FE) and comment blocks (CF 1) carry no subtitle.
    if (bytes[at + 3] === 0xfe || bytes[at + 15] === 1) continue;
    const start = timecodeMs(readByteTimecode(bytes, at + 5), fps);
    const end = timecodeMs(readByteTimecode(bytes, at + 9), fps);
    if (typeof start === 'string' || typeof end === 'string') {
      const why = typeof start === 'string' ? `its start ${start}` : `its end ${String(end)}`;
      warnings.push(skippedRecord(block, at, why));
      continue;
    }
    if (end < start) {
      warnings.push(skippedRecord(block, at, 'it ends before it starts'));
      continue;
    }
    const text = decodeText(bytes.subarray(at + 16, at + BLOCK_BYTES));
    if (text !== '') paragraphs.push({ number: paragraphs.length + 1, start, end, text });
  }
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  const header = toBase64(bytes.subarray(0, HEADER_BYTES));
  return withWarnings({ fileName: input.fileName, format: NAME, header, paragraphs }, warnings);
}

function headerOf(subtitle: Subtitle): Uint8Array {
  const kept =
    subtitle.format === NAME && subtitle.header ? fromBase64(subtitle.header) : undefined;
  if (kept?.length === HEADER_BYTES) return kept;
  const header = new Uint8Array(HEADER_BYTES);
  header.set(bytesOf('850'), 0);
  header.set(bytesOf('0009'), 12);
  header.set(bytesOf('001'), 248);
  header.set(bytesOf('11'), 272);
  return header;
}

function textByte(ch: string): number[] {
  const byte = cp1252Byte(ch);
  if (byte !== undefined && byte >= 0x20 && byte !== NEW_LINE && byte !== PADDING) return [byte];
  const plain = transliterate(ch);
  return plain === ch || plain === '?' ? [0x3f] : [...plain].flatMap(textByte);
}

function encodeText(text: string): Uint8Array {
  const field = new Uint8Array(TEXT_BYTES).fill(PADDING);
  const bytes = plainLines(text.replace(/^\{\\an\d\}/, ''))
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .flatMap((line, index) => [...(index > 0 ? [NEW_LINE] : []), ...[...line].flatMap(textByte)]);
  field.set(bytes.slice(0, TEXT_BYTES));
  return field;
}

export function writeAvidStl(subtitle: Subtitle, options: WriteOptions): Uint8Array {
  const fps = writeFrameRate(options);
  const count = subtitle.paragraphs.length;
  const out = new Uint8Array(HEADER_BYTES + BLOCK_BYTES * count);
  const header = headerOf(subtitle);
  const digits = String(Math.min(count, 99999)).padStart(5, '0');
  header.set(bytesOf(digits + digits), 238);
  out.set(header, 0);
  subtitle.paragraphs.forEach((paragraph, index) => {
    const at = HEADER_BYTES + index * BLOCK_BYTES;
    const start = toTimecode(paragraph.start, fps);
    const end = toTimecode(paragraph.end, fps);
    out.set(
      [
        0x00,
        index & 0xff,
        (index >> 8) & 0xff,
        0xff,
        0x00,
        start.hours,
        start.minutes,
        start.seconds,
        start.frames,
        end.hours,
        end.minutes,
        end.seconds,
        end.frames,
        0x01,
        0x02,
        0x00,
      ],
      at,
    );
    out.set(encodeText(paragraph.text), at + 16);
  });
  return out;
}

export const avidStl: SubtitleFormat = {
  name: NAME,
  extensions: ['.stl'],
  binary: true,
  canRead: true,
  canWrite: true,
  detect: detectAvidStl,
  parse: parseAvidStl,
  write: writeAvidStl,
};
