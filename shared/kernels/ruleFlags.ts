// Bits of the per-line rule mask that checkRules fills: the subtitle library's values
// (shared/subtitle/rules/flags.ts), under the names the kernels use. assembly/rules.ts mirrors
// them; tests/unit/kernels/rules.test.ts checks all three agree.
import {
  RULE_FLAG_CPS as RULE_CPS,
  RULE_FLAG_LINE_TOO_LONG as RULE_LINE_TOO_LONG,
  RULE_FLAG_OVERLAP as RULE_OVERLAP,
  RULE_FLAG_TOO_LONG as RULE_TOO_LONG,
  RULE_FLAG_TOO_SHORT as RULE_TOO_SHORT,
} from '../subtitle/rules/flags';

export { RULE_CPS, RULE_LINE_TOO_LONG, RULE_OVERLAP, RULE_TOO_LONG, RULE_TOO_SHORT };

/** The four rules a user switches on or off (spec §5); overlap is always checked. */
export const SWITCHABLE_RULES = RULE_CPS | RULE_TOO_SHORT | RULE_TOO_LONG | RULE_LINE_TOO_LONG;

/** The rule limits the kernels take, from the editor's settings shape. */
export function ruleLimits(settings: {
  readonly singleLineMaxLengthOn: boolean;
  readonly singleLineMaxLength: number;
  readonly maxCpsOn: boolean;
  readonly maxCps: number;
  readonly minDurationOn: boolean;
  readonly minDurationMs: number;
  readonly maxDurationOn: boolean;
  readonly maxDurationMs: number;
}): {
  maxLineLength: number;
  maxCps: number;
  minDurationMs: number;
  maxDurationMs: number;
  enabled: number;
} {
  return {
    maxLineLength: settings.singleLineMaxLength,
    maxCps: settings.maxCps,
    minDurationMs: settings.minDurationMs,
    maxDurationMs: settings.maxDurationMs,
    enabled:
      (settings.maxCpsOn ? RULE_CPS : 0) |
      (settings.minDurationOn ? RULE_TOO_SHORT : 0) |
      (settings.maxDurationOn ? RULE_TOO_LONG : 0) |
      (settings.singleLineMaxLengthOn ? RULE_LINE_TOO_LONG : 0),
  };
}
