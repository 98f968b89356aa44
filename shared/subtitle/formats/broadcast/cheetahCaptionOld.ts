// Cheetah Caption Old (.cap): a 128-byte header starting EA 10, then 178-byte records: start and
// end time codes (HH MM SS FF bytes) and two 38-byte ASCII lines at 0x1A and 0x40. An end of
// 00:00:00:00 means none: the caption lasts until the next one. Frames at a rate the file does not
// name.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { noBlockRead, withWarnings } from '../skippedBlocks';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import {
  DEFAULT_FRAME_RATE,
  readByteTimecode,
  skippedRecord,
  timecodeMs,
  toTimecode,
  transliterate,
  writeFrameRate,
} from './binaryCommon';
import { plainLines } from './captionText';

const NAME = 'Cheetah Caption Old';
const HEADER_BYTES = 128;
const RECORD_BYTES = 178;
const LINE_OFFSETS = [0x1a, 0x40] as const;
const LINE_BYTES = 38;
const LAST_CAPTION_MS = 3000;

export function detectCheetahCaptionOld(input: FormatInput): number {
  const { bytes } = input;
  if (bytes.length < HEADER_BYTES + RECORD_BYTES || bytes[0] !== 0xea || bytes[1] !== 0x10)
    return 0;
  return (bytes.length - HEADER_BYTES) % RECORD_BYTES === 0 ? 0.95 : 0.5;
}

function asciiLine(bytes: Uint8Array, from: number): string {
  let out = '';
  for (let at = from; at < from + LINE_BYTES; at++) {
    const byte = bytes[at] ?? 0;
    if (byte === 0) break;
    if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
  }
  return out.trim();
}

interface RawCaption {
  start: number;
  end: number | undefined;
  text: string;
}

export function parseCheetahCaptionOld(input: FormatInput): ParsedSubtitle {
  const { bytes } = input;
  if (detectCheetahCaptionOld(input) === 0) {
    throw new SubtitleFormatError('Not a Cheetah Caption Old file: no EA 10 header');
  }
  const fps = DEFAULT_FRAME_RATE;
  const warnings: ParseWarning[] = [];
  const raws: RawCaption[] = [];
  let record = 0;
  for (let at = HEADER_BYTES; at + RECORD_BYTES <= bytes.length; at += RECORD_BYTES) {
    record++;
    const start = timecodeMs(readByteTimecode(bytes, at), fps);
    const noEnd = bytes.subarray(at + 4, at + 8).every((byte) => byte === 0);
    const end = noEnd ? undefined : timecodeMs(readByteTimecode(bytes, at + 4), fps);
    if (typeof start === 'string' || typeof end === 'string') {
      const why = typeof start === 'string' ? `its start ${start}` : `its end ${String(end)}`;
      warnings.push(skippedRecord(record, at, why));
      continue;
    }
    if (end !== undefined && end < start) {
      warnings.push(skippedRecord(record, at, 'it ends before it starts'));
      continue;
    }
    const lines = LINE_OFFSETS.map((offset) => asciiLine(bytes, at + offset)).filter(
      (l) => l !== '',
    );
    if (lines.length > 0) raws.push({ start, end, text: lines.join('\n') });
  }
  const paragraphs = raws.map((raw, index): Paragraph => {
    const next = raws[index + 1];
    const end = raw.end ?? (next ? Math.max(raw.start, next.start) : raw.start + LAST_CAPTION_MS);
    return { number: index + 1, start: raw.start, end, text: raw.text };
  });
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  return withWarnings({ fileName: input.fileName, format: NAME, paragraphs }, warnings);
}

function ascii(line: string): number[] {
  const out: number[] = [];
  for (const ch of line) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0x20 && code < 0x7f) out.push(code);
    else
      for (const c of transliterate(ch)) out.push(c.charCodeAt(0) < 0x7f ? c.charCodeAt(0) : 0x3f);
  }
  return out.slice(0, LINE_BYTES);
}

export function writeCheetahCaptionOld(subtitle: Subtitle, options: WriteOptions): Uint8Array {
  const fps = writeFrameRate(options);
  const out = new Uint8Array(HEADER_BYTES + RECORD_BYTES * subtitle.paragraphs.length);
  out.set([0xea, 0x10]);
  subtitle.paragraphs.forEach((paragraph, index) => {
    const at = HEADER_BYTES + index * RECORD_BYTES;
    for (const [offset, ms] of [
      [0, paragraph.start],
      [4, paragraph.end],
    ] as const) {
      const code = toTimecode(ms, fps);
      out.set([code.hours, code.minutes, code.seconds, code.frames], at + offset);
    }
    const lines = plainLines(paragraph.text.replace(/^\{\\an\d\}/, ''))
      .map((line) => line.trim())
      .filter((line) => line !== '');
    // Two line slots: a third line and more join the second.
    const slots = lines.length > 2 ? [lines[0] ?? '', lines.slice(1).join(' ')] : lines;
    slots.forEach((line, slot) => out.set(ascii(line), at + (LINE_OFFSETS[slot] ?? 0x1a)));
  });
  return out;
}

export const cheetahCaptionOld: SubtitleFormat = {
  name: NAME,
  extensions: ['.cap'],
  binary: true,
  canRead: true,
  canWrite: true,
  detect: detectCheetahCaptionOld,
  parse: parseCheetahCaptionOld,
  write: writeCheetahCaptionOld,
};
