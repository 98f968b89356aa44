// Editor settings (spec §3, defaults CONTRACT §6), kept in localStorage under `SEOnline_` keys.
// Stored values are untrusted: anything invalid, out of range or below the spec's reset level
// falls back to the default instead of breaking the editor.
import {
  MAX_CPS,
  MAX_DURATION_MS,
  MIN_DURATION_MS,
  SINGLE_LINE_MAX_LENGTH,
  type RuleRange,
} from '../../../shared/subtitle/constants';
import {
  DEFAULT_RULE_SETTINGS,
  validRuleValue,
  type RuleSettings,
} from '../../../shared/subtitle/rules/rules';
import { atom } from './store';

export interface EditorSettings extends RuleSettings {
  readonly timeLineCenter: boolean;
  readonly autoSave: boolean;
  readonly useWindowsNewLine: boolean;
  readonly autoSelectWhenPlaying: boolean;
  readonly showCps: boolean;
}

export const DEFAULT_SETTINGS: EditorSettings = {
  timeLineCenter: false,
  autoSave: true,
  useWindowsNewLine: true,
  autoSelectWhenPlaying: false,
  showCps: true,
  ...DEFAULT_RULE_SETTINGS,
};

type FlagKey = {
  [K in keyof EditorSettings]: EditorSettings[K] extends boolean ? K : never;
}[keyof EditorSettings];
type NumberKey = Exclude<keyof EditorSettings, FlagKey>;

const FLAG_KEYS: readonly FlagKey[] = [
  'timeLineCenter',
  'autoSave',
  'useWindowsNewLine',
  'autoSelectWhenPlaying',
  'showCps',
  'singleLineMaxLengthOn',
  'maxCpsOn',
  'minDurationOn',
  'maxDurationOn',
];

export const RULE_RANGES: Readonly<Record<NumberKey, RuleRange>> = {
  singleLineMaxLength: SINGLE_LINE_MAX_LENGTH,
  maxCps: MAX_CPS,
  minDurationMs: MIN_DURATION_MS,
  maxDurationMs: MAX_DURATION_MS,
};

export const STORAGE_PREFIX = 'SEOnline_';

export const settingsAtom = atom<EditorSettings>(DEFAULT_SETTINGS);

/** Reads settings from stored strings (null = not stored); each bad value takes its default. */
export function parseSettings(read: (key: string) => string | null): EditorSettings {
  const settings: Record<string, boolean | number> = { ...DEFAULT_SETTINGS };
  for (const key of FLAG_KEYS) {
    const stored = read(STORAGE_PREFIX + key);
    if (stored === 'true' || stored === 'false') settings[key] = stored === 'true';
  }
  for (const [key, range] of Object.entries(RULE_RANGES)) {
    const stored = read(STORAGE_PREFIX + key);
    if (stored !== null) settings[key] = validRuleValue(stored, range);
  }
  return settings as unknown as EditorSettings;
}

/** Settings as stored strings by key. */
export function serializeSettings(settings: EditorSettings): [string, string][] {
  return Object.entries(settings).map(([key, value]) => [STORAGE_PREFIX + key, String(value)]);
}

/** Applies the validation rules to values typed into the settings dialog. */
export function normalizeSettings(input: EditorSettings): EditorSettings {
  return {
    ...input,
    singleLineMaxLength: validRuleValue(input.singleLineMaxLength, SINGLE_LINE_MAX_LENGTH),
    maxCps: validRuleValue(input.maxCps, MAX_CPS),
    minDurationMs: validRuleValue(input.minDurationMs, MIN_DURATION_MS),
    maxDurationMs: validRuleValue(input.maxDurationMs, MAX_DURATION_MS),
  };
}

/** Loads settings from localStorage; a storage that cannot be read means the defaults. */
export function loadStoredSettings(storage: Pick<Storage, 'getItem'>): EditorSettings {
  try {
    return parseSettings((key) => storage.getItem(key));
  } catch (error) {
    console.warn('Editor settings could not be read; using the defaults:', error);
    return DEFAULT_SETTINGS;
  }
}

/** Writes settings to localStorage; returns false when storage refused (full or blocked). */
export function storeSettings(
  storage: Pick<Storage, 'setItem'>,
  settings: EditorSettings,
): boolean {
  try {
    for (const [key, value] of serializeSettings(settings)) storage.setItem(key, value);
    return true;
  } catch (error) {
    console.warn('Editor settings could not be saved:', error);
    return false;
  }
}
