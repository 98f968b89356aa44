// Plain-TypeScript twin of assembly/hitTest.ts (same contract: the top line wins, edges beat
// bodies, an exact tie between a short line's two edges goes to the end edge).
import { HIT_BODY, HIT_EMPTY, HIT_END, HIT_START } from '../codes';
import { countStartsUpTo } from './timeIndex';

/** Returns index * 4 + kind; HIT_EMPTY carries the last line starting before t + tolerance. */
export function hitTest(
  start: Float64Array,
  end: Float64Array,
  prevLaterEnd: Int32Array,
  count: number,
  time: number,
  toleranceMs: number,
  hint: number,
): number {
  const last = countStartsUpTo(start, count, time, toleranceMs, hint) - 1;
  if (last < 0) return HIT_EMPTY;
  let bodyAt = -1;
  for (let i = last; i >= 0;) {
    const e = end[i] ?? 0;
    if (time - e > toleranceMs) {
      // Lines between prevLaterEnd[i] and i end no later than e: none can be under t.
      i = prevLaterEnd[i] ?? -1;
      continue;
    }
    const s = start[i] ?? 0;
    const startGap = Math.abs(time - s);
    const endGap = Math.abs(time - e);
    const nearStart = startGap <= toleranceMs;
    const nearEnd = endGap <= toleranceMs;
    if (nearStart && (!nearEnd || startGap < endGap)) return i * 4 + HIT_START;
    if (nearEnd) return i * 4 + HIT_END;
    if (bodyAt === -1 && s <= time && time < e) bodyAt = i;
    i -= 1;
  }
  return bodyAt === -1 ? last * 4 + HIT_EMPTY : bodyAt * 4 + HIT_BODY;
}
