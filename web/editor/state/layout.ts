// How the editor's window is shared: the list's part of the width beside the video, and the
// timeline's height below them. Kept in localStorage beside the settings (CONTRACT §6: keys
// prefixed SEOnline_), read once at start.
import { TIMELINE_HEIGHT_PX, TIMELINE_MIN_HEIGHT_PX } from '../../../shared/subtitle/constants';
import { atom } from './store';

export const LIST_SHARE_KEY = 'SEOnline_listShare';
export const LIST_SHARE_DEFAULT = 0.6;
export const LIST_SHARE_MIN = 0.25;
export const LIST_SHARE_MAX = 0.8;

export function clampListShare(value: number): number {
  if (!Number.isFinite(value)) return LIST_SHARE_DEFAULT;
  return Math.min(LIST_SHARE_MAX, Math.max(LIST_SHARE_MIN, value));
}

export const TIMELINE_HEIGHT_KEY = 'SEOnline_timelineHeight';

/** The timeline's highest height for a window this tall: half of it (never below the least). */
export function timelineHeightMaxPx(windowHeightPx: number): number {
  return Math.max(TIMELINE_MIN_HEIGHT_PX, Math.floor(windowHeightPx / 2));
}

/** A timeline height in whole px between the least and half the window (default if not a number). */
export function clampTimelineHeight(value: number, windowHeightPx: number): number {
  if (!Number.isFinite(value)) return TIMELINE_HEIGHT_PX;
  const max = timelineHeightMaxPx(windowHeightPx);
  return Math.min(max, Math.max(TIMELINE_MIN_HEIGHT_PX, Math.round(value)));
}

function stored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function keep(key: string, value: number): void {
  try {
    globalThis.localStorage?.setItem(key, String(value));
  } catch {
    // Storage full or blocked: the layout still works for this visit.
  }
}

function storedNumber(key: string, fallback: number, clamp: (value: number) => number): number {
  const text = stored(key);
  return text === null ? fallback : clamp(Number(text));
}

const shareAtom = atom(storedNumber(LIST_SHARE_KEY, LIST_SHARE_DEFAULT, clampListShare));

/** The list's share of the width (the video gets the rest); setting it stores it. */
export const listShareAtom = atom(
  (get) => get(shareAtom),
  (_get, set, value: number) => {
    const share = clampListShare(value);
    set(shareAtom, share);
    keep(LIST_SHARE_KEY, share);
  },
);

/** A stored height is read without knowing the window (any window up to this tall); the
 *  timeline shows at most half of the window it is in (Timeline.tsx), whatever is stored. */
const TALLEST_WINDOW_PX = 8000;

const heightAtom = atom(
  storedNumber(TIMELINE_HEIGHT_KEY, TIMELINE_HEIGHT_PX, (value) =>
    clampTimelineHeight(value, TALLEST_WINDOW_PX),
  ),
);

/**
 * The timeline canvas's height as the user set it (CSS px; spec default 150). Set it with
 * `{ heightPx, windowHeightPx }`: it is kept between 80 px and half the window, and stored.
 */
export const timelineHeightAtom = atom(
  (get) => get(heightAtom),
  (_get, set, value: { heightPx: number; windowHeightPx: number }) => {
    const heightPx = clampTimelineHeight(value.heightPx, value.windowHeightPx);
    set(heightAtom, heightPx);
    keep(TIMELINE_HEIGHT_KEY, heightPx);
  },
);
