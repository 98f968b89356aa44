// The derived time index that hit-testing and the visible range search in: built in one O(n)
// pass after the times change, then read by every query.
//
//   maxEndSoFar[i]  = max(end[0..i])  (non-decreasing, so "first line ending after t" is a
//                                       binary search)
//   prevLaterEnd[i] = the largest j < i with end[j] > end[i], or -1 ("previous greater end"):
//                     a backward scan can jump over every line that ends before a time

/** Fills maxEndSoFar and prevLaterEnd for lines [0, count). */
export function buildTimeIndex(endPtr: usize, count: i32, maxEndPtr: usize, prevPtr: usize): void {
  let running = -Infinity;
  for (let i = 0; i < count; i++) {
    const end = load<f64>(endPtr + (<usize>i << 3));
    running = max(running, end);
    store<f64>(maxEndPtr + (<usize>i << 3), running);
    // Walking the chain of earlier "previous greater" links visits each line O(1) times in
    // total (the classic monotonic-stack argument), so the whole pass stays O(n).
    let j = i - 1;
    while (j >= 0 && load<f64>(endPtr + (<usize>j << 3)) <= end) {
      j = load<i32>(prevPtr + (<usize>j << 2));
    }
    store<i32>(prevPtr + (<usize>i << 2), j);
  }
}

/**
 * Where `time` would sit if starts were spread evenly between the first and the last, corrected
 * once by the start found there. Subtitles are close to even, so galloping from this guess
 * touches a few cache lines where a plain binary search over 1M starts misses the cache ~10
 * times (measured 2x faster per query). The correction reads one start at the first guess and
 * moves by its distance to `time` at the average spacing: over 1M random-gap lines the first
 * guess is off by hundreds of lines, the second by tens, within a few cache lines. Random
 * hit-tests at 1M lines, A/B in one process: 0.20 µs with the first guess only, 0.17 µs with
 * the correction (the walk over end/prevLaterEnd still costs its own misses).
 */
function interpolate(startPtr: usize, count: i32, time: f64): i32 {
  const first = load<f64>(startPtr);
  const last = load<f64>(startPtr + (<usize>(count - 1) << 3));
  const perMs = <f64>(count - 1) / (last - first);
  const guess = clampIndex((time - first) * perMs, count);
  return clampIndex(<f64>guess + (time - load<f64>(startPtr + (<usize>guess << 3))) * perMs, count);
}

/** An index guess in [0, count): NaN (all starts equal) and out-of-range guesses fall to the ends. */
@inline
function clampIndex(guess: f64, count: i32): i32 {
  return guess >= 0 ? (guess < <f64>count ? <i32>guess : count - 1) : 0;
}

/**
 * Number of lines with start - time <= slack (starts sorted ascending), i.e. the index of the
 * first line starting more than `slack` after `time`. The test is written as a difference, not
 * as start <= time + slack, so it rounds exactly like the hit-test's |t - start| <= tolerance.
 * Gallops from `hint` first (or, without one, from an interpolated guess), so a query close to
 * the hint costs O(log distance) probes.
 */
export function countStartsUpTo(startPtr: usize, count: i32, time: f64, slack: f64, hint: i32): i32 {
  let lo = 0;
  let hi = count;
  if ((hint < 0 || hint >= count) && count > 1) hint = interpolate(startPtr, count, time + slack);
  if (hint >= 0 && hint < count) {
    if (load<f64>(startPtr + (<usize>hint << 3)) - time <= slack) {
      lo = hint + 1;
      let step = 1;
      while (true) {
        const probe = hint + step;
        if (probe >= count) break;
        if (load<f64>(startPtr + (<usize>probe << 3)) - time > slack) {
          hi = probe;
          break;
        }
        lo = probe + 1;
        step <<= 1;
      }
    } else {
      hi = hint;
      let step = 1;
      while (true) {
        const probe = hint - step;
        if (probe < 0) break;
        if (load<f64>(startPtr + (<usize>probe << 3)) - time <= slack) {
          lo = probe + 1;
          break;
        }
        hi = probe;
        step <<= 1;
      }
    }
  }
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (load<f64>(startPtr + (<usize>mid << 3)) - time <= slack) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
