import type { Subtitle } from '../model';
import { formatTimeMs } from '../time';
import { isBlank } from './textScan';
import type { WriteOptions } from './types';

// SubRip writers. The string writer serves every encoding but UTF-8 (the result goes through
// iconv-lite); the UTF-8 writer produces the same bytes straight into one buffer, with no
// string per cue and no copy of the paragraphs (it rounds times to whole ms itself).
//
// Its helpers live in this module on purpose: under tsx (server and bench) an imported function
// is reached through an export getter, which cost ~45 ns a call in the 1M-cue write profile.
//
// Text is encoded by a char-code loop: cue text comes in pieces of a few dozen characters, and
// for pieces that short a TextEncoder.encodeInto call (a native call plus a result object and a
// subarray) cost more than the whole loop; long pieces still go to encodeInto. Lone surrogates
// become U+FFFD, as TextEncoder writes them, so the bytes equal the string path's.

/** Pieces at least this long are handed to the native encoder. */
const NATIVE_ENCODE_MIN_CHARS = 256;

const encoder = new TextEncoder();

/** The most bytes UTF-8 needs for `chars` UTF-16 units (3 a unit; a surrogate pair takes 4). */
function maxUtf8Bytes(chars: number): number {
  return chars * 3;
}

/** `bytes`, or a copy of its first `used` bytes in a buffer at least twice as large, so that
 *  `extra` more bytes fit; doubling keeps growth amortised O(1). */
function withRoom(
  bytes: Uint8Array<ArrayBuffer>,
  used: number,
  extra: number,
): Uint8Array<ArrayBuffer> {
  const needed = used + extra;
  if (needed <= bytes.length) return bytes;
  let size = Math.max(64, bytes.length * 2);
  while (size < needed) size *= 2;
  const grown = new Uint8Array(size);
  grown.set(bytes.subarray(0, used));
  return grown;
}

/** Writes the decimal digits of a non-negative integer at `at`; returns the new end. */
function putDecimal(bytes: Uint8Array, at: number, value: number): number {
  let digits = 1;
  for (let power = 10; power <= value; power *= 10) digits++;
  let index = at + digits;
  let rest = value;
  do {
    // Floor and subtract, not `%`: on values past 2^31 V8 compiles `%` to a call to fmod.
    const quotient = Math.floor(rest / 10);
    bytes[--index] = 48 + rest - quotient * 10;
    rest = quotient;
  } while (rest > 0);
  return at + digits;
}

/** Writes the UTF-8 bytes of text[from, to) at `at` (room for maxUtf8Bytes(to - from) must be
 *  there); returns the new end. */
function putUtf8(bytes: Uint8Array, at: number, text: string, from: number, to: number): number {
  if (to - from >= NATIVE_ENCODE_MIN_CHARS) {
    const piece = from === 0 && to === text.length ? text : text.slice(from, to);
    return at + encoder.encodeInto(piece, bytes.subarray(at)).written;
  }
  let out = at;
  for (let index = from; index < to; index++) {
    let code = text.charCodeAt(index);
    if (code < 0x80) {
      bytes[out++] = code;
    } else if (code < 0x800) {
      bytes[out++] = 0xc0 | (code >> 6);
      bytes[out++] = 0x80 | (code & 0x3f);
    } else {
      if (code >= 0xd800 && code <= 0xdfff) {
        const next = index + 1 < to ? text.charCodeAt(index + 1) : 0;
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          index++;
          bytes[out++] = 0xf0 | (code >> 18);
          bytes[out++] = 0x80 | ((code >> 12) & 0x3f);
          bytes[out++] = 0x80 | ((code >> 6) & 0x3f);
          bytes[out++] = 0x80 | (code & 0x3f);
          continue;
        }
        code = 0xfffd;
      }
      bytes[out++] = 0xe0 | (code >> 12);
      bytes[out++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[out++] = 0x80 | (code & 0x3f);
    }
  }
  return out;
}

/** The first `used` bytes: a view, or a copy when the view would pin more than twice its size. */
function written(bytes: Uint8Array, used: number): Uint8Array {
  const view = bytes.subarray(0, used);
  return used * 2 < bytes.length ? view.slice() : view;
}

