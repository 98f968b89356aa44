import { describe, expect, it } from 'vitest';
import { MAX_CPS, SINGLE_LINE_MAX_LENGTH } from '../../../../shared/subtitle/constants';
import {
  DEFAULT_SETTINGS,
  STORAGE_PREFIX,
  normalizeSettings,
  parseSettings,
  serializeSettings,
} from '../../../../web/editor/state/settings';
import { validRuleValue } from '../../../../shared/subtitle/rules/rules';

function stored(entries: Record<string, string>): (key: string) => string | null {
  return (key) => entries[key] ?? null;
}

describe('editor settings', () => {
  it('defaults follow CONTRACT §6 and the spec rule defaults', () => {
    expect(parseSettings(stored({}))).toEqual({
      timeLineCenter: false,
      autoSave: true,
      useWindowsNewLine: true,
      autoSelectWhenPlaying: false,
      showCps: true,
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

  it('round-trips through SEOnline_ keys', () => {
    const changed = { ...DEFAULT_SETTINGS, showCps: false, maxCps: 17.5, autoSave: false };
    const entries = Object.fromEntries(serializeSettings(changed));
    expect(Object.keys(entries).every((key) => key.startsWith(STORAGE_PREFIX))).toBe(true);
    expect(entries['SEOnline_maxCps']).toBe('17.5');
    expect(parseSettings(stored(entries))).toEqual(changed);
  });

  it('invalid stored values fall back to the defaults', () => {
    const settings = parseSettings(
      stored({
        SEOnline_showCps: 'maybe',
        SEOnline_singleLineMaxLength: 'abc',
        SEOnline_maxCps: '',
        SEOnline_minDurationMs: 'Infinity',
        SEOnline_maxDurationMs: '99999',
      }),
    );
    expect(settings.showCps).toBe(true);
    expect(settings.singleLineMaxLength).toBe(42);
    expect(settings.maxCps).toBe(25);
    expect(settings.minDurationMs).toBe(1000);
    expect(settings.maxDurationMs).toBe(8000);
  });

  it('applies the reset rules of spec §5 through the shared rule validation', () => {
    // Max CPS accepts 4-99 but resets below 5; durations reset below 5.
    expect(validRuleValue(4.5, MAX_CPS)).toBe(25);
    expect(validRuleValue(5, MAX_CPS)).toBe(5);
    expect(validRuleValue(99.1, MAX_CPS)).toBe(25);
    expect(validRuleValue(9, SINGLE_LINE_MAX_LENGTH)).toBe(42);
    expect(validRuleValue(999, SINGLE_LINE_MAX_LENGTH)).toBe(999);
    expect(
      normalizeSettings({ ...DEFAULT_SETTINGS, minDurationMs: 3, maxDurationMs: 500 }),
    ).toEqual(DEFAULT_SETTINGS);
  });
});
