// PAC (Screen Electronics, .pac) and Unicode PAC (UniPac, .fpc): one layout, two text encodings.
// The file starts with 0x01 and 22 zero bytes; each subtitle is a marker byte (0x60), start and
// end time codes (hhmm and ssff as 16-bit little-endian numbers, hh*100+mm and ss*100+ff), the
// length of what follows (16-bit LE), a vertical position (row 0–11), for Unicode PAC three 0x80
// bytes, then FE, a justification byte (0 right, 1 left, 2 centre), 0x03 and the text. Between
// subtitles: 0x00, the next subtitle's number (16-bit LE) and its marker. The file ends with 0xFF
// and a footer. Time codes count frames at a rate the file does not name.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { noBlockRead, withWarnings } from '../skippedBlocks';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import {
  bytesOf,
  concatBytes,
  DEFAULT_FRAME_RATE,
  skippedRecord,
  timecodeMs,
  toTimecode,
  uint16le,
  writeFrameRate,
} from './binaryCommon';
import {
  CaptionTextBuilder,
  horizontalOf,
  positionOf,
  splitPosition,
  styledLines,
  verticalOf,
  withPosition,
} from './captionText';
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

interface RecordPlace {
  /** Offset of the marker byte. */
  marker: number;
  /** Offset of the FE that starts the first line. */
  firstBreak: number;
  /** Offset just past the record's text. */
  end: number;
}

/** The record whose marker is at `at`, when the bytes there make one. */
function recordAt(bytes: Uint8Array, at: number): RecordPlace | undefined {
  const marker = bytes[at] ?? 0;
  if (marker < 0x60 || marker > 0x67) return undefined;
  const length = uint16le(bytes, at + 9);
  const end = at + 11 + length;
  if (length < 4 || end > bytes.length) return undefined;
  for (const gap of [1, 4]) {
    const firstBreak = at + 11 + gap;
    if (bytes[firstBreak] === LINE_BREAK && firstBreak + 3 <= end)
      return { marker: at, firstBreak, end };
  }
  return undefined;
}

function hasPacHeader(bytes: Uint8Array): boolean {
  if (bytes.length < HEADER_BYTES + 16 || bytes[0] !== 1) return false;
  for (let at = 1; at <= 20; at++) if (bytes[at] !== 0) return false;
  return true;
}

/** The first record: its marker normally ends the 24-byte header. */
function firstRecord(bytes: Uint8Array): RecordPlace | undefined {
  for (let at = HEADER_BYTES; at < Math.min(bytes.length, 256); at++) {
    const place = recordAt(bytes, at);
    if (place) return place;
  }
  return undefined;
}

/** The record after one ending at `from`: right after "00 nn nn" when the file is whole, else the
 *  next place a record reads (after damage); undefined at the footer or the end. */
function nextRecord(bytes: Uint8Array, from: number): RecordPlace | undefined {
  if (from >= bytes.length || bytes[from] === 0xff) return undefined;
  const expected = bytes[from] === 0 ? recordAt(bytes, from + 3) : undefined;
  if (expected) return expected;
  for (let at = from + 3; at < bytes.length; at++) {
    if (bytes[at - 3] !== 0) continue;
    const place = recordAt(bytes, at);
    if (place) return place;
  }
  return undefined;
}

function readTime(bytes: Uint8Array, at: number, fps: number): number | string {
  const hhmm = uint16le(bytes, at);
  const ssff = uint16le(bytes, at + 2);
  return timecodeMs(
    {
      hours: Math.floor(hhmm / 100),
      minutes: hhmm % 100,
      seconds: Math.floor(ssff / 100),
      frames: ssff % 100,
    },
    fps,
    655,
  );
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
  if (!first) return 0;
  const unicode = hasUnicodeText(bytes.subarray(first.firstBreak, first.end));
  return unicode === variant.unicode ? 0.95 : 0.6;
}

function parseVariant(variant: PacVariant, input: FormatInput): ParsedSubtitle {
  const { bytes } = input;
  if (!hasPacHeader(bytes)) {
    throw new SubtitleFormatError('Not a PAC file: it does not start with 0x01 and 20 zero bytes');
  }
  const fps = DEFAULT_FRAME_RATE;
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  let record = 0;
  for (let place = firstRecord(bytes); place; place = nextRecord(bytes, place.end)) {
    record++;
    const start = readTime(bytes, place.marker + 1, fps);
    const end = readTime(bytes, place.marker + 5, fps);
    if (typeof start === 'string' || typeof end === 'string') {
      const why = typeof start === 'string' ? `its start ${start}` : `its end ${String(end)}`;
      warnings.push(skippedRecord(record, place.marker, why));
      continue;
    }
    if (end < start) {
      warnings.push(skippedRecord(record, place.marker, 'it ends before it starts'));
      continue;
    }
    const builder = new CaptionTextBuilder();
    decodePacText(bytes.subarray(place.firstBreak + 3, place.end), builder);
    const body = builder.toText();
    if (body === '') continue;
    const row = bytes[place.marker + 11] ?? ROW_BOTTOM;
    const justification = (bytes[place.firstBreak + 1] ?? 2) & 0x03;
    const horizontal = justification === 0 ? 'right' : justification === 1 ? 'left' : 'center';
    const zone = verticalZone(row);
    const lineCount = body.split('\n').length;
    paragraphs.push({
      number: paragraphs.length + 1,
      start,
      end,
      text: withPosition(positionOf(horizontal, zone), body),
      ...(row !== defaultRow(zone, lineCount) ? { extra: { pacVerticalPosition: row } } : {}),
    });
  }
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  if (paragraphs.length === 0 && !firstRecord(bytes)) {
    throw new SubtitleFormatError('No PAC subtitle record found');
  }
  return withWarnings({ fileName: input.fileName, format: variant.name, paragraphs }, warnings);
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
