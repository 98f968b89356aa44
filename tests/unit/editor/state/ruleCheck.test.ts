import { describe, expect, it } from 'vitest';
import {
  RULE_FLAG_CPS,
  RULE_FLAG_LINE_TOO_LONG,
  RULE_FLAG_OVERLAP,
  RULE_FLAG_TOO_LONG,
  RULE_FLAG_TOO_SHORT,
} from '../../../../shared/subtitle/rules/flags';
import { insertAfter } from '../../../../web/editor/commands/insertLine';
import { runEdit } from '../../../../web/editor/state/actions';
import { commit, undo } from '../../../../web/editor/state/history';
import {
  describeRuleFlags,
  nextErrorIndex,
  ruleFlagsAtom,
} from '../../../../web/editor/state/ruleCheck';
import { selectOne } from '../../../../web/editor/state/selection';
import { DEFAULT_SETTINGS, settingsAtom } from '../../../../web/editor/state/settings';
import { makeStore } from '../editorTestStore';

const LINES: [number, number, string][] = [
  [0, 2000, 'Fine.'],
  [2000, 2500, 'Too short and much too fast to read'],
  [3000, 12000, 'Too long and runs into the next'],
  [11000, 14000, 'A single line that is much longer than forty-two characters'],
  [15000, 15050, '<i>x</i>'],
];

describe('rule check through the kernels', () => {
  it('marks each rule of spec §5 on the right line', () => {
    const flags = makeStore(LINES).get(ruleFlagsAtom);
    expect(flags[0]).toBe(0);
    expect(flags[1]).toBe(RULE_FLAG_CPS | RULE_FLAG_TOO_SHORT);
    expect(flags[2]).toBe(RULE_FLAG_TOO_LONG | RULE_FLAG_OVERLAP);
    expect(flags[3]! & RULE_FLAG_LINE_TOO_LONG).toBe(RULE_FLAG_LINE_TOO_LONG);
    // Tags do not count as characters: 1 character in 50 ms is still too short to measure.
    expect(flags[4]! & RULE_FLAG_CPS).toBe(RULE_FLAG_CPS);
    expect(describeRuleFlags(flags[1] ?? 0)).toEqual([
      'too many characters per second',
      'duration too short',
    ]);
  });

  it('follows typing, inserts, undo and settings', () => {
    const store = makeStore(LINES);
    commit(store, [{ kind: 'setText', index: 0, text: 'x'.repeat(60) }], selectOne(0));
    expect(store.get(ruleFlagsAtom)[0]! & RULE_FLAG_CPS).toBe(RULE_FLAG_CPS);
    undo(store);
    expect(store.get(ruleFlagsAtom)[0]).toBe(0);
    runEdit(store, insertAfter, { index: 4 });
    expect(store.get(ruleFlagsAtom)).toHaveLength(6);
    expect(store.get(ruleFlagsAtom)[3]! & RULE_FLAG_LINE_TOO_LONG).toBe(RULE_FLAG_LINE_TOO_LONG);
    store.set(settingsAtom, { ...DEFAULT_SETTINGS, minDurationOn: false, maxCpsOn: false });
    expect(store.get(ruleFlagsAtom)[1]).toBe(0);
  });

  it('finds the next line with an error, wrapping around', () => {
    const flags = Uint8Array.from([0, 1, 0, 4]);
    expect(nextErrorIndex(flags, 1)).toBe(3);
    expect(nextErrorIndex(flags, 3)).toBe(1);
    expect(nextErrorIndex(new Uint8Array(3), 0)).toBe(-1);
  });
});
