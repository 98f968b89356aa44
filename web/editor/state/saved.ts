// Whether the document holds work that leaving the page would lose (CONTRACT §6: a new version
// is never applied over unsaved work). The baseline is the document as it was opened: the
// sample or the auto-save restored at start-up, a file or link opened, or the document as it was
// written by Save/download. Any change after that (an edit, an undo, New, a backup restored) is
// unsaved until the next download or open. An empty document has nothing to lose.
import { documentAtom } from './document';
import { atom, type EditorStore } from './store';

/** The document revision that was last opened or downloaded. */
export const savedRevisionAtom = atom(-1);

export const unsavedWorkAtom = atom((get) => {
  const doc = get(documentAtom);
  return doc.revision !== get(savedRevisionAtom) && doc.texts.length > 0;
});

/** Marks the current document as saved, or the given revision (a download of the document as
 *  it was when the write started: a change made while it was being written stays unsaved). */
export function markDocumentSaved(store: EditorStore, revision?: number): void {
  store.set(savedRevisionAtom, revision ?? store.get(documentAtom).revision);
}
