// Rule check over all lines: one error bitmask per line from the per-line numbers, so the list
// colours rows without touching text. Bit values mirror shared/kernels/ruleFlags.ts (a unit test
// reads this file and compares); CPS follows shared/subtitle/text/cps.ts.

export const RULE_CPS: u8 = 1;
export const RULE_TOO_SHORT: u8 = 2;
export const RULE_TOO_LONG: u8 = 4;
export const RULE_LINE_TOO_LONG: u8 = 8;
export const RULE_OVERLAP: u8 = 16;

/** Under this duration CPS is reported as 999 (spec §5: the original gave up under 0.1 s). */
const CPS_MIN_DURATION_MS: f64 = 100;
const CPS_TOO_SHORT_VALUE: f64 = 999;

/**
 * Writes flags[i] for lines [0, count) and returns how many lines have any flag. `enabled`
 * masks the four switchable rules; overlap with the next line is always checked.
 * Each line reads start, end, the next start, charCount and maxLineLength once: ~25 bytes a
 * line, so 1M lines are a few ms of memory traffic; the branches compile to selects.
 */
export function checkRules(
  startPtr: usize,
  endPtr: usize,
  charPtr: usize,
  lineLengthPtr: usize,
  flagsPtr: usize,
  count: i32,
  maxLineLength: i32,
  maxCps: f64,
  minDurationMs: f64,
  maxDurationMs: f64,
  enabled: i32,
): i32 {
  let flagged = 0;
  if (count <= 0) return 0;
  let start = load<f64>(startPtr);
  for (let i = 0; i < count; i++) {
    const end = load<f64>(endPtr + (<usize>i << 3));
    const duration = end - start;
    const chars = <f64>load<i32>(charPtr + (<usize>i << 2));
    const cps = duration < CPS_MIN_DURATION_MS ? CPS_TOO_SHORT_VALUE : (chars * 1000) / duration;
    let flags: i32 = select<i32>(RULE_CPS, 0, cps > maxCps);
    flags |= select<i32>(RULE_TOO_SHORT, 0, duration < minDurationMs);
    flags |= select<i32>(RULE_TOO_LONG, 0, duration > maxDurationMs);
    flags |= select<i32>(RULE_LINE_TOO_LONG, 0, load<i32>(lineLengthPtr + (<usize>i << 2)) > maxLineLength);
    flags &= enabled;
    // The next start is loaded once and reused as this line's start on the next round.
    if (i + 1 < count) {
      const next = load<f64>(startPtr + (<usize>(i + 1) << 3));
      flags |= select<i32>(RULE_OVERLAP, 0, end > next);
      start = next;
    }
    store<u8>(flagsPtr + <usize>i, <u8>flags);
    flagged += i32(flags != 0);
  }
  return flagged;
}
