import type { ParsedSubtitle, Subtitle } from '../model';
import { roundMs } from '../time';
import { withWarnings } from './skippedBlocks';
import { parseTimedBlocks } from './timedBlocks';
import {
  baseName,
  detectionPrefix,
  lineShare,
  parseClock,
  prefixLines,
  splitLines,
} from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// SubViewer 2.0 (.sub): an [INFORMATION] … [END INFORMATION] header, a [SUBTITLE] line and
// optional [COLF]/[STYLE]/[SIZE]/[FONT] defaults, then "00:00:01.20,00:00:04.00" (hundredths),
// one text line with "[br]" between lines, and a blank line.

const TIME_LINE = /^\d\d:\d\d:\d\d\.\d\d,\d\d:\d\d:\d\d\.\d\d$/;

function readTimes(line: string): readonly [number, number] | undefined {
  if (!TIME_LINE.test(line)) return undefined;
  const comma = line.indexOf(',');
  return [parseClock(line.slice(0, comma)), parseClock(line.slice(comma + 1))];
}

function formatTime(ms: number): string {
  const centiseconds = Math.max(0, Math.round(roundMs(ms) / 10));
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(Math.floor(centiseconds / 360000))}:${pad(Math.floor(centiseconds / 6000) % 60)}:${pad(
    Math.floor(centiseconds / 100) % 60,
  )}.${pad(centiseconds % 100)}`;
}

function defaultHeader(title: string): string {
  return [
    '[INFORMATION]',
    `[TITLE]${title}`,
    '[AUTHOR]',
    '[SOURCE]',
    '[PRG]',
    '[FILEPATH]',
    '[DELAY]0',
    '[CD TRACK]0',
    '[COMMENT]',
    '[END INFORMATION]',
    '[SUBTITLE]',
    '[COLF]&HFFFFFF,[STYLE]no,[SIZE]18,[FONT]Arial',
  ].join('\n');
}

function detect(input: FormatInput): number {
  const share = lineShare(prefixLines(input), TIME_LINE, 0.85);
  if (share === 0) return 0;
  return detectionPrefix(input, 2048).includes('[INFORMATION]') ? 0.95 : share;
}

export const subViewer20: SubtitleFormat = {
  name: 'SubViewer 2.0',
  extensions: ['.sub'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect,
  parse(input: FormatInput): ParsedSubtitle {
    const { headerLines, paragraphs, warnings } = parseTimedBlocks(
      splitLines(input.text),
      readTimes,
      (lines) => lines.join('\n').replace(/\[br\]/gi, '\n'),
      'No time lines found',
      true,
    );
    const subtitle: Subtitle = { fileName: input.fileName, format: subViewer20.name, paragraphs };
    const header = headerLines.join('\n').trim();
    if (header.length > 0) subtitle.header = header;
    return withWarnings(subtitle, warnings);
  },
  write(subtitle: Subtitle, options: WriteOptions): string {
    const header =
      subtitle.format === subViewer20.name && subtitle.header?.includes('[SUBTITLE]') === true
        ? subtitle.header
        : defaultHeader(baseName(subtitle.fileName));
    const blocks = subtitle.paragraphs.map(
      (p) => `${formatTime(p.start)},${formatTime(p.end)}\n${p.text.split('\n').join('[br]')}\n`,
    );
    const out = `${header}\n${blocks.join('\n')}`;
    return options.newLine === '\n' ? out : out.replace(/\n/g, options.newLine);
  },
};
