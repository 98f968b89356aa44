// The W3C WebVTT parser's "collect a WebVTT block", "collect WebVTT cue timings and settings" and
// "collect a WebVTT timestamp" (https://w3c.github.io/webvtt/#file-parsing), as browsers read a
// file, worked by index on the decoded text: no per-line strings. The file's NULs are already
// U+FFFD; its line ends may be LF, CRLF or a lone CR (the algorithm's CR and CRLF normalisation is
// done by the line helpers: each of them ends one line, so "\n\r" is two line ends).
//
// webvtt.ts reads the usual cue on a fast path of its own and hands every other block to
// `collectBlock`.

/** What a block turned out to be. */
export const BLOCK_OTHER = 0;
export const BLOCK_CUE = 1;
/** A line with "-->" where a timing belongs that does not read: the block is skipped. */
export const BLOCK_DAMAGED = 2;

/** One block as `collectBlock` leaves it (one object reused for a whole parse). */
export interface CollectedBlock {
  kind: number;
  /** Where the search for the next block goes on: after its last line, or at a timing line that
   *  ended it (which starts the next block). */
  next: number;
  /** Cue: its times, id (verbatim) and settings (trimmed); payload [textStart, textEnd). Other
   *  block: its lines [textStart, textEnd). Damaged: [textStart, textEnd) is the timing line. */
  start: number;
  end: number;
  id: string;
  settings: string;
  textStart: number;
  textEnd: number;
}

/** The first "-->" at or after `from` is at `at` (the text's length when there is none). Each
 *  question asks from further on, so a parse searches the text about once. */
export interface ArrowSearch {
  from: number;
  at: number;
}

export function newBlock(): CollectedBlock {
  return {
    kind: BLOCK_OTHER,
    next: 0,
    start: 0,
    end: 0,
    id: '',
    settings: '',
    textStart: 0,
    textEnd: 0,
  };
}

/** End of the line holding `at` (its CR or LF), or the text's length. */
export function lineEndAt(text: string, at: number, hasCr: boolean): number {
  if (!hasCr) {
    const lf = text.indexOf('\n', at);
    return lf === -1 ? text.length : lf;
  }
  for (let index = at; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 10 || code === 13) return index;
  }
  return text.length;
}

/** Start of the line after the one ending at `lineEnd` (CRLF is one line end). */
export function afterLineEnd(text: string, lineEnd: number): number {
  if (lineEnd >= text.length) return lineEnd;
  return text.charCodeAt(lineEnd) === 13 && text.charCodeAt(lineEnd + 1) === 10
    ? lineEnd + 2
    : lineEnd + 1;
}

/** Where the first "-->" at or after `from` is (the text's length when there is none). */
function firstArrowFrom(text: string, arrows: ArrowSearch, from: number): number {
  if (from < arrows.from || arrows.at < from) {
    const found = text.indexOf('-->', from);
    arrows.from = from;
    arrows.at = found === -1 ? text.length : found;
  }
  return arrows.at;
}

/** Whether the line [lineStart, lineEnd) holds "-->". */
export function holdsArrow(
  text: string,
  arrows: ArrowSearch,
  lineStart: number,
  lineEnd: number,
): boolean {
  // Known when the last search started at or before the line and found nothing before it;
  // otherwise searched again from the line (backwards only after the fast path looked ahead).
  // An arrow across a line end is none: "-->" holds no line end, so it starts and ends inside.
  return firstArrowFrom(text, arrows, lineStart) + 3 <= lineEnd;
}

/** Space, tab and form feed: the ASCII white space a line can hold (LF and CR end it). */
function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 12;
}

function skipSpaces(text: string, at: number, limit: number): number {
  let index = at;
  while (index < limit && isSpace(text.charCodeAt(index))) index++;
  return index;
}

/** A position in a line, and the value of the digits last collected there. */
export interface TimeCursor {
  at: number;
  value: number;
}

/** Digits from `cursor.at` (before `limit`): how many, their value left in `cursor.value`. */
function collectDigits(text: string, cursor: TimeCursor, limit: number): number {
  let value = 0;
  const first = cursor.at;
  let at = first;
  for (; at < limit; at++) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) break;
    value = value * 10 + (code - 48);
  }
  cursor.value = value;
  cursor.at = at;
  return at - first;
}

/**
 * "Collect a WebVTT timestamp": "[hours:]mm:ss.ttt", hours of any number of digits but two-digit
 * values up to 59, which read as minutes; minutes and seconds of exactly two digits, at most 59;
 * exactly three fraction digits after a '.'. The time in ms, or -1.
 */
export function collectTimestamp(text: string, cursor: TimeCursor, limit: number): number {
  if (cursor.at >= limit) return -1;
  const firstCode = text.charCodeAt(cursor.at);
  if (firstCode < 48 || firstCode > 57) return -1;
  const firstDigits = collectDigits(text, cursor, limit);
  let first = cursor.value;
  const hoursFirst = firstDigits !== 2 || first > 59;
  if (cursor.at >= limit || text.charCodeAt(cursor.at) !== 58) return -1;
  cursor.at++;
  if (collectDigits(text, cursor, limit) !== 2) return -1;
  let second = cursor.value;
  let third: number;
  if (hoursFirst || (cursor.at < limit && text.charCodeAt(cursor.at) === 58)) {
    if (cursor.at >= limit || text.charCodeAt(cursor.at) !== 58) return -1;
    cursor.at++;
    if (collectDigits(text, cursor, limit) !== 2) return -1;
    third = cursor.value;
  } else {
    third = second;
    second = first;
    first = 0;
  }
  if (cursor.at >= limit || text.charCodeAt(cursor.at) !== 46) return -1;
  cursor.at++;
  if (collectDigits(text, cursor, limit) !== 3) return -1;
  if (second > 59 || third > 59) return -1;
  return first * 3600000 + second * 60000 + third * 1000 + cursor.value;
}

