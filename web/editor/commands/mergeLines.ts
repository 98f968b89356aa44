import { lineCount, readLine } from '../state/document';
import { selectOne } from '../state/selection';
import type { EditCommand } from '../state/editCommand';

/**
 * Merges a line with the next one: the first start, the second end, the texts on two lines.
 * CONTRACT §6: it works whenever a next line exists (the spec's "at least 3 lines follow" would
 * leave the last lines unmergeable).
 */
export const mergeWithNext: EditCommand<{ index: number }> = {
  id: 'mergeWithNext',
  label: 'Merge with next',
  run({ doc, timing }, { index }) {
    if (index < 0 || index + 1 >= lineCount(doc)) return null;
    const first = readLine(doc, timing, index);
    const next = readLine(doc, timing, index + 1);
    const text = [first.text, next.text].filter((part) => part.trim() !== '').join('\n');
    return {
      patch: [
        {
          kind: 'splice',
          index,
          remove: 2,
          insert: [
            { start: first.start, end: Math.max(first.end, next.end), text, extra: first.extra },
          ],
        },
      ],
      selection: selectOne(index),
    };
  },
};
