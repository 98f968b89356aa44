import type { TimingStore } from './timingStore';

/** A view of the waveform for fillPeaks. */
export interface PeakWindow {
  /** First peak of the view in level-0 units (fractional and negative allowed). */
  startPeak: number;
  peaksPerPixel: number;
  width: number;
  /**
   * Vertical zoom / highest peak, applied at f32 precision (Math.fround(scale), an f32 multiply);
   * output values are clamped to [-1, 1] after scaling.
   */
  scale: number;
}

/** The four rules of spec §5 (the editor's settings have this shape). */
export interface RuleSettings {
  readonly singleLineMaxLengthOn: boolean;
  readonly singleLineMaxLength: number;
  readonly maxCpsOn: boolean;
  readonly maxCps: number;
  readonly minDurationOn: boolean;
  readonly minDurationMs: number;
  readonly maxDurationOn: boolean;
  readonly maxDurationMs: number;
}

/** Index range [first, end) of lines; empty when end === first. */
export interface IndexRange {
  first: number;
  end: number;
}

/** Per-pixel waveform output: views into the store, valid until the next fillPeaks. */
export interface PixelPeaks {
  max: Float32Array;
  min: Float32Array;
}

/**
 * The one signature both kernel implementations (WebAssembly and plain TS) satisfy. Kernels are
 * data in, data out: they read and fill the store's arrays and return numbers; the editor's
 * state decides what to do with them.
 */
export interface Kernels {
  readonly kind: 'wasm' | 'reference';
  /** The arrays the kernels work on; one store per kernels instance. */
  readonly store: TimingStore;
  /** Shifts lines [from, count) by offsetMs; rounds to whole ms; clamps at 0. */
  shiftTimes(from: number, offsetMs: number): void;
  /** Multiplies all times by factor and rounds to whole ms. */
  scaleTimes(factor: number): void;
  /**
   * What is under `timeMs` on the timeline, as a code for hitKind()/hitIndex() (codes.ts).
   * `hint`: an index near the answer (the previous result's during playback) or -1 (default,
   * plain binary search); it only changes the speed, never the answer. Rebuilds the
   * time index first when the store's times changed.
   */
  hitTest(timeMs: number, toleranceMs?: number, hint?: number): number;
  /** Lines intersecting [t0Ms, t1Ms) all lie in the returned range. */
  visibleRange(t0Ms: number, t1Ms: number): IndexRange;
  /** Fills store.flags with the rule bitmask per line; returns how many lines have a flag. */
  checkRules(settings: RuleSettings): number;
  /** Loads level-0 peaks (e.g. the desktop program's peakMaxs/peakMins) and builds the pyramid. */
  setPeaks(maxs: ArrayLike<number>, mins: ArrayLike<number>): void;
  /**
   * Folds a chunk of decoded PCM into the peaks prepared with store.preparePeaks(
   * pcmPeakCount(total, samplesPerPeak)); chunks in order. Then call buildPeakPyramid().
   */
  addPcmChunk(samples: Float32Array, firstSample: number, samplesPerPeak: number): void;
  /** Builds the pyramid over the store's level-0 peaks; returns the number of levels. */
  buildPeakPyramid(): number;
  /**
   * Builds the pyramid entries [from, to) above level 0 (counted from level 1's first entry);
   * called in order over several frames, it builds what buildPeakPyramid() builds at once.
   * Returns the number of entries above level 0.
   */
  buildPeakPyramidPart(from: number, to: number): number;
  /** Per-pixel max/min of a view of the waveform, scaled and clamped to [-1, 1]. */
  fillPeaks(view: PeakWindow): PixelPeaks;
}
