// Cheetah Caption (binary .cap): a 128-byte header (EA 22, a version byte, the caption count as
// 16-bit LE), then records of varying length: the record's length, a type byte, start time code
// (HH MM SS FF), end time code and 9 style bytes (justification, row, column), then the text:
// Windows-1252 with caption codes (0x00 ends a line, 0xD0 makes the rest of a line italic,
// 0x81–0x95 accented letters and symbols, other bytes from 0xC0 and below 0x20 are styles). A
// short record has no end time (02:01:00:00 in its place) and 5 style bytes: the caption lasts
// until the next one. Time codes count frames at a rate the file does not name.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { noBlockRead, withWarnings } from '../skippedBlocks';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import {
  concatBytes,
  cp1252Byte,
  cp1252Char,
  DEFAULT_FRAME_RATE,
  readByteTimecode,
  skippedRecord,
  timecodeMs,
  TimecodeClock,
  transliterate,
  writeByteTimecode,
  writeFrameRate,
} from './binaryCommon';
import {
  CaptionTextBuilder,
  horizontalOf,
  isItalicLine,
  POSITION_TAGS,
  plainLine,
  positionOf,
  splitPosition,
  styledLines,
  verticalOf,
  withPosition,
} from './captionText';
import { LatinTexts, latinPage } from './latinTexts';

const NAME = 'Cheetah Caption';
const HEADER_BYTES = 128;
const ITALIC = 0xd0;
/** A caption without an end time lasts until the next one; the last one this long. */
const LAST_CAPTION_MS = 3000;
const MAX_RECORD_BYTES = 255;
const RECORD_OVERHEAD = 20;

const SPECIALS: ReadonlyMap<number, string> = new Map(
  [...'♪áéíóúâêîôûàèÑñç¢£¿½®'].map((ch, index) => [0x81 + index, ch]),
);
const SPECIAL_BYTES = new Map([...SPECIALS].map(([byte, ch]) => [ch, byte]));

export function detectCheetahCaption(input: FormatInput): number {
  const { bytes } = input;
  if (bytes.length < HEADER_BYTES + 16 || bytes[0] !== 0xea || bytes[1] !== 0x22) return 0;
  if ((bytes[2] ?? 0xff) > 3) return 0;
  return (bytes[HEADER_BYTES] ?? 0) >= 15 ? 0.95 : 0.5;
}

/** The text bytes as the bulk reader (latinTexts.ts) takes them; 0xD0 (italics) is read by
 *  decodeText. */
const CHEETAH_LATIN = latinPage({
  lineEnd: 0x00,
  lineEndBytes: 0,
  special: (byte) => byte === ITALIC,
  charOf: (byte) => SPECIALS.get(byte) ?? (byte > 0x1f && byte < 0xc0 ? cp1252Char(byte) : ''),
});

function decodeText(text: Uint8Array): string {
  const builder = new CaptionTextBuilder();
  for (const byte of text) {
    if (byte === 0) {
      builder.setItalic(false);
      builder.newLine();
    } else if (byte === ITALIC) builder.setItalic(true);
    else if (SPECIALS.has(byte)) builder.append(SPECIALS.get(byte) ?? '');
    else if (byte > 0x1f && byte < 0xc0) builder.append(cp1252Char(byte));
  }
  return builder.toText();
}

function positionFrom(row: number, column: number): number {
  const vertical = row <= 4 ? 'top' : row <= 10 ? 'middle' : 'bottom';
  const horizontal = column < 0x0a ? 'left' : column > 0x16 ? 'right' : 'center';
  return positionOf(horizontal, vertical);
}

