// Bits of a line's rule mask. assembly/rules.ts mirrors these values: change both together.

export const RULE_FLAG_CPS = 1;
export const RULE_FLAG_TOO_SHORT = 2;
export const RULE_FLAG_TOO_LONG = 4;
export const RULE_FLAG_LINE_TOO_LONG = 8;
export const RULE_FLAG_OVERLAP = 16;

export const RULE_FLAGS = {
  CPS: RULE_FLAG_CPS,
  TOO_SHORT: RULE_FLAG_TOO_SHORT,
  TOO_LONG: RULE_FLAG_TOO_LONG,
  LINE_TOO_LONG: RULE_FLAG_LINE_TOO_LONG,
  OVERLAP: RULE_FLAG_OVERLAP,
} as const;
