// The ABI of the kernels module: entry points only. Every kernel takes pointers into linear
// memory that the host's TimingStore (shared/kernels/timingStore.ts) hands it, and reads or
// fills those arrays; none keeps state between calls. Memory above heapBase(), per block, each
// 16-byte aligned (README.md has the details):
//   pixelMax, pixelMin   f32 × pixel capacity   per-pixel waveform output
//   peakMax, peakMin     f32 × pyramid capacity level 0 = peaks, then the coarser levels
//   pcm                  f32 × chunk capacity   one chunk of decoded samples
//   start, end           f64 ms × line capacity sorted by start
//   maxEndSoFar          f64 ms × line capacity derived (timeIndex.ts)
//   charCount, maxLineLength, prevLaterEnd      i32 × line capacity
//   flags                u8 × line capacity     rule bitmask (rules.ts)
export { heapBase } from './layout';
export { shiftTimes, scaleTimes } from './shift';
export { buildTimeIndex } from './timeIndex';
export { hitTest } from './hitTest';
export { firstEndingAfter, countStartsBefore } from './visibleRange';
export { checkRules } from './rules';
export { buildPeakPyramid, buildPeakPyramidPart, fillPeaks } from './peaks';
export { peaksFromPcm } from './mediaPeaks';
