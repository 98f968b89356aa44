// The state of making a waveform from the video, for WaveformJobStatus and the timeline: null
// when no job runs and none failed.
import { atom } from '../state/store';

export type WaveformJob =
  | {
      readonly status: 'running';
      /** The media's file name or web address. */
      readonly name: string;
      /** 0–100, whole numbers. */
      readonly percent: number;
    }
  | { readonly status: 'failed'; readonly name: string; readonly message: string };

export const waveformJobAtom = atom<WaveformJob | null>(null);

/** Whole percent of done of total (0 when the total is unknown), clamped to 0–100. */
export function percentDone(done: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((done / total) * 100)));
}
