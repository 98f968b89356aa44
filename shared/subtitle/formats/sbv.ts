import type { ParsedSubtitle, Subtitle } from '../model';
import { roundMs } from '../time';
import { withWarnings } from './skippedBlocks';
import { parseTimedBlocks } from './timedBlocks';
import { lineShare, parseClock, prefixLines, splitLines } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// YouTube sbv: "0:00:01.000,0:00:03.500", the text lines, a blank line.

const TIME_LINE = /^\d{1,2}:\d\d:\d\d\.\d{3},\d{1,2}:\d\d:\d\d\.\d{3}$/;

/** "h:mm:ss[.fff]": a side cut short ("0:00:0") is no time. */
const SIDE = /^\d+:\d\d:\d\d(?:\.\d+)?$/;

function readTimes(line: string): readonly [number, number] | undefined {
  const comma = line.indexOf(',');
  if (comma < 0) return undefined;
  const startText = line.slice(0, comma).trim();
  const endText = line.slice(comma + 1).trim();
  if (!SIDE.test(startText) || !SIDE.test(endText)) return undefined;
  const start = parseClock(startText);
  const end = parseClock(endText);
  return start >= 0 && end >= 0 ? [start, end] : undefined;
}

export function formatSbvTime(ms: number): string {
  const total = Math.max(0, roundMs(ms));
  const pad = (value: number, width: number): string => String(value).padStart(width, '0');
  return `${Math.floor(total / 3600000)}:${pad(Math.floor(total / 60000) % 60, 2)}:${pad(
    Math.floor(total / 1000) % 60,
    2,
  )}.${pad(total % 1000, 3)}`;
}

export const youTubeSbv: SubtitleFormat = {
  name: 'YouTube sbv',
  extensions: ['.sbv'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: (input: FormatInput) => lineShare(prefixLines(input), TIME_LINE, 0.9),
  parse(input: FormatInput): ParsedSubtitle {
    const { paragraphs, warnings } = parseTimedBlocks(
      splitLines(input.text),
      readTimes,
      (lines) => lines.join('\n'),
      'No time lines found',
      false,
    );
    return withWarnings(
      { fileName: input.fileName, format: youTubeSbv.name, paragraphs },
      warnings,
    );
  },
  write(subtitle: Subtitle, options: WriteOptions): string {
    const nl = options.newLine;
    return subtitle.paragraphs
      .map((paragraph) => {
        const text = paragraph.text.split('\n').filter((line) => line.trim() !== '');
        return `${formatSbvTime(paragraph.start)},${formatSbvTime(paragraph.end)}${nl}${text.join(nl)}${nl}`;
      })
      .join(nl);
  },
};
