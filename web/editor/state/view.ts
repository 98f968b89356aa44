// What the waveform timeline shows: the time window, the vertical zoom, whether it follows the
// video, and a region being drawn. Plain data: the timeline's drawing reads it, its pointer and
// key handlers change it, and nothing here knows about a canvas.
import { TIMELINE_HEIGHT_PX } from '../../../shared/subtitle/constants';
import { DEFAULT_VIEW_SPAN_MS, TRAILING_ROOM_MS, type TimelineView } from './viewGeometry';
import { documentAtom, kernelsAtom } from './document';
import { waveformAtom, waveformDurationMs } from './media';
import { atom } from './store';
import { videoDurationMsAtom } from './video';

/** The canvas's width in CSS px; 0 until it is laid out. */
export const timelineWidthAtom = atom(0);

/** The canvas's height in CSS px as laid out: the height the user set (state/layout.ts), or
 *  less where the window is too short for it. */
export const timelineHeightPxAtom = atom(TIMELINE_HEIGHT_PX);

/** The time window, before clamping to the canvas width and the timeline's length. */
export const timelineViewAtom = atom<TimelineView>({ startMs: 0, msPerPx: 0 });

/** Vertical zoom of the waveform (1 = the highest peak fills the height). */
export const verticalZoomAtom = atom(1);

/**
 * True while the user has moved the view by hand (scroll bar, horizontal wheel, zoom): the view
 * stops following the playhead until playback starts or the video is seeked.
 */
export const followPausedAtom = atom(false);

/** A region being drawn on empty space (ms; `anchorMs` where the mouse went down). */
export interface DrawnRegion {
  readonly anchorMs: number;
  readonly currentMs: number;
  /** False while the mouse is still down. */
  readonly finished: boolean;
}

export const drawnRegionAtom = atom<DrawnRegion | null>(null);

/** Bumped to ask the text box to take the focus (Return on the timeline: "add text here"). */
export const textFocusRequestAtom = atom(0);

/** The latest end of any line, ms (0 without lines). */
export const lastLineEndMsAtom = atom((get) => {
  get(documentAtom);
  const timing = get(kernelsAtom)?.store;
  if (!timing) return 0;
  const end = timing.end;
  let latest = 0;
  for (let i = 0; i < timing.count; i++) {
    const value = end[i] ?? 0;
    if (value > latest) latest = value;
  }
  return latest;
});

/**
 * How long the timeline is: the waveform, the video or the lines, whichever is longest, so the
 * whole file fits on screen at the widest zoom.
 */
export const timelineDurationMsAtom = atom((get) => {
  const loaded = get(waveformAtom);
  const waveformMs = loaded ? waveformDurationMs(loaded.waveform) : 0;
  // Room after the last line, so a new one can be drawn there even without media.
  const linesMs = get(lastLineEndMsAtom) + TRAILING_ROOM_MS;
  const longest = Math.max(waveformMs, get(videoDurationMsAtom), linesMs);
  return Math.max(DEFAULT_VIEW_SPAN_MS, Math.ceil(longest));
});
