// What the editor holds beside the subtitle for the (later) waveform timeline: the peaks of a
// waveform file and the scene changes. Both are plain data; the timeline will draw them.
import type { Peaks } from '../../../shared/waveform/peakFile';
import { atom } from './store';

/** Peaks as number arrays (the service's demo answer, an older auto-save) or Float32Arrays (a
 *  peak file read in the editor's worker: transferred, never a number per element). */
export type Waveform = Peaks<number[] | Float32Array>;

export interface LoadedWaveform {
  readonly waveform: Waveform;
  /** File name, or 'Demo waveform' for the sample's. */
  readonly name: string;
}

export const waveformAtom = atom<LoadedWaveform | null>(null);

/** Scene changes in seconds, ascending; null when none are loaded. */
export const sceneChangesAtom = atom<readonly number[] | null>(null);

/** Length of the audio the peaks cover, in ms. */
export function waveformDurationMs(waveform: Waveform): number {
  return waveform.sampleRate > 0 ? (waveform.peakMaxs.length / waveform.sampleRate) * 1000 : 0;
}
