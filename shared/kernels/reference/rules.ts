// Plain-TypeScript twin of assembly/rules.ts. CPS as shared/subtitle/text/cps.ts computes it.
import { CPS_MIN_DURATION_MS, CPS_TOO_SHORT_VALUE } from '../../subtitle/constants';
import {
  RULE_CPS,
  RULE_LINE_TOO_LONG,
  RULE_OVERLAP,
  RULE_TOO_LONG,
  RULE_TOO_SHORT,
} from '../ruleFlags';

export interface RuleLimits {
  maxLineLength: number;
  maxCps: number;
  minDurationMs: number;
  maxDurationMs: number;
  /** Mask of the switchable rules that are on. */
  enabled: number;
}

/** Fills flags[0..count) and returns the number of lines with at least one flag. */
export function checkRules(
  start: Float64Array,
  end: Float64Array,
  charCount: Int32Array,
  maxLineLength: Int32Array,
  flags: Uint8Array,
  count: number,
  limits: RuleLimits,
): number {
  let flagged = 0;
  for (let i = 0; i < count; i++) {
    const duration = (end[i] ?? 0) - (start[i] ?? 0);
    // CPS exactly as shared/subtitle/text/cps.ts computes it (division included), so a line at
    // the limit is judged the same here, in Wasm and in the subtitle library.
    const cpsOver =
      duration < CPS_MIN_DURATION_MS
        ? CPS_TOO_SHORT_VALUE > limits.maxCps
        : ((charCount[i] ?? 0) * 1000) / duration > limits.maxCps;
    let mask = 0;
    if (cpsOver) mask |= RULE_CPS;
    if (duration < limits.minDurationMs) mask |= RULE_TOO_SHORT;
    if (duration > limits.maxDurationMs) mask |= RULE_TOO_LONG;
    if ((maxLineLength[i] ?? 0) > limits.maxLineLength) mask |= RULE_LINE_TOO_LONG;
    mask &= limits.enabled;
    if (i + 1 < count && (end[i] ?? 0) > (start[i + 1] ?? 0)) mask |= RULE_OVERLAP;
    flags[i] = mask;
    if (mask !== 0) flagged++;
  }
  return flagged;
}
