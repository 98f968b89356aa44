// PAC (Screen Electronics, .pac) and Unicode PAC (UniPac, .fpc): one layout, two text encodings.
// The file starts with 0x01 and 22 zero bytes; each subtitle is a marker byte (0x60), start and
// end time codes (hhmm and ssff as 16-bit little-endian numbers, hh*100+mm and ss*100+ff), the
// length of what follows (16-bit LE), a vertical position (row 0–11), for Unicode PAC three 0x80
// bytes, then FE, a justification byte (0 right, 1 left, 2 centre), 0x03 and the text. Between
// subtitles: 0x00, the next subtitle's number (16-bit LE) and its marker. The file ends with 0xFF
// and a footer. Time codes count frames at a rate the file does not name.
import { SubtitleFormatError } from '../../errors';
import type {
  Paragraph,
  ParagraphExtra,
  ParsedSubtitle,
  ParseWarning,
  Subtitle,
} from '../../model';
import { noBlockRead, withWarnings } from '../skippedBlocks';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import {
  bytesOf,
  concatBytes,
  DEFAULT_FRAME_RATE,
  skippedRecord,
  timecodeMs,
  TimecodeClock,
  toTimecode,
  writeFrameRate,
} from './binaryCommon';
import {
  CaptionTextBuilder,
  horizontalOf,
  POSITION_TAGS,
  splitPosition,
  styledLines,
  verticalOf,
  withPosition,
} from './captionText';
import { LatinTexts } from './latinTexts';
import { PAC_LATIN } from './pacLatin';
import { decodePacText, encodePacText, hasUnicodeText, LINE_BREAK } from './pacText';

interface PacVariant {
  readonly name: string;
  readonly extension: string;
  /** Unicode PAC: text as UTF-8 and three extra bytes after the vertical position. */
  readonly unicode: boolean;
}

const HEADER_BYTES = 23;
const MARKER = 0x60;
const FOOTER = [
  0xff,
  ...new Array<number>(11).fill(0),
  0x11,
  0x00,
  ...bytesOf('dummy end of file'),
];
const UNICODE_EXTRA = [0x80, 0x80, 0x80];
/** Rows of the vertical position byte the writer uses, for one line at the bottom. */
const ROW_TOP = 1;
const ROW_MIDDLE = 6;
const ROW_BOTTOM = 11;
/** The most bytes a record's text has (its length is a 16-bit number). */
const MAX_TEXT_BYTES = 0xffff;
/** LINE_BREAK as a module constant: some loaders (tsx's CommonJS output) turn every read of an
 *  imported binding into a getter call, and this one is read for every record. */
const BREAK = LINE_BREAK;
/** Hours a time code can hold: hhmm is a 16-bit number. */
const MAX_HOURS = 655;

/** The offset of the FE that starts the first line of the record whose marker is at `at`, or
 *  -1 when the bytes there make no record. */
function recordBreak(bytes: Uint8Array, at: number): number {
  const marker = bytes[at] ?? 0;
  if (marker < 0x60 || marker > 0x67) return -1;
  const length = (bytes[at + 9] ?? 0) | ((bytes[at + 10] ?? 0) << 8);
  const end = at + 11 + length;
  if (length < 4 || end > bytes.length) return -1;
  // The line break follows the row byte, or the row byte and Unicode PAC's three extra bytes.
  if (bytes[at + 12] === BREAK && at + 15 <= end) return at + 12;
  if (bytes[at + 15] === BREAK && at + 18 <= end) return at + 15;
  return -1;
}

/** Offset just past the text of the record whose marker is at `at`. */
function recordEnd(bytes: Uint8Array, at: number): number {
  return at + 11 + ((bytes[at + 9] ?? 0) | ((bytes[at + 10] ?? 0) << 8));
}

function hasPacHeader(bytes: Uint8Array): boolean {
  if (bytes.length < HEADER_BYTES + 16 || bytes[0] !== 1) return false;
  for (let at = 1; at <= 20; at++) if (bytes[at] !== 0) return false;
  return true;
}