/** "Collect WebVTT cue timings and settings" from the line [from, to) into `block`; false when
 *  the line is no timing line. The settings are the rest of the line, without the spaces around it. */
export function collectTimings(
  text: string,
  from: number,
  to: number,
  block: CollectedBlock,
  cursor: TimeCursor,
): boolean {
  cursor.at = skipSpaces(text, from, to);
  const start = collectTimestamp(text, cursor, to);
  if (start < 0) return false;
  const arrow = skipSpaces(text, cursor.at, to);
  if (
    arrow + 3 > to ||
    text.charCodeAt(arrow) !== 45 ||
    text.charCodeAt(arrow + 1) !== 45 ||
    text.charCodeAt(arrow + 2) !== 62
  ) {
    return false;
  }
  cursor.at = skipSpaces(text, arrow + 3, to);
  const end = collectTimestamp(text, cursor, to);
  if (end < 0) return false;
  block.start = start;
  block.end = end;
  // The rest of the line, less the spaces, tabs and form feeds around it (a vertical tab or a
  // no-break space is part of a setting, as browsers read it).
  const settingsStart = skipSpaces(text, cursor.at, to);
  let settingsEnd = to;
  while (settingsEnd > settingsStart && isSpace(text.charCodeAt(settingsEnd - 1))) settingsEnd--;
  block.settings = settingsStart === settingsEnd ? '' : text.slice(settingsStart, settingsEnd);
  return true;
}

/**
 * "Collect a WebVTT block" from the non-empty line at `blockStart` into `block`. A line with
 * "-->" as the block's first line, or as its second after an id line, is its timing; a later
 * one ends the block and starts the next. An empty line ends it. In the header (`inHeader`) every
 * line with "-->" ends it.
 */
export function collectBlock(
  text: string,
  blockStart: number,
  hasCr: boolean,
  inHeader: boolean,
  arrows: ArrowSearch,
  block: CollectedBlock,
): void {
  const cursor: TimeCursor = { at: 0, value: 0 };
  let lineCount = 0;
  let seenArrow = false;
  let cue = false;
  let at = blockStart;
  let previous = blockStart;
  let bufferStart = -1;
  let bufferEnd = -1;
  let idEnd = -1;
  block.kind = BLOCK_OTHER;
  for (;;) {
    const lineStart = at;
    const lineEnd = lineEndAt(text, at, hasCr);
    const atEnd = lineEnd >= text.length;
    at = atEnd ? text.length : afterLineEnd(text, lineEnd);
    lineCount++;
    if (holdsArrow(text, arrows, lineStart, lineEnd)) {
      if (inHeader || !(lineCount === 1 || (lineCount === 2 && !seenArrow))) {
        at = previous;
        break;
      }
      seenArrow = true;
      previous = at;
      cue = collectTimings(text, lineStart, lineEnd, block, cursor);
      if (cue) {
        idEnd = bufferEnd;
        bufferStart = -1;
        bufferEnd = -1;
      } else {
        block.textStart = lineStart;
        block.textEnd = lineEnd;
      }
    } else if (lineEnd === lineStart) {
      break;
    } else {
      if (bufferStart < 0) bufferStart = lineStart;
      bufferEnd = lineEnd;
      previous = at;
    }
    if (atEnd) break;
  }
  block.next = at;
  if (cue) {
    block.kind = BLOCK_CUE;
    block.id = idEnd >= 0 ? text.slice(blockStart, idEnd) : '';
    block.textStart = bufferStart < 0 ? 0 : bufferStart;
    block.textEnd = bufferStart < 0 ? 0 : bufferEnd;
  } else if (seenArrow && !startsWithNote(text, blockStart)) {
    block.kind = BLOCK_DAMAGED;
  } else if (
    !inHeader &&
    !seenArrow &&
    !startsWithNote(text, blockStart) &&
    cueLike(text, blockStart, hasCr, block)
  ) {
    // A cue whose arrow was lost ("00:00:05.000 -> 00:00:06.000"): browsers skip it as they
    // skip any block that is no cue; it is reported, not kept as a note.
    block.kind = BLOCK_DAMAGED;
  } else {
    block.kind = BLOCK_OTHER;
    block.textStart = blockStart;
    block.textEnd = Math.max(bufferEnd, seenArrow ? block.textEnd : blockStart);
  }
}

/** Whether the block's first line, or its second (below an id), starts like a timestamp,
 *  "digits:digit"; that line is left in block.textStart/textEnd. */
function cueLike(text: string, blockStart: number, hasCr: boolean, block: CollectedBlock): boolean {
  let lineStart = blockStart;
  for (let line = 0; line < 2 && lineStart < text.length; line++) {
    const lineEnd = lineEndAt(text, lineStart, hasCr);
    if (lineEnd === lineStart) return false;
    let at = skipSpaces(text, lineStart, lineEnd);
    const digitsStart = at;
    while (at < lineEnd && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) at++;
    const next = text.charCodeAt(at + 1);
    if (at > digitsStart && text.charCodeAt(at) === 58 && next >= 48 && next <= 57) {
      block.textStart = lineStart;
      block.textEnd = lineEnd;
      return true;
    }
    lineStart = afterLineEnd(text, lineEnd);
  }
  return false;
}

/** "NOTE" followed by a space, tab or line end: a comment, even one that holds an arrow (which
 *  the format forbids); it is kept as written, not reported as a damaged cue. */
function startsWithNote(text: string, at: number): boolean {
  if (!text.startsWith('NOTE', at)) return false;
  const after = text.charCodeAt(at + 4);
  return at + 4 >= text.length || after === 32 || after === 9 || after === 10 || after === 13;
}
