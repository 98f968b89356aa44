import { describe, expect, it } from 'vitest';
import { pcmPeakCount } from '../../../shared/kernels/codes';
import { peaksFromPcm } from '../../../shared/kernels/reference/mediaPeaks';
import { buildPeakPyramid, fillPeaks } from '../../../shared/kernels/reference/peaks';
import { pyramidLength } from '../../../shared/kernels/timingStore';

function pyramid(maxs: number[], mins: number[]): [Float32Array, Float32Array] {
  const max = new Float32Array(pyramidLength(maxs.length));
  const min = new Float32Array(pyramidLength(mins.length));
  max.set(maxs);
  min.set(mins);
  buildPeakPyramid(max, min, maxs.length);
  return [max, min];
}

describe('reference peak pyramid', () => {
  it('halves each level, an odd last entry moving up alone', () => {
    const [max, min] = pyramid([1, 5, 2, 8, 3], [-1, -5, -2, -8, -3]);
    expect(pyramidLength(5)).toBe(5 + 3 + 2 + 1);
    expect(Array.from(max)).toEqual([1, 5, 2, 8, 3, 5, 8, 3, 8, 3, 8]);
    expect(Array.from(min)).toEqual([-1, -5, -2, -8, -3, -5, -8, -3, -8, -3, -8]);
  });

  it('fills pixels from the coarsest level a pixel covers, scaled and clamped', () => {
    const [max, min] = pyramid([1, 5, 2, 8, 3, 0, 4, 6], [-1, -5, -2, -8, -3, 0, -4, -6]);
    const outMax = new Float32Array(3);
    const outMin = new Float32Array(3);
    // 2 peaks per pixel from peak 2: level 1 = [5, 8, 3, 6]; pixels own entries 1, 2, 3.
    fillPeaks(
      max,
      min,
      8,
      { startPeak: 2, peaksPerPixel: 2, width: 3, scale: 0.1 },
      outMax,
      outMin,
    );
    expect(Array.from(outMax)).toEqual([0.8, 0.3, 0.6].map(Math.fround));
    expect(Array.from(outMin)).toEqual([-0.8, -0.3, -0.6].map(Math.fround));
    // Zoomed in (0.5 peaks per pixel) each pixel holds the peak under its left edge; past the
    // end there is silence; a scale of 1 clamps to [-1, 1].
    fillPeaks(
      max,
      min,
      8,
      { startPeak: 7, peaksPerPixel: 0.5, width: 3, scale: 1 },
      outMax,
      outMin,
    );
    expect(Array.from(outMax)).toEqual([1, 1, 0]);
    expect(Array.from(outMin)).toEqual([-1, -1, 0]);
  });
});

describe('reference peaks from PCM', () => {
  it('splits samples at ceil(j * samplesPerPeak) and joins chunks', () => {
    const max = new Float32Array(4);
    const min = new Float32Array(4);
    expect(pcmPeakCount(10, 2.5)).toBe(4);
    const pcm = Float32Array.from([0.5, -0.25, 0.75, 1, -1, 0, 0.5, 0.25, -0.5, 0]);
    peaksFromPcm(pcm.subarray(0, 6), 6, 0, 2.5, max, min, 4);
    peaksFromPcm(pcm.subarray(6), 4, 6, 2.5, max, min, 4);
    // Peaks cover samples [0, 3), [3, 5), [5, 8), [8, 10).
    expect(Array.from(max)).toEqual([0.75, 1, 0.5, 0]);
    expect(Array.from(min)).toEqual([-0.25, -1, 0, -0.5]);
  });
});
