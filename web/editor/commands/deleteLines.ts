import { lineCount, type PatchOp } from '../state/document';
import { EMPTY_SELECTION, selectOne, sortedSelection } from '../state/selection';
import type { CommandContext, Edit, EditCommand } from '../state/editCommand';

/** Deletes the given lines; the selection moves to the nearest remaining line. */
function deleteIndices({ doc }: CommandContext, indices: readonly number[]): Edit | null {
  const count = lineCount(doc);
  const valid = [...new Set(indices)].filter((i) => i >= 0 && i < count).sort((a, b) => a - b);
  const first = valid[0];
  if (first === undefined) return null;
  // Runs of adjacent lines become one splice each, removed from the end so indices stay valid.
  const patch: PatchOp[] = [];
  let runEnd = valid.length - 1;
  for (let i = valid.length - 1; i >= 0; i--) {
    const here = valid[i] ?? 0;
    const below = valid[i - 1];
    if (below !== undefined && below === here - 1) continue;
    const last = valid[runEnd] ?? here;
    patch.push({ kind: 'splice', index: here, remove: last - here + 1, insert: [] });
    runEnd = i - 1;
  }
  const remaining = count - valid.length;
  const selection = remaining === 0 ? EMPTY_SELECTION : selectOne(Math.min(first, remaining - 1));
  return { patch, selection };
}

export const deleteLine: EditCommand<{ index: number }> = {
  id: 'deleteLine',
  label: 'Delete',
  run(context, { index }) {
    return deleteIndices(context, [index]);
  },
};

export const deleteSelectedLines: EditCommand<Record<string, never>> = {
  id: 'deleteSelectedLines',
  label: 'Delete selected lines',
  run(context) {
    return deleteIndices(context, sortedSelection(context.selection));
  },
};
