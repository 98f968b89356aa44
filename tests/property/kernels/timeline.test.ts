import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HIT_BODY,
  HIT_EMPTY,
  HIT_END,
  HIT_START,
  hitIndex,
  hitKind,
} from '../../../shared/kernels/codes';
import { loadKernels } from '../../../shared/kernels/loadKernels';
import { createReferenceKernels } from '../../../shared/kernels/referenceKernels';
import { linesArb, picksArb, queryTimes, type Lines } from './arbitraries';

const kernels = await loadKernels();
const reference = createReferenceKernels();

function loadBoth(lines: Lines): void {
  for (const k of [kernels, reference]) k.store.load(lines.start, lines.end);
}

/** The spec read literally, O(n) per query: top line wins, edges beat bodies. */
function bruteForceHit(lines: Lines, time: number, tolerance: number): [number, number] {
  for (let i = lines.start.length - 1; i >= 0; i--) {
    const toStart = Math.abs(time - (lines.start[i] ?? 0));
    const toEnd = Math.abs(time - (lines.end[i] ?? 0));
    if (toStart <= tolerance && (toEnd > tolerance || toStart < toEnd)) return [i, HIT_START];
    if (toEnd <= tolerance) return [i, HIT_END];
  }
  for (let i = lines.start.length - 1; i >= 0; i--) {
    if ((lines.start[i] ?? 0) <= time && time < (lines.end[i] ?? 0)) return [i, HIT_BODY];
  }
  return [-1, HIT_EMPTY];
}

describe('timeline kernels: WebAssembly equals TypeScript', () => {
  it('loads the WebAssembly build, not the fallback', () => {
    expect(kernels.kind).toBe('wasm');
  });

  it('hitTest agrees with the reference for any hint, and with the spec read literally', () => {
    fc.assert(
      fc.property(
        linesArb,
        picksArb,
        fc.integer({ min: -3, max: 130 }),
        fc.constantFrom(50, 0, 10.5),
        (lines, picks, hint, tolerance) => {
          loadBoth(lines);
          for (const time of queryTimes(lines, picks)) {
            const code = kernels.hitTest(time, tolerance, hint);
            expect(code).toBe(reference.hitTest(time, tolerance, hint));
            // A hint only speeds the search up; it never changes the answer.
            expect(code).toBe(kernels.hitTest(time, tolerance, 0));
            const [index, kind] = bruteForceHit(lines, time, tolerance);
            expect(hitKind(code)).toBe(kind);
            if (kind !== HIT_EMPTY) expect(hitIndex(code)).toBe(index);
          }
        },
      ),
    );
  });

  it('hitTest walks playback time forward with the previous answer as hint', () => {
    fc.assert(
      fc.property(linesArb, fc.integer({ min: 1, max: 400 }), (lines, step) => {
        loadBoth(lines);
        let hint = 0;
        const last = lines.end.at(-1) ?? 0;
        for (let t = (lines.start[0] ?? 0) - 100; t < last + 100; t += step * 37) {
          const code = kernels.hitTest(t, 0, hint);
          expect(code).toBe(reference.hitTest(t, 0, 0));
          hint = hitIndex(code);
        }
      }),
    );
  });

  it('visibleRange holds every intersecting line and equals the reference', () => {
    fc.assert(
      fc.property(
        linesArb,
        picksArb,
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        (lines, picks, span) => {
          loadBoth(lines);
          for (const t0 of queryTimes(lines, picks)) {
            const t1 = t0 + span;
            const range = kernels.visibleRange(t0, t1);
            expect(range).toEqual(reference.visibleRange(t0, t1));
            lines.start.forEach((start, i) => {
              if (start < t1 && (lines.end[i] ?? 0) > t0) {
                expect(i).toBeGreaterThanOrEqual(range.first);
                expect(i).toBeLessThan(range.end);
              }
            });
          }
        },
      ),
    );
  });

  it('rebuilds the time index after the times change', () => {
    loadBoth({ start: [0, 5000], end: [1000, 6000] });
    for (const k of [kernels, reference]) {
      expect(hitKind(k.hitTest(3000, 50))).toBe(HIT_EMPTY);
      k.shiftTimes(1, -2500);
      expect(k.hitTest(3000, 50)).toBe(1 * 4 + HIT_BODY);
      k.store.end[0] = 3200;
      k.store.markTimesChanged();
      expect(k.hitTest(3190, 50)).toBe(0 * 4 + HIT_END);
    }
  });
});
