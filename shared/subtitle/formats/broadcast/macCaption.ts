// MacCaption 1.0 (.mcc): "File Format=MacCaption_MCC V1.0", a descriptive comment block, UUID,
// creation fields and "Time Code Rate=" (24, 25, 30, 30DF, 50, 60), then lines
// "HH:MM:SS:FF<TAB>ancillary packet in hex" (see mccPacket.ts). The captions are the CEA-608
// field-1 pairs of the caption packets, one pair a frame: decoded and encoded by the SCC code
// (shared/subtitle/formats/scc/), so pop-on timing is exact to the frame.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { framesToMs } from '../../time';
import {
  dropFrameTimecodeToFrames,
  formatTimecode,
  framesToDropFrameTimecode,
  isDroppedLabel,
} from '../frameTimecode';
import { contentId } from '../contentId';
import { scheduleCaptions } from '../scc';
import { decodeCaptions, type DecodedCaption, type TimedPairs } from '../scc/sccDecode';
import { excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { stripBom } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import { decodeDtvcc, type DtvccPacket } from './dtvcc';
import {
  captionPacket,
  cdpFrameRate,
  compressMccData,
  expandMccData,
  readCaptionPacket,
} from './mccPacket';

const NAME = 'MacCaption 1.0';
const SIGNATURE = 'File Format=MacCaption_MCC V';
const RATE_LINE = /^Time Code Rate=(\d+)(DF)?\s*$/i;
const DATA_LINE = /^(\d{2}):(\d{2}):(\d{2})([:;.,])(\d{2})(?:\.\d)?\t(.*)$/;
/** A caption still on screen when the data ends shows 3 s (90 frames at 29.97). */
const LAST_CAPTION_FRAMES = 90;
/** DTVCC text that grows within this many frames is one caption being written. */
const DTVCC_GROWS_WITHIN_FRAMES = 15;

const DESCRIPTION = [
  '///////////////////////////////////////////////////////////////////////////////////',
  '// Computer Prompting and Captioning Company',
  '// Ancillary Data Packet Transfer File',
  '//',
  '// Permission to generate this format is granted provided that',
  '// 1. This ANC Transfer file format is used on an as-is basis and no warranty is given, and',
  '// 2. This entire descriptive information text is included in a generated .mcc file.',
  '//',
  '// General file format:',
  '// HH:MM:SS:FF(tab)[Hexadecimal ANC data in groups of 2 characters]',
  '// Hexadecimal data starts with the Ancillary Data Packet DID (Data ID defined in S291M)',
  '// and concludes with the Check Sum following the User Data Words.',
  '// Each time code line must contain at most one complete ancillary data packet.',
  '// To transfer additional ANC Data successive lines may contain identical time code.',
  '// Time Code Rate=[24, 25, 30, 30DF, 50, 60]',
  '//',
  '// ANC data bytes may be represented by one ASCII character according to the following schema:',
  '// G FAh 00h 00h',
  '// H 2 x (FAh 00h 00h)',
  '// I 3 x (FAh 00h 00h)',
  '// J 4 x (FAh 00h 00h)',
  '// K 5 x (FAh 00h 00h)',
  '// L 6 x (FAh 00h 00h)',
  '// M 7 x (FAh 00h 00h)',
  '// N 8 x (FAh 00h 00h)',
  '// O 9 x (FAh 00h 00h)',
  '// P FBh 80h 80h',
  '// Q FCh 80h 80h',
  '// R FDh 80h 80h',
  '// S 96h 69h',
  '// T 61h 01h',
  '// U E1h 00h 00h',
  '// Z 00h',
  '//',
  '///////////////////////////////////////////////////////////////////////////////////',
];

export function detectMacCaption(input: FormatInput): number {
  return stripBom(input.text.slice(0, 64))
    .replace(/^[\r\n]+/, '')
    .startsWith(SIGNATURE)
    ? 1
    : 0;
}

interface TimeCodeRate {
  nominal: number;
  dropFrame: boolean;
}

function rateOf(header: readonly string[]): TimeCodeRate {
  for (const line of header) {
    const match = RATE_LINE.exec(line.trim());
    if (match) return { nominal: Number(match[1]), dropFrame: match[2] !== undefined };
  }
  return { nominal: 30, dropFrame: true };
}

/** Real frames a second: the caption packets' own rate when they give one, else the time code's
 *  (30 DF is 29.97; 30 non-drop is taken at 29.97 too when the packets say so). */
function realRate(rate: TimeCodeRate, packetRate: number | undefined): number {
  if (packetRate !== undefined) return packetRate;
  return rate.dropFrame ? 29.97 : rate.nominal;
}

export function parseMacCaption(input: FormatInput): ParsedSubtitle {
  const lines = stripBom(input.text).split(/\r\n|\r|\n/);
  const first = lines.findIndex((line) => line.trim() !== '');
  if (!(lines[first] ?? '').startsWith(SIGNATURE)) {
    throw new SubtitleFormatError(`Expected '${SIGNATURE}1.0'`, 1);
  }
  const dataStart = lines.findIndex((line) => DATA_LINE.test(line.trim()));
  const headerLines = (dataStart < 0 ? lines : lines.slice(0, dataStart)).slice(first);
  while (headerLines.length > 0 && (headerLines.at(-1) ?? '').trim() === '') headerLines.pop();
  const rate = rateOf(headerLines);
  const warnings: ParseWarning[] = [];
  const timed: TimedPairs[] = [];
  const dtvcc: { at: number; bytes: number[] }[] = [];
  let packetRate: number | undefined;
  for (let index = Math.max(0, dataStart); dataStart >= 0 && index < lines.length; index++) {
    const line = (lines[index] ?? '').trim();
    if (line === '' || line.startsWith('//')) continue;
    const match = DATA_LINE.exec(line);
    if (!match) {
      warnings.push({
        line: index + 1,
        message: `"${excerpt(line)}" is not "HH:MM:SS:FF<TAB>data"`,
      });
      continue;
    }
    const parts = {
      hours: Number(match[1]),
      minutes: Number(match[2]),
      seconds: Number(match[3]),
      frames: Number(match[5]),
    };
    if (
      parts.minutes > 59 ||
      parts.seconds > 59 ||
      parts.frames >= rate.nominal ||
      (rate.dropFrame && isDroppedLabel(parts))
    ) {
      warnings.push({
        line: index + 1,
        message: `The time code of "${excerpt(line)}" is out of range`,
      });
      continue;
    }
    const bytes = expandMccData(match[6] ?? '');
    const packet = typeof bytes === 'string' ? bytes : readCaptionPacket(bytes);
    if (typeof packet === 'string') {
      warnings.push({ line: index + 1, message: `Line "${excerpt(line)}": ${packet}` });
      continue;
    }
    if (!packet) continue;
    packetRate ??= cdpFrameRate(packet.frameRateCode);
    const frame = rate.dropFrame
      ? dropFrameTimecodeToFrames(parts)
      : ((parts.hours * 60 + parts.minutes) * 60 + parts.seconds) * rate.nominal + parts.frames;
    // Null pairs (80 80) only pad the field.
    if (packet.field1.some((word) => (word & 0x7f7f) !== 0))
      timed.push({ frame, words: packet.field1 });
    for (const pair of packet.dtvcc) {
      const last = dtvcc.at(-1);
      if (pair.start || !last) dtvcc.push({ at: frame, bytes: [...pair.bytes] });
      else last.bytes.push(...pair.bytes);
    }
  }
  const fps = realRate(rate, packetRate);
  // CEA-608 when the file has it (every caption encoder sends it); else the DTVCC service.
  const cea608 = decodeCaptions(timed);
  const captions = cea608.length > 0 ? cea608 : dtvccCaptions(dtvcc);
  const paragraphs = captions.map((caption, index): Paragraph => ({
    number: index + 1,
    start: framesToMs(caption.startFrame, fps),
    end: framesToMs(caption.endFrame ?? caption.startFrame + LAST_CAPTION_FRAMES, fps),
    text: caption.text,
  }));
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  return withWarnings(
    { fileName: input.fileName, format: NAME, header: headerLines.join('\n'), paragraphs },
    warnings,
  );
}

function dtvccCaptions(packets: readonly DtvccPacket[]): DecodedCaption[] {
  return decodeDtvcc(packets, DTVCC_GROWS_WITHIN_FRAMES).map((caption) => ({
    startFrame: caption.start,
    endFrame: caption.end,
    text: caption.text,
  }));
}

function defaultHeader(now: Date, paragraphs: readonly Paragraph[]): string[] {
  const pad = (n: number): string => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return [
    `${SIGNATURE}1.0`,
    '',
    ...DESCRIPTION,
    '',
    `UUID=${contentId(paragraphs)}`,
    'Creation Program=Subtitle Edit Online',
    `Creation Date=${date}`,
    `Creation Time=${time}`,
    'Time Code Rate=30DF',
  ];
}

/** A header read from an MCC file, with its rate line set to the 30DF this writer uses. */
function headerOf(subtitle: Subtitle): string[] {
  if (subtitle.format !== NAME || !subtitle.header?.startsWith(SIGNATURE)) {
    return defaultHeader(new Date(), subtitle.paragraphs);
  }
  const lines = subtitle.header.split('\n');
  const rateAt = lines.findIndex((line) => RATE_LINE.test(line.trim()));
  if (rateAt < 0) lines.push('Time Code Rate=30DF');
  else lines[rateAt] = 'Time Code Rate=30DF';
  return lines;
}

export function writeMacCaption(subtitle: Subtitle, options: WriteOptions): string {
  const nl = options.newLine;
  const out = [...headerOf(subtitle), ''];
  let sequence = 0;
  for (const line of scheduleCaptions(subtitle.paragraphs)) {
    line.words.forEach((word, index) => {
      const label = formatTimecode(framesToDropFrameTimecode(line.frame + index), ':');
      const packet = captionPacket(Number.parseInt(word, 16), sequence);
      sequence = (sequence + 1) & 0xffff;
      out.push(`${label}\t${compressMccData(packet)}`);
    });
  }
  return `${out.join(nl)}${nl}`;
}

export const macCaption: SubtitleFormat = {
  name: NAME,
  extensions: ['.mcc'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectMacCaption,
  parse: parseMacCaption,
  write: writeMacCaption,
};
