// Ultech 1.30 Caption (.ult, drop-frame .uld): a 512-byte header starting "ULTECH\0" "1.30" (then
// 00 00 02 1D 00 and the caption count, 16-bit LE), then records: 0xF1, the length of what follows
// the length (16-bit LE), a time code (HH MM SS FF bytes) and CEA-608 data as a byte stream
// (cea608Stream.ts): a caption's record loads it and ends with EOC, so it shows at the record's
// time; a record holding EDM clears it. Frames at a rate the file does not name.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { noBlockRead, withWarnings } from '../skippedBlocks';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import {
  bytesOf,
  concatBytes,
  DEFAULT_FRAME_RATE,
  latin1,
  readByteTimecode,
  skippedRecord,
  timecodeMs,
  uint16le,
  writeByteTimecode,
  writeFrameRate,
} from './binaryCommon';
import { captionStream, decodeStreams, EDM } from './cea608Stream';

const NAME = 'Ultech 1.30 Caption';
const ID = 'ULTECH\u00001.30';
const HEADER_BYTES = 512;
const RECORD_START = 0xf1;
const LAST_CAPTION_MS = 3000;
const PROGRAM = 'Subtitle Edit Online';

export function detectUltech130(input: FormatInput): number {
  const { bytes } = input;
  if (bytes.length < HEADER_BYTES || latin1(bytes, 0, 6) !== 'ULTECH') return 0;
  return latin1(bytes, 0, ID.length) === ID ? 0.95 : 0.7;
}

export function parseUltech130(input: FormatInput): ParsedSubtitle {
  const { bytes } = input;
  if (detectUltech130(input) === 0) {
    throw new SubtitleFormatError('Not an Ultech caption file: no "ULTECH" header');
  }
  const fps = DEFAULT_FRAME_RATE;
  const warnings: ParseWarning[] = [];
  const streams: { ms: number; data: Uint8Array }[] = [];
  let record = 0;
  for (let at = HEADER_BYTES; at + 7 <= bytes.length;) {
    if (bytes[at] !== RECORD_START) {
      at++;
      continue;
    }
    record++;
    const end = Math.min(bytes.length, at + 3 + uint16le(bytes, at + 1));
    const ms = timecodeMs(readByteTimecode(bytes, at + 3), fps);
    if (typeof ms === 'string') warnings.push(skippedRecord(record, at, `its ${ms}`));
    else if (end > at + 7) streams.push({ ms, data: bytes.subarray(at + 7, end) });
    at = Math.max(end, at + 7);
  }
  streams.sort((a, b) => a.ms - b.ms);
  const captions = decodeStreams(streams);
  const paragraphs = captions.map((caption, index): Paragraph => ({
    number: index + 1,
    start: caption.startFrame,
    end: caption.endFrame ?? caption.startFrame + LAST_CAPTION_MS,
    text: caption.text,
  }));
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  return withWarnings({ fileName: input.fileName, format: NAME, paragraphs }, warnings);
}

function record(ms: number, fps: number, data: readonly number[]): number[] {
  const out = [RECORD_START, 0, 0];
  writeByteTimecode(out, ms, fps);
  out.push(...data);
  const length = out.length - 3;
  out[1] = length & 0xff;
  out[2] = (length >> 8) & 0xff;
  return out;
}

export function writeUltech130(subtitle: Subtitle, options: WriteOptions): Uint8Array {
  const fps = writeFrameRate(options);
  const header = new Uint8Array(HEADER_BYTES);
  const count = subtitle.paragraphs.length;
  header.set([...bytesOf(ID), 0x00, 0x00, 0x02, 0x1d, 0x00, count & 0xff, (count >> 8) & 0xff]);
  header.set(bytesOf(PROGRAM), HEADER_BYTES - 64);
  const sorted = [...subtitle.paragraphs].sort((a, b) => a.start - b.start);
  const records = sorted.flatMap((paragraph, index) => {
    const load = captionStream(paragraph.text);
    if (load.length === 0) return [];
    const next = sorted[index + 1];
    const shown = [record(paragraph.start, fps, [...load, 0x00])];
    // The next caption's EOC replaces this one when it starts no later than this one ends.
    if (!next || next.start > paragraph.end) shown.push(record(paragraph.end, fps, [...EDM, 0x00]));
    return shown;
  });
  return concatBytes([header, ...records]);
}

export const ultech130: SubtitleFormat = {
  name: NAME,
  extensions: ['.ult', '.uld'],
  binary: true,
  canRead: true,
  canWrite: true,
  detect: detectUltech130,
  parse: parseUltech130,
  write: writeUltech130,
};
