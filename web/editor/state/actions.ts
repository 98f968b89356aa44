// Plain functions over the store: the glue between commands (pure plans) and atoms.
import type { Subtitle } from '../../../shared/subtitle/model';
import type { Kernels } from '../../../shared/kernels/types';
import type { EditCommand } from './editCommand';
import { documentAtom, kernelsAtom, loadSubtitle, type EditorDocument } from './document';
import { clearHistory, commit, endGesture } from './history';
import { markDocumentSaved } from './saved';
import { EMPTY_SELECTION, selectOne, selectionAtom, type Selection } from './selection';
import type { EditorStore } from './store';

/** Runs an edit command against the current state; returns false when it did nothing. */
export function runEdit<Args>(store: EditorStore, command: EditCommand<Args>, args: Args): boolean {
  const kernels = store.get(kernelsAtom);
  if (!kernels) return false;
  const edit = command.run(
    { doc: store.get(documentAtom), timing: kernels.store, selection: store.get(selectionAtom) },
    args,
  );
  if (!edit) return false;
  commit(store, edit.patch, edit.selection, edit.gesture ? { gesture: edit.gesture } : {});
  return true;
}

/** Changes the selection without touching history (and ends a typing gesture). */
export function setSelection(store: EditorStore, selection: Selection): void {
  endGesture(store);
  store.set(selectionAtom, selection);
}

/** Puts kernels and a first document in place (no history: there is nothing to go back to). */
export function initEditor(store: EditorStore, kernels: Kernels, subtitle: Subtitle): void {
  store.set(kernelsAtom, kernels);
  loadDocument(store, subtitle, subtitle.paragraphs.length > 0 ? 0 : -1);
}

/** Replaces the document from outside (start-up restore) and starts a fresh history. */
export function loadDocument(store: EditorStore, subtitle: Subtitle, selectIndex: number): void {
  const kernels = store.get(kernelsAtom);
  if (!kernels) return;
  const previous = store.get(documentAtom);
  const loaded = loadSubtitle(kernels.store, subtitle);
  const doc: EditorDocument = { ...loaded, revision: previous.revision + 1 };
  store.set(documentAtom, doc);
  store.set(selectionAtom, selectIndex >= 0 ? selectOne(selectIndex) : EMPTY_SELECTION);
  clearHistory(store);
  // The sample or the restored auto-save: reloading would show it again.
  markDocumentSaved(store);
}
