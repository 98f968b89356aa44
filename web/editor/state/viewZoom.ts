// What the zoom buttons and keys do to the view. Each reads the state it needs and writes the
// view atoms; the renderer draws the result in the next frame.
import type { EditorStore } from './store';
import {
  followPausedAtom,
  timelineDurationMsAtom,
  timelineViewAtom,
  timelineWidthAtom,
  verticalZoomAtom,
} from './view';
import { playheadMsAtom, videoElementAtom } from './video';
import { pxAtTime, zoomView, ZOOM_BUTTON_FACTOR } from './viewGeometry';

/** Vertical zoom: each key press multiplies or divides by this, within the range below. */
export const VERTICAL_ZOOM_STEP = 1.5;
export const VERTICAL_ZOOM_MIN = 0.25;
export const VERTICAL_ZOOM_MAX = 32;

/**
 * Zooms by `factor` (> 1 zooms out) around the playhead when it is on screen, else around the
 * middle of the view, so 'Zoom in' never loses what the user is looking at.
 */
export function zoomTimeline(store: EditorStore, factor: number): void {
  const widthPx = store.get(timelineWidthAtom);
  if (widthPx <= 0) return;
  const view = store.get(timelineViewAtom);
  const playheadPx = pxAtTime(view, store.get(playheadMsAtom));
  const anchorPx = playheadPx >= 0 && playheadPx <= widthPx ? playheadPx : widthPx / 2;
  store.set(
    timelineViewAtom,
    zoomView(view, factor, anchorPx, widthPx, store.get(timelineDurationMsAtom)),
  );
}

export function zoomIn(store: EditorStore): void {
  zoomTimeline(store, 1 / ZOOM_BUTTON_FACTOR);
}

export function zoomOut(store: EditorStore): void {
  zoomTimeline(store, ZOOM_BUTTON_FACTOR);
}

export function zoomVertically(store: EditorStore, factor: number): void {
  const next = store.get(verticalZoomAtom) * factor;
  store.set(verticalZoomAtom, Math.min(VERTICAL_ZOOM_MAX, Math.max(VERTICAL_ZOOM_MIN, next)));
}

/** Ctrl+D0: the first view's zoom (DEFAULT_VIEW_SPAN_MS), vertical zoom 1, play rate 100 %. */
export function resetZoomAndRate(store: EditorStore): void {
  store.set(timelineViewAtom, { startMs: store.get(timelineViewAtom).startMs, msPerPx: 0 });
  store.set(verticalZoomAtom, 1);
  store.set(followPausedAtom, false);
  const video = store.get(videoElementAtom);
  if (video) video.playbackRate = 1;
}
