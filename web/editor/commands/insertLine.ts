import {
  INSERT_BEFORE_AFTER_DURATION_MS,
  INSERT_GAP_MS,
  NEW_LINE_DURATION_MS,
} from '../../../shared/subtitle/constants';
import type { TimingStore } from '../../../shared/kernels/timingStore';
import { lineCount } from '../state/document';
import { selectOne } from '../state/selection';
import type { CommandContext, Edit, EditCommand } from '../state/editCommand';

/** Index at which a line starting at startMs keeps the list in start-time order. */
export function insertionIndex(timing: TimingStore, startMs: number): number {
  const start = timing.start;
  let low = 0;
  let high = timing.count;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((start[mid] ?? 0) <= startMs) low = mid + 1;
    else high = mid;
  }
  return low;
}

function insertLine(index: number, startMs: number, endMs: number): Edit {
  return {
    patch: [
      { kind: 'splice', index, remove: 0, insert: [{ start: startMs, end: endMs, text: '' }] },
    ],
    selection: selectOne(index),
  };
}

/** An empty 2.5 s line at a time (the video position, or the time under the pointer). */
export const insertAtTime: EditCommand<{ startMs: number }> = {
  id: 'insertAtTime',
  label: 'Insert new here',
  run({ timing }: CommandContext, { startMs }) {
    const start = Math.max(0, Math.round(startMs));
    return insertLine(insertionIndex(timing, start), start, start + NEW_LINE_DURATION_MS);
  },
};

/** A 2 s line ending 50 ms before the given line starts (not before 0). */
export const insertBefore: EditCommand<{ index: number }> = {
  id: 'insertBefore',
  label: 'Insert before',
  run({ doc, timing }: CommandContext, { index }) {
    if (index < 0 || index >= lineCount(doc)) return null;
    const end = Math.max(0, (timing.start[index] ?? 0) - INSERT_GAP_MS);
    return insertLine(index, Math.max(0, end - INSERT_BEFORE_AFTER_DURATION_MS), end);
  },
};

/** A 2 s line starting 50 ms after the given line ends. */
export const insertAfter: EditCommand<{ index: number }> = {
  id: 'insertAfter',
  label: 'Insert after',
  run({ doc, timing }: CommandContext, { index }) {
    if (index < 0 || index >= lineCount(doc)) return null;
    const start = (timing.end[index] ?? 0) + INSERT_GAP_MS;
    return insertLine(index + 1, start, start + INSERT_BEFORE_AFTER_DURATION_MS);
  },
};