/** The marker of the first record (it normally ends the 24-byte header); -1 for none. */
function firstRecord(bytes: Uint8Array): number {
  for (let at = HEADER_BYTES; at < Math.min(bytes.length, 256); at++) {
    if (recordBreak(bytes, at) >= 0) return at;
  }
  return -1;
}

/** The marker of the record after one ending at `from`: right after "00 nn nn" when the file
 *  is whole, else the next place a record reads (after damage); -1 at the footer or the end. */
function nextRecord(bytes: Uint8Array, from: number): number {
  if (from >= bytes.length || bytes[from] === 0xff) return -1;
  if (bytes[from] === 0 && recordBreak(bytes, from + 3) >= 0) return from + 3;
  for (let at = from + 3; at < bytes.length; at++) {
    if (bytes[at - 3] === 0 && recordBreak(bytes, at) >= 0) return at;
  }
  return -1;
}

/** The ms of the hhmm and ssff numbers at `at`, or why they are no time. */
function readTime(bytes: Uint8Array, at: number, clock: TimecodeClock): number | string {
  const hhmm = (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
  const ssff = (bytes[at + 2] ?? 0) | ((bytes[at + 3] ?? 0) << 8);
  const hours = Math.floor(hhmm / 100);
  const minutes = hhmm % 100;
  const seconds = Math.floor(ssff / 100);
  const frames = ssff % 100;
  const ms = clock.ms(hours, minutes, seconds, frames, MAX_HOURS);
  if (ms >= 0) return ms;
  return timecodeMs({ hours, minutes, seconds, frames }, clock.fps, MAX_HOURS);
}

function verticalZone(row: number): 'top' | 'middle' | 'bottom' {
  if (row < 5) return 'top';
  if (row < 9) return 'middle';
  return 'bottom';
}

function defaultRow(zone: 'top' | 'middle' | 'bottom', lineCount: number): number {
  if (zone === 'top') return ROW_TOP;
  if (zone === 'middle') return ROW_MIDDLE;
  return Math.max(0, ROW_BOTTOM + 1 - lineCount);
}

function detectVariant(variant: PacVariant, input: FormatInput): number {
  const { bytes } = input;
  if (!hasPacHeader(bytes)) return 0;
  const first = firstRecord(bytes);
  if (first < 0) return 0;
  const unicode = hasUnicodeText(
    bytes.subarray(recordBreak(bytes, first), recordEnd(bytes, first)),
  );
  return unicode === variant.unicode ? 0.95 : 0.6;
}

function parseVariant(variant: PacVariant, input: FormatInput): ParsedSubtitle {
  const { bytes } = input;
  if (!hasPacHeader(bytes)) {
    throw new SubtitleFormatError('Not a PAC file: it does not start with 0x01 and 20 zero bytes');
  }
  const clock = new TimecodeClock(DEFAULT_FRAME_RATE);
  const paragraphs: Paragraph[] = [];
  const texts = new LatinTexts(PAC_LATIN, bytes, MAX_TEXT_BYTES, paragraphs);
  const builder = new CaptionTextBuilder();
  const warnings: ParseWarning[] = [];
  let record = 0;
  for (let marker = firstRecord(bytes); marker >= 0;) {
    const firstBreak = recordBreak(bytes, marker);
    const textEnd = recordEnd(bytes, marker);
    record++;
    const start = readTime(bytes, marker + 1, clock);
    const end = readTime(bytes, marker + 5, clock);
    if (typeof start === 'string' || typeof end === 'string') {
      const why = typeof start === 'string' ? `its start ${start}` : `its end ${String(end)}`;
      warnings.push(skippedRecord(record, marker, why));
    } else if (end < start) {
      warnings.push(skippedRecord(record, marker, 'it ends before it starts'));
    } else {
      const row = bytes[marker + 11] ?? ROW_BOTTOM;
      const justification = (bytes[firstBreak + 1] ?? 2) & 0x03;
      const zone = verticalZone(row);
      // positionOf(horizontal, zone): the keypad column of the justification, on its row.
      const column = justification === 0 ? 3 : justification === 1 ? 1 : 2;
      const an = (zone === 'bottom' ? 0 : zone === 'middle' ? 3 : 6) + column;
      const plainAt = texts.gather(bytes, firstBreak + 3, textEnd);
      if (plainAt >= 0) {
        if (texts.lines > 0) {
          const extra = row === defaultRow(zone, texts.lines) ? undefined : rowExtra(row);
          texts.queue(start, end, plainAt, POSITION_TAGS[an] ?? '', extra);
        }
      } else {
        decodePacText(bytes.subarray(firstBreak + 3, textEnd), builder);
        const body = builder.take();
        if (body !== '') {
          const extra = row === defaultRow(zone, lineCount(body)) ? undefined : rowExtra(row);
          texts.queue(start, end, -1, withPosition(an, body), extra);
        }
      }
    }
    marker = nextRecord(bytes, textEnd);
  }
  texts.flush();
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  if (paragraphs.length === 0 && firstRecord(bytes) < 0) {
    throw new SubtitleFormatError('No PAC subtitle record found');
  }
  return withWarnings({ fileName: input.fileName, format: variant.name, paragraphs }, warnings);
}

/** The detail of a paragraph whose row is not where the writer puts its lines by default. */
function rowExtra(row: number): ParagraphExtra {
  return { pacVerticalPosition: row };
}

function lineCount(text: string): number {
  let count = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

function timeBytes(ms: number, fps: number): number[] {
  const code = toTimecode(ms, fps, 655);
  const hhmm = code.hours * 100 + code.minutes;
  const ssff = code.seconds * 100 + code.frames;
  return [hhmm & 0xff, hhmm >> 8, ssff & 0xff, ssff >> 8];
}

function writeVariant(variant: PacVariant, subtitle: Subtitle, options: WriteOptions): Uint8Array {
  const fps = writeFrameRate(options);
  const parts: (readonly number[])[] = [[1, ...new Array<number>(HEADER_BYTES - 1).fill(0)]];
  subtitle.paragraphs.forEach((paragraph, index) => {
    const { an, body } = splitPosition(paragraph.text);
    const lines = styledLines(body).filter((line) => line.some((run) => run.text.trim() !== ''));
    const horizontal = horizontalOf(an);
    const justification = horizontal === 'right' ? 0 : horizontal === 'left' ? 1 : 2;
    const zone = verticalOf(an);
    const stored = paragraph.extra?.pacVerticalPosition;
    const row =
      typeof stored === 'number' && stored >= 0 && stored <= 15 && verticalZone(stored) === zone
        ? stored
        : defaultRow(zone, Math.max(1, lines.length));
    const text = encodePacText(lines, justification, variant.unicode);
    const head = [row, ...(variant.unicode ? UNICODE_EXTRA : []), LINE_BREAK, justification, 0x03];
    const length = head.length + text.length;
    if (index > 0) parts.push([0x00, index & 0xff, (index >> 8) & 0xff]);
    parts.push(
      [MARKER, ...timeBytes(paragraph.start, fps), ...timeBytes(paragraph.end, fps)],
      [length & 0xff, (length >> 8) & 0xff, ...head],
      text,
    );
  });
  parts.push(FOOTER);
  return concatBytes(parts);
}

function pacFormat(variant: PacVariant): SubtitleFormat {
  return {
    name: variant.name,
    extensions: [variant.extension],
    binary: true,
    canRead: true,
    canWrite: true,
    detect: (input) => detectVariant(variant, input),
    parse: (input) => parseVariant(variant, input),
    write: (subtitle, options) => writeVariant(variant, subtitle, options),
  };
}

export const pac = pacFormat({
  name: 'PAC (Screen Electronics)',
  extension: '.pac',
  unicode: false,
});
export const pacUnicode = pacFormat({
  name: 'PAC Unicode (UniPac)',
  extension: '.fpc',
  unicode: true,
});
