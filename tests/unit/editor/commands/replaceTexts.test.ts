import { describe, expect, it } from 'vitest';
import { replaceTexts } from '../../../../web/editor/commands/replaceDocument';
import { runEdit } from '../../../../web/editor/state/actions';
import { undo } from '../../../../web/editor/state/history';
import { linesOf, makeStore } from '../editorTestStore';

describe('replace texts (a translation)', () => {
  it('replaces changed texts in one undoable step and keeps the times', () => {
    const store = makeStore([
      [0, 1000, 'Hello'],
      [1000, 2000, 'World'],
    ]);
    expect(runEdit(store, replaceTexts, { texts: ['Hallo', 'World', 'extra'] })).toBe(true);
    expect(linesOf(store)).toEqual([
      [0, 1000, 'Hallo'],
      [1000, 2000, 'World'],
    ]);
    undo(store);
    expect(linesOf(store)[0]?.[2]).toBe('Hello');
  });

  it('does nothing when no text changes', () => {
    const store = makeStore([[0, 1000, 'Same']]);
    expect(runEdit(store, replaceTexts, { texts: ['Same'] })).toBe(false);
  });
});
