import type { Paragraph, ParsedSubtitle, ParseWarning } from '../model';
import { withWarnings } from './skippedBlocks';
import { joinLinesLf } from './cueText';
import {
  closeCarefully,
  opensDamagedBlock,
  OWNER_CUE,
  OWNER_DAMAGED,
  OWNER_NONE,
  type Reading,
} from './subripDamage';
import { writeSubRip, writeSubRipUtf8 } from './subripWrite';
import { paragraphMaker } from './paragraphSites';
import { detectionPrefix } from './textScan';
import type { FormatInput, SubtitleFormat } from './types';
import { readUsualTime, USUAL_TIME_LENGTH } from './usualTime';

// SubRip (.srt): "number / start --> end / text lines / blank line".
// The parser walks the decoded string once: it jumps from one arrow to the next with indexOf,
// reads both times from char codes, and slices each cue's text once. A cue's text runs up to the
// next timing line (less that line's number), so missing or wrong numbers, missing or extra blank
// lines and a missing final blank line all read the way a person would read them; whatever
// follows the end time (display coordinates, junk) is ignored.
//
// Damaged blocks (CONTRACT §5) are skipped, each with a warning: an arrow line that is no timing
// line opens one when it starts with a digit or stands where a block starts, and so does a line
// cut before its arrow after a blank line (subripDamage.ts). A skipped block owns the lines up to
// the next block, as a cue does, so nothing of it is glued to a neighbour. The fast path only
// adds one search for a blank line per cue: a blank line inside a cue's text sends that cue to
// the careful path.

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

/**
 * Whether the end time [from, to), read by readTime in a form other than the usual one, is whole:
 * two-digit minutes and seconds, and, when something other than a blank or the line's end is
 * glued to it, a fraction of three digits or more. A timing line cut inside its end time
 * ("00:00:05,000 --> 00:00:0") or with a typo in it ("… --> 00:00:0x,000") is then damaged,
 * never read as a shorter time; "01:30:30,958unnecessary text" still reads.
 */
function wholeEndTime(text: string, from: number, to: number): boolean {
  let at = from;
  while (text.charCodeAt(at) !== 58) at++;
  const minutesStart = ++at;
  while (text.charCodeAt(at) !== 58) at++;
  if (at - minutesStart !== 2) return false;
  const secondsStart = ++at;
  while (at < to && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) at++;
  if (at - secondsStart !== 2) return false;
  const after = text.charCodeAt(to);
  if (to >= text.length || after === 10 || after === 13 || after === 32 || after === 9) return true;
  return to - at - 1 >= 3;
}

/** Where the cue whose timing line starts at `lineStart` begins: its number line, if any. One
 *  backward walk over the line before: digits and blanks only make it a number line. The
 *  number it holds is left in `header.number` (-1 when there is none). */
function cueHeaderStart(text: string, lineStart: number, header: { number: number }): number {
  header.number = -1;
  if (lineStart === 0) return 0;
  let index = lineStart - 2;
  if (text.charCodeAt(lineStart - 1) === 10 && text.charCodeAt(index) === 13) index--;
  let value = 0;
  let place = 1;
  for (; index >= 0; index--) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) {
      value += (code - 48) * place;
      place *= 10;
    } else if (code === 10 || code === 13) break;
    else if (code !== 32 && code !== 9) return lineStart;
  }
  if (place === 1) return lineStart;
  header.number = value;
  return index + 1;
}

/** Where the next blank line ("\n\n", and "\n\r\n" in a file with CRs) starts, searched from
 *  further on each time: a parse reads each character once for it. */
interface Gaps {
  lf: number;
  crlf: number;
}

/** Whether [from, to) holds a blank line. In a clean file the search stops at the blank line
 *  after each cue, so it costs one pass over the texts. */
function holdsBlankLine(
  text: string,
  hasCr: boolean,
  gaps: Gaps,
  from: number,
  to: number,
): boolean {
  if (gaps.lf < from) {
    const found = text.indexOf('\n\n', from);
    gaps.lf = found === -1 ? text.length : found;
  }
  if (gaps.lf < to) return true;
  if (!hasCr) return false;
  if (gaps.crlf < from) {
    const found = text.indexOf('\n\r\n', from);
    gaps.crlf = found === -1 ? text.length : found;
  }
  return gaps.crlf < to;
}

/** Start of the line after the one ending at `lineEnd`. */
function afterLineEnd(text: string, lineEnd: number): number {
  if (lineEnd >= text.length) return lineEnd;
  return text.charCodeAt(lineEnd) === 13 && text.charCodeAt(lineEnd + 1) === 10
    ? lineEnd + 2
    : lineEnd + 1;
}

export interface SubRipReading {
  readonly paragraphs: Paragraph[];
  /** The damaged blocks skipped, in line order. */
  readonly warnings: ParseWarning[];
}

