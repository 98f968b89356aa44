import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  clampSelection,
  clickSelection,
  moveSelection,
  selectOne,
  sortedSelection,
} from '../../../../web/editor/state/selection';

const plain = { shift: false, ctrl: false };
const shift = { shift: true, ctrl: false };
const ctrl = { shift: false, ctrl: true };

describe('list selection (spec §4)', () => {
  it('a click selects one line', () => {
    const selection = clickSelection(clickSelection(EMPTY_SELECTION, 2, plain), 5, plain);
    expect(sortedSelection(selection)).toEqual([5]);
  });

  it('shift-click selects the range from the last selected line, in either direction', () => {
    const down = clickSelection(selectOne(2), 5, shift);
    expect(sortedSelection(down)).toEqual([2, 3, 4, 5]);
    const up = clickSelection(down, 0, shift);
    expect(sortedSelection(up)).toEqual([0, 1, 2]);
  });

  it('shift-click with nothing selected selects just that line', () => {
    expect(sortedSelection(clickSelection(EMPTY_SELECTION, 3, shift))).toEqual([3]);
  });

  it('ctrl-click toggles one line and a later shift-click ranges from it', () => {
    const added = clickSelection(selectOne(1), 4, ctrl);
    expect(sortedSelection(added)).toEqual([1, 4]);
    expect(sortedSelection(clickSelection(added, 6, shift))).toEqual([4, 5, 6]);
    const removed = clickSelection(added, 1, ctrl);
    expect(sortedSelection(removed)).toEqual([4]);
  });

  it('ctrl-click on the only selected line empties the selection', () => {
    const empty = clickSelection(selectOne(3), 3, ctrl);
    expect(empty.indices.size).toBe(0);
    expect(empty.anchor).toBe(-1);
  });

  it('Alt+Up/Down moves a single selection and stops at the ends', () => {
    expect(sortedSelection(moveSelection(selectOne(3), 1, 10))).toEqual([4]);
    expect(sortedSelection(moveSelection(selectOne(0), -1, 10))).toEqual([0]);
    expect(sortedSelection(moveSelection(selectOne(9), 1, 10))).toEqual([9]);
    expect(sortedSelection(moveSelection(EMPTY_SELECTION, 1, 10))).toEqual([0]);
    expect(moveSelection(selectOne(2), 1, 0)).toBe(EMPTY_SELECTION);
  });

  it('drops indices past the end of a shrunk document', () => {
    const clamped = clampSelection(clickSelection(selectOne(2), 6, shift), 4);
    expect(sortedSelection(clamped)).toEqual([2, 3]);
  });
});
