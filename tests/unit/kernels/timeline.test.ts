import { describe, expect, it } from 'vitest';
import { HIT_BODY, HIT_EMPTY, HIT_END, HIT_START } from '../../../shared/kernels/codes';
import { hitTest } from '../../../shared/kernels/reference/hitTest';
import { buildTimeIndex, countStartsUpTo } from '../../../shared/kernels/reference/timeIndex';
import {
  countStartsBefore,
  firstEndingAfter,
} from '../../../shared/kernels/reference/visibleRange';

// Lines: 0 [0, 2000], 1 [1000, 1200] (inside 0), 2 [1500, 3000], 3 [5000, 6000].
const start = new Float64Array([0, 1000, 1500, 5000]);
const end = new Float64Array([2000, 1200, 3000, 6000]);
const maxEnd = new Float64Array(4);
const prevLater = new Int32Array(4);
buildTimeIndex(end, 4, maxEnd, prevLater);

function hit(time: number, hint = 0): [number, number] {
  const code = hitTest(start, end, prevLater, 4, time, 50, hint);
  return [code >> 2, code & 3];
}

describe('reference time index', () => {
  it('keeps the running max end and the previous later-ending line', () => {
    expect(Array.from(maxEnd)).toEqual([2000, 2000, 3000, 6000]);
    expect(Array.from(prevLater)).toEqual([-1, 0, -1, -1]);
  });

  it('counts starts up to a time from any hint', () => {
    for (const hint of [-1, 0, 2, 3, 9]) {
      expect(countStartsUpTo(start, 4, 1500, 0, hint)).toBe(3);
      expect(countStartsUpTo(start, 4, 1450, 50, hint)).toBe(3);
      expect(countStartsUpTo(start, 4, -1, 0, hint)).toBe(0);
      expect(countStartsUpTo(start, 4, 1e9, 0, hint)).toBe(4);
    }
  });
});

describe('reference hitTest', () => {
  it('finds edges within 50 ms, bodies, and empty space', () => {
    expect(hit(40)).toEqual([0, HIT_START]);
    expect(hit(500)).toEqual([0, HIT_BODY]);
    expect(hit(4960)).toEqual([3, HIT_START]);
    expect(hit(6050)).toEqual([3, HIT_END]);
    expect(hit(6051)).toEqual([3, HIT_EMPTY]);
    expect(hit(3100)).toEqual([2, HIT_EMPTY]);
  });

  it('lets the later-starting line win where lines overlap', () => {
    expect(hit(1100)).toEqual([1, HIT_BODY]);
    expect(hit(1700)).toEqual([2, HIT_BODY]);
  });

  it("lets an edge under a covering line beat that line's body", () => {
    // Line 0's end edge (2000) lies inside line 2's body.
    expect(hit(1990)).toEqual([0, HIT_END]);
  });

  it('gives a tie between the two edges of a short line to the end edge', () => {
    const s = new Float64Array([100]);
    const e = new Float64Array([140]);
    const prev = new Int32Array([-1]);
    expect(hitTest(s, e, prev, 1, 120, 50, 0)).toBe(HIT_END);
    expect(hitTest(s, e, prev, 1, 119, 50, 0)).toBe(HIT_START);
  });

  it('answers the same whatever the hint', () => {
    for (const time of [40, 1100, 1990, 3100, 6050]) {
      expect(hit(time, 3)).toEqual(hit(time, 0));
    }
  });
});

describe('reference visible range', () => {
  it('spans the lines that intersect [t0, t1)', () => {
    expect(firstEndingAfter(maxEnd, 4, 2100)).toBe(2);
    expect(countStartsBefore(start, 4, 5000, 0)).toBe(3);
    expect(countStartsBefore(start, 4, 5000, 1)).toBe(3);
    expect(countStartsBefore(start, 4, 1200, 2)).toBe(2);
    expect(firstEndingAfter(maxEnd, 4, 6000)).toBe(4);
    expect(countStartsBefore(start, 4, 0, 0)).toBe(0);
  });
});
