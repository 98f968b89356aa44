import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pcmPeakCount } from '../../../shared/kernels/codes';
import { loadKernels } from '../../../shared/kernels/loadKernels';
import { pyramidLength } from '../../../shared/kernels/timingStore';
import { createReferenceKernels } from '../../../shared/kernels/referenceKernels';
import type { RuleSettings } from '../../../shared/kernels/types';
import { linesArb } from './arbitraries';

const kernels = await loadKernels();
const reference = createReferenceKernels();
const both = [kernels, reference];

const settingsArb: fc.Arbitrary<RuleSettings> = fc.record({
  singleLineMaxLengthOn: fc.boolean(),
  singleLineMaxLength: fc.integer({ min: 10, max: 999 }),
  maxCpsOn: fc.boolean(),
  // 999 and above: lines under 100 ms (999 CPS by the rule) are then within the limit.
  maxCps: fc.oneof(
    fc.double({ min: 4, max: 99, noNaN: true }),
    fc.constantFrom(998.9, 999, 1000, 5000),
  ),
  minDurationOn: fc.boolean(),
  minDurationMs: fc.integer({ min: 10, max: 10000 }),
  maxDurationOn: fc.boolean(),
  maxDurationMs: fc.integer({ min: 1000, max: 20000 }),
});

/** Float32 values of either unit: PCM in [-1, 1] or the desktop program's int16 peaks. */
const peakValueArb = fc.oneof(
  fc.float({ min: -1, max: 1, noNaN: true }),
  fc.integer({ min: -32768, max: 32767 }),
  fc.float({ noNaN: true, noDefaultInfinity: true }),
);

describe('rule check: WebAssembly equals TypeScript', () => {
  it('fills the same flags and counts the same lines', () => {
    fc.assert(
      fc.property(
        linesArb,
        settingsArb,
        fc.array(fc.tuple(fc.nat(600), fc.nat(300)), { maxLength: 120 }),
        (lines, settings, stats) => {
          const chars = lines.start.map((_, i) => stats[i % Math.max(stats.length, 1)]?.[0] ?? 0);
          const longest = lines.start.map((_, i) => stats[i % Math.max(stats.length, 1)]?.[1] ?? 0);
          for (const k of both) k.store.load(lines.start, lines.end, chars, longest);
          const flagged = kernels.checkRules(settings);
          expect(flagged).toBe(reference.checkRules(settings));
          expect(Array.from(kernels.store.flags)).toEqual(Array.from(reference.store.flags));
        },
      ),
    );
  });
});

