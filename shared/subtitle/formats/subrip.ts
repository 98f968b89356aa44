import type { Paragraph, Subtitle } from '../model';
import { formatTimeMs } from '../time';
import {
  detectionPrefix,
  isBlank,
  lineEndOf,
  lineStartOf,
  nextLineStart,
  readClock,
  skipSpaces,
  stripBom,
} from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// SubRip (.srt): "number / start --> end / text lines / blank line".
// The parser walks the decoded string once: it jumps from one "-->" to the next with indexOf,
// reads both times from char codes, and slices each cue's text once. A cue's text runs up to the
// next timing line (less that line's number), so missing or wrong numbers, missing or extra blank
// lines and a missing final blank line all read the way a person would read them.

const TIMING_LINE = /^[ \t]*\d+:\d\d:\d\d[,.]\d+[ \t]*-->[ \t]*\d+:\d\d:\d\d[,.]\d+/m;

function detect(input: FormatInput): number {
  const prefix = detectionPrefix(input);
  if (prefix.startsWith('WEBVTT')) return 0;
  const match = TIMING_LINE.exec(prefix);
  if (!match) return 0;
  const usesComma = match[0].includes(',');
  const numbered = /(?:^|\n)[ \t]*\d+[ \t]*\n[ \t]*\d+:\d\d:\d\d[,.]\d+[ \t]*-->/.test(prefix);
  return (usesComma ? 0.8 : 0.6) + (numbered ? 0.15 : 0);
}

/** Whether [from, to) holds only digits, with spaces around them. */
function isNumberLine(text: string, from: number, to: number): boolean {
  let digits = 0;
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) digits++;
    else if (code !== 32 && code !== 9) return false;
  }
  return digits > 0;
}

/** Where the cue whose timing line starts at `lineStart` begins: its number line, if any. */
function cueHeaderStart(text: string, lineStart: number, hasCr: boolean): number {
  if (lineStart === 0) return 0;
  let previousEnd = lineStart - 1;
  if (text.charCodeAt(previousEnd) === 10 && text.charCodeAt(previousEnd - 1) === 13) {
    previousEnd--;
  }
  const previousStart = lineStartOf(text, previousEnd, hasCr);
  return isNumberLine(text, previousStart, previousEnd) ? previousStart : lineStart;
}

/** The lines of [from, to) joined by LF; cheaper than a regex replace per cue (the pieces form a
 *  rope that V8 flattens only when read). */
export function joinLinesLf(text: string, from: number, to: number): string {
  let cr = text.indexOf('\r', from);
  if (cr === -1 || cr >= to) return text.slice(from, to);
  let out = '';
  let at = from;
  while (cr !== -1 && cr < to) {
    out += text.slice(at, cr) + '\n';
    at = text.charCodeAt(cr + 1) === 10 ? cr + 2 : cr + 1;
    cr = text.indexOf('\r', at);
  }
  return out + text.slice(at, to);
}

export function parseSubRipParagraphs(source: string): Paragraph[] {
  const text = stripBom(source);
  const hasCr = text.indexOf('\r') !== -1;
  const paragraphs: Paragraph[] = [];
  const cursor = { at: 0 };
  let pendingStart = -1;
  let pendingEnd = 0;
  let pendingTextStart = 0;
  let searchFrom = 0;

  const flush = (textEnd: number): void => {
    // Trim by index first so each cue costs one slice, not a slice plus a trimmed copy.
    let from = pendingTextStart;
    let to = textEnd;
    while (from < to && text.charCodeAt(from) <= 32) from++;
    while (to > from && text.charCodeAt(to - 1) <= 32) to--;
    paragraphs.push({
      number: paragraphs.length + 1,
      start: pendingStart,
      end: pendingEnd,
      text: from < to ? (hasCr ? joinLinesLf(text, from, to) : text.slice(from, to)) : '',
    });
  };

  for (;;) {
    const arrow = text.indexOf('-->', searchFrom);
    if (arrow === -1) break;
    searchFrom = arrow + 3;
    const lineStart = lineStartOf(text, arrow, hasCr);
    const lineEnd = lineEndOf(text, arrow, hasCr);
    cursor.at = skipSpaces(text, lineStart, arrow);
    const start = readClock(text, cursor, arrow);
    if (start < 0 || skipSpaces(text, cursor.at, arrow) !== arrow) continue;
    cursor.at = skipSpaces(text, arrow + 3, lineEnd);
    const end = readClock(text, cursor, lineEnd);
    // After the end time only spaces or display coordinates ("X1:40 X2:600 …") may follow.
    const after = text.charCodeAt(cursor.at);
    if (end < 0 || (cursor.at < lineEnd && after !== 32 && after !== 9)) continue;
    if (pendingStart >= 0) flush(cueHeaderStart(text, lineStart, hasCr));
    pendingStart = start;
    pendingEnd = end;
    pendingTextStart = nextLineStart(text, lineEnd);
    searchFrom = pendingTextStart;
  }
  if (pendingStart >= 0) flush(text.length);
  return paragraphs;
}

function parse(input: FormatInput): Subtitle {
  return {
    fileName: input.fileName,
    format: subRip.name,
    paragraphs: parseSubRipParagraphs(input.text),
  };
}

function write(subtitle: Subtitle, options: WriteOptions): string {
  const nl = options.newLine;
  const parts: string[] = [];
  subtitle.paragraphs.forEach((paragraph, index) => {
    // A blank line inside a cue would end it for every other reader: keep lines, drop blanks.
    const lines = paragraph.text
      .split(/\r?\n/)
      .filter((line, at, all) => all.length === 1 || !isBlank(line, 0, line.length));
    parts.push(
      `${index + 1}${nl}${formatTimeMs(paragraph.start)} --> ${formatTimeMs(paragraph.end)}${nl}${lines.join(nl)}${nl}${nl}`,
    );
  });
  return parts.join('');
}

export const subRip: SubtitleFormat = {
  name: 'SubRip',
  extensions: ['.srt'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect,
  parse,
  write,
};
