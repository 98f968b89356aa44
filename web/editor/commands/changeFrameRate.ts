import { normalizeFrameRate } from '../../../shared/subtitle/time';
import { lineCount } from '../state/document';
import type { EditCommand } from '../state/editCommand';

/**
 * Multiplies every time by old rate / new rate (CONTRACT §6: a file timed for 23.976 played at
 * 25 gets shorter times), with 23.976, 29.97 and 59.94 taken as the exact NTSC fractions.
 */
export const changeFrameRate: EditCommand<{ fromFps: number; toFps: number }> = {
  id: 'changeFrameRate',
  label: 'Change frame rate',
  run({ doc, selection }, { fromFps, toFps }) {
    if (lineCount(doc) === 0 || !(fromFps > 0) || !(toFps > 0)) return null;
    const factor = normalizeFrameRate(fromFps) / normalizeFrameRate(toFps);
    if (factor === 1) return null;
    return { patch: [{ kind: 'scale', factor }], selection };
  },
};
