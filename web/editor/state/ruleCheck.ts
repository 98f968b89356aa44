// The per-line rule mask over typed arrays: plain numbers in, one byte per line out, so the
// whole document is checked in well under a frame even at 100k lines. Bits and semantics are
// those of shared/subtitle/rules (checkParagraph); this version reads the measured character
// counts instead of re-reading every text.
import { CPS_MIN_DURATION_MS, CPS_TOO_SHORT_VALUE } from '../../../shared/subtitle/constants';
import {
  RULE_FLAG_CPS,
  RULE_FLAG_LINE_TOO_LONG,
  RULE_FLAG_OVERLAP,
  RULE_FLAG_TOO_LONG,
  RULE_FLAG_TOO_SHORT,
} from '../../../shared/subtitle/rules/flags';
import type { RuleSettings } from '../../../shared/subtitle/rules/rules';
import { documentAtom, kernelsAtom } from './document';
import { settingsAtom } from './settings';
import { atom } from './store';

export interface RuleInput {
  readonly start: Float64Array;
  readonly end: Float64Array;
  readonly charCount: Uint32Array;
  readonly maxLineLength: Uint32Array;
  readonly count: number;
}

export function computeRuleFlags(input: RuleInput, rules: RuleSettings): Uint8Array {
  const { start, end, charCount, maxLineLength, count } = input;
  const flags = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const startMs = start[i] ?? 0;
    const durationMs = (end[i] ?? 0) - startMs;
    let mask = 0;
    if (rules.maxCpsOn) {
      const cps =
        durationMs < CPS_MIN_DURATION_MS
          ? CPS_TOO_SHORT_VALUE
          : ((charCount[i] ?? 0) * 1000) / durationMs;
      if (cps > rules.maxCps) mask |= RULE_FLAG_CPS;
    }
    if (rules.minDurationOn && durationMs < rules.minDurationMs) mask |= RULE_FLAG_TOO_SHORT;
    if (rules.maxDurationOn && durationMs > rules.maxDurationMs) mask |= RULE_FLAG_TOO_LONG;
    if (rules.singleLineMaxLengthOn && (maxLineLength[i] ?? 0) > rules.singleLineMaxLength) {
      mask |= RULE_FLAG_LINE_TOO_LONG;
    }
    if (i > 0 && startMs < (end[i - 1] ?? 0)) mask |= RULE_FLAG_OVERLAP;
    flags[i] = mask;
  }
  return flags;
}

/** The rule mask of every line, recomputed when the document or the rules change. */
export const ruleFlagsAtom = atom((get) => {
  const doc = get(documentAtom);
  const kernels = get(kernelsAtom);
  if (!kernels) return new Uint8Array(0);
  return computeRuleFlags(
    {
      start: kernels.store.start,
      end: kernels.store.end,
      charCount: doc.metrics.charCount,
      maxLineLength: doc.metrics.maxLineLength,
      count: doc.texts.length,
    },
    get(settingsAtom),
  );
});

/** Words for a mask, for the row's accessible description and the status line. */
export function describeRuleFlags(mask: number): string[] {
  const words: string[] = [];
  if (mask & RULE_FLAG_CPS) words.push('too many characters per second');
  if (mask & RULE_FLAG_TOO_SHORT) words.push('duration too short');
  if (mask & RULE_FLAG_TOO_LONG) words.push('duration too long');
  if (mask & RULE_FLAG_LINE_TOO_LONG) words.push('line too long');
  if (mask & RULE_FLAG_OVERLAP) words.push('overlaps the previous line');
  return words;
}

/** The next line after `from` with any rule error, wrapping around; -1 when there is none. */
export function nextErrorIndex(flags: Uint8Array, from: number): number {
  const count = flags.length;
  for (let step = 1; step <= count; step++) {
    const index = (from + step) % count;
    if (flags[index] !== 0) return index;
  }
  return -1;
}
