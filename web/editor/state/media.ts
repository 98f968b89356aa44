// What the editor holds beside the subtitle for the (later) waveform timeline: the peaks of a
// waveform file and the scene changes. Both are plain data; the timeline will draw them.
import type { Waveform } from '../../../shared/waveform/peakFile';
import { atom } from './store';

export type { Waveform };

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
