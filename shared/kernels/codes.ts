// Numbers that cross the kernel boundary: hit-test result codes and waveform arithmetic. Both
// implementations produce these, and callers decode them here, so no object is allocated per
// query (hit-testing runs on every pointer move and every playback tick).
import { EDGE_TOLERANCE_MS } from '../subtitle/constants';

/** Spec §4 / §9: a mouse down within this many ms of an edge drags that edge. */
export const HIT_TOLERANCE_MS = EDGE_TOLERANCE_MS;

export const HIT_EMPTY = 0;
export const HIT_START = 1;
export const HIT_END = 2;
export const HIT_BODY = 3;

export type HitKind = typeof HIT_EMPTY | typeof HIT_START | typeof HIT_END | typeof HIT_BODY;

/** What a hit-test code points at. */
export function hitKind(code: number): HitKind {
  return (code & 3) as HitKind;
}

/** The line a hit-test code points at; for HIT_EMPTY only a good `hint` for the next query. */
export function hitIndex(code: number): number {
  return code >> 2;
}

/** Peaks a PCM stream of `totalSamples` yields at `samplesPerPeak` (assembly/mediaPeaks.ts). */
export function pcmPeakCount(totalSamples: number, samplesPerPeak: number): number {
  return samplesPerPeak >= 1 ? Math.ceil(totalSamples / samplesPerPeak) : 0;
}
