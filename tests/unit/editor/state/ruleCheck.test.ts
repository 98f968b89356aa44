import { describe, expect, it } from 'vitest';
import { checkParagraphs, DEFAULT_RULE_SETTINGS } from '../../../../shared/subtitle/rules/rules';
import { RULE_FLAG_CPS, RULE_FLAG_TOO_SHORT } from '../../../../shared/subtitle/rules/flags';
import { runEdit } from '../../../../web/editor/state/actions';
import { commit } from '../../../../web/editor/state/history';
import { insertAfter } from '../../../../web/editor/commands/insertLine';
import {
  computeRuleFlags,
  describeRuleFlags,
  nextErrorIndex,
  ruleFlagsAtom,
} from '../../../../web/editor/state/ruleCheck';
import { settingsAtom, DEFAULT_SETTINGS } from '../../../../web/editor/state/settings';
import { selectOne } from '../../../../web/editor/state/selection';
import { measureAll } from '../../../../web/editor/state/textMetrics';
import { makeStore } from '../editorTestStore';

const LINES: [number, number, string][] = [
  [0, 2000, 'Fine.'],
  [2000, 2500, 'Too short and much too fast to read'],
  [3000, 12000, 'Too long'],
  [11000, 14000, 'A single line that is much longer than forty-two characters'],
  [15000, 15050, '<i>x</i>'],
];

describe('rule check over typed arrays', () => {
  it('matches the shared per-paragraph rules line for line', () => {
    const texts = LINES.map((l) => l[2]);
    const metrics = measureAll(texts);
    const flags = computeRuleFlags(
      {
        start: Float64Array.from(LINES, (l) => l[0]),
        end: Float64Array.from(LINES, (l) => l[1]),
        charCount: metrics.charCount,
        maxLineLength: metrics.maxLineLength,
        count: LINES.length,
      },
      DEFAULT_RULE_SETTINGS,
    );
    const expected = checkParagraphs(
      LINES.map(([start, end, text]) => ({ start, end, text })),
      DEFAULT_RULE_SETTINGS,
    );
    expect([...flags]).toEqual([...expected]);
    expect(flags[0]).toBe(0);
    expect(describeRuleFlags(flags[1] ?? 0)).toEqual([
      'too many characters per second',
      'duration too short',
    ]);
  });

  it('follows edits and settings through the store', () => {
    const store = makeStore(LINES);
    expect(store.get(ruleFlagsAtom)[0]).toBe(0);
    commit(store, [{ kind: 'setText', index: 0, text: 'x'.repeat(60) }], selectOne(0));
    expect(store.get(ruleFlagsAtom)[0]! & RULE_FLAG_CPS).toBe(RULE_FLAG_CPS);
    runEdit(store, insertAfter, { index: 4 });
    expect(store.get(ruleFlagsAtom)).toHaveLength(6);
    store.set(settingsAtom, { ...DEFAULT_SETTINGS, minDurationOn: false, maxCpsOn: false });
    expect(store.get(ruleFlagsAtom)[1]! & RULE_FLAG_TOO_SHORT).toBe(0);
  });

  it('finds the next line with an error, wrapping around', () => {
    const flags = Uint8Array.from([0, 1, 0, 4]);
    expect(nextErrorIndex(flags, 1)).toBe(3);
    expect(nextErrorIndex(flags, 3)).toBe(1);
    expect(nextErrorIndex(new Uint8Array(3), 0)).toBe(-1);
  });
});
