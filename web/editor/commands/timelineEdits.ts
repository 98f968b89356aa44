// Edits the waveform timeline makes: new times for a dragged line, and a line for a drawn region.
import { lineCount } from '../state/document';
import { selectOne } from '../state/selection';
import { insertionIndex } from './insertLine';
import type { EditCommand } from '../state/editCommand';

/**
 * A dragged line's new times. Every pointer move of one drag commits with the same gesture key,
 * so the history keeps the whole drag as one entry (one Ctrl+Z puts the line back).
 */
export const setLineTimes: EditCommand<{
  index: number;
  start: number;
  end: number;
  gesture: string;
}> = {
  id: 'setLineTimes',
  label: 'Move line',
  run({ doc, timing, selection }, { index, start, end, gesture }) {
    if (index < 0 || index >= lineCount(doc) || end < start || start < 0) return null;
    if (timing.start[index] === start && timing.end[index] === end) return null;
    return { patch: [{ kind: 'setTimes', index, start, end }], selection, gesture };
  },
};

/** Enter after drawing a region: an empty line over it, in start-time order, selected. */
export const insertRegion: EditCommand<{ startMs: number; endMs: number }> = {
  id: 'insertRegion',
  label: 'Insert line for the drawn region',
  run({ timing }, { startMs, endMs }) {
    // Ends swapped if the region was drawn right to left.
    const start = Math.max(0, Math.round(Math.min(startMs, endMs)));
    const end = Math.round(Math.max(startMs, endMs));
    if (end <= start) return null;
    const index = insertionIndex(timing, start);
    return {
      patch: [{ kind: 'splice', index, remove: 0, insert: [{ start, end, text: '' }] }],
      selection: selectOne(index),
    };
  },
};
