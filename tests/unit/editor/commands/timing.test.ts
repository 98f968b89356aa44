import { describe, expect, it } from 'vitest';
import { setStartAndOffsetRest, shiftAllLines } from '../../../../web/editor/commands/shiftTimes';
import { runEdit, setSelection } from '../../../../web/editor/state/actions';
import { redo, undo } from '../../../../web/editor/state/history';
import { EMPTY_SELECTION, selectOne } from '../../../../web/editor/state/selection';
import { linesOf, makeStore } from '../editorTestStore';

const LINES: [number, number, string][] = [
  [1000, 2000, 'one'],
  [3000, 4000, 'two'],
  [5000, 6000, 'three'],
];

describe('show earlier/later', () => {
  it('shifts every line later and earlier', () => {
    const store = makeStore(LINES);
    runEdit(store, shiftAllLines, { offsetMs: 1500 });
    expect(linesOf(store).map(([s, e]) => [s, e])).toEqual([
      [2500, 3500],
      [4500, 5500],
      [6500, 7500],
    ]);
    runEdit(store, shiftAllLines, { offsetMs: -2500 });
    expect(linesOf(store)[0]).toEqual([0, 1000, 'one']);
  });

  it('clamps at 0, and undo restores the exact times', () => {
    const store = makeStore(LINES);
    runEdit(store, shiftAllLines, { offsetMs: -3500 });
    expect(linesOf(store).map(([s, e]) => [s, e])).toEqual([
      [0, 0],
      [0, 500],
      [1500, 2500],
    ]);
    undo(store);
    expect(linesOf(store)).toEqual(LINES);
    redo(store);
    expect(linesOf(store)[2]).toEqual([1500, 2500, 'three']);
  });

  it('a zero shift or an empty document records nothing', () => {
    expect(runEdit(makeStore(LINES), shiftAllLines, { offsetMs: 0 })).toBe(false);
    expect(runEdit(makeStore([]), shiftAllLines, { offsetMs: 100 })).toBe(false);
  });
});

describe('set start and offset rest', () => {
  it('moves the selected line to the video time and every later line by the same amount', () => {
    const store = makeStore(LINES);
    setSelection(store, selectOne(1));
    runEdit(store, setStartAndOffsetRest, { videoMs: 3250.2 });
    expect(linesOf(store).map(([s, e]) => [s, e])).toEqual([
      [1000, 2000],
      [3250, 4250],
      [5250, 6250],
    ]);
  });

  it('needs a selected line', () => {
    const store = makeStore(LINES);
    setSelection(store, EMPTY_SELECTION);
    expect(runEdit(store, setStartAndOffsetRest, { videoMs: 100 })).toBe(false);
  });
});
