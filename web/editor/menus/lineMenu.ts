// The entries of the list's and the timeline's context menus (spec §4 "Context menus"): one
// list, so both menus always offer the same edits with the same rules. The list acts at the
// video position, the timeline at the time under the mouse.
import { deleteLine, deleteSelectedLines } from '../commands/deleteLines';
import { insertAfter, insertAtTime, insertBefore } from '../commands/insertLine';
import { mergeWithNext } from '../commands/mergeLines';
import { splitLine } from '../commands/splitLine';
import { runEdit } from '../state/actions';
import { documentAtom } from '../state/document';
import { selectionAtom } from '../state/selection';
import { settingsAtom } from '../state/settings';
import type { EditorStore } from '../state/store';
import type { ContextMenuItem } from './ContextMenu';

/**
 * Menu entries for line `index` (-1: no line under the pointer, so only the entries that need
 * none are enabled); "Insert new here" inserts at `atMs`.
 */
export function lineMenuItems(store: EditorStore, index: number, atMs: number): ContextMenuItem[] {
  const count = store.get(documentAtom).texts.length;
  const maxLineLength = store.get(settingsAtom).singleLineMaxLength;
  const noLine = index < 0 || index >= count;
  return [
    { label: 'Insert new here', onSelect: () => runEdit(store, insertAtTime, { startMs: atMs }) },
    { label: 'Delete', disabled: noLine, onSelect: () => runEdit(store, deleteLine, { index }) },
    {
      label: 'Delete selected lines',
      disabled: store.get(selectionAtom).indices.size === 0,
      onSelect: () => runEdit(store, deleteSelectedLines, {}),
    },
    {
      label: 'Insert before',
      disabled: noLine,
      onSelect: () => runEdit(store, insertBefore, { index }),
    },
    {
      label: 'Insert after',
      disabled: noLine,
      onSelect: () => runEdit(store, insertAfter, { index }),
    },
    {
      label: 'Merge with next',
      disabled: noLine || index + 1 >= count,
      onSelect: () => runEdit(store, mergeWithNext, { index }),
    },
    {
      label: 'Split here',
      disabled: noLine,
      onSelect: () => runEdit(store, splitLine, { index, maxLineLength }),
    },
  ];
}
