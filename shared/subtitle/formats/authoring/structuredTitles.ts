// Structured titles (.txt): a "Structured titles" first line, then per subtitle
//   0001 : 01:07:25:08,01:07:29:00,10
//   80 80 80
//   C1Y00 first line
//   C1Y00 second line
// and a blank line. The number after the times is the row of the bottom line (12 minus the line
// count at the bottom; 1 or 2 at the top, written {\an8}); the five-character code before each
// line places it ("C1Y00"); a line in angle brackets is in italics.
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { removeStyling } from '../../text/removeStyling';
import type { TimecodeParts } from '../frameTimecode';
import { excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { prefixLines, splitLines } from '../textScan';
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

const NAME = 'Structured titles';
const FIRST_LINE = 'Structured titles';
const ROW = new RegExp(
  `^(\\d{4})[ a-z]: ${timeSource(FRAMES, false)},${timeSource(FRAMES, false)},(\\d{1,2})\\s*$`,
);
const ROW_START = /^\d{4}[ a-z]: /;
const EMPTY_ROW = /: --:--:--:--,--:--:--:--,-1\s*$/;
const COLOURS = /^\d\d \d\d \d\d\s*$/;
const CODED_LINE = /^([A-Z]\d[A-Z]\d\d) (.*)$/;
const DEFAULT_CODE = 'C1Y00';
/** Codes of a subtitle's lines when any differs from the default, joined by ':'. */
const CODES_KEY = 'structuredTitlesCodes';

export function detectStructuredTitles(input: FormatInput): number {
  const lines = prefixLines(input);
  if (lines[0] !== FIRST_LINE) return 0;
  return lines.some((line) => ROW.test(line)) ? 0.97 : 0.6;
}

interface Row {
  readonly line: number;
  readonly start: TimecodeParts;
  readonly end: TimecodeParts;
  readonly top: boolean;
  readonly lines: string[];
  readonly codes: string[];
}

function italicLine(line: string): string {
  return line.length > 1 && line.startsWith('<') && line.endsWith('>')
    ? `<i>${line.slice(1, -1)}</i>`
    : line;
}

export function parseStructuredTitles(input: FormatInput): ParsedSubtitle {
  const lines = splitLines(input.text);
  if (lines.find((line) => line.trim() !== '')?.trim() !== FIRST_LINE) {
    throw noBlockRead('No "Structured titles" first line', []);
  }
  const warnings: ParseWarning[] = [];
  const rows: Row[] = [];
  let current: Row | undefined;
  let skipping = false;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    const match = ROW.exec(trimmed);
    if (match) {
      const position = Number(match[10]);
      current = {
        line: index + 1,
        start: partsOf(match, 2),
        end: partsOf(match, 6),
        top: position === 1 || position === 2,
        lines: [],
        codes: [],
      };
      rows.push(current);
      skipping = false;
    } else if (trimmed === '' || trimmed === FIRST_LINE || EMPTY_ROW.test(trimmed)) {
      if (trimmed !== FIRST_LINE) current = undefined;
      skipping = false;
    } else if (ROW_START.test(trimmed)) {
      warnings.push({
        line: index + 1,
        message: `The times of "${excerpt(line)}" could not be read`,
      });
      current = undefined;
      skipping = true;
    } else if (current && COLOURS.test(trimmed) && current.lines.length === 0) {
      return;
    } else if (current) {
      const coded = CODED_LINE.exec(trimmed);
      current.codes.push(coded ? (coded[1] ?? DEFAULT_CODE) : DEFAULT_CODE);
      current.lines.push(italicLine(coded ? (coded[2] ?? '').trim() : trimmed));
    } else if (!skipping) {
      warnings.push({ line: index + 1, message: `"${excerpt(line)}" is not in a subtitle` });
      skipping = true;
    }
  });
  const rate = readRate(FRAMES, highestFrameLabel(rows.flatMap((row) => [row.start, row.end])));
  const paragraphs: Paragraph[] = [];
  for (const row of rows) {
    const start = partsToMs(row.start, FRAMES, rate);
    const end = partsToMs(row.end, FRAMES, rate);
    if (start < 0 || end < 0 || row.lines.length === 0) {
      if (start < 0 || end < 0)
        warnings.push({ line: row.line, message: 'A time is out of range' });
      continue;
    }
    const paragraph: Paragraph = {
      number: paragraphs.length + 1,
      start,
      end,
      text: (row.top ? '{\\an8}' : '') + row.lines.join('\n'),
    };
    if (row.codes.some((code) => code !== DEFAULT_CODE)) {
      paragraph.extra = { [CODES_KEY]: row.codes.join(':') };
    }
    paragraphs.push(paragraph);
  }
  if (paragraphs.length === 0) throw noBlockRead('No Structured titles subtitles found', warnings);
  warnings.sort((a, b) => a.line - b.line);
  return withWarnings({ fileName: input.fileName, format: NAME, paragraphs }, warnings);
}

/** A subtitle's lines as written: a line in italics (or all of them) between angle brackets. */
function writtenLines(text: string): string[] {
  const whole = /^<i>([^]*)<\/i>$/.exec(text);
  if (whole && !(whole[1] ?? '').includes('<i>')) {
    return (whole[1] ?? '').split('\n').map((line) => `<${removeStyling(line)}>`);
  }
  return text.split('\n').map((line) => {
    const italic = /^<i>(.*)<\/i>$/.exec(line);
    return italic ? `<${removeStyling(italic[1] ?? '')}>` : removeStyling(line);
  });
}

export function writeStructuredTitles(subtitle: Subtitle, options: WriteOptions): string {
  const rate = writeRate(FRAMES, options.frameRate);
  const out = [FIRST_LINE];
  subtitle.paragraphs.forEach((paragraph, index) => {
    const top = paragraph.text.startsWith('{\\an8}');
    const lines = writtenLines(paragraph.text.replace(/^\{\\an\d\}/, ''));
    const extra = paragraph.extra?.[CODES_KEY];
    const codes = typeof extra === 'string' ? extra.split(':') : [];
    const position = top ? 1 : 12 - lines.length;
    out.push(
      `${String(index + 1).padStart(4, '0')} : ${formatTime(paragraph.start, FRAMES, rate)},${formatTime(paragraph.end, FRAMES, rate)},${position}`,
      '80 80 80',
      ...lines.map((line, at) => `${codes[at] ?? DEFAULT_CODE} ${line}`),
      '',
    );
  });
  return out.join(options.newLine) + options.newLine;
}

export const structuredTitles: SubtitleFormat = {
  name: NAME,
  extensions: ['.txt'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectStructuredTitles,
  parse: parseStructuredTitles,
  write: writeStructuredTitles,
};
