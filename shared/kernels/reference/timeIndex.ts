// Plain-TypeScript twin of assembly/timeIndex.ts, written from the contract (README), not from
// the AssemblyScript: here the "previous later end" links come from an explicit stack.

/**
 * maxEndSoFar[i] = max(end[0..i]); prevLaterEnd[i] = the largest j < i with end[j] > end[i],
 * or -1. One pass, O(n): every index is pushed and popped at most once.
 */
export function buildTimeIndex(
  end: Float64Array,
  count: number,
  maxEndSoFar: Float64Array,
  prevLaterEnd: Int32Array,
): void {
  const stack = new Int32Array(count);
  let depth = 0;
  let running = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const e = end[i] ?? 0;
    running = Math.max(running, e);
    maxEndSoFar[i] = running;
    // Pop every earlier line ending no later than this one: none of them can be a later line's
    // "previous later end" once this line stands in front of it.
    while (depth > 0 && (end[stack[depth - 1] ?? 0] ?? 0) <= e) depth--;
    prevLaterEnd[i] = depth > 0 ? (stack[depth - 1] ?? -1) : -1;
    stack[depth++] = i;
  }
}

/** The index `time` would have if starts were evenly spread (subtitles nearly are). */
function evenlySpreadGuess(start: Float64Array, count: number, time: number): number {
  const first = start[0] ?? 0;
  const last = start[count - 1] ?? 0;
  const guess = ((time - first) / (last - first)) * (count - 1);
  if (!(guess >= 0)) return 0;
  return guess < count ? Math.trunc(guess) : count - 1;
}

/**
 * How many lines have start - time <= slack (starts ascending); a difference, so it rounds
 * exactly like the hit-test's |t - start| <= tolerance. Without a valid `hint` it guesses
 * one by interpolation; the search then doubles its step away from the hint, so nearby queries (playback) stay O(log distance).
 */
export function countStartsUpTo(
  start: Float64Array,
  count: number,
  time: number,
  slack: number,
  hint: number,
): number {
  // Invariant: every index < low passes the test; every index >= high fails it.
  let low = 0;
  let high = count;
  if ((hint < 0 || hint >= count) && count > 1)
    hint = evenlySpreadGuess(start, count, time + slack);
  if (hint >= 0 && hint < count) {
    let step = 1;
    if ((start[hint] ?? 0) - time <= slack) {
      low = hint + 1;
      while (hint + step < count && (start[hint + step] ?? 0) - time <= slack) {
        low = hint + step + 1;
        step *= 2;
      }
      if (hint + step < count) high = hint + step;
    } else {
      high = hint;
      while (hint - step >= 0 && (start[hint - step] ?? 0) - time > slack) {
        high = hint - step;
        step *= 2;
      }
      if (hint - step >= 0) low = hint - step + 1;
    }
  }
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((start[middle] ?? 0) - time <= slack) low = middle + 1;
    else high = middle;
  }
  return low;
}
