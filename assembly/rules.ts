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

/** One line, scalar: the tail of the vector loop (and the whole check for tiny lists). */
@inline
function lineFlags(
  start: f64, end: f64, next: f64, chars: i32, longest: i32,
  maxLineLength: i32, maxCps: f64, minDurationMs: f64, maxDurationMs: f64, enabled: i32,
): i32 {
  const duration = end - start;
  // chars * 1000 / duration, as shared/subtitle/text/cps.ts computes it. Multiplying out
  // (chars * 1000 > maxCps * duration) would save the division but rounds differently: 123
  // characters in 7.5 s (16.4 CPS) against a 16.4 limit would flag in one and not the other.
  const cpsOver = duration < CPS_MIN_DURATION_MS
    ? CPS_TOO_SHORT_VALUE > maxCps
    : (<f64>chars * 1000) / duration > maxCps;
  let flags: i32 = select<i32>(RULE_CPS, 0, cpsOver);
  flags |= select<i32>(RULE_TOO_SHORT, 0, duration < minDurationMs);
  flags |= select<i32>(RULE_TOO_LONG, 0, duration > maxDurationMs);
  flags |= select<i32>(RULE_LINE_TOO_LONG, 0, longest > maxLineLength);
  return (flags & enabled) | select<i32>(RULE_OVERLAP, 0, end > next);
}

/**
 * Writes flags[i] for lines [0, count) and returns how many lines have any flag. `enabled`
 * masks the four switchable rules; overlap with the next line is always checked.
 * Memory-bound (~25 bytes a line), so four lines go per round in f64x2/i32x4 lanes: the masks
 * of the comparisons are narrowed to one byte per line and stored as one 32-bit lane.
 * Measured on 1M lines (busy machine): 3.2 ms vectorised against 12-16 ms scalar.
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
  const vMaxCps = f64x2.splat(maxCps);
  const vMin = f64x2.splat(minDurationMs);
  const vMax = f64x2.splat(maxDurationMs);
  const vCpsFloor = f64x2.splat(CPS_MIN_DURATION_MS);
  const v1000 = f64x2.splat(1000);
  // What a line under 100 ms gets for CPS (999 > maxCps), as an all-ones or all-zeros mask.
  const tooShortCps = i64x2.splat(CPS_TOO_SHORT_VALUE > maxCps ? -1 : 0);
  const vLongest = i32x4.splat(maxLineLength);
  const vEnabled = i32x4.splat(enabled);
  const zero = i32x4.splat(0);
  let flagged = 0;
  let i = 0;
  // The fourth line of a round compares with start[i + 4], so rounds stop one line early.
  for (; i + 5 <= count; i += 4) {
    const at = <usize>i << 3;
    const s0 = v128.load(startPtr + at);
    const s1 = v128.load(startPtr + at, 16);
    const e0 = v128.load(endPtr + at);
    const e1 = v128.load(endPtr + at, 16);
    const d0 = f64x2.sub(e0, s0);
    const d1 = f64x2.sub(e1, s1);
    const chars = v128.load(charPtr + (<usize>i << 2));
    const c0 = f64x2.convert_low_i32x4_s(chars);
    const c1 = f64x2.convert_low_i32x4_s(i32x4.shuffle(chars, chars, 2, 3, 0, 1));
    // Lanes under 100 ms take the 999 verdict; their quotient (maybe x / 0) is discarded.
    const cps0 = v128.bitselect(tooShortCps, f64x2.gt(f64x2.div(f64x2.mul(c0, v1000), d0), vMaxCps), f64x2.lt(d0, vCpsFloor));
    const cps1 = v128.bitselect(tooShortCps, f64x2.gt(f64x2.div(f64x2.mul(c1, v1000), d1), vMaxCps), f64x2.lt(d1, vCpsFloor));
    // 64-bit lane masks → 32-bit lanes: take the low half of each.
    const cps = i32x4.shuffle(cps0, cps1, 0, 2, 4, 6);
    const short = i32x4.shuffle(f64x2.lt(d0, vMin), f64x2.lt(d1, vMin), 0, 2, 4, 6);
    const long = i32x4.shuffle(f64x2.gt(d0, vMax), f64x2.gt(d1, vMax), 0, 2, 4, 6);
    const lineLong = i32x4.gt_s(v128.load(lineLengthPtr + (<usize>i << 2)), vLongest);
    const overlap = i32x4.shuffle(
      f64x2.gt(e0, v128.load(startPtr + at, 8)),
      f64x2.gt(e1, v128.load(startPtr + at, 24)),
      0, 2, 4, 6,
    );
    let flags = v128.or(
      v128.or(v128.and(cps, i32x4.splat(RULE_CPS)), v128.and(short, i32x4.splat(RULE_TOO_SHORT))),
      v128.or(v128.and(long, i32x4.splat(RULE_TOO_LONG)), v128.and(lineLong, i32x4.splat(RULE_LINE_TOO_LONG))),
    );
    flags = v128.or(v128.and(flags, vEnabled), v128.and(overlap, i32x4.splat(RULE_OVERLAP)));
    const narrow = i16x8.narrow_i32x4_u(flags, flags);
    v128.store32_lane(flagsPtr + <usize>i, i8x16.narrow_i16x8_u(narrow, narrow), 0);
    flagged += <i32>popcnt<i32>(i32x4.bitmask(i32x4.ne(flags, zero)));
  }
  for (; i < count; i++) {
    const at = <usize>i << 3;
    const next = i + 1 < count ? load<f64>(startPtr + at + 8) : Infinity;
    const flags = lineFlags(
      load<f64>(startPtr + at),
      load<f64>(endPtr + at),
      next,
      load<i32>(charPtr + (<usize>i << 2)),
      load<i32>(lineLengthPtr + (<usize>i << 2)),
      maxLineLength, maxCps, minDurationMs, maxDurationMs, enabled,
    );
    store<u8>(flagsPtr + <usize>i, <u8>flags);
    flagged += i32(flags != 0);
  }
  return flagged;
}
