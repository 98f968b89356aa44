// Plain-TypeScript twin of assembly/visibleRange.ts.
import { countStartsUpTo } from './timeIndex';

/** Index of the first line whose end (through the running maximum) is after t0. */
export function firstEndingAfter(maxEndSoFar: Float64Array, count: number, t0: number): number {
  // The running maximum is ascending, so "how many are <= t0" is the answer.
  return countStartsUpTo(maxEndSoFar, count, t0, 0, -1);
}

/**
 * max(from, number of lines whose start is before t1): steps forward from `from` in doubling
 * strides, then halves the last stride, so a window costs O(log lines in view).
 */
export function countStartsBefore(
  start: Float64Array,
  count: number,
  t1: number,
  from: number,
): number {
  let low = Math.max(from, 0);
  // The probe sits at low + stride - 1; each accepted probe moves low past it and doubles the
  // stride, so a rejected probe bounds the answer to [low, probe].
  let stride = 1;
  for (let probe = low; probe < count && (start[probe] ?? 0) < t1; probe = low + stride - 1) {
    low = probe + 1;
    stride *= 2;
  }
  let span = Math.min(low + stride - 1, count) - low;
  while (span > 0) {
    const half = span >>> 1;
    if ((start[low + half] ?? 0) < t1) {
      low += half + 1;
      span -= half + 1;
    } else {
      span = half;
    }
  }
  return low;
}
