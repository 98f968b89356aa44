import { describe, expect, it } from 'vitest';
import { pcmPeakCount } from '../../../../shared/kernels/codes';
import { createReferenceKernels } from '../../../../shared/kernels/referenceKernels';
import {
  blockStartNear,
  DESKTOP_PEAKS_PER_SECOND,
  FINEST_PEAKS_PER_SECOND,
  firstFrameOfPeak,
  highestPeakOf,
  MAX_SEGMENTS,
  PEAK_BUDGET,
  peaksPerSecondFor,
  placeBlock,
  planSegments,
  type Segment,
} from '../../../../web/editor/waveform/peakPlan';

describe('peaks per second', () => {
  it('is one a millisecond up to the budget, then shrinks, and never drops below the desktop rate', () => {
    expect(peaksPerSecondFor(6)).toBe(FINEST_PEAKS_PER_SECOND);
    expect(peaksPerSecondFor(30 * 60)).toBe(1000);
    expect(peaksPerSecondFor(31 * 60)).toBe(967);
    expect(peaksPerSecondFor(2 * 3600)).toBe(250);
    expect(peaksPerSecondFor(4 * 3600)).toBe(DESKTOP_PEAKS_PER_SECOND);
    expect(peaksPerSecondFor(10 * 3600)).toBe(150);
  });

  it('keeps any media shorter than 3 h 20 min within the peak budget', () => {
    for (const seconds of [1, 59.5, 600, 1799, 1801, 3600, 7200, 11_999]) {
      const rate = peaksPerSecondFor(seconds);
      expect(Number.isInteger(rate)).toBe(true);
      expect(rate * seconds).toBeLessThanOrEqual(PEAK_BUDGET);
    }
  });

  it('takes the finest rate when the duration is unknown', () => {
    expect(peaksPerSecondFor(0)).toBe(1000);
    expect(peaksPerSecondFor(Number.NaN)).toBe(1000);
  });
});

describe('segments', () => {
  it('are one for short media, one per decoder for long media, at most MAX_SEGMENTS', () => {
    expect(planSegments(6000, 48, 6, 2)).toEqual([{ firstFrame: 0, endFrame: Infinity }]);
    expect(planSegments(60_000, 48, 59, 2)).toHaveLength(1);
    expect(planSegments(600_000, 48, 600, 2)).toEqual([
      { firstFrame: 0, endFrame: 300_000 * 48 },
      { firstFrame: 300_000 * 48, endFrame: Infinity },
    ]);
    expect(planSegments(600_000, 48, 600, 16)).toHaveLength(MAX_SEGMENTS);
    expect(planSegments(600_000, 48, 600, 0)).toHaveLength(1);
  });

  it('start on the kernel’s peak boundaries, also when samples per peak is fractional', () => {
    // 44.1 kHz at 250 peaks/s: 176.4 frames a peak, not exact in binary.
    const spp = 44_100 / 250;
    const segments = planSegments(1_800_000, spp, 7200, 3);
    for (const { firstFrame } of segments.slice(1)) {
      const peak = Math.round(firstFrame / spp);
      expect(firstFrame).toBe(firstFrameOfPeak(peak, spp));
      expect(firstFrame).toBe(Math.ceil(peak * spp));
    }
  });
});

describe('placing decoded blocks', () => {
  it('folds a block that follows the cursor whole', () => {
    expect(placeBlock(960, 960, 960, Infinity)).toEqual({ from: 0, to: 960, firstFrame: 960 });
  });

  it('cuts what overlaps the frames already folded, and what lies past the segment', () => {
    expect(placeBlock(900, 960, 960, Infinity)).toEqual({ from: 60, to: 960, firstFrame: 960 });
    expect(placeBlock(1900, 960, 1920, 2000)).toEqual({ from: 20, to: 100, firstFrame: 1920 });
  });

  it('leaves a gap after the cursor as a gap', () => {
    expect(placeBlock(5000, 960, 960, Infinity)).toEqual({ from: 0, to: 960, firstFrame: 5000 });
  });

  it('answers null for a block wholly before the cursor or past the end', () => {
    expect(placeBlock(0, 960, 960, Infinity)).toBeNull();
    expect(placeBlock(2000, 960, 0, 2000)).toBeNull();
  });
});

