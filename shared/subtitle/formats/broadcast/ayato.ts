// Ayato (.aya): a 2713-byte header (05 "02.03" 05 "Ayato", settings, fonts, the subtitle count at
// 682 and 2050), then records: number (16-bit LE), 00 00, start and end as 24-bit LE frame counts
// each followed by 00, 17 00 02 00, the text length + 1, 55 zero bytes, 07 and the text: UTF-8
// lines apart by 1F 07. Frames at a rate the file does not name. A file read keeps its header
// (base64 in `header`) so writing it back changes only the counts.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { framesToMs, msToFrames } from '../../time';
import { noBlockRead, withWarnings } from '../skippedBlocks';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import {
  bytesOf,
  concatBytes,
  DEFAULT_FRAME_RATE,
  fromBase64,
  latin1,
  skippedRecord,
  toBase64,
  uint24le,
  writeFrameRate,
} from './binaryCommon';
import { plainLines } from './captionText';

const NAME = 'Ayato';
const HEADER_BYTES = 2713;
const TEXT_AT = 72;
const SIGNATURE = `\u0005Ayato`;
const MAX_TEXT_BYTES = 254;

/** The header a new file gets: [offset, bytes] as the program writes them. */
const DEFAULT_HEADER: readonly (readonly [number, readonly number[]])[] = [
  [0, [0x05, ...bytesOf('02.03'), 0x05, ...bytesOf('Ayato'), 0x02]],
  [77, [0x01]],
  [81, [0x01]],
  [608, [0x3b, 0x32]],
  [613, [0x58, 0x02, 0xe8, 0x03, 0xe8, 0x03, 0xe8, 0x03, 0xe8, 0x03]],
  [639, [0x02]],
  [686, [0x09, 0x04]],
  [751, [0x08]],
  [760, [0x01, 0x0a]],
  [830, [0x58, 0x48]],
  [2048, [0x99, 0x02]],
  [2069, [0x17, 0x00, 0x17, 0x00, 0x02, 0x00, 0x27, 0x00, 0x0c, 0x00, 0x04]],
  [2082, [0x01, 0x00, 0x00, 0x01]],
  [2088, bytesOf('Microsoft Sans Serif')],
  [2120, [0x1f, 0x00, 0x00, 0x01, 0x02]],
  [2128, [0xff]],
  [2136, [0x02]],
  [2176, [0x01]],
  [
    2193,
    [
      0x02, 0x02, 0x00, 0x00, 0x0c, 0x14, 0x0c, 0x01, 0xe8, 0x03, 0xe8, 0x03, 0xe8, 0x03, 0xe8,
      0x03,
    ],
  ],
  [2225, [0x13, 0x08, 0xdf, 0x07, 0x13, 0x08, 0xdf, 0x07]],
];

export function detectAyato(input: FormatInput): number {
  const { bytes } = input;
  if (bytes.length < HEADER_BYTES + TEXT_AT + 1) return 0;
  return latin1(bytes, 6, SIGNATURE.length) === SIGNATURE ? 0.95 : 0;
}

function decodeText(text: Uint8Array): string {
  const lines: string[] = [];
  let from = 0;
  const flush = (to: number): void => {
    const line = new TextDecoder().decode(text.subarray(from, to)).trim();
    if (line !== '') lines.push(line);
  };
  for (let at = 0; at < text.length; at++) {
    if (text[at] === 0x07) {
      // Control bytes up to a 07 separate lines; control bytes right after it are styles.
      let lineEnd = at;
      while (lineEnd > from && (text[lineEnd - 1] ?? 0) < 0x20) lineEnd--;
      flush(lineEnd);
      from = at + 1;
      while (from < text.length && (text[from] ?? 0) < 0x20 && text[from] !== 0x07) from++;
      at = from - 1;
    }
  }
  flush(text.length);
  return lines.join('\n');
}

export function parseAyato(input: FormatInput): ParsedSubtitle {
  const { bytes } = input;
  if (detectAyato(input) === 0) throw new SubtitleFormatError('Not an Ayato file: no Ayato header');
  const fps = DEFAULT_FRAME_RATE;
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  let record = 0;
  for (let at = HEADER_BYTES; at + TEXT_AT < bytes.length;) {
    record++;
    const length = bytes[at + 16] ?? 0;
    const end = at + TEXT_AT + length;
    if (end > bytes.length) {
      warnings.push(skippedRecord(record, at, 'its text runs past the end of the file'));
      break;
    }
    const startFrame = uint24le(bytes, at + 4);
    const endFrame = uint24le(bytes, at + 8);
    if (endFrame < startFrame) {
      warnings.push(skippedRecord(record, at, 'it ends before it starts'));
    } else {
      const text = decodeText(bytes.subarray(at + TEXT_AT, end));
      if (text !== '') {
        paragraphs.push({
          number: paragraphs.length + 1,
          start: framesToMs(startFrame, fps),
          end: framesToMs(endFrame, fps),
          text,
        });
      }
    }
    at = Math.max(end, at + TEXT_AT + 1);
  }
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  const header = toBase64(bytes.subarray(0, HEADER_BYTES));
  return withWarnings({ fileName: input.fileName, format: NAME, header, paragraphs }, warnings);
}

function headerOf(subtitle: Subtitle): Uint8Array {
  const kept =
    subtitle.format === NAME && subtitle.header ? fromBase64(subtitle.header) : undefined;
  if (kept?.length === HEADER_BYTES) return kept.slice();
  const header = new Uint8Array(HEADER_BYTES);
  for (const [offset, values] of DEFAULT_HEADER) header.set(values, offset);
  return header;
}

function encodeText(text: string): number[] {
  const out: number[] = [];
  plainLines(text.replace(/^\{\\an\d\}/, ''))
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .forEach((line, index) => {
      const bytes = [...new TextEncoder().encode(line)];
      const room = MAX_TEXT_BYTES - out.length - (index > 0 ? 2 : 0);
      if (room <= 0) return;
      if (index > 0) out.push(0x1f, 0x07);
      // Cut at a character boundary: a UTF-8 continuation byte never starts the cut-off part.
      let take = Math.min(bytes.length, room);
      while (take < bytes.length && take > 0 && ((bytes[take] ?? 0) & 0xc0) === 0x80) take--;
      out.push(...bytes.slice(0, take));
    });
  return out;
}

export function writeAyato(subtitle: Subtitle, options: WriteOptions): Uint8Array {
  const fps = writeFrameRate(options);
  const header = headerOf(subtitle);
  const count = subtitle.paragraphs.length;
  for (const at of [682, 2050]) header.set([count & 0xff, (count >> 8) & 0xff], at);
  const records = subtitle.paragraphs.map((paragraph, index) => {
    const text = encodeText(paragraph.text);
    const frames = (ms: number): number[] => {
      const n = Math.min(0xffffff, msToFrames(Math.max(0, ms), fps));
      return [n & 0xff, (n >> 8) & 0xff, n >> 16];
    };
    const number = index + 1;
    return [
      number & 0xff,
      (number >> 8) & 0xff,
      0x00,
      0x00,
      ...frames(paragraph.start),
      0x00,
      ...frames(paragraph.end),
      0x00,
      0x17,
      0x00,
      0x02,
      0x00,
      text.length + 1,
      ...new Array<number>(55).fill(0),
      0x07,
      ...text,
    ];
  });
  return concatBytes([header, ...records]);
}

export const ayato: SubtitleFormat = {
  name: NAME,
  extensions: ['.aya'],
  binary: true,
  canRead: true,
  canWrite: true,
  detect: detectAyato,
  parse: parseAyato,
  write: writeAyato,
};
