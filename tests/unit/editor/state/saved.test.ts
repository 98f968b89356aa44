import { describe, expect, it } from 'vitest';
import { deleteLine } from '../../../../web/editor/commands/deleteLines';
import { setLineText } from '../../../../web/editor/commands/editText';
import { newSubtitle } from '../../../../web/editor/commands/replaceDocument';
import { runEdit } from '../../../../web/editor/state/actions';
import { documentAtom } from '../../../../web/editor/state/document';
import { undo } from '../../../../web/editor/state/history';
import { markDocumentSaved, unsavedWorkAtom } from '../../../../web/editor/state/saved';
import { makeStore } from '../editorTestStore';

describe('unsaved work', () => {
  it('a document as it was loaded is saved; an edit makes it unsaved', () => {
    const store = makeStore([
      [0, 1000, 'a'],
      [2000, 3000, 'b'],
    ]);
    expect(store.get(unsavedWorkAtom)).toBe(false);
    runEdit(store, setLineText, { index: 0, text: 'changed' });
    expect(store.get(unsavedWorkAtom)).toBe(true);
  });

  it('a download marks the revision it wrote, so a change made meanwhile stays unsaved', () => {
    const store = makeStore([[0, 1000, 'a']]);
    runEdit(store, setLineText, { index: 0, text: 'one' });
    const written = store.get(documentAtom).revision;
    runEdit(store, setLineText, { index: 0, text: 'two' });
    markDocumentSaved(store, written);
    expect(store.get(unsavedWorkAtom)).toBe(true);
    markDocumentSaved(store);
    expect(store.get(unsavedWorkAtom)).toBe(false);
  });

  it('undo after a save is a change too (the saved file no longer matches)', () => {
    const store = makeStore([[0, 1000, 'a']]);
    runEdit(store, setLineText, { index: 0, text: 'one' });
    markDocumentSaved(store);
    undo(store);
    expect(store.get(unsavedWorkAtom)).toBe(true);
  });

  it('an empty document has nothing to lose', () => {
    const store = makeStore([[0, 1000, 'a']]);
    runEdit(store, deleteLine, { index: 0 });
    expect(store.get(unsavedWorkAtom)).toBe(false);
    runEdit(store, newSubtitle, {});
    expect(store.get(unsavedWorkAtom)).toBe(false);
  });
});
