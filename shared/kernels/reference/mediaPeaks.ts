// Plain-TypeScript twin of assembly/mediaPeaks.ts: peak j covers samples
// [ceil(j * spp), ceil((j + 1) * spp)); chunks arrive in order; a chunk that holds a peak's
// first sample sets it, later chunks widen it.

/** Folds `samples[0..length)`, stream samples firstSample.., into max/min[0..peakCount). */
export function peaksFromPcm(
  samples: Float32Array,
  length: number,
  firstSample: number,
  samplesPerPeak: number,
  max: Float32Array,
  min: Float32Array,
  peakCount: number,
): void {
  if (length <= 0 || !(samplesPerPeak >= 1)) return;
  const boundary = (j: number): number => Math.ceil(j * samplesPerPeak);
  let peak = Math.floor(firstSample / samplesPerPeak);
  while (boundary(peak + 1) <= firstSample) peak++;
  while (peak > 0 && boundary(peak) > firstSample) peak--;
  let i = 0;
  while (i < length && peak < peakCount) {
    const opensHere = boundary(peak) >= firstSample + i;
    const stop = Math.min(boundary(peak + 1) - firstSample, length);
    let high = samples[i] ?? 0;
    let low = high;
    for (let k = i + 1; k < stop; k++) {
      const v = samples[k] ?? 0;
      // Math.max/min, not `>`: they order -0 below +0 exactly as Wasm's f32.max/min do.
      high = Math.max(high, v);
      low = Math.min(low, v);
    }
    if (!opensHere) {
      high = Math.max(high, max[peak] ?? 0);
      low = Math.min(low, min[peak] ?? 0);
    }
    // A zero peak is stored as +0 whatever sign the samples had (-0 + 0 is +0).
    max[peak] = high + 0;
    min[peak] = low + 0;
    i = stop;
    peak++;
  }
}
