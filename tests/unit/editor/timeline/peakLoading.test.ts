import { describe, expect, it } from 'vitest';
import { createReferenceKernels } from '../../../../shared/kernels/referenceKernels';
import { loadPeaksStep, PEAK_LOAD_STEP } from '../../../../web/editor/timeline/frame';
import type { LoadedWaveform } from '../../../../web/editor/state/media';

function waveform(count: number): LoadedWaveform {
  const peakMaxs = Array.from({ length: count }, (_, i) => ((i * 7919) % 1000) / 1000);
  return {
    name: 'long.wav',
    waveform: { peakMaxs, peakMins: peakMaxs.map((v) => -v / 2), highestPeak: 1, sampleRate: 150 },
  };
}

const VIEW = { startPeak: 0, peaksPerPixel: 1000.5, width: 1200, scale: 1 };

describe('a long waveform is loaded over several frames', () => {
  it('takes a slice a frame and draws the same peaks as loading it at once', () => {
    // 1M peaks and ~1M pyramid entries above them: 2 frames of copying, 2 (and a bit) building.
    const count = 2 * PEAK_LOAD_STEP;
    const loaded = waveform(count);
    const kernels = createReferenceKernels();
    const steps = [1, 2, 3, 4, 5].map(() => loadPeaksStep(kernels, loaded));
    expect(steps).toEqual([false, false, false, false, true]);
    // Done: later frames copy nothing more.
    expect(loadPeaksStep(kernels, loaded)).toBe(true);
    const stepped = kernels.fillPeaks(VIEW);
    const steppedMax = Array.from(stepped.max);
    const steppedMin = Array.from(stepped.min);

    const atOnce = createReferenceKernels();
    atOnce.setPeaks(loaded.waveform.peakMaxs, loaded.waveform.peakMins);
    const whole = atOnce.fillPeaks(VIEW);
    expect(steppedMax).toEqual(Array.from(whole.max));
    expect(steppedMin).toEqual(Array.from(whole.min));
  });

  it('loads a short waveform in one frame', () => {
    expect(loadPeaksStep(createReferenceKernels(), waveform(PEAK_LOAD_STEP / 2 - 10))).toBe(true);
  });

  it('starts over when another waveform comes, and holds none when it is removed', () => {
    const kernels = createReferenceKernels();
    const first = waveform(PEAK_LOAD_STEP + 1);
    expect(loadPeaksStep(kernels, first)).toBe(false);
    const second = waveform(10);
    expect(loadPeaksStep(kernels, second)).toBe(true);
    expect(kernels.store.peakCount).toBe(10);
    expect(loadPeaksStep(kernels, null)).toBe(true);
    expect(kernels.store.peakCount).toBe(0);
  });
});
