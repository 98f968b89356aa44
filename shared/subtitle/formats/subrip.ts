import type { Paragraph, Subtitle } from '../model';
import { writeSubRip, writeSubRipUtf8 } from './subripWrite';
import { paragraphMaker } from './paragraphSites';
import { detectionPrefix } from './textScan';
import type { FormatInput, SubtitleFormat } from './types';
import { readUsualTime, USUAL_TIME_LENGTH } from './usualTime';

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

// The line helpers below are this parser's own: SubRip is the format people load at 100k+ lines,
// and their exact shape matters there (textScan's general ones measured 10 % slower on a 1M-cue
// file; String#lastIndexOf, a slow runtime call in V8, was a third of the parse time).

function isLineEnd(code: number): boolean {
  return code === 10 || code === 13;
}

/** "hh:mm:ss,mmm ": what stands before the arrow of a usual timing line. */
const TIME_AND_SPACE = USUAL_TIME_LENGTH + 1;

/** Start of the line holding `at`. */
function lineStartAt(text: string, at: number): number {
  let index = at - 1;
  while (index >= 0) {
    if (isLineEnd(text.charCodeAt(index))) break;
    index--;
  }
  return index + 1;
}

/** End of the line holding `at` (the index of its CR or LF, or the text's length). The native
 *  search finds the LF; a CR right before it belongs to the line end. Files with lone CRs are
 *  turned into LF files before the scan, so every line ends in LF here. */
function lineEndAt(text: string, at: number): number {
  const lf = text.indexOf('\n', at);
  if (lf === -1) return text.length;
  return lf > at && text.charCodeAt(lf - 1) === 13 ? lf - 1 : lf;
}

function skipBlanks(text: string, at: number, limit: number): number {
  let index = at;
  while (index < limit) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 9) break;
    index++;
  }
  return index;
}

/** Reads "h:mm:ss[,.]fff" from char codes at cursor.at, advancing it; -1 when no time is there.
 *  The fraction is decimal: "5" is 500 ms, "25" 250 ms. */
function readTime(text: string, cursor: { at: number }, limit: number): number {
  const usual = readUsualTime(text, cursor.at, limit);
  if (usual >= 0) {
    cursor.at += USUAL_TIME_LENGTH;
    return usual;
  }
  // Three colon-separated numbers, unrolled: no per-call arrays on a path run twice per cue.
  let at = cursor.at;
  let first = at;
  let hours = 0;
  for (
    let code = text.charCodeAt(at);
    at < limit && code >= 48 && code <= 57;
    code = text.charCodeAt(++at)
  ) {
    hours = hours * 10 + code - 48;
  }
  if (at === first || text.charCodeAt(at) !== 58) return -1;
  first = ++at;
  let minutes = 0;
  for (
    let code = text.charCodeAt(at);
    at < limit && code >= 48 && code <= 57;
    code = text.charCodeAt(++at)
  ) {
    minutes = minutes * 10 + code - 48;
  }
  if (at === first || text.charCodeAt(at) !== 58) return -1;
  first = ++at;
  let seconds = 0;
  for (
    let code = text.charCodeAt(at);
    at < limit && code >= 48 && code <= 57;
    code = text.charCodeAt(++at)
  ) {
    seconds = seconds * 10 + code - 48;
  }
  if (at === first || minutes > 59 || seconds > 59) return -1;
  let fractionMs = 0;
  const separator = text.charCodeAt(at);
  if (at < limit && (separator === 44 || separator === 46)) {
    first = ++at;
    let fraction = 0;
    for (
      let code = text.charCodeAt(at);
      at < limit && code >= 48 && code <= 57;
      code = text.charCodeAt(++at)
    ) {
      fraction = fraction * 10 + code - 48;
    }
    const digits = at - first;
    if (digits === 0) return -1;
    // Integer steps for the usual 3 digits (and 1 or 2); digits past the third (rare) round to
    // whole ms. Measured: the float scale-per-digit version was a sixth of the parse time.
    fractionMs =
      digits === 3
        ? fraction
        : digits === 2
          ? fraction * 10
          : digits === 1
            ? fraction * 100
            : Math.round((fraction * 1000) / 10 ** digits);
  }
  cursor.at = at;
  return hours * 3600000 + minutes * 60000 + seconds * 1000 + fractionMs;
}

/** Where the cue whose timing line starts at `lineStart` begins: its number line, if any. One
 *  backward walk over the line before: digits and blanks only make it a number line. */
function cueHeaderStart(text: string, lineStart: number): number {
  if (lineStart === 0) return 0;
  let index = lineStart - 2;
  if (text.charCodeAt(lineStart - 1) === 10 && text.charCodeAt(index) === 13) index--;
  let digits = 0;
  for (; index >= 0; index--) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) digits++;
    else if (code === 10 || code === 13) break;
    else if (code !== 32 && code !== 9) return lineStart;
  }
  return digits > 0 ? index + 1 : lineStart;
}

