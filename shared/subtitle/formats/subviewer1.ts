import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../model';
import { noBlockRead, unreadableTiming, withWarnings } from './skippedBlocks';
import { baseName, lineShare, prefixLines, splitLines } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// SubViewer 1.0 (.sub): a [TITLE] … [END INFORMATION] [SUBTITLE] header, then per cue a start
// line "[hh:mm:ss]", the text ('|' between lines) and an end line "[hh:mm:ss]", then a blank line.
// Times are whole seconds, so written times round to the nearest second.

const TIME_LINE = /^\[(\d\d):(\d\d):(\d\d)\]$/;

function readTime(line: string): number | undefined {
  const match = TIME_LINE.exec(line.trim());
  if (!match) return undefined;
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map(Number) as [
    number,
    number,
    number,
  ];
  if (minutes > 59 || seconds > 59) return undefined;
  return (hours * 3600 + minutes * 60 + seconds) * 1000;
}

function formatTime(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `[${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}]`;
}

/** A bracket holding a digit: a time line with a typo ("[x0:00:01]") or cut short ("[00:0");
 *  the header's tags ("[TITLE]", "[COLF]&HFFFFFF,…") hold none in their first bracket. */
const TIME_START = /^\[[^\]]*\d/;

/**
 * Blocks are "[start]", text lines, "[end]", then a blank line. A block whose start or end line
 * does not read, or that ends (blank line or end of file) before its end line, is skipped with a
 * warning at its first line; after a damaged start line, the block's text and end line go with it.
 */
function parse(input: FormatInput): ParsedSubtitle {
  const headerLines: string[] = [];
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  let open: { start: number; lines: string[]; line: number } | undefined;
  /** After a damaged start line: its text lines, up to its end line (or a blank line). */
  let skipping = false;
  splitLines(input.text).forEach((line, index) => {
    const trimmed = line.trim();
    const time = readTime(line);
    const damagedTime = time === undefined && TIME_START.test(trimmed);
    if (skipping) {
      skipping = trimmed !== '' && time === undefined && !damagedTime;
    } else if (damagedTime) {
      warnings.push({ line: open?.line ?? index + 1, message: unreadableTiming(trimmed) });
      skipping = open === undefined;
      open = undefined;
    } else if (time === undefined) {
      if (open && trimmed === '') {
        warnings.push({ line: open.line, message: 'The block ends before its end time line' });
        open = undefined;
      } else if (open) open.lines.push(trimmed);
      else if (paragraphs.length === 0 && warnings.length === 0) headerLines.push(line);
    } else if (open) {
      const text = open.lines.join('\n').split('|').join('\n');
      paragraphs.push({ number: paragraphs.length + 1, start: open.start, end: time, text });
      open = undefined;
    } else {
      open = { start: time, lines: [], line: index + 1 };
    }
  });
  if (open) warnings.push({ line: open.line, message: 'The file ends before the end time line' });
  if (paragraphs.length === 0) throw noBlockRead('No SubViewer 1.0 cues found', warnings);
  const subtitle: Subtitle = { fileName: input.fileName, format: subViewer10.name, paragraphs };
  const header = headerLines.join('\n').trim();
  if (header.length > 0) subtitle.header = header;
  return withWarnings(subtitle, warnings);
}

function defaultHeader(title: string): string {
  return [
    `[TITLE]`,
    title,
    '[AUTHOR]',
    '[SOURCE]',
    '[PRG]',
    '[FILEPATH]',
    '[DELAY]',
    '0',
    '[CD TRACK]',
    '0',
    '[COMMENT]',
    '[END INFORMATION]',
    '[SUBTITLE]',
    '[COLF]&HFFFFFF,[STYLE]no,[SIZE]24,[FONT]Arial',
  ].join('\n');
}

function write(subtitle: Subtitle, options: WriteOptions): string {
  const header =
    subtitle.format === subViewer10.name && subtitle.header?.includes('[SUBTITLE]') === true
      ? subtitle.header
      : defaultHeader(baseName(subtitle.fileName));
  const blocks = subtitle.paragraphs.map(
    (p) => `${formatTime(p.start)}\n${p.text.split('\n').join('|')}\n${formatTime(p.end)}\n`,
  );
  const out = `${header}\n${blocks.join('\n')}`;
  return options.newLine === '\n' ? out : out.replace(/\n/g, options.newLine);
}

export const subViewer10: SubtitleFormat = {
  name: 'SubViewer 1.0',
  extensions: ['.sub'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: (input: FormatInput) => lineShare(prefixLines(input), TIME_LINE, 0.85),
  parse,
  write,
};
