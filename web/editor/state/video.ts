// What the editor knows about the video. The <video> element itself belongs to VideoPlayer,
// which registers it here so actions (play current, insert at video time, …) can drive it.
import type { SubtitleTrackInfo } from '../../../shared/subtitle/containers/tracks';
import { atom } from './store';

export interface VideoSource {
  readonly url: string;
  /** File name, or the URL for a video opened from the web. */
  readonly name: string;
  /** Object URLs of local files die with the page, so only web addresses are auto-saved. */
  readonly fromDisk: boolean;
  /** The file itself, for a video from disk: its waveform is made from it, never uploaded. */
  readonly file?: File;
}

export const videoSourceAtom = atom<VideoSource | null>(null);
export const videoElementAtom = atom<HTMLVideoElement | null>(null);
export const playheadMsAtom = atom(0);
/** Bumped by every seek the user asks for (the timeline resumes following the video on it). */
export const seekRevisionAtom = atom(0);
export const videoDurationMsAtom = atom(0);
export const videoPausedAtom = atom(true);
/** Play current/next stop here (spec §4: play can be limited to a line's end). */
export const playUntilMsAtom = atom<number | null>(null);

/** A video from disk whose subtitle tracks the editor offers to open (its dialog reads it). */
export interface SubtitleTrackOffer {
  readonly file: File;
  readonly tracks: readonly SubtitleTrackInfo[];
}

export const subtitleTrackOfferAtom = atom<SubtitleTrackOffer | null>(null);
