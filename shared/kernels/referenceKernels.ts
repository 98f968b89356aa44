import { HIT_TOLERANCE_MS } from './codes';
import { peaksFromPcm } from './reference/mediaPeaks';
import { buildPeakPyramid, buildPeakPyramidPart, fillPeaks } from './reference/peaks';
import { checkRules } from './reference/rules';
import { hitTest } from './reference/hitTest';
import { scaleTimes, shiftTimes } from './reference/shift';
import { buildTimeIndex } from './reference/timeIndex';
import { countStartsBefore, firstEndingAfter } from './reference/visibleRange';
import { ruleLimits } from './ruleFlags';
import { TimingStore } from './timingStore';
import type { Kernels } from './types';

/** Kernels in plain TypeScript over the same memory layout as the WebAssembly ones. */
export function createReferenceKernels(): Kernels {
  const store = new TimingStore(new WebAssembly.Memory({ initial: 1 }), 0);

  // The derived index is rebuilt lazily: editing may change times many times between queries.
  function ensureTimeIndex(): void {
    if (store.timeIndexFresh) return;
    buildTimeIndex(store.end, store.count, store.maxEndSoFar, store.prevLaterEnd);
    store.markTimeIndexBuilt();
  }

  const kernels: Kernels = {
    kind: 'reference',
    store,
    shiftTimes(from, offsetMs) {
      shiftTimes(store.start, store.end, store.count, from, offsetMs);
      store.markTimesChanged();
    },
    scaleTimes(factor) {
      scaleTimes(store.start, store.end, store.count, factor);
      store.markTimesChanged();
    },
    hitTest(timeMs, toleranceMs = HIT_TOLERANCE_MS, hint = -1) {
      ensureTimeIndex();
      return hitTest(
        store.start,
        store.end,
        store.prevLaterEnd,
        store.count,
        timeMs,
        toleranceMs,
        hint,
      );
    },
    visibleRange(t0Ms, t1Ms) {
      ensureTimeIndex();
      const first = firstEndingAfter(store.maxEndSoFar, store.count, t0Ms);
      return { first, end: countStartsBefore(store.start, store.count, t1Ms, first) };
    },
    checkRules(settings) {
      const { start, end, charCount, maxLineLength, flags, count } = store;
      return checkRules(start, end, charCount, maxLineLength, flags, count, ruleLimits(settings));
    },
    setPeaks(maxs, mins) {
      if (maxs.length !== mins.length) throw new RangeError('maxs and mins differ in length');
      store.preparePeaks(maxs.length);
      store.peakMax.set(maxs);
      store.peakMin.set(mins);
      kernels.buildPeakPyramid();
    },
    addPcmChunk(samples, firstSample, samplesPerPeak) {
      const { peakMax, peakMin, peakCount } = store;
      peaksFromPcm(
        samples,
        samples.length,
        firstSample,
        samplesPerPeak,
        peakMax,
        peakMin,
        peakCount,
      );
    },
    buildPeakPyramid() {
      return buildPeakPyramid(store.peakMax, store.peakMin, store.peakCount);
    },
    buildPeakPyramidPart(from, to) {
      return buildPeakPyramidPart(store.peakMax, store.peakMin, store.peakCount, from, to);
    },
    fillPeaks(view) {
      const out = store.pixels(view.width);
      fillPeaks(store.peakMax, store.peakMin, store.peakCount, view, out.max, out.min);
      return out;
    },
  };
  return kernels;
}
