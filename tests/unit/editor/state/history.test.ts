import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT } from '../../../../shared/subtitle/constants';
import { insertAfter } from '../../../../web/editor/commands/insertLine';
import { runEdit, setSelection } from '../../../../web/editor/state/actions';
import {
  canRedoAtom,
  canUndoAtom,
  commit,
  endGesture,
  historyAtom,
  historyLimitsAtom,
  redo,
  undo,
} from '../../../../web/editor/state/history';
import { selectOne, selectionAtom, sortedSelection } from '../../../../web/editor/state/selection';
import { linesOf, makeStore } from '../editorTestStore';

function typeText(store: ReturnType<typeof makeStore>, index: number, text: string): void {
  commit(store, [{ kind: 'setText', index, text }], selectOne(index), { gesture: `text:${index}` });
}

describe('history', () => {
  it('undo and redo walk back and forth, restoring the selection of each side', () => {
    const store = makeStore([[0, 1000, 'a']]);
    runEdit(store, insertAfter, { index: 0 });
    expect(sortedSelection(store.get(selectionAtom))).toEqual([1]);
    expect(undo(store)).toBe(true);
    expect(linesOf(store)).toEqual([[0, 1000, 'a']]);
    expect(sortedSelection(store.get(selectionAtom))).toEqual([0]);
    expect(store.get(canRedoAtom)).toBe(true);
    expect(redo(store)).toBe(true);
    expect(linesOf(store)).toEqual([
      [0, 1000, 'a'],
      [1050, 3050, ''],
    ]);
    expect(sortedSelection(store.get(selectionAtom))).toEqual([1]);
    expect(redo(store)).toBe(false);
  });

  it('one typing gesture is one entry, however many keys', () => {
    const store = makeStore([[0, 1000, '']]);
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) typeText(store, 0, text);
    expect(store.get(historyAtom).undo).toHaveLength(1);
    undo(store);
    expect(linesOf(store)[0]?.[2]).toBe('');
    redo(store);
    expect(linesOf(store)[0]?.[2]).toBe('Hello');
  });

  it('a gesture ends when the selection changes or it is ended explicitly', () => {
    const store = makeStore([[0, 1000, '']]);
    typeText(store, 0, 'a');
    setSelection(store, selectOne(0));
    typeText(store, 0, 'ab');
    endGesture(store);
    typeText(store, 0, 'abc');
    expect(store.get(historyAtom).undo).toHaveLength(3);
    undo(store);
    expect(linesOf(store)[0]?.[2]).toBe('ab');
  });

  it('selection changes never create entries and never clear redo', () => {
    const store = makeStore([[0, 1000, 'a']]);
    runEdit(store, insertAfter, { index: 0 });
    undo(store);
    setSelection(store, selectOne(0));
    setSelection(store, selectOne(0));
    expect(store.get(historyAtom).undo).toHaveLength(0);
    expect(store.get(canRedoAtom)).toBe(true);
  });

  it('a new change clears redo', () => {
    const store = makeStore([[0, 1000, 'a']]);
    runEdit(store, insertAfter, { index: 0 });
    undo(store);
    runEdit(store, insertAfter, { index: 0 });
    expect(store.get(canRedoAtom)).toBe(false);
  });

  it(`keeps at most ${UNDO_LIMIT} entries, dropping the oldest`, () => {
    const store = makeStore([[0, 1000, 'a']]);
    for (let i = 0; i < UNDO_LIMIT + 20; i++) runEdit(store, insertAfter, { index: i });
    expect(store.get(historyAtom).undo).toHaveLength(UNDO_LIMIT);
    let steps = 0;
    while (undo(store)) steps++;
    expect(steps).toBe(UNDO_LIMIT);
    // The 20 oldest inserts can no longer be undone.
    expect(linesOf(store)).toHaveLength(21);
    expect(store.get(canUndoAtom)).toBe(false);
  });

  it('drops the oldest entries beyond the memory budget but keeps the newest', () => {
    const store = makeStore([[0, 1000, 'a']]);
    store.set(historyLimitsAtom, { entries: UNDO_LIMIT, bytes: 1 });
    runEdit(store, insertAfter, { index: 0 });
    runEdit(store, insertAfter, { index: 1 });
    expect(store.get(historyAtom).undo).toHaveLength(1);
  });
});
