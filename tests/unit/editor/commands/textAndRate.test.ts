import { describe, expect, it } from 'vitest';
import { changeFrameRate } from '../../../../web/editor/commands/changeFrameRate';
import { autoBreakLine, setLineText, unbreakLine } from '../../../../web/editor/commands/editText';
import { splitLine } from '../../../../web/editor/commands/splitLine';
import { runEdit, setSelection } from '../../../../web/editor/state/actions';
import { historyAtom, undo } from '../../../../web/editor/state/history';
import { EMPTY_SELECTION, selectOne, selectionAtom } from '../../../../web/editor/state/selection';
import { linesOf, makeStore } from '../editorTestStore';

const LONG = 'This is a rather long line that certainly needs a break somewhere';

describe('split here', () => {
  it('splits the text where auto-break breaks it, with the spec timings', () => {
    const store = makeStore([[10000, 14000, LONG]]);
    runEdit(store, splitLine, { index: 0, maxLineLength: 42 });
    const [first, second] = linesOf(store);
    // First part ends at half the duration minus 25 ms; the second starts 50 ms later, 2 s long.
    expect(first?.slice(0, 2)).toEqual([10000, 11975]);
    expect(second?.slice(0, 2)).toEqual([12025, 14025]);
    expect(`${first?.[2]} ${second?.[2]}`).toBe(LONG);
    expect(first?.[2]).toBe('This is a rather long line that');
    expect(store.get(selectionAtom).indices.has(0)).toBe(true);
  });

  it('splits a two-line text at its line break; a short text keeps it all in the first part', () => {
    const twoLines = makeStore([[0, 2000, 'Top\nBottom']]);
    runEdit(twoLines, splitLine, { index: 0, maxLineLength: 42 });
    expect(linesOf(twoLines).map((l) => l[2])).toEqual(['Top', 'Bottom']);
    const short = makeStore([[0, 2000, 'Short text']]);
    runEdit(short, splitLine, { index: 0, maxLineLength: 42 });
    expect(linesOf(short).map((l) => l[2])).toEqual(['Short text', '']);
    expect(runEdit(short, splitLine, { index: 5, maxLineLength: 42 })).toBe(false);
  });
});

describe('text box edits', () => {
  it('auto-break and un-break act on the first selected line', () => {
    const store = makeStore([
      [0, 3000, 'one'],
      [4000, 8000, LONG],
    ]);
    setSelection(store, selectOne(1));
    runEdit(store, autoBreakLine, { maxLineLength: 42 });
    expect(linesOf(store)[1]?.[2]).toBe(
      'This is a rather long line that\ncertainly needs a break somewhere',
    );
    runEdit(store, unbreakLine, { maxLineLength: 42 });
    expect(linesOf(store)[1]?.[2]).toBe(LONG);
    setSelection(store, EMPTY_SELECTION);
    expect(runEdit(store, autoBreakLine, { maxLineLength: 42 })).toBe(false);
  });

  it('typing is one history entry per gesture; an unchanged text records nothing', () => {
    const store = makeStore([[0, 3000, 'Helo']]);
    runEdit(store, setLineText, { index: 0, text: 'Hel' });
    runEdit(store, setLineText, { index: 0, text: 'Hell' });
    runEdit(store, setLineText, { index: 0, text: 'Hello' });
    expect(runEdit(store, setLineText, { index: 0, text: 'Hello' })).toBe(false);
    expect(store.get(historyAtom).undo).toHaveLength(1);
    undo(store);
    expect(linesOf(store)[0]?.[2]).toBe('Helo');
  });
});

describe('change frame rate', () => {
  it('multiplies times by old / new with the exact NTSC rate, rounded to ms', () => {
    const store = makeStore([[1001000, 1002000, 'a']]);
    runEdit(store, changeFrameRate, { fromFps: 23.976, toFps: 25 });
    // 24000/1001 / 25 = 0.959040959…
    expect(linesOf(store)[0]?.slice(0, 2)).toEqual([960000, 960959]);
    undo(store);
    expect(linesOf(store)[0]?.slice(0, 2)).toEqual([1001000, 1002000]);
  });

  it('25 to 24 makes times longer; equal rates do nothing', () => {
    const store = makeStore([[24000, 48000, 'a']]);
    runEdit(store, changeFrameRate, { fromFps: 25, toFps: 24 });
    expect(linesOf(store)[0]?.slice(0, 2)).toEqual([25000, 50000]);
    expect(runEdit(store, changeFrameRate, { fromFps: 25, toFps: 25 })).toBe(false);
  });
});
