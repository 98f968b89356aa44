// Midway Inscriber CG-X (.txt): a subtitle's lines, the last one ending in its times,
//   Two lines
//   in one subtitle. <00:00:04:00> <00:00:06:20>
// Lines without times belong to the next line that has them; blank lines are skipped.
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { removeStyling } from '../../text/removeStyling';
import type { TimecodeParts } from '../frameTimecode';
import { excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { detectionPrefix, splitLines } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import {
  FRAMES,
  formatTime,
  highestFrameLabel,
  partsOf,
  partsToMs,
  readRate,
  timeSource,
  writeRate,
} from './clock';

const NAME = 'Midway Inscriber CG-X';
const TIMES = new RegExp(`^<${timeSource(FRAMES, false)}> <${timeSource(FRAMES, false)}>$`);
const STRICT_TIMES = new RegExp(`<${timeSource(FRAMES, true)}> <${timeSource(FRAMES, true)}>$`);
/** Times at the end of a line that do not read: a typo or a line cut inside them. */
const DAMAGED_TIMES = /<[^<>\s]{0,3}[:;][^<>]*>?$/;

export function detectMidwayInscriber(input: FormatInput): number {
  const lines = detectionPrefix(input)
    .split('\n')
    .filter((line) => line.trim() !== '');
  const timed = lines.filter((line) => STRICT_TIMES.test(line.trimEnd())).length;
  if (timed === 0) return 0;
  // Every subtitle ends in its times: a file with more untimed lines than subtitles of up to
  // three lines is prose that quotes a timecode.
  return lines.length <= timed * 3 ? (timed > 1 ? 0.95 : 0.8) : 0;
}

interface Pending {
  readonly line: number;
  readonly start: TimecodeParts;
  readonly end: TimecodeParts;
  readonly text: string;
}

export function parseMidwayInscriber(input: FormatInput): ParsedSubtitle {
  const warnings: ParseWarning[] = [];
  const pending: Pending[] = [];
  let lines: string[] = [];
  let firstLine = 0;
  splitLines(input.text).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    if (lines.length === 0) firstLine = index + 1;
    // The times are the last two <…> of the line: found from its end, so a long line costs one
    // pass.
    const timesAt = trimmed.lastIndexOf('<', trimmed.lastIndexOf('<') - 1);
    const match = timesAt === -1 ? null : TIMES.exec(trimmed.slice(timesAt));
    if (match) {
      const last = trimmed.slice(0, timesAt).trim();
      if (last !== '') lines.push(last);
      pending.push({
        line: firstLine,
        start: partsOf(match, 1),
        end: partsOf(match, 5),
        text: lines.join('\n'),
      });
      lines = [];
    } else if (DAMAGED_TIMES.test(trimmed)) {
      warnings.push({
        line: firstLine,
        message: `The times of "${excerpt(trimmed)}" could not be read`,
      });
      lines = [];
    } else {
      lines.push(trimmed);
    }
  });
  if (lines.length > 0) {
    warnings.push({ line: firstLine, message: 'The last lines have no times' });
  }
  const rate = readRate(FRAMES, highestFrameLabel(pending.flatMap((p) => [p.start, p.end])));
  const paragraphs: Paragraph[] = [];
  for (const cue of pending) {
    const start = partsToMs(cue.start, FRAMES, rate);
    const end = partsToMs(cue.end, FRAMES, rate);
    if (start < 0 || end < 0) {
      warnings.push({ line: cue.line, message: 'A time is out of range' });
      continue;
    }
    paragraphs.push({ number: paragraphs.length + 1, start, end, text: cue.text });
  }
  if (paragraphs.length === 0) throw noBlockRead('No Midway Inscriber subtitles found', warnings);
  warnings.sort((a, b) => a.line - b.line);
  return withWarnings({ fileName: input.fileName, format: NAME, paragraphs }, warnings);
}

export function writeMidwayInscriber(subtitle: Subtitle, options: WriteOptions): string {
  const rate = writeRate(FRAMES, options.frameRate);
  const out: string[] = [];
  for (const paragraph of subtitle.paragraphs) {
    const start = formatTime(paragraph.start, FRAMES, rate);
    const end = formatTime(paragraph.end, FRAMES, rate);
    out.push(
      `${removeStyling(paragraph.text)} <${start}> <${end}>`.split('\n').join(options.newLine),
    );
  }
  return out.join(options.newLine) + options.newLine;
}

export const midwayInscriberCgx: SubtitleFormat = {
  name: NAME,
  extensions: ['.txt'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectMidwayInscriber,
  parse: parseMidwayInscriber,
  write: writeMidwayInscriber,
};
