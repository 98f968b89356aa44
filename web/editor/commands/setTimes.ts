import { lineCount } from '../state/document';
import { firstSelected, selectOne } from '../state/selection';
import type { EditCommand } from '../state/editCommand';

/** Set start (F11): the selected line starts at the video time and keeps its end when it can. */
export const setStartAtVideo: EditCommand<{ videoMs: number }> = {
  id: 'setStartAtVideo',
  label: 'Set start',
  run({ doc, timing, selection }, { videoMs }) {
    const index = firstSelected(selection);
    if (index < 0 || index >= lineCount(doc)) return null;
    const start = Math.max(0, Math.round(videoMs));
    const end = Math.max(start, timing.end[index] ?? 0);
    return { patch: [{ kind: 'setTimes', index, start, end }], selection };
  },
};

/** Set end (F12), or set end and go to next (F10). */
export const setEndAtVideo: EditCommand<{ videoMs: number; goToNext: boolean }> = {
  id: 'setEndAtVideo',
  label: 'Set end',
  run({ doc, timing, selection }, { videoMs, goToNext }) {
    const index = firstSelected(selection);
    if (index < 0 || index >= lineCount(doc)) return null;
    const start = timing.start[index] ?? 0;
    const end = Math.round(videoMs);
    if (end < start) return null;
    const next = goToNext && index + 1 < lineCount(doc) ? selectOne(index + 1) : selection;
    return { patch: [{ kind: 'setTimes', index, start, end }], selection: next };
  },
};