// The string writer builds one string a cue and joins them once, with time codes from lookup
// tables and no regular expression for one-line cues.
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/** Whole-ms times from 0 up to this (about 31,700 years) are written digit by digit; the rest
 *  (negative, not finite, absurdly large) take formatTimeMs's forms. Hours grow past two digits,
 *  and 1M-cue files do pass 100 h. */
const PLAIN_TIME_LIMIT_MS = 1e15;

function isPlainTime(totalMs: number): boolean {
  return totalMs >= 0 && totalMs < PLAIN_TIME_LIMIT_MS;
}

function timeCode(ms: number): string {
  const total = Math.round(ms);
  if (!isPlainTime(total)) return formatTimeMs(ms);
  const hourCount = Math.floor(total / 3_600_000);
  const hours = hourCount < 100 ? (TWO_DIGITS[hourCount] ?? '') : String(hourCount);
  const minutes = TWO_DIGITS[Math.floor(total / 60_000) % 60] ?? '';
  const seconds = TWO_DIGITS[Math.floor(total / 1000) % 60] ?? '';
  return hours + ':' + minutes + ':' + seconds + ',' + (THREE_DIGITS[total % 1000] ?? '');
}

/** The cue's lines joined by the file's new line. A blank line inside a cue would end it for
 *  every other reader, so blank lines are dropped (a cue that is one blank line stays). */
function cueText(text: string, nl: string): string {
  if (text.indexOf('\n') < 0 && text.indexOf('\r') < 0) return text;
  const lines = text.split(/\r?\n/);
  return lines.filter((line) => !isBlank(line, 0, line.length)).join(nl);
}

export function writeSubRip(subtitle: Subtitle, options: WriteOptions): string {
  const nl = options.newLine;
  const paragraphs = subtitle.paragraphs;
  const parts = new Array<string>(paragraphs.length);
  for (let i = 0; i < paragraphs.length; i++) {
    const paragraph = paragraphs[i];
    parts[i] = paragraph
      ? String(i + 1) +
        nl +
        timeCode(paragraph.start) +
        ' --> ' +
        timeCode(paragraph.end) +
        nl +
        cueText(paragraph.text, nl) +
        nl +
        nl
      : '';
  }
  return parts.join('');
}

// The UTF-8 writer: digits of numbers and time codes as bytes, text through putUtf8.

/** "00" … "99" as char codes, two a number. */
const DIGIT_PAIRS = Uint8Array.from({ length: 200 }, (_, i) =>
  i % 2 === 0 ? 48 + Math.floor(i / 20) : 48 + (Math.floor(i / 2) % 10),
);

/** Writes "hh:mm:ss,mmm" for a whole ms count that isPlainTime accepts; returns the new end.
 *  Past 2^31 ms (596 h, reached by 1M-cue files) the counts are doubles: each unit is split off
 *  by one division and a subtraction, and the small remainders use the digit-pair table. */
function putTimeCode(bytes: Uint8Array, start: number, totalMs: number): number {
  const wholeSeconds = Math.floor(totalMs / 1000);
  const millis = totalMs - wholeSeconds * 1000;
  const wholeMinutes = Math.floor(wholeSeconds / 60);
  const seconds = wholeSeconds - wholeMinutes * 60;
  const hours = Math.floor(wholeMinutes / 60);
  const minutes = wholeMinutes - hours * 60;
  let at = start;
  if (hours < 100) {
    bytes[at] = DIGIT_PAIRS[hours * 2] ?? 0;
    bytes[at + 1] = DIGIT_PAIRS[hours * 2 + 1] ?? 0;
    at += 2;
  } else {
    at = putDecimal(bytes, at, hours);
  }
  const hundreds = Math.floor(millis / 100);
  const belowHundred = millis - hundreds * 100;
  bytes[at] = 58;
  bytes[at + 1] = DIGIT_PAIRS[minutes * 2] ?? 0;
  bytes[at + 2] = DIGIT_PAIRS[minutes * 2 + 1] ?? 0;
  bytes[at + 3] = 58;
  bytes[at + 4] = DIGIT_PAIRS[seconds * 2] ?? 0;
  bytes[at + 5] = DIGIT_PAIRS[seconds * 2 + 1] ?? 0;
  bytes[at + 6] = 44;
  bytes[at + 7] = 48 + hundreds;
  bytes[at + 8] = DIGIT_PAIRS[belowHundred * 2] ?? 0;
  bytes[at + 9] = DIGIT_PAIRS[belowHundred * 2 + 1] ?? 0;
  return at + 10;
}

