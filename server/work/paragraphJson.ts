import type { Paragraph } from '../../shared/subtitle/index';
import type { ItemWriter } from './jsonChunks';

// The paragraphs of a parsed subtitle written as JSON bytes straight into an answer buffer, the
// same bytes as JSON.stringify followed by UTF-8 encoding. A 25 MB upload's 360k paragraphs are
// ~34 MB of JSON: JSON.stringify made a string of each batch and encodeInto copied it again,
// ~60 % of the worker's time after the parse; here each character is read once and written once.
// Keys come in the model's order (number, start, end, text, extra); every reader builds its
// paragraphs in that order, and a test holds the bytes to JSON.stringify's on every sample file.

const encoder = new TextEncoder();

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const HEX = '0123456789abcdef';

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

const NUMBER_KEY = ascii('{"number":');
const START_KEY = ascii(',"start":');
const END_KEY = ascii(',"end":');
const TEXT_KEY = ascii(',"text":');
const EXTRA_KEY = ascii(',"extra":');

/** JSON.stringify's two-character escapes of control characters. */
const SHORT_ESCAPES: Partial<Record<number, number>> = {
  0x08: 0x62, // \b
  0x09: 0x74, // \t
  0x0a: 0x6e, // \n
  0x0c: 0x66, // \f
  0x0d: 0x72, // \r
};

/** Bytes written per paragraph besides its text and extra: keys, braces, comma, quotes. */
const FIXED_BYTES = 64;
/** Most bytes of one number: JSON.stringify(-Number.MIN_VALUE) is 23 characters. */
const NUMBER_BYTES = 24;
/** Most bytes one UTF-16 unit of text becomes: a \u00XX or \udXXX escape. */
const BYTES_PER_UNIT = 6;

/** Most bytes `writeParagraphs` writes for these paragraphs. */
export function paragraphsBound(paragraphs: readonly Paragraph[]): number {
  let bound = 0;
  for (const paragraph of paragraphs) {
    bound += FIXED_BYTES + 3 * NUMBER_BYTES + BYTES_PER_UNIT * paragraph.text.length;
    if (paragraph.extra !== undefined)
      bound += BYTES_PER_UNIT * JSON.stringify(paragraph.extra).length;
  }
  return bound;
}

/** A few bytes: a loop beats TypedArray.prototype.set's call for keys this short. */
function put(out: Uint8Array, at: number, bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) out[at++] = bytes[i] as number;
  return at;
}

function putAscii(out: Uint8Array, at: number, text: string): number {
  for (let i = 0; i < text.length; i++) out[at++] = text.charCodeAt(i);
  return at;
}

/** A number as JSON.stringify writes it; whole numbers of up to 15 digits digit by digit. */
function putNumber(out: Uint8Array, at: number, value: number): number {
  if (!Number.isInteger(value) || Math.abs(value) > 1e15)
    return putAscii(out, at, JSON.stringify(value));
  let rest = value;
  if (rest < 0) {
    out[at++] = 0x2d;
    rest = -rest;
  }
  let digits = 1;
  for (let power = 10; power <= rest; power *= 10) digits++;
  if (rest <= 0x7fffffff) {
    // Small integers (times in ms up to 24 days, line numbers): int32 arithmetic.
    let small = rest | 0;
    for (let i = at + digits - 1; i >= at; i--) {
      const tenth = (small / 10) | 0;
      out[i] = 0x30 + small - 10 * tenth;
      small = tenth;
    }
  } else {
    for (let i = at + digits - 1; i >= at; i--) {
      out[i] = 0x30 + (rest % 10);
      rest = Math.floor(rest / 10);
    }
  }
  return at + digits;
}

/** \uXXXX with lowercase hex, as JSON.stringify escapes other control characters and lone
 *  surrogates. */
function putUnicodeEscape(out: Uint8Array, at: number, unit: number): number {
  out[at++] = BACKSLASH;
  out[at++] = 0x75;
  for (let shift = 12; shift >= 0; shift -= 4) out[at++] = HEX.charCodeAt((unit >> shift) & 15);
  return at;
}

/** `text` as a JSON string in UTF-8. */
function putString(out: Uint8Array, at: number, text: string): number {
  out[at++] = QUOTE;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) {
      if (unit >= 0x20 && unit !== QUOTE && unit !== BACKSLASH) {
        out[at++] = unit;
      } else if (unit === QUOTE || unit === BACKSLASH) {
        out[at++] = BACKSLASH;
        out[at++] = unit;
      } else {
        const short = SHORT_ESCAPES[unit];
        if (short === undefined) {
          at = putUnicodeEscape(out, at, unit);
        } else {
          out[at++] = BACKSLASH;
          out[at++] = short;
        }
      }
    } else if (unit < 0x800) {
      out[at++] = 0xc0 | (unit >> 6);
      out[at++] = 0x80 | (unit & 0x3f);
    } else if (unit < 0xd800 || unit > 0xdfff) {
      out[at++] = 0xe0 | (unit >> 12);
      out[at++] = 0x80 | ((unit >> 6) & 0x3f);
      out[at++] = 0x80 | (unit & 0x3f);
    } else {
      const next = i + 1 < length ? text.charCodeAt(i + 1) : 0;
      if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const point = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
        out[at++] = 0xf0 | (point >> 18);
        out[at++] = 0x80 | ((point >> 12) & 0x3f);
        out[at++] = 0x80 | ((point >> 6) & 0x3f);
        out[at++] = 0x80 | (point & 0x3f);
        i++;
      } else {
        at = putUnicodeEscape(out, at, unit); // a lone surrogate
      }
    }
  }
  out[at++] = QUOTE;
  return at;
}

/** The paragraphs as JSON array items, comma-separated (no brackets), into `out` (at least
 *  `paragraphsBound` bytes); the number of bytes written. Paragraphs that share one `extra`
 *  object (ASS lines of one style) have it encoded once. */
export function writeParagraphs(paragraphs: readonly Paragraph[], out: Uint8Array): number {
  let at = 0;
  let lastExtra: Paragraph['extra'];
  let lastExtraJson = '';
  for (let index = 0; index < paragraphs.length; index++) {
    const paragraph = paragraphs[index] as Paragraph;
    if (index > 0) out[at++] = 0x2c;
    at = put(out, at, NUMBER_KEY);
    at = putNumber(out, at, paragraph.number);
    at = put(out, at, START_KEY);
    at = putNumber(out, at, paragraph.start);
    at = put(out, at, END_KEY);
    at = putNumber(out, at, paragraph.end);
    at = put(out, at, TEXT_KEY);
    at = putString(out, at, paragraph.text);
    const extra = paragraph.extra;
    if (extra !== undefined) {
      if (extra !== lastExtra) {
        lastExtra = extra;
        lastExtraJson = JSON.stringify(extra);
      }
      at = put(out, at, EXTRA_KEY);
      at += encoder.encodeInto(lastExtraJson, out.subarray(at)).written;
    }
    out[at++] = 0x7d;
  }
  return at;
}

/** For jsonChunks: a parsed subtitle's paragraphs written into its answer buffer. */
export const paragraphWriter: ItemWriter<Paragraph> = {
  bound: paragraphsBound,
  write: writeParagraphs,
};