export function readSubRip(source: string): SubRipReading {
  const withoutBom = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const anyCr = withoutBom.indexOf('\r') !== -1;
  // Old Mac files end lines with a lone CR; the scan below expects LF (or CRLF) line ends. Only a
  // file without any LF is checked, so CRLF files pay no extra pass.
  const loneCr = anyCr && withoutBom.indexOf('\n') === -1;
  const text = loneCr ? withoutBom.replace(/\r\n?/g, '\n') : withoutBom;
  const length = text.length;
  const reading: Reading = {
    text,
    hasCr: anyCr && !loneCr,
    paragraphs: [],
    warnings: [],
    makeParagraph: paragraphMaker(length),
    lines: undefined,
  };
  const { paragraphs, makeParagraph, hasCr } = reading;
  const gaps: Gaps = { lf: -1, crlf: -1 };
  const cursor = { at: 0 };
  const header = { number: -1 };
  let owner = OWNER_NONE;
  /** The number line of the owner's block, -1 when it has none. */
  let ownerNumber = -1;
  let ownerStart = 0;
  let ownerEnd = 0;
  let ownerBlockStart = 0;
  let ownerTextStart = 0;
  let searchFrom = 0;

  for (;;) {
    // "->" finds both the arrow and a short one ("00:00:01,000 -> …"), at no extra cost.
    const hit = text.indexOf('->', searchFrom);
    if (hit === -1) break;
    searchFrom = hit + 2;
    const arrow = hit - 1;
    let lineStart = -1;
    let start = -1;
    let end = -1;
    if (arrow >= 0 && text.charCodeAt(arrow) === 45) {
      // Most timing lines open with the start time itself, "hh:mm:ss,mmm -->": its line starts
      // 13 characters before the arrow. When a time reads from there up to the arrow, no line
      // end lies between, so that is the line start a backward walk would find, without the walk.
      lineStart = arrow - TIME_AND_SPACE;
      if (lineStart === 0 || (lineStart > 0 && isLineEnd(text.charCodeAt(lineStart - 1)))) {
        cursor.at = lineStart;
        start = readTime(text, cursor, arrow);
      }
      if (start < 0 || skipBlanks(text, cursor.at, arrow) !== arrow) {
        lineStart = lineStartAt(text, arrow);
        cursor.at = skipBlanks(text, lineStart, arrow);
        start = readTime(text, cursor, arrow);
        if (skipBlanks(text, cursor.at, arrow) !== arrow) start = -1;
      }
      if (start >= 0) {
        // Blanks and a time never run past a line end, so the end time needs no line end as
        // its limit.
        cursor.at = skipBlanks(text, arrow + 3, length);
        const endStart = cursor.at;
        end = readUsualTime(text, endStart, length);
        if (end >= 0) cursor.at += USUAL_TIME_LENGTH;
        else {
          end = readTime(text, cursor, length);
          if (end >= 0 && !wholeEndTime(text, endStart, cursor.at)) end = -1;
        }
      }
    }
    let lineEnd: number;
    let headerStart: number;
    if (end >= 0) {
      const after = text.charCodeAt(cursor.at);
      // Usually the line ends right after the end time; coordinates or junk may follow it.
      lineEnd =
        cursor.at >= length || after === 10 || after === 13
          ? cursor.at
          : lineEndAt(text, cursor.at);
      headerStart = cueHeaderStart(text, lineStart, header);
    } else {
      // No timing line: cue text that mentions an arrow, or the start of a damaged block.
      lineStart = lineStartAt(text, hit);
      lineEnd = lineEndAt(text, hit);
      headerStart = cueHeaderStart(text, lineStart, header);
      if (!opensDamagedBlock(text, lineStart, lineEnd, headerStart)) continue;
    }
    if (owner === OWNER_CUE) {
      // The cue's text, trimmed by index first, so each cue costs one slice; a blank line in it
      // sends it to the careful path.
      let from = ownerTextStart;
      let to = headerStart;
      while (from < to && text.charCodeAt(from) <= 32) from++;
      while (to > from && text.charCodeAt(to - 1) <= 32) to--;
      // A clean file numbers its cues one by one: the next number right after the owner's says
      // no block was lost between them, so its text needs no search for one.
      if (
        from >= to ||
        (ownerNumber >= 0 && header.number === ownerNumber + 1) ||
        !holdsBlankLine(text, hasCr, gaps, from, to)
      ) {
        const cue = from >= to ? '' : hasCr ? joinLinesLf(text, from, to) : text.slice(from, to);
        paragraphs.push(makeParagraph(paragraphs.length + 1, ownerStart, ownerEnd, cue));
      } else {
        closeCarefully(reading, owner, ownerStart, ownerEnd, 0, ownerTextStart, headerStart);
      }
    } else {
      closeCarefully(reading, owner, 0, 0, ownerBlockStart, ownerTextStart, headerStart);
    }
    owner = end >= 0 ? OWNER_CUE : OWNER_DAMAGED;
    ownerNumber = header.number;
    ownerStart = start;
    ownerEnd = end;
    ownerBlockStart = headerStart;
    ownerTextStart = afterLineEnd(text, lineEnd);
    searchFrom = ownerTextStart;
  }
  let from = ownerTextStart;
  let to = length;
  while (from < to && text.charCodeAt(from) <= 32) from++;
  while (to > from && text.charCodeAt(to - 1) <= 32) to--;
  if (owner === OWNER_CUE && (from >= to || !holdsBlankLine(text, hasCr, gaps, from, to))) {
    const cue = from >= to ? '' : hasCr ? joinLinesLf(text, from, to) : text.slice(from, to);
    paragraphs.push(makeParagraph(paragraphs.length + 1, ownerStart, ownerEnd, cue));
  } else {
    closeCarefully(reading, owner, ownerStart, ownerEnd, ownerBlockStart, ownerTextStart, length);
  }
  return { paragraphs: reading.paragraphs, warnings: reading.warnings };
}

/** The cues of a SubRip text, damaged blocks left out. */
export function parseSubRipParagraphs(source: string): Paragraph[] {
  return readSubRip(source).paragraphs;
}

function parse(input: FormatInput): ParsedSubtitle {
  const { paragraphs, warnings } = readSubRip(input.text);
  return withWarnings({ fileName: input.fileName, format: subRip.name, paragraphs }, warnings);
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
