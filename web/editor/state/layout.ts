// How the editor's window is shared: the list's part of the width beside the video. Kept in
// localStorage beside the settings (CONTRACT §6: keys prefixed SEOnline_), read once at start.
import { atom } from './store';

export const LIST_SHARE_KEY = 'SEOnline_listShare';
export const LIST_SHARE_DEFAULT = 0.6;
export const LIST_SHARE_MIN = 0.25;
export const LIST_SHARE_MAX = 0.8;

export function clampListShare(value: number): number {
  if (!Number.isFinite(value)) return LIST_SHARE_DEFAULT;
  return Math.min(LIST_SHARE_MAX, Math.max(LIST_SHARE_MIN, value));
}

function storedListShare(): number {
  try {
    const text = globalThis.localStorage?.getItem(LIST_SHARE_KEY);
    return text === null || text === undefined ? LIST_SHARE_DEFAULT : clampListShare(Number(text));
  } catch {
    return LIST_SHARE_DEFAULT;
  }
}

const shareAtom = atom(storedListShare());

/** The list's share of the width (the video gets the rest); setting it stores it. */
export const listShareAtom = atom(
  (get) => get(shareAtom),
  (_get, set, value: number) => {
    const share = clampListShare(value);
    set(shareAtom, share);
    try {
      globalThis.localStorage?.setItem(LIST_SHARE_KEY, String(share));
    } catch {
      // Storage full or blocked: the split still works for this visit.
    }
  },
);