/** The lines of [from, to) joined by LF, whatever their original ends. */
export function joinLinesLf(text: string, from: number, to: number): string {
  // Searching the slice, not the whole text, keeps this O(cue): a file without CRs must not make
  // every cue scan to the end of the file.
  const slice = text.slice(from, to);
  let cr = slice.indexOf('\r');
  if (cr === -1) return slice;
  // Line pieces joined by '\n' form a rope that V8 flattens only when read: cheaper than
  // copying each cue through a replace.
  let out = slice.slice(0, cr);
  let at = slice.charCodeAt(cr + 1) === 10 ? cr + 2 : cr + 1;
  cr = slice.indexOf('\r', at);
  while (cr !== -1) {
    out = `${out}\n${slice.slice(at, cr)}`;
    at = slice.charCodeAt(cr + 1) === 10 ? cr + 2 : cr + 1;
    cr = slice.indexOf('\r', at);
  }
  return `${out}\n${slice.slice(at)}`;
}

/** One cue's text, [textStart, textEnd) trimmed by index first, so each cue costs one slice, not
 *  a slice plus a trimmed copy. */
function cueText(text: string, hasCr: boolean, textStart: number, textEnd: number): string {
  let from = textStart;
  let to = textEnd;
  while (from < to && text.charCodeAt(from) <= 32) from++;
  while (to > from && text.charCodeAt(to - 1) <= 32) to--;
  if (from >= to) return '';
  return hasCr ? joinLinesLf(text, from, to) : text.slice(from, to);
}

export function parseSubRipParagraphs(source: string): Paragraph[] {
  const withoutBom = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const hasCr = withoutBom.indexOf('\r') !== -1;
  // Old Mac files end lines with a lone CR; the scan below expects LF (or CRLF) line ends. Only a
  // file without any LF is checked, so CRLF files pay no extra pass.
  const loneCr = hasCr && withoutBom.indexOf('\n') === -1;
  const text = loneCr ? withoutBom.replace(/\r\n?/g, '\n') : withoutBom;
  const length = text.length;
  const paragraphs: Paragraph[] = [];
  const makeParagraph = paragraphMaker(length);
  const cursor = { at: 0 };
  let pendingStart = -1;
  let pendingEnd = 0;
  let pendingTextStart = 0;
  let searchFrom = 0;

  for (;;) {
    const arrow = text.indexOf('-->', searchFrom);
    if (arrow === -1) break;
    searchFrom = arrow + 3;
    // Most timing lines open with the start time itself, "hh:mm:ss,mmm -->": its line starts 13
    // characters before the arrow. When a time reads from there up to the arrow, no line end lies
    // between, so that is the line start a backward walk would find, without the walk.
    let lineStart = arrow - TIME_AND_SPACE;
    let start = -1;
    if (lineStart === 0 || (lineStart > 0 && isLineEnd(text.charCodeAt(lineStart - 1)))) {
      cursor.at = lineStart;
      start = readTime(text, cursor, arrow);
    }
    if (start < 0 || skipBlanks(text, cursor.at, arrow) !== arrow) {
      lineStart = lineStartAt(text, arrow);
      cursor.at = skipBlanks(text, lineStart, arrow);
      start = readTime(text, cursor, arrow);
      if (start < 0 || skipBlanks(text, cursor.at, arrow) !== arrow) continue;
    }
    // Blanks and a time never run past a line end, so the end time needs no line end as its
    // limit: the line end is usually right after it, and only coordinates make us search.
    cursor.at = skipBlanks(text, arrow + 3, length);
    const end = readTime(text, cursor, length);
    if (end < 0) continue;
    const after = text.charCodeAt(cursor.at);
    let lineEnd = cursor.at;
    if (after === 32 || after === 9) {
      // Spaces or display coordinates ("X1:40 X2:600 …") may follow the end time; nothing else.
      lineEnd = lineEndAt(text, cursor.at);
    } else if (
      cursor.at < length &&
      after !== 10 &&
      !(after === 13 && text.charCodeAt(cursor.at + 1) === 10)
    ) {
      continue;
    }
    if (pendingStart >= 0) {
      const textEnd = cueHeaderStart(text, lineStart);
      const cue = cueText(text, hasCr, pendingTextStart, textEnd);
      paragraphs.push(makeParagraph(paragraphs.length + 1, pendingStart, pendingEnd, cue));
    }
    pendingStart = start;
    pendingEnd = end;
    let next = lineEnd;
    if (next < length)
      next += text.charCodeAt(next) === 13 && text.charCodeAt(next + 1) === 10 ? 2 : 1;
    pendingTextStart = next;
    searchFrom = next;
  }
  if (pendingStart >= 0) {
    const cue = cueText(text, hasCr, pendingTextStart, length);
    paragraphs.push(makeParagraph(paragraphs.length + 1, pendingStart, pendingEnd, cue));
  }
  return paragraphs;
}

function parse(input: FormatInput): Subtitle {
  return {
    fileName: input.fileName,
    format: subRip.name,
    paragraphs: parseSubRipParagraphs(input.text),
  };
}

export const subRip: SubtitleFormat = {
  name: 'SubRip',
  extensions: ['.srt'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect,
  parse,
  write: writeSubRip,
  writeUtf8: writeSubRipUtf8,
};
