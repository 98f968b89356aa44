// Bits of the per-line rule mask that checkRules fills. shared/subtitle/rules/flags.ts was not
// there when the kernels were written, so the values live here (assembly/rules.ts mirrors them,
// checked by tests/unit/kernels/ruleFlags.test.ts); when that file lands, re-export from it.

export const RULE_CPS = 1;
export const RULE_TOO_SHORT = 2;
export const RULE_TOO_LONG = 4;
export const RULE_LINE_TOO_LONG = 8;
export const RULE_OVERLAP = 16;

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
