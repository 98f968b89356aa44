import type { Paragraph, ParseWarning } from '../model';
import { cueText } from './cueText';
import type { MakeParagraph } from './paragraphSites';
import { LineCounter, unreadableTiming } from './skippedBlocks';

// The SubRip parser's careful path: where a damaged block starts. The fast path (subrip.ts) only
// comes here for a line with an arrow that is not a timing line, and for a cue whose text holds a
// blank line; a clean file never does.
//
// A damaged block starts at
// - a line with an arrow ("->" or "-->") that does not read as a timing line and either starts
//   with a digit (a time with a typo, a short or doubled arrow, a line cut after its arrow) or
//   stands where a block starts: at the file's start or after an empty line, maybe below its
//   number line;
// - a line that starts like a time, "h:m:", with no arrow (a timing line cut before its arrow),
//   standing where a block starts.
// "Blank" here is an empty line (no spaces), what the fast path's search finds. Lines are
// compared by index; their ends may be LF, CRLF or a lone CR.

function isLineEnd(code: number): boolean {
  return code === 10 || code === 13;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
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

/** End of the line from `at` (its CR or LF), at most `limit`. */
function lineEndFrom(text: string, at: number, limit: number): number {
  let index = at;
  while (index < limit && !isLineEnd(text.charCodeAt(index))) index++;
  return index;
}

/** Start of the line after the one ending at `lineEnd`. */
function afterLineEnd(text: string, lineEnd: number): number {
  if (lineEnd >= text.length) return lineEnd;
  return text.charCodeAt(lineEnd) === 13 && text.charCodeAt(lineEnd + 1) === 10
    ? lineEnd + 2
    : lineEnd + 1;
}

/** Start of the line before the one starting at `lineStart` (which must not be 0). */
function previousLineStart(text: string, lineStart: number): number {
  let index = lineStart - 1;
  if (text.charCodeAt(index) === 10 && text.charCodeAt(index - 1) === 13) index--;
  while (index > 0 && !isLineEnd(text.charCodeAt(index - 1))) index--;
  return index;
}

/** Blanks and digits, at least one digit: a SubRip cue number. */
export function isNumberLine(text: string, from: number, to: number): boolean {
  let digits = 0;
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (isDigit(code)) digits++;
    else if (code !== 32 && code !== 9) return false;
  }
  return digits > 0;
}

/** "h:m:" after blanks: the start of a time, which a cut timing line keeps. */
function startsWithClock(text: string, from: number, to: number): boolean {
  let at = skipBlanks(text, from, to);
  for (let part = 0; part < 2; part++) {
    const first = at;
    while (at < to && isDigit(text.charCodeAt(at))) at++;
    if (at === first || text.charCodeAt(at) !== 58) return false;
    at++;
  }
  return true;
}

/** Whether the line starting at `lineStart` follows the file's start or an empty line. */
function followsGap(text: string, lineStart: number): boolean {
  if (lineStart === 0) return true;
  const previous = previousLineStart(text, lineStart);
  return lineEndFrom(text, previous, lineStart) === previous;
}

/**
 * Whether the line [lineStart, lineEnd), which holds an arrow but is no timing line, opens a
 * damaged block (rather than being cue text that mentions an arrow). `headerStart` is the start
 * of its number line, or `lineStart` when it has none.
 */
export function opensDamagedBlock(
  text: string,
  lineStart: number,
  lineEnd: number,
  headerStart: number,
): boolean {
  if (isDigit(text.charCodeAt(skipBlanks(text, lineStart, lineEnd)))) return true;
  return followsGap(text, headerStart);
}

/**
 * Where blocks whose timing line lost its arrow start inside [from, to): a line starting like a
 * time after an empty line (or after `from` when `afterGap`), alone or below its number line. The
 * start of each (its number line when it has one), in order.
 */
function arrowlessBlockStarts(text: string, from: number, to: number, afterGap: boolean): number[] {
  const starts: number[] = [];
  let previousBlank = afterGap;
  for (let at = from; at < to;) {
    const end = lineEndFrom(text, at, to);
    const blank = end === at;
    if (!blank && previousBlank) {
      if (startsWithClock(text, at, end)) starts.push(at);
      else if (isNumberLine(text, at, end)) {
        const next = afterLineEnd(text, end);
        if (next < to && startsWithClock(text, next, lineEndFrom(text, next, to))) starts.push(at);
      }
    }
    previousBlank = blank;
    at = afterLineEnd(text, end);
  }
  return starts;
}

/** The timing line of the damaged block starting at `blockStart`: the line itself, or the one
 *  below its number line. */
function damagedTimingLine(text: string, blockStart: number): string {
  let from = blockStart;
  let end = lineEndFrom(text, from, text.length);
  if (isNumberLine(text, from, end) && end < text.length) {
    from = afterLineEnd(text, end);
    end = lineEndFrom(text, from, text.length);
  }
  return text.slice(from, end);
}

/** The block whose lines are being collected: none yet, a cue or a damaged block. */
export const OWNER_NONE = 0;
export const OWNER_CUE = 1;
export const OWNER_DAMAGED = 2;

/** One parse's state that the block closers share. */
export interface Reading {
  readonly text: string;
  readonly hasCr: boolean;
  readonly paragraphs: Paragraph[];
  readonly warnings: ParseWarning[];
  readonly makeParagraph: MakeParagraph;
  /** Made on the first warning: a clean file never counts lines. */
  lines: LineCounter | undefined;
}

function warnAt(reading: Reading, blockStart: number): void {
  reading.lines ??= new LineCounter(reading.text);
  reading.warnings.push({
    line: reading.lines.lineAt(blockStart),
    message: unreadableTiming(damagedTimingLine(reading.text, blockStart)),
  });
}

/**
 * Ends, on the careful path, the block that owns [textStart, regionEnd): a cue becomes a
 * paragraph, a damaged block a warning at `blockStart`; its lines are searched for blocks whose
 * timing line lost its arrow, each a warning of its own.
 */
export function closeCarefully(
  reading: Reading,
  owner: number,
  start: number,
  end: number,
  blockStart: number,
  textStart: number,
  regionEnd: number,
): void {
  const text = reading.text;
  const hidden = arrowlessBlockStarts(text, textStart, regionEnd, owner === OWNER_NONE);
  if (owner === OWNER_CUE) {
    const cue = cueText(text, reading.hasCr, textStart, hidden[0] ?? regionEnd);
    reading.paragraphs.push(reading.makeParagraph(reading.paragraphs.length + 1, start, end, cue));
  } else if (owner === OWNER_DAMAGED) {
    warnAt(reading, blockStart);
  }
  for (const hiddenStart of hidden) warnAt(reading, hiddenStart);
}
