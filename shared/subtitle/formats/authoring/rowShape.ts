// The row as its tool writes it, checked at fixed places: the first try of the row scan
// (rowScan.ts), a handful of char-code comparisons for the rows of a clean file.
//
// The shape is the template with its literals as written and its fields at their written widths
// (two digits a timecode field, three for milliseconds, four for {n4}). A line that has the shape
// is read by the loose pattern's first attempt exactly as the shape reads it: every literal's
// characters are taken as they stand (a run of blanks stops at the non-blank after it), each
// number stops at the separator after it, and what follows the shape is the text (after any
// further blanks, which the literal before it would take) or blanks up to the line's end.
// Fields of varying width ({n}, {len}, {ss}) have no shape; those templates are read by the scan
// alone.
import type { Clock } from './clock';
import type { Piece } from './rowScan';

/** Codes of a shape: a character code, or one of these. */
const DIGIT = -1;
/** ':' or ';' (a time separator the loose pattern takes either way). */
const COLON = -2;

export interface RowShape {
  /** The shape's length. */
  readonly size: number;
  /** Offset and code (or COLON) of each place that is no time digit, in pairs. */
  readonly checks: Int32Array;
  /** Offsets of the start and end times in the shape. */
  readonly startAt: number;
  readonly endAt: number;
  /** Digits of a time's last field. */
  readonly lastDigits: number;
  readonly hasText: boolean;
}

function separatorShape(separator: string): number | undefined {
  if (separator === ':' || separator === ';') return COLON;
  return separator.length === 1 && !/\d/.test(separator) ? separator.charCodeAt(0) : undefined;
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

/** The shape of a template, or undefined when it has none. */
export function compileShape(pieces: readonly Piece[], clock: Clock): RowShape | undefined {
  const separator = separatorShape(clock.separator);
  const last = separatorShape(
    clock.unit === 'frames' ? clock.frameSeparator : clock.fractionSeparator,
  );
  if (separator === undefined || last === undefined) return undefined;
  const lastDigits = clock.unit === 'milliseconds' ? 3 : 2;
  const codes: number[] = [];
  let startAt = -1;
  let endAt = -1;
  let hasText = false;
  /** Whether the next code must not be a digit (a number just ended). */
  let afterNumber = false;
  for (const [index, piece] of pieces.entries()) {
    const { literal, field } = piece;
    if (hasText) return undefined;
    // A number needs a non-digit literal after it to stop; the line may not open with a blank.
    if (afterNumber && (literal === '' || /^\d/.test(literal))) return undefined;
    if (index === 0 && /^[ \t]/.test(literal)) return undefined;
    for (let at = 0; at < literal.length; at++) codes.push(literal.charCodeAt(at));
    afterNumber = false;
    if (field === 'text') {
      hasText = true;
    } else if (field === 'n4') {
      codes.push(DIGIT, DIGIT, DIGIT, DIGIT);
      afterNumber = true;
    } else if (field === 'start' || field === 'end' || field === 'dur') {
      if (field === 'start') startAt = codes.length;
      if (field === 'end') endAt = codes.length;
      codes.push(DIGIT, DIGIT, separator, DIGIT, DIGIT, separator, DIGIT, DIGIT, last);
      for (let digit = 0; digit < lastDigits; digit++) codes.push(DIGIT);
      // The last field takes at most lastDigits digits, whatever follows.
    } else if (field !== undefined) {
      return undefined;
    }
  }
  if (startAt < 0 || endAt < 0 || codes.length === 0) return undefined;
  // The digits of the start and end times are checked as they are read.
  const timeDigits = new Set<number>();
  for (const at of [startAt, endAt]) {
    for (const offset of [0, 1, 3, 4, 6, 7]) timeDigits.add(at + offset);
    for (let digit = 0; digit < lastDigits; digit++) timeDigits.add(at + 9 + digit);
  }
  const checks: number[] = [];
  codes.forEach((code, at) => {
    if (!timeDigits.has(at)) checks.push(at, code);
  });
  return {
    size: codes.length,
    checks: Int32Array.from(checks),
    startAt,
    endAt,
    lastDigits,
    hasText,
  };
}

function digitAt(text: string, at: number): number {
  return text.charCodeAt(at) - 48;
}

/** The two digits at `at` as a number, or a negative number when either is no digit. */
function twoDigits(text: string, at: number): number {
  const tens = digitAt(text, at);
  const units = digitAt(text, at + 1);
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : -1;
}

/** Reads a time of the shape at `at` into out[slot…slot + 3]; false when a digit is not one. */
function readTime(
  shape: RowShape,
  text: string,
  at: number,
  out: Int32Array,
  slot: number,
): boolean {
  const hours = twoDigits(text, at);
  const minutes = twoDigits(text, at + 3);
  const seconds = twoDigits(text, at + 6);
  if (hours < 0 || minutes < 0 || seconds < 0) return false;
  let last = 0;
  for (let digit = 0; digit < shape.lastDigits; digit++) {
    const value = digitAt(text, at + 9 + digit);
    if (value < 0 || value > 9) return false;
    last = last * 10 + value;
  }
  out[slot] = hours;
  out[slot + 1] = minutes;
  out[slot + 2] = seconds;
  out[slot + 3] = last;
  return true;
}

/** Whether [from, to) of the text has the shape; fills `out` as the scan does (slots of
 *  rowScan.ts, given here to keep the files apart). */
export function matchShape(
  shape: RowShape,
  text: string,
  from: number,
  to: number,
  out: Int32Array,
  slots: { start: number; end: number; textStart: number; textEnd: number },
): boolean {
  const { checks, size } = shape;
  if (to - from < size) return false;
  for (let index = 0; index < checks.length; index += 2) {
    const want = checks[index + 1] ?? 0;
    const code = text.charCodeAt(from + (checks[index] ?? 0));
    if (want >= 0) {
      if (code !== want) return false;
    } else if (want === DIGIT) {
      if (code < 48 || code > 57) return false;
    } else if (code !== 58 && code !== 59) {
      return false;
    }
  }
  if (
    !readTime(shape, text, from + shape.startAt, out, slots.start) ||
    !readTime(shape, text, from + shape.endAt, out, slots.end)
  ) {
    return false;
  }
  let after = from + size;
  while (after < to && isBlank(text.charCodeAt(after))) after++;
  if (shape.hasText) {
    out[slots.textStart] = after;
    out[slots.textEnd] = to;
    return true;
  }
  out[slots.textStart] = -1;
  out[slots.textEnd] = -1;
  return after === to;
}
