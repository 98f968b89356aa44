import { describe, expect, it } from 'vitest';
import {
  MAX_CPS,
  MIN_DURATION_MS,
  SINGLE_LINE_MAX_LENGTH,
} from '../../../../shared/subtitle/constants';
import { RULE_FLAGS } from '../../../../shared/subtitle/rules/flags';
import {
  checkParagraph,
  checkParagraphs,
  DEFAULT_RULE_SETTINGS,
  normalizeRuleSettings,
  validRuleValue,
} from '../../../../shared/subtitle/rules/rules';

describe('rule flags', () => {
  it('has the bit values the Wasm kernel mirrors', () => {
    expect(RULE_FLAGS).toEqual({
      CPS: 1,
      TOO_SHORT: 2,
      TOO_LONG: 4,
      LINE_TOO_LONG: 8,
      OVERLAP: 16,
    });
  });
});

describe('rule settings', () => {
  it('defaults to the spec values, all on', () => {
    expect(DEFAULT_RULE_SETTINGS).toEqual({
      singleLineMaxLengthOn: true,
      singleLineMaxLength: 42,
      maxCpsOn: true,
      maxCps: 25,
      minDurationOn: true,
      minDurationMs: 1000,
      maxDurationOn: true,
      maxDurationMs: 8000,
    });
  });

  it('falls back to defaults for invalid, too low or out-of-range stored values', () => {
    expect(validRuleValue('abc', SINGLE_LINE_MAX_LENGTH)).toBe(42);
    expect(validRuleValue(9, SINGLE_LINE_MAX_LENGTH)).toBe(42);
    expect(validRuleValue(37.5, SINGLE_LINE_MAX_LENGTH)).toBe(42);
    expect(validRuleValue('50', SINGLE_LINE_MAX_LENGTH)).toBe(50);
    expect(validRuleValue(4.5, MAX_CPS)).toBe(25);
    expect(validRuleValue(17.5, MAX_CPS)).toBe(17.5);
    expect(validRuleValue(Number.NaN, MAX_CPS)).toBe(25);
    expect(validRuleValue(3, MIN_DURATION_MS)).toBe(1000);
    expect(validRuleValue(700, MIN_DURATION_MS)).toBe(700);
  });

  it('normalises any stored shape field by field', () => {
    expect(normalizeRuleSettings(null)).toEqual(DEFAULT_RULE_SETTINGS);
    expect(
      normalizeRuleSettings({
        maxCpsOn: false,
        maxCps: 2,
        minDurationMs: 1500,
        maxDurationMs: 'x',
      }),
    ).toEqual({ ...DEFAULT_RULE_SETTINGS, maxCpsOn: false, minDurationMs: 1500 });
  });
});

describe('checkParagraph', () => {
  const settings = DEFAULT_RULE_SETTINGS;

  it('flags each broken rule', () => {
    expect(checkParagraph({ start: 0, end: 2000, text: 'Fine.' }, settings)).toBe(0);
    expect(checkParagraph({ start: 0, end: 1000, text: 'x'.repeat(26) }, settings)).toBe(
      RULE_FLAGS.CPS,
    );
    expect(checkParagraph({ start: 0, end: 999, text: 'a' }, settings)).toBe(RULE_FLAGS.TOO_SHORT);
    expect(checkParagraph({ start: 0, end: 8001, text: 'a' }, settings)).toBe(RULE_FLAGS.TOO_LONG);
    expect(checkParagraph({ start: 0, end: 5000, text: `${'y'.repeat(43)}\nok` }, settings)).toBe(
      RULE_FLAGS.LINE_TOO_LONG,
    );
    expect(checkParagraph({ start: 900, end: 3000, text: 'a' }, settings, { end: 1000 })).toBe(
      RULE_FLAGS.OVERLAP,
    );
  });

  it('ignores rules that are switched off and tags in lengths', () => {
    const off = { ...settings, maxCpsOn: false, minDurationOn: false };
    expect(checkParagraph({ start: 0, end: 50, text: 'abc' }, off)).toBe(0);
    expect(
      checkParagraph({ start: 0, end: 5000, text: `<i>${'y'.repeat(42)}</i>` }, settings),
    ).toBe(0);
  });

  it('combines flags into one mask per line', () => {
    const masks = checkParagraphs(
      [
        { start: 0, end: 500, text: 'a'.repeat(50) },
        { start: 400, end: 3000, text: 'ok' },
      ],
      settings,
    );
    expect([...masks]).toEqual([
      RULE_FLAGS.CPS | RULE_FLAGS.TOO_SHORT | RULE_FLAGS.LINE_TOO_LONG,
      RULE_FLAGS.OVERLAP,
    ]);
  });
});
