// Time ⇄ pixel arithmetic of the waveform timeline, as pure functions of a view (its left time
// and its ms per CSS pixel). Zoom, scroll, follow and the ruler's steps live here so they can be
// unit-tested without a canvas.
import { EDGE_TOLERANCE_MS } from '../../../shared/subtitle/constants';

export interface TimelineView {
  /** Time at the canvas's left edge, ms. */
  readonly startMs: number;
  /** Milliseconds one CSS pixel spans (1 = the deepest zoom). */
  readonly msPerPx: number;
}

/** The deepest zoom: one CSS pixel is one millisecond. */
export const MIN_MS_PER_PX = 1;
/** A timeline opened for the first time shows this much (less if the file is shorter). */
export const DEFAULT_VIEW_SPAN_MS = 20_000;
/** Room after the last line, so a line can be drawn after it without a video or waveform. */
export const TRAILING_ROOM_MS = 5_000;
/** 'Zoom in' / 'Zoom out' change ms per pixel by this factor. */
export const ZOOM_BUTTON_FACTOR = 2;
/** Ctrl+wheel: a wheel delta of this many pixels zooms by a factor of 2 (touchpad pinches send
 *  many small deltas, a mouse wheel notch about 100). */
export const WHEEL_PX_PER_ZOOM_DOUBLING = 250;
/** Without centring, a page turn puts the playhead this far into the view (share of its width). */
export const PAGE_LEAD = 0.05;

export function timeAtPx(view: TimelineView, px: number): number {
  return view.startMs + px * view.msPerPx;
}

export function pxAtTime(view: TimelineView, ms: number): number {
  return (ms - view.startMs) / view.msPerPx;
}

export function viewEndMs(view: TimelineView, widthPx: number): number {
  return view.startMs + view.msPerPx * widthPx;
}

/** The widest zoom: the whole timeline on screen. */
export function maxMsPerPx(widthPx: number, durationMs: number): number {
  return widthPx > 0 ? Math.max(MIN_MS_PER_PX, durationMs / widthPx) : MIN_MS_PER_PX;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/**
 * The view as it can be shown: zoom within [1 ms/px, whole timeline], left edge within the
 * timeline. A view never set yet (msPerPx 0) opens on DEFAULT_VIEW_SPAN_MS.
 */
export function clampView(view: TimelineView, widthPx: number, durationMs: number): TimelineView {
  if (widthPx <= 0) return view;
  const wanted = view.msPerPx > 0 ? view.msPerPx : DEFAULT_VIEW_SPAN_MS / widthPx;
  const msPerPx = clamp(wanted, MIN_MS_PER_PX, maxMsPerPx(widthPx, durationMs));
  const startMs = clamp(view.startMs, 0, Math.max(0, durationMs - msPerPx * widthPx));
  return startMs === view.startMs && msPerPx === view.msPerPx ? view : { startMs, msPerPx };
}

/** Zooms by `factor` (> 1 zooms out) keeping the time under `anchorPx` where it is. */
export function zoomView(
  view: TimelineView,
  factor: number,
  anchorPx: number,
  widthPx: number,
  durationMs: number,
): TimelineView {
  const anchorMs = timeAtPx(view, anchorPx);
  const msPerPx = clamp(view.msPerPx * factor, MIN_MS_PER_PX, maxMsPerPx(widthPx, durationMs));
  return clampView({ startMs: anchorMs - anchorPx * msPerPx, msPerPx }, widthPx, durationMs);
}

/** Moves the view by `deltaPx` CSS pixels (positive: later times). */
export function scrollView(
  view: TimelineView,
  deltaPx: number,
  widthPx: number,
  durationMs: number,
): TimelineView {
  return clampView(
    { startMs: view.startMs + deltaPx * view.msPerPx, msPerPx: view.msPerPx },
    widthPx,
    durationMs,
  );
}

/**
 * The view that follows the playhead: centred on it, or (not centred) unchanged while the
 * playhead is inside and turned a page when it leaves, the playhead then near the left edge.
 */
export function followView(
  view: TimelineView,
  playheadMs: number,
  widthPx: number,
  durationMs: number,
  centre: boolean,
): TimelineView {
  const span = view.msPerPx * widthPx;
  let startMs = view.startMs;
  if (centre) startMs = playheadMs - span / 2;
  else if (playheadMs < view.startMs || playheadMs >= view.startMs + span) {
    startMs = playheadMs - span * PAGE_LEAD;
  }
  const moved = startMs === view.startMs ? view : { startMs, msPerPx: view.msPerPx };
  return clampView(moved, widthPx, durationMs);
}

/**
 * The edge grab distance in ms: the spec's 50 ms, or one pixel when a pixel is wider than that
 * (zoomed far out an edge must still be reachable with the mouse).
 */
export function edgeToleranceMs(msPerPx: number): number {
  return Math.max(EDGE_TOLERANCE_MS, msPerPx);
}

/** Ruler steps, ms: every label is a round time at any zoom. */
const RULER_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000,
  300_000, 600_000, 900_000, 1_800_000, 3_600_000, 7_200_000, 18_000_000, 36_000_000,
];

/** Labels stay at least this far apart, so the widest label ("10:00:00.000") never overlaps. */
export const RULER_LABEL_SPACING_PX = 96;

/** The ruler's labelled step and its minor tick step at a zoom. */
export function rulerSteps(msPerPx: number): { labelMs: number; tickMs: number } {
  const labelMs =
    RULER_STEPS.find((step) => step / msPerPx >= RULER_LABEL_SPACING_PX) ?? 36_000_000;
  // Five minor ticks a label where the step divides by five (1, 5, 10, …), else two.
  const leading = Number(String(labelMs)[0]);
  return { labelMs, tickMs: leading === 2 ? labelMs / 2 : labelMs / 5 };
}

/** A ruler label: h:mm:ss, with milliseconds while the step is under a second. */
export function rulerLabel(ms: number, labelStepMs: number): string {
  const whole = Math.round(ms);
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor((whole % 3_600_000) / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  const clock = `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  if (labelStepMs >= 1000) return clock;
  return `${clock}.${String(whole % 1000).padStart(3, '0')}`;
}