/** The ms of the HH MM SS FF bytes at `at`, or why they are no time. */
function readTime(bytes: Uint8Array, at: number, clock: TimecodeClock): number | string {
  const ms = clock.ms(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
  return ms >= 0 ? ms : timecodeMs(readByteTimecode(bytes, at), clock.fps);
}

export function parseCheetahCaption(input: FormatInput): ParsedSubtitle {
  const { bytes } = input;
  if (detectCheetahCaption(input) === 0) {
    throw new SubtitleFormatError('Not a Cheetah Caption file: no EA 22 header');
  }
  const clock = new TimecodeClock(DEFAULT_FRAME_RATE);
  const warnings: ParseWarning[] = [];
  const paragraphs: Paragraph[] = [];
  const texts = new LatinTexts(CHEETAH_LATIN, bytes, MAX_RECORD_BYTES, paragraphs);
  // Paragraphs of short records: each lasts until the next one starts.
  const untilNext: number[] = [];
  let record = 0;
  for (let at = HEADER_BYTES; at + 16 <= bytes.length;) {
    const length = bytes[at] ?? 0;
    record++;
    if (length < 15) {
      // Not a caption record (padding or damage): step on by its length byte.
      at += Math.max(1, length);
      continue;
    }
    const end = Math.min(bytes.length, at + length);
    const start = readTime(bytes, at + 2, clock);
    // 02:01:00:00 in place of the end time.
    const short =
      (bytes[at + 6] ?? 0) === 2 &&
      (bytes[at + 7] ?? 0) === 1 &&
      (bytes[at + 8] ?? 0) === 0 &&
      (bytes[at + 9] ?? 0) === 0;
    const stop = short ? undefined : readTime(bytes, at + 6, clock);
    if (typeof start === 'string' || typeof stop === 'string') {
      const why = typeof start === 'string' ? `its start ${start}` : `its end ${String(stop)}`;
      warnings.push(skippedRecord(record, at, why));
    } else if (stop !== undefined && stop < start) {
      warnings.push(skippedRecord(record, at, 'it ends before it starts'));
    } else {
      let textStart = at + (short ? 15 : 19);
      // Files whose style block is shorter start their text earlier: a text byte (above 0x10)
      // right before the usual start belongs to it.
      for (let step = 0; step < 4 && (bytes[textStart - 1] ?? 0) > 0x10; step++) textStart--;
      const row = bytes[at + (short ? 13 : 17)] ?? 0x0f;
      const column = bytes[at + (short ? 14 : 18)] ?? 0x10;
      const an = positionFrom(row, column);
      const from = Math.min(textStart, end);
      const plainAt = texts.gather(bytes, from, end);
      let index = -1;
      if (plainAt >= 0) {
        // A plain text: its paragraph is made when its chunk is decoded.
        if (texts.lines > 0)
          index = texts.queue(start, stop ?? start, plainAt, POSITION_TAGS[an] ?? '');
      } else {
        const text = decodeText(bytes.subarray(from, end));
        if (text !== '') index = texts.queue(start, stop ?? start, -1, withPosition(an, text));
      }
      if (index >= 0 && stop === undefined) untilNext.push(index);
    }
    at += length;
  }
  texts.flush();
  for (const index of untilNext) {
    const paragraph = paragraphs[index];
    if (!paragraph) continue;
    const next = paragraphs[index + 1];
    paragraph.end = next
      ? Math.max(paragraph.start, next.start)
      : paragraph.start + LAST_CAPTION_MS;
  }
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  return withWarnings({ fileName: input.fileName, format: NAME, paragraphs }, warnings);
}

function textByte(ch: string): number[] {
  const special = SPECIAL_BYTES.get(ch);
  if (special !== undefined) return [special];
  const byte = cp1252Byte(ch);
  if (byte !== undefined && byte >= 0x20 && byte < 0xc0 && !SPECIALS.has(byte)) return [byte];
  const plain = transliterate(ch);
  return plain === ch || plain === '?' ? [0x3f] : [...plain].flatMap(textByte);
}

function encodeText(body: string): number[] {
  const out: number[] = [];
  styledLines(body)
    .filter((line) => line.some((run) => run.text.trim() !== ''))
    .forEach((line, index) => {
      if (index > 0) out.push(0, 0, 0, 0);
      if (isItalicLine(line)) out.push(ITALIC);
      for (const ch of plainLine(line).trim()) out.push(...textByte(ch));
    });
  return out.slice(0, MAX_RECORD_BYTES - RECORD_OVERHEAD);
}

export function writeCheetahCaption(subtitle: Subtitle, options: WriteOptions): Uint8Array {
  const fps = writeFrameRate(options);
  const count = subtitle.paragraphs.length;
  const header = new Uint8Array(HEADER_BYTES);
  header.set([0xea, 0x22, 0x01, 0x00, count & 0xff, (count >> 8) & 0xff, 0x09, 0xa8, 0xaf, 0x4f]);
  const records = subtitle.paragraphs.map((paragraph) => {
    const { an, body } = splitPosition(paragraph.text);
    const text = encodeText(body);
    const vertical = verticalOf(an);
    const horizontal = horizontalOf(an);
    const record: number[] = [text.length + RECORD_OVERHEAD, body.includes('\n') ? 0x62 : 0x61];
    writeByteTimecode(record, paragraph.start, fps);
    writeByteTimecode(record, paragraph.end, fps);
    record.push(
      0x12,
      0x01,
      0x00,
      0x00,
      0x00,
      0x00,
      0x03,
      vertical === 'top' ? 0x01 : vertical === 'middle' ? 0x08 : 0x0f,
      horizontal === 'left' ? 0x02 : horizontal === 'right' ? 0x1e : 0x10,
      ...text,
      0x00,
    );
    return record;
  });
  return concatBytes([header, ...records]);
}

export const cheetahCaption: SubtitleFormat = {
  name: NAME,
  extensions: ['.cap'],
  binary: true,
  canRead: true,
  canWrite: true,
  detect: detectCheetahCaption,
  parse: parseCheetahCaption,
  write: writeCheetahCaption,
};
