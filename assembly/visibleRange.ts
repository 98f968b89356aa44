// The index range [first, end) of the lines that intersect the window [t0, t1): every line
// with start < t1 and end > t0 lies inside it. Lines inside that end before t0 (hidden under a
// long earlier line) may be included; drawing skips them at no real cost.
import { countStartsUpTo } from './timeIndex';

/**
 * First index whose maxEndSoFar exceeds t0, i.e. the first line ending after t0. maxEndSoFar is
 * sorted like the starts, so this is the same interpolated, galloping upper-bound search.
 */
export function firstEndingAfter(maxEndPtr: usize, count: i32, t0: f64): i32 {
  return countStartsUpTo(maxEndPtr, count, t0, 0, -1);
}

/**
 * max(from, number of lines starting before t1), starts sorted ascending. Gallops forward from
 * `from` (the range's first line), so the cost grows with the lines in view, not with n.
 */
export function countStartsBefore(startPtr: usize, count: i32, t1: f64, from: i32): i32 {
  let lo = max(from, 0);
  let hi = count;
  let probe = lo;
  let step = 1;
  while (probe < count) {
    if (load<f64>(startPtr + (<usize>probe << 3)) >= t1) {
      hi = probe;
      break;
    }
    lo = probe + 1;
    step <<= 1;
    probe = lo + step - 1;
  }
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (load<f64>(startPtr + (<usize>mid << 3)) < t1) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
