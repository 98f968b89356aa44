import { normalizeFrameRate, roundMs } from '../../time';
import { nominalFrameRate, timecodeToMs } from '../frameTimecode';
import type { DelimitedRowWalker } from './delimitedRows';

// The time cells of the CSV and TSV layouts: whole milliseconds, or frame timecodes at 23.976 fps
// (the files declare no rate). A cell of a big file is read straight from the text's character
// codes; the regular expressions below define what is read, and the quick reader gives up to them
// wherever it is not sure to read the same.

/** 'ms': whole milliseconds; 'frames': hh:mm:ss:ff; 'framesDot': hh:mm:ss.ff. */
export type CellTime = 'ms' | 'frames' | 'framesDot';

export const DEFAULT_RATE = 23.976;

export const TIME_SHAPES: Record<CellTime, RegExp> = {
  ms: /^\d+$/,
  frames: /^(\d+):(\d\d):(\d\d)[:;](\d\d)$/,
  framesDot: /^(\d+):(\d\d):(\d\d)\.(\d\d)$/,
};

/** Milliseconds of a time cell (white space around it allowed); -1 when it is no time. */
export function readCellTime(cell: string | undefined, time: CellTime): number {
  const match = TIME_SHAPES[time].exec((cell ?? '').trim());
  if (!match) return -1;
  if (time === 'ms') return Number(match[0]);
  const minutes = Number(match[2]);
  const secs = Number(match[3]);
  if (minutes > 59 || secs > 59) return -1;
  return timecodeToMs(Number(match[1]), minutes, secs, Number(match[4]), DEFAULT_RATE);
}

/** timecodeToMs at DEFAULT_RATE with the rate's two figures worked out once. */
const NOMINAL_RATE = nominalFrameRate(DEFAULT_RATE);
const EXACT_RATE = normalizeFrameRate(DEFAULT_RATE);

/** Up to 15 digits, a sum of digits is the number Number() reads from them. */
const EXACT_DIGITS = 15;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Whether trim() leaves the span [start, end) as it is: it is not empty and both its ends are
 *  printable ASCII other than a space. */
export function untrimmable(text: string, start: number, end: number): boolean {
  if (end <= start) return false;
  const first = text.charCodeAt(start);
  const last = text.charCodeAt(end - 1);
  return first > 32 && first < 127 && last > 32 && last < 127;
}

/** The number of the digits in [start, end); -1 when something else is there. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (!isDigit(code)) return -1;
    value = value * 10 + code - 48;
  }
  return end - start > EXACT_DIGITS ? Number(text.slice(start, end)) : value;
}

/** Two digits at `at` as a number; -1 when they are not two digits. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at);
  const units = text.charCodeAt(at + 1);
  return isDigit(tens) && isDigit(units) ? (tens - 48) * 10 + units - 48 : -1;
}

/** A frame timecode filling [start, end), as TIME_SHAPES[time] reads it; -1 when it is none. */
function timecodeAt(text: string, start: number, end: number, time: CellTime): number {
  // "h…h:mm:ss?ff": the hours run up to the ':' that stands 9 characters before the end.
  const hoursEnd = end - 9;
  if (hoursEnd <= start || text.charCodeAt(hoursEnd) !== 58 || text.charCodeAt(end - 6) !== 58) {
    return -1;
  }
  const separator = text.charCodeAt(end - 3);
  if (time === 'framesDot' ? separator !== 46 : separator !== 58 && separator !== 59) return -1;
  const hours = digitsAt(text, start, hoursEnd);
  const minutes = twoDigits(text, end - 8);
  const secs = twoDigits(text, end - 5);
  const frames = twoDigits(text, end - 2);
  if (hours < 0 || minutes < 0 || secs < 0 || frames < 0) return -1;
  if (minutes > 59 || secs > 59) return -1;
  const totalFrames = ((hours * 60 + minutes) * 60 + secs) * NOMINAL_RATE + frames;
  return roundMs((totalFrames * 1000) / EXACT_RATE);
}

/** Milliseconds of the time in cell `index` of the walker's row; -1 when it is no time or the row
 *  has no such cell. */
export function rowTime(row: DelimitedRowWalker, index: number, time: CellTime): number {
  if (index < 0 || index >= row.count) return -1;
  const start = row.starts[index] ?? 0;
  const end = row.ends[index] ?? 0;
  if (row.decoded[index] !== undefined || !untrimmable(row.text, start, end)) {
    return readCellTime(row.cell(index), time);
  }
  return time === 'ms' ? digitsAt(row.text, start, end) : timecodeAt(row.text, start, end, time);
}
