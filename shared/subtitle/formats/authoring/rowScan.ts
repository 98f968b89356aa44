// A row read by char codes: the loose pattern of rowTemplate.ts as a small program over the line,
// so big files read their rows without a regex match, its capture strings and a line string.
//
// Contract: when `scan` accepts a line, the loose pattern matches it with the same captures
// (start, end and the text's range). A line it refuses goes to the loose pattern, which decides;
// so the scan may refuse whatever is awkward for it. It takes every choice the way the pattern's
// first attempt does (each quantifier as long as it can, the optional text group entered first),
// and it has no backtracking: a line whose first attempt would fail is refused. Its first
// attempt succeeding is exactly the pattern's match. The text group's `(.*)` runs to the line's
// end, which holds for lines without U+2028 or U+2029 (the only line terminators `.` stops at
// that a line can hold), so the reader uses the scan only on texts without them.
import type { Clock } from './clock';
import { compileShape, matchShape } from './rowShape';

export type FieldName = 'n' | 'n4' | 'start' | 'end' | 'dur' | 'ss' | 'len' | 'text';

export interface Piece {
  readonly literal: string;
  readonly field?: FieldName;
}

/** Capture slots: the start time's four fields, the end time's, then the text's range. */
export const START_SLOT = 0;
export const END_SLOT = 4;
export const TEXT_START_SLOT = 8;
export const TEXT_END_SLOT = 9;
export const CAPTURE_SLOTS = 10;

/** Fills `out` (CAPTURE_SLOTS numbers; the text's range is -1, -1 when the row has none) and
 *  returns true when [from, to) of `text` is a row. */
export type RowScan = (text: string, from: number, to: number, out: Int32Array) => boolean;

// Operations of the program, each followed by its arguments.
/** [ \t]* */
const BLANKS = 0;
/** [ \t]+ */
const SOME_BLANKS = 1;
/** one character: its code */
const CHAR = 2;
/** \d+ */
const DIGITS = 3;
/** -?\d+:\d+ */
const SIGNED_PAIR = 4;
/** a time: slot (-1: not kept), separator, last separator (LOOSE_COLON: ':' or ';'), digits of
 *  the last field */
const TIME = 5;
/** (?: … (.*))?: the index to go on at when the group does not match */
const GROUP = 6;
/** (.*) to the line's end, closing the group */
const REST = 7;
/** [ \t]*$ */
const END = 8;

const LOOSE_COLON = -1;

function looseOps(literal: string, ops: number[]): void {
  if (literal === '') return;
  if (literal.trim() === '') {
    ops.push(SOME_BLANKS);
    return;
  }
  for (const part of literal.split(/([ \t]+)/)) {
    if (/^[ \t]+$/.test(part)) ops.push(BLANKS);
    else for (let index = 0; index < part.length; index++) ops.push(CHAR, part.charCodeAt(index));
  }
}

function separatorCode(separator: string): number | undefined {
  if (separator === ':' || separator === ';') return LOOSE_COLON;
  return separator.length === 1 ? separator.charCodeAt(0) : undefined;
}

/** The scan of a template's pieces, or undefined when the template is not one it can run (no
 *  start or end time, text not last, a separator of several characters). */
export function compileScan(pieces: readonly Piece[], clock: Clock): RowScan | undefined {
  const separator = separatorCode(clock.separator);
  const last = separatorCode(
    clock.unit === 'frames' ? clock.frameSeparator : clock.fractionSeparator,
  );
  if (separator === undefined || last === undefined) return undefined;
  const digits = clock.unit === 'milliseconds' ? 3 : 2;
  const ops: number[] = [BLANKS];
  let groupAt = -1;
  let seen = 0;
  pieces.forEach((piece, index) => {
    const { field } = piece;
    if (field === 'text') {
      if (index !== pieces.length - 1) seen = -100;
      groupAt = ops.length;
      ops.push(GROUP, 0);
      looseOps(piece.literal, ops);
      ops.push(REST);
      ops[groupAt + 1] = ops.length;
      return;
    }
    looseOps(piece.literal, ops);
    if (groupAt !== -1) seen = -100;
    if (field === 'n' || field === 'n4' || field === 'len') ops.push(DIGITS);
    else if (field === 'ss') ops.push(SIGNED_PAIR);
    else if (field !== undefined) {
      const slot = field === 'start' ? START_SLOT : field === 'end' ? END_SLOT : -1;
      if (slot !== -1) seen += 1;
      ops.push(TIME, slot, separator, last, digits);
    }
  });
  ops.push(END);
  if (seen !== 2) return undefined;
  const program = Int32Array.from(ops);
  const shape = compileShape(pieces, clock);
  if (!shape) return (text, from, to, out) => runScan(program, text, from, to, out);
  const slots = {
    start: START_SLOT,
    end: END_SLOT,
    textStart: TEXT_START_SLOT,
    textEnd: TEXT_END_SLOT,
  };
  return (text, from, to, out) =>
    matchShape(shape, text, from, to, out, slots) || runScan(program, text, from, to, out);
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

function isSeparator(code: number, wanted: number): boolean {
  return wanted === LOOSE_COLON ? code === 58 || code === 59 : code === wanted;
}

/** Up to `most` digits at `at` (at least one) into out[slot]; the index after them, or -1. */
function readField(
  text: string,
  at: number,
  to: number,
  most: number,
  out: Int32Array,
  slot: number,
): number {
  let value = 0;
  let index = at;
  const limit = Math.min(to, at + most);
  while (index < limit) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) break;
    value = value * 10 + code - 48;
    index++;
  }
  if (index === at) return -1;
  if (slot >= 0) out[slot] = value;
  return index;
}

