// What is under time t on the timeline: a line's start edge, its end edge, its body, or
// nothing. Lines are sorted by start; the latest-starting (highest index, drawn on top) line
// wins, and any edge within the tolerance beats any body.
import { countStartsUpTo } from './timeIndex';

// Result code = index * 4 + kind; 0 is "empty" (for empty the index part is only a search hint).
const KIND_START: i32 = 1;
const KIND_END: i32 = 2;
const KIND_BODY: i32 = 3;

/**
 * Cost: one galloping search from `hint` (O(1) for playback, O(log n) otherwise) plus a backward
 * walk that visits only lines ending within the tolerance of t or later (it jumps over the rest through
 * prevLaterEnd), i.e. the lines stacked over t: a handful in real subtitles.
 */
export function hitTest(
  startPtr: usize,
  endPtr: usize,
  prevPtr: usize,
  count: i32,
  time: f64,
  toleranceMs: f64,
  hint: i32,
): i32 {
  // Lines after k start later than t + tolerance: no edge of theirs is near t, no body covers t.
  const k = countStartsUpTo(startPtr, count, time, toleranceMs, hint) - 1;
  if (k < 0) return 0;
  let body = -1;
  let i = k;
  while (i >= 0) {
    const end = load<f64>(endPtr + (<usize>i << 3));
    if (time - end > toleranceMs) {
      // Ended too long before t (as a difference, rounding like the edge test below). Every
      // line between prevLaterEnd[i] and i ends no later than this one: skip them all.
      i = load<i32>(prevPtr + (<usize>i << 2));
      continue;
    }
    const start = load<f64>(startPtr + (<usize>i << 3));
    const toStart = Math.abs(time - start);
    const toEnd = Math.abs(time - end);
    if (toStart <= toleranceMs || toEnd <= toleranceMs) {
      // The closer edge of a short line; an exact tie goes to the end edge.
      const kind = toStart < toEnd || toEnd > toleranceMs ? KIND_START : KIND_END;
      return (i << 2) | kind;
    }
    if (body < 0 && start <= time && time < end) body = i;
    i--;
  }
  return body >= 0 ? (body << 2) | KIND_BODY : k << 2;
}
