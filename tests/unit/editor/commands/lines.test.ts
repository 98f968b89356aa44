import { describe, expect, it } from 'vitest';
import { deleteLine, deleteSelectedLines } from '../../../../web/editor/commands/deleteLines';
import {
  insertAfter,
  insertAtTime,
  insertBefore,
} from '../../../../web/editor/commands/insertLine';
import { mergeWithNext } from '../../../../web/editor/commands/mergeLines';
import { newSubtitle, replaceSubtitle } from '../../../../web/editor/commands/replaceDocument';
import { runEdit, setSelection } from '../../../../web/editor/state/actions';
import { documentAtom } from '../../../../web/editor/state/document';
import { canUndoAtom, undo } from '../../../../web/editor/state/history';
import {
  clickSelection,
  selectOne,
  selectionAtom,
  sortedSelection,
} from '../../../../web/editor/state/selection';
import { linesOf, makeStore, makeSubtitle } from '../editorTestStore';

const THREE: [number, number, string][] = [
  [1000, 2000, 'one'],
  [3000, 4000, 'two'],
  [5000, 6000, 'three'],
];

function selected(store: ReturnType<typeof makeStore>): number[] {
  return sortedSelection(store.get(selectionAtom));
}

describe('insert', () => {
  it('insert new here: an empty 2.5 s line at the time, in start-time order, selected', () => {
    const store = makeStore(THREE);
    expect(runEdit(store, insertAtTime, { startMs: 3500.4 })).toBe(true);
    expect(linesOf(store)[2]).toEqual([3500, 6000, '']);
    expect(selected(store)).toEqual([2]);
  });

  it('insert before: 2 s long, ending 50 ms before the line', () => {
    const store = makeStore(THREE);
    runEdit(store, insertBefore, { index: 1 });
    expect(linesOf(store)[1]).toEqual([950, 2950, '']);
    expect(selected(store)).toEqual([1]);
  });

  it('insert before never goes below 0', () => {
    const store = makeStore([[30, 900, 'early']]);
    runEdit(store, insertBefore, { index: 0 });
    expect(linesOf(store)[0]).toEqual([0, 0, '']);
  });

  it('insert after: 2 s long, starting 50 ms after the line', () => {
    const store = makeStore(THREE);
    runEdit(store, insertAfter, { index: 2 });
    expect(linesOf(store)[3]).toEqual([6050, 8050, '']);
    expect(selected(store)).toEqual([3]);
  });

  it('out-of-range indices do nothing and record no history', () => {
    const store = makeStore(THREE);
    expect(runEdit(store, insertAfter, { index: 3 })).toBe(false);
    expect(runEdit(store, insertBefore, { index: -1 })).toBe(false);
    expect(store.get(canUndoAtom)).toBe(false);
  });
});

describe('delete', () => {
  it('deletes a line and selects the line now at its place', () => {
    const store = makeStore(THREE);
    runEdit(store, deleteLine, { index: 1 });
    expect(linesOf(store).map((l) => l[2])).toEqual(['one', 'three']);
    expect(selected(store)).toEqual([1]);
  });

  it('deleting the last line selects the new last line; the only line leaves none', () => {
    const store = makeStore(THREE);
    runEdit(store, deleteLine, { index: 2 });
    expect(selected(store)).toEqual([1]);
    const single = makeStore([[0, 1000, 'x']]);
    runEdit(single, deleteLine, { index: 0 });
    expect(linesOf(single)).toEqual([]);
    expect(selected(single)).toEqual([]);
  });

  it('out of range does nothing', () => {
    const store = makeStore(THREE);
    expect(runEdit(store, deleteLine, { index: 3 })).toBe(false);
    expect(runEdit(store, deleteLine, { index: -1 })).toBe(false);
    expect(linesOf(store)).toHaveLength(3);
  });

  it('deletes every selected line, including gaps, and undo brings them back in place', () => {
    const store = makeStore([...THREE, [7000, 8000, 'four'], [9000, 9500, 'five']]);
    let selection = selectOne(0);
    selection = clickSelection(selection, 2, { shift: false, ctrl: true });
    selection = clickSelection(selection, 3, { shift: false, ctrl: true });
    setSelection(store, selection);
    runEdit(store, deleteSelectedLines, {});
    expect(linesOf(store).map((l) => l[2])).toEqual(['two', 'five']);
    expect(selected(store)).toEqual([0]);
    undo(store);
    expect(linesOf(store).map((l) => l[2])).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(linesOf(store)[3]).toEqual([7000, 8000, 'four']);
    expect(selected(store)).toEqual([0, 2, 3]);
  });
});

describe('merge with next', () => {
  it('joins the texts on two lines, from the first start to the second end', () => {
    const store = makeStore(THREE);
    runEdit(store, mergeWithNext, { index: 0 });
    expect(linesOf(store)).toEqual([
      [1000, 4000, 'one\ntwo'],
      [5000, 6000, 'three'],
    ]);
    expect(selected(store)).toEqual([0]);
  });

  it('works whenever a next line exists, also for the last pair (CONTRACT §6)', () => {
    const store = makeStore(THREE);
    expect(runEdit(store, mergeWithNext, { index: 1 })).toBe(true);
    expect(linesOf(store)[1]).toEqual([3000, 6000, 'two\nthree']);
    expect(runEdit(store, mergeWithNext, { index: 1 })).toBe(false);
    expect(runEdit(store, mergeWithNext, { index: -1 })).toBe(false);
  });
});

describe('new and replace', () => {
  it('new: untitled, no lines, no selection; undo restores the old document', () => {
    const store = makeStore(THREE);
    runEdit(store, newSubtitle, {});
    expect(store.get(documentAtom).meta.fileName).toBe('untitled');
    expect(linesOf(store)).toEqual([]);
    expect(selected(store)).toEqual([]);
    undo(store);
    expect(linesOf(store)).toEqual(THREE);
    expect(store.get(documentAtom).meta.fileName).toBe('test.srt');
  });

  it('restoring a backup replaces the subtitle and selects line 0', () => {
    const store = makeStore(THREE);
    setSelection(store, selectOne(2));
    runEdit(store, replaceSubtitle, { subtitle: makeSubtitle([[0, 500, 'backup']]) });
    expect(linesOf(store)).toEqual([[0, 500, 'backup']]);
    expect(selected(store)).toEqual([0]);
  });
});
