// The arithmetic of a waveform made in the browser: how many peaks a second, how the media is
// cut into segments decoded side by side, and which frames of a decoded block land where.
// Pure functions: the worker (decodeMedia.ts) applies them.

/** The desktop program's peak rate, and the floor here: long media never gets coarser. */
export const DESKTOP_PEAKS_PER_SECOND = 150;
/** One peak per millisecond: the timeline's deepest zoom shows 1 ms per pixel. */
export const FINEST_PEAKS_PER_SECOND = 1000;
/**
 * Peaks a waveform may hold above the desktop rate. 30 minutes at 1 ms, a 2-hour film at
 * 250/s; past 3 h 20 min the desktop's 150/s rules (10 hours: 5.4M peaks, ~43 MB as float32).
 * Every 1M peaks costs the page ~15-25 ms to store or convert, so the budget keeps short media
 * sharp without making long media slow.
 */
export const PEAK_BUDGET = 1_800_000;
/** Shorter segments are not worth a decoder of their own. */
export const MIN_SEGMENT_SECONDS = 30;
/** Decoders run side by side at most (WebCodecs decodes each on a thread of its own). */
export const MAX_SEGMENTS = 4;

/** Peaks per second for media of `durationSeconds` (an integer). */
export function peaksPerSecondFor(durationSeconds: number): number {
  if (!(durationSeconds > 0)) return FINEST_PEAKS_PER_SECOND;
  const withinBudget = Math.floor(PEAK_BUDGET / durationSeconds);
  return Math.min(FINEST_PEAKS_PER_SECOND, Math.max(DESKTOP_PEAKS_PER_SECOND, withinBudget));
}

/** A part of the media decoded by one decoder: audio frames [firstFrame, endFrame). */
export interface Segment {
  readonly firstFrame: number;
  /** Infinity for the last segment: it runs to the end, whatever the container claimed. */
  readonly endFrame: number;
}

/**
 * The first audio frame of peak `peak`: the mediaPeaks kernel's bucket boundary (ceil(j * spp)
 * in float64, as assembly/mediaPeaks.ts computes it), so segment edges and peak edges agree
 * to the frame whatever the rounding.
 */
export function firstFrameOfPeak(peak: number, samplesPerPeak: number): number {
  return Math.ceil(peak * samplesPerPeak);
}

/**
 * Cuts `peakCount` peaks into at most `parallel` segments of whole peaks. Each segment starts on
 * a peak boundary, so its peaks can be folded without waiting for the segment before it.
 */
export function planSegments(
  peakCount: number,
  samplesPerPeak: number,
  durationSeconds: number,
  parallel: number,
): Segment[] {
  const byLength = Math.floor(durationSeconds / MIN_SEGMENT_SECONDS);
  const count = Math.max(1, Math.min(Math.floor(parallel), MAX_SEGMENTS, byLength));
  const segments: Segment[] = [];
  let firstFrame = 0;
  for (let k = 1; k <= count; k++) {
    const endFrame =
      k === count
        ? Infinity
        : firstFrameOfPeak(Math.round((peakCount * k) / count), samplesPerPeak);
    segments.push({ firstFrame, endFrame });
    firstFrame = endFrame;
  }
  return segments;
}

/** The frames of a decoded block to fold: block frames [from, to) are stream frames firstFrame... */
export interface Placement {
  readonly from: number;
  readonly to: number;
  readonly firstFrame: number;
}

/**
 * Where a decoded block of `frames` frames starting at stream frame `blockStart` goes, given the
 * next frame the segment expects (`cursor`) and the segment's end frame. Frames before the cursor
 * (an overlap with the previous block, or before the segment) and from the end on are cut; a gap
 * after the cursor stays a gap (silence). Null when nothing is left.
 */
export function placeBlock(
  blockStart: number,
  frames: number,
  cursor: number,
  endFrame: number,
): Placement | null {
  const start = Math.max(blockStart, cursor);
  const end = Math.min(blockStart + frames, endFrame);
  if (end <= start) return null;
  return { from: start - blockStart, to: end - blockStart, firstFrame: start };
}

/**
 * How far a decoded block's timestamp may stray from where the block before it ended and still
 * be taken as following it. Containers round timestamps (WebM to the millisecond), so blocks
 * placed by their timestamps alone would overlap or leave gaps of up to a millisecond; a real
 * gap in the audio is a missing packet, 2.5 ms or more.
 */
export const TIMESTAMP_JITTER_SECONDS = 0.002;

/**
 * Where a block whose timestamp says `blockStart` starts: at `cursor` (the frame after the
 * previous block) when it is within the jitter of it, else where its timestamp says.
 */
export function blockStartNear(blockStart: number, cursor: number, sampleRate: number): number {
  return Math.abs(blockStart - cursor) <= TIMESTAMP_JITTER_SECONDS * sampleRate
    ? cursor
    : blockStart;
}

/** The largest absolute value among peaks[0..count) of both arrays. */
export function highestPeakOf(maxs: Float32Array, mins: Float32Array): number {
  let highest = 0;
  for (let i = 0; i < maxs.length; i++) {
    const high = maxs[i] ?? 0;
    const low = -(mins[i] ?? 0);
    if (high > highest) highest = high;
    if (low > highest) highest = low;
  }
  return highest;
}