function putNewLine(bytes: Uint8Array, at: number, crlf: boolean): number {
  if (!crlf) {
    bytes[at] = 10;
    return at + 1;
  }
  bytes[at] = 13;
  bytes[at + 1] = 10;
  return at + 2;
}

/** Writes cueText(text, nl) without building it: the lines of `text` split at LF (a CR right
 *  before the LF belongs to the line end), blank lines skipped, joined by the new line. */
function putCueText(bytes: Uint8Array, at: number, text: string, crlf: boolean): number {
  let lf = text.indexOf('\n');
  if (lf === -1) return putUtf8(bytes, at, text, 0, text.length);
  let out = at;
  let from = 0;
  let wroteLine = false;
  for (;;) {
    const lineEnd = lf === -1 ? text.length : lf;
    const to = lf > from && text.charCodeAt(lf - 1) === 13 ? lineEnd - 1 : lineEnd;
    if (!isBlank(text, from, to)) {
      if (wroteLine) out = putNewLine(bytes, out, crlf);
      out = putUtf8(bytes, out, text, from, to);
      wroteLine = true;
    }
    if (lf === -1) return out;
    from = lf + 1;
    lf = text.indexOf('\n', from);
  }
}

/** Room a cue needs besides its text and odd time codes: a number and two time codes of up to
 *  16 digits (less than 2^53), the arrow and four CRLFs. */
const CUE_FRAME_BYTES = 16 + 2 * (16 + 10) + 5 + 8;

export function writeSubRipUtf8(
  subtitle: Subtitle,
  options: WriteOptions,
  withBom: boolean,
): Uint8Array {
  const crlf = options.newLine === '\r\n';
  const paragraphs = subtitle.paragraphs;
  // Sized for mostly-ASCII cues of ~50 characters, so the buffer rarely grows.
  let bytes = new Uint8Array(64 + paragraphs.length * 96);
  let at = 0;
  if (withBom) {
    bytes[0] = 0xef;
    bytes[1] = 0xbb;
    bytes[2] = 0xbf;
    at = 3;
  }
  for (let i = 0; i < paragraphs.length; i++) {
    const paragraph = paragraphs[i];
    if (!paragraph) continue;
    const start = Math.round(paragraph.start);
    const end = Math.round(paragraph.end);
    // Negative and non-finite times keep the string writer's forms; they are rare enough to
    // build as strings.
    const startCode = isPlainTime(start) ? '' : timeCode(paragraph.start);
    const endCode = isPlainTime(end) ? '' : timeCode(paragraph.end);
    const text = paragraph.text;
    bytes = withRoom(
      bytes,
      at,
      CUE_FRAME_BYTES + maxUtf8Bytes(text.length + startCode.length + endCode.length),
    );
    at = putDecimal(bytes, at, i + 1);
    at = putNewLine(bytes, at, crlf);
    at =
      startCode.length > 0
        ? putUtf8(bytes, at, startCode, 0, startCode.length)
        : putTimeCode(bytes, at, start);
    bytes[at] = 32;
    bytes[at + 1] = 45;
    bytes[at + 2] = 45;
    bytes[at + 3] = 62;
    bytes[at + 4] = 32;
    at += 5;
    at =
      endCode.length > 0
        ? putUtf8(bytes, at, endCode, 0, endCode.length)
        : putTimeCode(bytes, at, end);
    at = putNewLine(bytes, at, crlf);
    at = putCueText(bytes, at, text, crlf);
    at = putNewLine(bytes, at, crlf);
    at = putNewLine(bytes, at, crlf);
  }
  return written(bytes, at);
}