/** Deterministic test audio: a few tones and silences. */
function testPcm(frames: number): Float32Array {
  const pcm = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    const loud = Math.floor(i / 7919) % 3 !== 0;
    pcm[i] = loud ? Math.sin(i * 0.37) * (0.2 + ((i >> 10) % 7) / 10) : 0;
  }
  return pcm;
}

/**
 * Folds `pcm` the way decodeMedia.ts does: each segment's blocks (of blockFrames, starting at
 * blockOffset so blocks straddle segment edges) placed by placeBlock, segments interleaved.
 */
function foldInSegments(
  pcm: Float32Array,
  spp: number,
  segments: Segment[],
  blockFrames: number,
): Float32Array[] {
  const kernels = createReferenceKernels();
  const peakCount = pcmPeakCount(pcm.length, spp);
  kernels.store.preparePeaks(peakCount);
  const cursors = segments.map((segment) => segment.firstFrame);
  const blockOf = segments.map(
    (segment) => Math.floor(segment.firstFrame / blockFrames) * blockFrames,
  );
  let busy = true;
  while (busy) {
    busy = false;
    // Last segment first: the order the segments' blocks arrive in must not matter.
    for (let k = segments.length - 1; k >= 0; k--) {
      const segment = segments[k];
      const blockStart = blockOf[k];
      const cursor = cursors[k];
      if (segment === undefined || blockStart === undefined || cursor === undefined) continue;
      if (blockStart >= Math.min(pcm.length, segment.endFrame)) continue;
      busy = true;
      const frames = Math.min(blockFrames, pcm.length - blockStart);
      const placement = placeBlock(blockStart, frames, cursor, segment.endFrame);
      if (placement) {
        const chunk = pcm.slice(blockStart + placement.from, blockStart + placement.to);
        kernels.addPcmChunk(chunk, placement.firstFrame, spp);
        cursors[k] = placement.firstFrame + chunk.length;
      }
      blockOf[k] = blockStart + frames;
    }
  }
  return [kernels.store.peakMax.slice(0, peakCount), kernels.store.peakMin.slice(0, peakCount)];
}

describe('segments decoded side by side', () => {
  it('give exactly the peaks of one pass in order', () => {
    const pcm = testPcm(441_000);
    for (const [spp, blockFrames] of [
      [44.1, 1024],
      [176.4, 960],
      [294, 4096],
      [48, 960],
    ] as const) {
      const peakCount = pcmPeakCount(pcm.length, spp);
      const whole = foldInSegments(pcm, spp, [{ firstFrame: 0, endFrame: Infinity }], blockFrames);
      for (const parallel of [2, 3, 4]) {
        const segments = planSegments(peakCount, spp, 3600, parallel);
        expect(segments).toHaveLength(parallel);
        expect(foldInSegments(pcm, spp, segments, blockFrames)).toEqual(whole);
      }
    }
  });
});

describe('highest peak', () => {
  it('is the largest magnitude of maxima and minima', () => {
    expect(highestPeakOf(Float32Array.of(0.1, 0.4), Float32Array.of(-0.2, -0.5))).toBeCloseTo(0.5);
    expect(highestPeakOf(Float32Array.of(0.6, 0.4), Float32Array.of(-0.2, -0.5))).toBeCloseTo(0.6);
    expect(highestPeakOf(new Float32Array(0), new Float32Array(0))).toBe(0);
  });
});

describe('blocks that follow on', () => {
  it('start where the block before ended when their timestamp is within 2 ms of it', () => {
    expect(blockStartNear(48_000 + 48, 48_000, 48_000)).toBe(48_000);
    expect(blockStartNear(48_000 - 96, 48_000, 48_000)).toBe(48_000);
    expect(blockStartNear(48_000 + 97, 48_000, 48_000)).toBe(48_000 + 97);
  });

  it('keep their timestamp after a real gap, such as a missing packet', () => {
    expect(blockStartNear(48_960, 48_000, 48_000)).toBe(48_960);
  });
});
