// Plain-TypeScript twin of assembly/visibleRange.ts.

/** Index of the first line whose end (through the running maximum) is after t0. */
export function firstEndingAfter(maxEndSoFar: Float64Array, count: number, t0: number): number {
  let low = 0;
  let span = count;
  // Halving span search (a different shape from the Wasm lo/hi loop, same answer).
  while (span > 0) {
    const half = span >>> 1;
    if ((maxEndSoFar[low + half] ?? 0) > t0) {
      span = half;
    } else {
      low += half + 1;
      span -= half + 1;
    }
  }
  return low;
}

/** Number of lines whose start is before t1. */
export function countStartsBefore(start: Float64Array, count: number, t1: number): number {
  let low = 0;
  let span = count;
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
