import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadKernels } from '../../../shared/kernels/loadKernels';
import { createReferenceKernels } from '../../../shared/kernels/referenceKernels';
import type { Kernels } from '../../../shared/kernels/types';

const kernels = await loadKernels();
const reference = createReferenceKernels();

const timesArb = fc.array(
  fc.tuple(
    fc.double({ min: 0, max: 4e7, noNaN: true }),
    fc.double({ min: 0, max: 1e5, noNaN: true }),
  ),
  { maxLength: 300 },
);

function loadBoth(times: [number, number][]): void {
  const starts = times.map(([start]) => start);
  const ends = times.map(([start, length]) => start + length);
  for (const k of [kernels, reference]) k.store.load(starts, ends);
}

function snapshot(k: Kernels): { start: number[]; end: number[] } {
  return { start: Array.from(k.store.start), end: Array.from(k.store.end) };
}

describe('WebAssembly kernels equal their TypeScript twins', () => {
  it('loads the WebAssembly build, not the fallback', () => {
    expect(kernels.kind).toBe('wasm');
  });

  it('shiftTimes', () => {
    fc.assert(
      fc.property(
        timesArb,
        fc.integer({ min: -5, max: 310 }),
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        (times, from, offset) => {
          loadBoth(times);
          kernels.shiftTimes(from, offset);
          reference.shiftTimes(from, offset);
          expect(snapshot(kernels)).toEqual(snapshot(reference));
        },
      ),
    );
  });

  it('scaleTimes', () => {
    fc.assert(
      fc.property(timesArb, fc.double({ min: 0.1, max: 10, noNaN: true }), (times, factor) => {
        loadBoth(times);
        kernels.scaleTimes(factor);
        reference.scaleTimes(factor);
        expect(snapshot(kernels)).toEqual(snapshot(reference));
      }),
    );
  });
});
