import { firstSelected } from '../state/selection';
import { lineCount } from '../state/document';
import type { EditCommand } from '../state/editCommand';

/** Show earlier/later: moves every line by offsetMs (negative = earlier), through the kernels. */
export const shiftAllLines: EditCommand<{ offsetMs: number }> = {
  id: 'shiftAllLines',
  label: 'Show earlier/later',
  run({ doc, selection }, { offsetMs }) {
    if (lineCount(doc) === 0 || offsetMs === 0) return null;
    return { patch: [{ kind: 'shift', from: 0, offsetMs }], selection };
  },
};

/** Set start+offset rest: the selected line starts at the video time, later lines move with it. */
export const setStartAndOffsetRest: EditCommand<{ videoMs: number }> = {
  id: 'setStartAndOffsetRest',
  label: 'Set start+offset rest',
  run({ doc, timing, selection }, { videoMs }) {
    const index = firstSelected(selection);
    if (index < 0 || index >= lineCount(doc)) return null;
    const offsetMs = Math.round(videoMs) - (timing.start[index] ?? 0);
    if (offsetMs === 0) return null;
    return { patch: [{ kind: 'shift', from: index, offsetMs }], selection };
  },
};
