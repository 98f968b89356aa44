import { useId, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import {
  DEFAULT_SETTINGS,
  RULE_RANGES,
  normalizeSettings,
  settingsAtom,
  storeSettings,
  type EditorSettings,
} from '../state/settings';
import { useAtomValue, useStore } from '../state/store';
import { noticeAtom } from '../state/ui';

type Flag = {
  [K in keyof EditorSettings]: EditorSettings[K] extends boolean ? K : never;
}[keyof EditorSettings];
type RuleValue = keyof typeof RULE_RANGES;

const OPTIONS: readonly [Flag, string][] = [
  ['timeLineCenter', 'Center timeline'],
  ['autoSave', 'Auto-save'],
  ['useWindowsNewLine', 'Windows new lines'],
  ['autoSelectWhenPlaying', 'Select while playing'],
  ['showCps', 'Show CPS'],
];

const RULES: readonly [Flag, RuleValue, string][] = [
  ['singleLineMaxLengthOn', 'singleLineMaxLength', 'Single line max length'],
  ['maxCpsOn', 'maxCps', 'Max chars per second'],
  ['minDurationOn', 'minDurationMs', 'Min duration (ms)'],
  ['maxDurationOn', 'maxDurationMs', 'Max duration (ms)'],
];

/** Settings: options and the four rules; OK validates (spec §5) and stores them. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const store = useStore();
  const saved = useAtomValue(settingsAtom);
  const [draft, setDraft] = useState<EditorSettings>(saved);
  const [numbers, setNumbers] = useState<Record<RuleValue, string>>({
    singleLineMaxLength: String(saved.singleLineMaxLength),
    maxCps: String(saved.maxCps),
    minDurationMs: String(saved.minDurationMs),
    maxDurationMs: String(saved.maxDurationMs),
  });
  const idPrefix = useId();

  function apply(): void {
    const next = normalizeSettings({
      ...draft,
      singleLineMaxLength: Number(numbers.singleLineMaxLength),
      maxCps: Number(numbers.maxCps),
      minDurationMs: Number(numbers.minDurationMs),
      maxDurationMs: Number(numbers.maxDurationMs),
    });
    store.set(settingsAtom, next);
    if (!storeSettings(window.localStorage, next)) {
      store.set(noticeAtom, {
        kind: 'error',
        text: 'The settings could not be saved in this browser (storage full or blocked).',
      });
    }
    onClose();
  }

  function resetRules(): void {
    setDraft((current) => ({ ...current, ...pickRules(DEFAULT_SETTINGS) }));
    setNumbers({
      singleLineMaxLength: String(DEFAULT_SETTINGS.singleLineMaxLength),
      maxCps: String(DEFAULT_SETTINGS.maxCps),
      minDurationMs: String(DEFAULT_SETTINGS.minDurationMs),
      maxDurationMs: String(DEFAULT_SETTINGS.maxDurationMs),
    });
  }

  const checkbox = (key: Flag, label: string) => (
    <label className="dialog-check" key={key}>
      <input
        type="checkbox"
        checked={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
      />
      {label}
    </label>
  );

  return (
    <Dialog
      title="Settings"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="secondary" onClick={resetRules}>
            Reset rules
          </button>
          <button type="button" onClick={apply}>
            OK
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      <fieldset className="dialog-fieldset">
        <legend>Options</legend>
        {OPTIONS.map(([key, label]) => checkbox(key, label))}
      </fieldset>
      <fieldset className="dialog-fieldset">
        <legend>Rules</legend>
        {RULES.map(([flag, value, label]) => {
          const range = RULE_RANGES[value];
          const id = `${idPrefix}-${value}`;
          return (
            <div className="dialog-rule" key={value}>
              <input
                type="checkbox"
                aria-label={`${label} on`}
                checked={draft[flag]}
                onChange={(event) => setDraft({ ...draft, [flag]: event.target.checked })}
              />
              <label htmlFor={id}>{label}</label>
              <input
                id={id}
                type="number"
                min={range.min}
                max={range.max}
                step={range.step}
                value={numbers[value]}
                onChange={(event) => setNumbers({ ...numbers, [value]: event.target.value })}
              />
              <span className="muted">
                {range.min}–{range.max}, default {range.defaultValue}
              </span>
            </div>
          );
        })}
      </fieldset>
    </Dialog>
  );
}

function pickRules(settings: EditorSettings): Partial<EditorSettings> {
  const { timeLineCenter, autoSave, useWindowsNewLine, autoSelectWhenPlaying, showCps, ...rules } =
    settings;
  void [timeLineCenter, autoSave, useWindowsNewLine, autoSelectWhenPlaying, showCps];
  return rules;
}
