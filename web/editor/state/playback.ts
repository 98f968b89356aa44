// Video actions. They drive the <video> element VideoPlayer registered and keep the playhead
// atoms in step; with no video loaded they do nothing.
import { BACK_FORWARD_STEP_MS } from '../../../shared/subtitle/constants';
import { documentAtom, kernelsAtom } from './document';
import { setSelection } from './actions';
import { firstSelected, selectOne, selectionAtom } from './selection';
import { settingsAtom } from './settings';
import type { EditorStore } from './store';
import {
  playUntilMsAtom,
  playheadMsAtom,
  seekRevisionAtom,
  videoDurationMsAtom,
  videoElementAtom,
  videoPausedAtom,
} from './video';

export function seekVideo(store: EditorStore, ms: number): void {
  const video = store.get(videoElementAtom);
  const duration = store.get(videoDurationMsAtom);
  const clamped = Math.max(0, duration > 0 ? Math.min(ms, duration) : ms);
  if (video) video.currentTime = clamped / 1000;
  store.set(playheadMsAtom, clamped);
  store.set(seekRevisionAtom, store.get(seekRevisionAtom) + 1);
}

export function playVideo(store: EditorStore): void {
  const video = store.get(videoElementAtom);
  if (!video) return;
  video.play().catch((error: unknown) => console.warn('The video could not play:', error));
}

export function pauseVideo(store: EditorStore): void {
  store.set(playUntilMsAtom, null);
  store.get(videoElementAtom)?.pause();
}

export function togglePlay(store: EditorStore): void {
  if (store.get(videoPausedAtom)) playVideo(store);
  else pauseVideo(store);
}

/** Back/forward by a step (1 s from the control bar, 500 ms or 3 s from keys). */
export function stepVideo(store: EditorStore, deltaMs: number = BACK_FORWARD_STEP_MS): void {
  seekVideo(store, store.get(playheadMsAtom) + deltaMs);
}

/** Plays line index from its start and pauses at its end (spec §4). */
export function playLine(store: EditorStore, index: number): void {
  const kernels = store.get(kernelsAtom);
  if (!kernels || index < 0 || index >= kernels.store.count) return;
  seekVideo(store, kernels.store.start[index] ?? 0);
  store.set(playUntilMsAtom, kernels.store.end[index] ?? 0);
  playVideo(store);
}

export function playCurrent(store: EditorStore): void {
  playLine(store, firstSelected(store.get(selectionAtom)));
}

/** Play next: selects the line after the selected one and plays it. */
export function playNext(store: EditorStore): void {
  const next = firstSelected(store.get(selectionAtom)) + 1;
  if (next >= store.get(documentAtom).texts.length) return;
  setSelection(store, selectOne(next));
  playLine(store, next);
}

/** Index of the line shown at time ms (the latest start at or before it), or -1. */
export function lineAtTime(
  start: Float64Array,
  end: Float64Array,
  count: number,
  ms: number,
): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((start[mid] ?? 0) <= ms) low = mid + 1;
    else high = mid;
  }
  // Lines may overlap, so look back a little for one that still covers ms.
  for (let i = low - 1; i >= 0 && i >= low - 8; i--) {
    if ((start[i] ?? 0) <= ms && ms < (end[i] ?? 0)) return i;
  }
  return -1;
}

/** Called by the video poll: stops at the play-until mark, follows the playhead if asked. */
export function onVideoTime(store: EditorStore, ms: number, paused: boolean): void {
  store.set(playheadMsAtom, ms);
  store.set(videoPausedAtom, paused);
  const until = store.get(playUntilMsAtom);
  if (until !== null && ms >= until) pauseVideo(store);
  if (paused || !store.get(settingsAtom).autoSelectWhenPlaying) return;
  const kernels = store.get(kernelsAtom);
  if (!kernels) return;
  const index = lineAtTime(kernels.store.start, kernels.store.end, kernels.store.count, ms);
  const selection = store.get(selectionAtom);
  if (index >= 0 && !(selection.indices.size === 1 && selection.indices.has(index))) {
    setSelection(store, selectOne(index));
  }
}