describe('waveform kernels: WebAssembly equals TypeScript', () => {
  it('builds the same pyramid and fills the same pixels for any view and zoom', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(peakValueArb, peakValueArb), { maxLength: 700 }),
        fc.array(
          fc.record({
            startPeak: fc.double({ min: -800, max: 1500, noNaN: true }),
            peaksPerPixel: fc.oneof(
              fc.double({ min: 0.01, max: 2000, noNaN: true }),
              fc.constantFrom(1, 2, 4, 64, 0.5),
            ),
            width: fc.integer({ min: 0, max: 300 }),
            scale: fc.oneof(fc.double({ min: -10, max: 10, noNaN: true }), fc.constant(1 / 32768)),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (pairs, views) => {
          const maxs = pairs.map(([a, b]) => Math.max(a, b));
          const mins = pairs.map(([a, b]) => Math.min(a, b));
          for (const k of both) k.setPeaks(maxs, mins);
          expect(Array.from(kernels.store.peakMax)).toEqual(Array.from(reference.store.peakMax));
          expect(Array.from(kernels.store.peakMin)).toEqual(Array.from(reference.store.peakMin));
          for (const view of views) {
            const fast = kernels.fillPeaks(view);
            const slow = reference.fillPeaks(view);
            expect(Array.from(fast.max)).toEqual(Array.from(slow.max));
            expect(Array.from(fast.min)).toEqual(Array.from(slow.min));
          }
        },
      ),
    );
  });

  it('builds the same pyramid in parts of any size as at once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(peakValueArb, peakValueArb), { maxLength: 700 }),
        fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 1, maxLength: 30 }),
        (pairs, partSizes) => {
          const maxs = pairs.map(([a, b]) => Math.max(a, b));
          const mins = pairs.map(([a, b]) => Math.min(a, b));
          reference.setPeaks(maxs, mins);
          const wholeMax = Array.from(reference.store.peakMax);
          const wholeMin = Array.from(reference.store.peakMin);
          for (const k of both) {
            k.store.preparePeaks(maxs.length);
            k.store.peakMax.set(maxs);
            k.store.peakMin.set(mins);
            const above = pyramidLength(maxs.length) - maxs.length;
            let from = 0;
            for (let part = 0; from < above; part++) {
              // Parts of the sizes drawn, in turn; 0 builds nothing (and a last part the rest).
              const size = partSizes[part % partSizes.length] ?? 0;
              const to = part > 1000 ? Infinity : from + size;
              expect(k.buildPeakPyramidPart(from, to)).toBe(above);
              from = Math.min(to, above);
            }
            expect(Array.from(k.store.peakMax)).toEqual(wholeMax);
            expect(Array.from(k.store.peakMin)).toEqual(wholeMin);
          }
        },
      ),
    );
  });

  it('fills the same pixels for wide views of a long waveform, clipped ends included', () => {
    // Wide views take the Wasm vector loop (four pixels a round) between clipped ends; steps
    // just under two entries are where a pixel could reach a third entry.
    const nearTwo = [2 - 2 ** -20, 2 - 2 ** -40, 1.99998, 2 - 1e-6].flatMap((f) => [f, 64 * f]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40_000 }),
        fc.integer(),
        fc.record({
          startFraction: fc.double({ min: -0.3, max: 1.2, noNaN: true }),
          peaksPerPixel: fc.oneof(
            fc.double({ min: 0.01, max: 5000, noNaN: true }),
            fc.constantFrom(...nearTwo),
          ),
          width: fc.integer({ min: 0, max: 2000 }),
          scale: fc.oneof(fc.double({ min: -10, max: 10, noNaN: true }), fc.constant(1 / 32768)),
        }),
        (count, seed, { startFraction, ...view }) => {
          let state = seed >>> 0;
          const next = (): number => {
            state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
            return state / 2 ** 31 - 1;
          };
          const maxs = Array.from({ length: count }, () => Math.abs(next()));
          const mins = maxs.map(() => -Math.abs(next()));
          for (const k of both) k.setPeaks(maxs, mins);
          const window = { ...view, startPeak: startFraction * count };
          const fast = kernels.fillPeaks(window);
          const slow = reference.fillPeaks(window);
          expect(Array.from(fast.max)).toEqual(Array.from(slow.max));
          expect(Array.from(fast.min)).toEqual(Array.from(slow.min));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('computes the same peaks from PCM however it is chunked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { maxLength: 3000 }),
        fc.oneof(fc.double({ min: 1, max: 400, noNaN: true }), fc.constantFrom(1, 294, 320, 2.5)),
        fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 1, maxLength: 8 }),
        (samples, samplesPerPeak, chunkSizes) => {
          const pcm = Float32Array.from(samples);
          const peaks = pcmPeakCount(pcm.length, samplesPerPeak);
          const results = both.map((k) => {
            k.store.preparePeaks(peaks);
            for (let from = 0, c = 0; from < pcm.length; c++) {
              const size = chunkSizes[c % chunkSizes.length] ?? 1;
              k.addPcmChunk(pcm.subarray(from, from + size), from, samplesPerPeak);
              from += size;
            }
            return [Array.from(k.store.peakMax), Array.from(k.store.peakMin)];
          });
          expect(results[0]).toEqual(results[1]);
          // Chunking never changes the answer: one whole-array pass gives the same peaks.
          reference.store.preparePeaks(peaks);
          reference.addPcmChunk(pcm, 0, samplesPerPeak);
          expect(Array.from(reference.store.peakMax)).toEqual(results[0]?.[0]);
          expect(Array.from(reference.store.peakMin)).toEqual(results[0]?.[1]);
        },
      ),
    );
  });
});