function skipDigits(text: string, at: number, to: number): number {
  let index = at;
  while (index < to) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) break;
    index++;
  }
  return index;
}

function readTime(
  program: Int32Array,
  op: number,
  text: string,
  at: number,
  to: number,
  out: Int32Array,
): number {
  const slot = program[op + 1] ?? -1;
  const separator = program[op + 2] ?? 0;
  const last = program[op + 3] ?? 0;
  const digits = program[op + 4] ?? 2;
  let index = at + 8;
  // The usual form first: two digits in each of the first three fields, read at fixed places (the
  // fields below would read the same, as no separator is a digit).
  const hours = twoDigits(text, at);
  const minutes = twoDigits(text, at + 3);
  const seconds = twoDigits(text, at + 6);
  if (
    index < to &&
    hours >= 0 &&
    minutes >= 0 &&
    seconds >= 0 &&
    isSeparator(text.charCodeAt(at + 2), separator) &&
    isSeparator(text.charCodeAt(at + 5), separator) &&
    isSeparator(text.charCodeAt(index), last)
  ) {
    if (slot >= 0) {
      out[slot] = hours;
      out[slot + 1] = minutes;
      out[slot + 2] = seconds;
    }
  } else {
    index = readField(text, at, to, 3, out, slot);
    if (index < 0 || index >= to || !isSeparator(text.charCodeAt(index), separator)) return -1;
    index = readField(text, index + 1, to, 2, out, slot < 0 ? -1 : slot + 1);
    if (index < 0 || index >= to || !isSeparator(text.charCodeAt(index), separator)) return -1;
    index = readField(text, index + 1, to, 2, out, slot < 0 ? -1 : slot + 2);
    if (index < 0 || index >= to || !isSeparator(text.charCodeAt(index), last)) return -1;
  }
  return readField(text, index + 1, to, digits, out, slot < 0 ? -1 : slot + 3);
}

/** The number of the two digits at `at`, or -1. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const units = text.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : -1;
}

function runScan(
  program: Int32Array,
  text: string,
  from: number,
  to: number,
  out: Int32Array,
): boolean {
  let at = from;
  let op = 0;
  /** Where the text group started (op and position), -1 outside it. */
  let groupOp = -1;
  let groupFrom = 0;
  out[TEXT_START_SLOT] = -1;
  out[TEXT_END_SLOT] = -1;
  for (;;) {
    const code = program[op] ?? END;
    let next = at;
    switch (code) {
      case BLANKS:
        while (next < to && isBlank(text.charCodeAt(next))) next++;
        op += 1;
        break;
      case SOME_BLANKS:
        while (next < to && isBlank(text.charCodeAt(next))) next++;
        if (next === at) next = -1;
        op += 1;
        break;
      case CHAR:
        next = at < to && text.charCodeAt(at) === program[op + 1] ? at + 1 : -1;
        op += 2;
        break;
      case DIGITS:
        next = skipDigits(text, at, to);
        if (next === at) next = -1;
        op += 1;
        break;
      case SIGNED_PAIR: {
        if (at < to && text.charCodeAt(at) === 45) next++;
        const colon = skipDigits(text, next, to);
        if (colon === next || colon >= to || text.charCodeAt(colon) !== 58) next = -1;
        else {
          next = skipDigits(text, colon + 1, to);
          if (next === colon + 1) next = -1;
        }
        op += 1;
        break;
      }
      case TIME:
        next = readTime(program, op, text, at, to, out);
        op += 5;
        break;
      case GROUP:
        groupOp = program[op + 1] ?? 0;
        groupFrom = at;
        op += 2;
        break;
      case REST:
        out[TEXT_START_SLOT] = at;
        out[TEXT_END_SLOT] = to;
        next = to;
        groupOp = -1;
        op += 1;
        break;
      default:
        while (at < to && isBlank(text.charCodeAt(at))) at++;
        return at === to;
    }
    if (next >= 0) {
      at = next;
    } else if (groupOp >= 0) {
      // The group's literal does not match: the pattern goes on without the group.
      op = groupOp;
      at = groupFrom;
      groupOp = -1;
    } else {
      return false;
    }
  }
}
