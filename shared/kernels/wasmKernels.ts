import type { instantiate } from '../../build/kernels.js';
import { HIT_TOLERANCE_MS } from './codes';
import { ruleLimits } from './ruleFlags';
import { TimingStore, type Pointers } from './timingStore';
import type { Kernels } from './types';

/** The instantiated module's exports, as the bindings adapt them. */
type WasmExports = Awaited<ReturnType<typeof instantiate>>;

/**
 * The Kernels over the instantiated module. Each method reads the store's pointers (a cached
 * object, replaced only when the layout changes) and makes one call: no copies, except a PCM
 * chunk that was not decoded straight into store.pcmChunk().
 */
export function createWasmKernels(wasm: WasmExports): Kernels {
  const store = new TimingStore(wasm.memory, wasm.heapBase());
  let at: Pointers = store.pointers;

  function ensureTimeIndex(): void {
    if (store.timeIndexFresh) return;
    at = store.pointers;
    wasm.buildTimeIndex(at.end, store.count, at.maxEndSoFar, at.prevLaterEnd);
    store.markTimeIndexBuilt();
  }

  const kernels: Kernels = {
    kind: 'wasm',
    store,
    shiftTimes(from, offsetMs) {
      at = store.pointers;
      wasm.shiftTimes(at.start, at.end, store.count, from, offsetMs);
      store.markTimesChanged();
    },
    scaleTimes(factor) {
      at = store.pointers;
      wasm.scaleTimes(at.start, at.end, store.count, factor);
      store.markTimesChanged();
    },
    hitTest(timeMs, toleranceMs = HIT_TOLERANCE_MS, hint = -1) {
      // Hot path (every pointer move, every playback tick): one flag check, one call.
      if (!store.timeIndexFresh) ensureTimeIndex();
      at = store.pointers;
      return wasm.hitTest(
        at.start,
        at.end,
        at.prevLaterEnd,
        store.count,
        timeMs,
        toleranceMs,
        hint,
      );
    },
    visibleRange(t0Ms, t1Ms) {
      ensureTimeIndex();
      at = store.pointers;
      const first = wasm.firstEndingAfter(at.maxEndSoFar, store.count, t0Ms);
      // Gallops from `first`: the second search costs O(log lines in view), not O(log n).
      return { first, end: wasm.countStartsBefore(at.start, store.count, t1Ms, first) };
    },
    checkRules(settings) {
      const limits = ruleLimits(settings);
      at = store.pointers;
      return wasm.checkRules(
        at.start,
        at.end,
        at.charCount,
        at.maxLineLength,
        at.flags,
        store.count,
        limits.maxLineLength,
        limits.maxCps,
        limits.minDurationMs,
        limits.maxDurationMs,
        limits.enabled,
      );
    },
    setPeaks(maxs, mins) {
      if (maxs.length !== mins.length) throw new RangeError('maxs and mins differ in length');
      store.preparePeaks(maxs.length);
      store.peakMax.set(maxs);
      store.peakMin.set(mins);
      kernels.buildPeakPyramid();
    },
    addPcmChunk(samples, firstSample, samplesPerPeak) {
      const chunk = store.pcmChunk(samples.length);
      // Decoding into store.pcmChunk() hands us that very view: then there is nothing to copy.
      if (chunk.buffer !== samples.buffer || chunk.byteOffset !== samples.byteOffset) {
        chunk.set(samples);
      }
      at = store.pointers;
      wasm.peaksFromPcm(
        at.pcm,
        samples.length,
        firstSample,
        samplesPerPeak,
        at.peakMax,
        at.peakMin,
        store.peakCount,
      );
    },
    buildPeakPyramid() {
      at = store.pointers;
      return wasm.buildPeakPyramid(at.peakMax, at.peakMin, store.peakCount);
    },
    buildPeakPyramidPart(from, to) {
      at = store.pointers;
      // i32 bounds: past-the-end stands for "to the end".
      const end = Math.min(to, 0x7fffffff);
      return wasm.buildPeakPyramidPart(at.peakMax, at.peakMin, store.peakCount, from, end);
    },
    fillPeaks(view) {
      const out = store.pixels(view.width);
      at = store.pointers;
      wasm.fillPeaks(
        at.peakMax,
        at.peakMin,
        store.peakCount,
        view.startPeak,
        view.peaksPerPixel,
        view.width,
        view.scale,
        at.pixelMax,
        at.pixelMin,
      );
      return out;
    },
  };
  return kernels;
}
