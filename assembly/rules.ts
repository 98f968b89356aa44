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

/** Flags of the four lines at the given addresses (start[4] must exist), as i32 lanes. */
@inline
function vectorFlags(
  start: usize, end: usize, chars: usize, lineLengths: usize,
  vMaxCps: v128, vMin: v128, vMax: v128, vCpsFloor: v128, v1000: v128,
  vLongest: v128, vEnabled: v128, shortIsOver: bool,
): v128 {
  const s0 = v128.load(start);
  const s1 = v128.load(start, 16);
  const e0 = v128.load(end);
  const e1 = v128.load(end, 16);
  const d0 = f64x2.sub(e0, s0);
  const d1 = f64x2.sub(e1, s1);
  const c = v128.load(chars);
  const c0 = f64x2.convert_low_i32x4_s(c);
  const c1 = f64x2.convert_low_i32x4_s(i32x4.shuffle(c, c, 2, 3, 0, 1));
  // Lanes under 100 ms take the 999 verdict (shortIsOver: 999 > maxCps); their quotient (maybe
  // x / 0) is discarded.
  const over0 = f64x2.gt(f64x2.div(f64x2.mul(c0, v1000), d0), vMaxCps);
  const over1 = f64x2.gt(f64x2.div(f64x2.mul(c1, v1000), d1), vMaxCps);
  const short0 = f64x2.lt(d0, vCpsFloor);
  const short1 = f64x2.lt(d1, vCpsFloor);
  const cps0 = shortIsOver ? v128.or(over0, short0) : v128.andnot(over0, short0);
  const cps1 = shortIsOver ? v128.or(over1, short1) : v128.andnot(over1, short1);
  // 64-bit lane masks → 32-bit lanes: the low half of each.
  const overlap = i32x4.shuffle(
    f64x2.gt(e0, v128.load(start, 8)), f64x2.gt(e1, v128.load(start, 24)), 0, 2, 4, 6,
  );
  const long = i32x4.shuffle(f64x2.gt(d0, vMax), f64x2.gt(d1, vMax), 0, 2, 4, 6);
  const short = i32x4.shuffle(f64x2.lt(d0, vMin), f64x2.lt(d1, vMin), 0, 2, 4, 6);
  const cps = i32x4.shuffle(cps0, cps1, 0, 2, 4, 6);
  const lineLong = i32x4.gt_s(v128.load(lineLengths), vLongest);
  // Masks are -1 or 0: t = 2t + mask, from the highest bit down, gives minus the bitmask.
  let t = i32x4.add(i32x4.add(overlap, overlap), lineLong);
  t = i32x4.add(i32x4.add(t, t), long);
  t = i32x4.add(i32x4.add(t, t), short);
  t = i32x4.add(i32x4.add(t, t), cps);
  return v128.and(i32x4.sub(i32x4.splat(0), t), vEnabled);
}

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

// Vector constants, loaded once per call: V8 rebuilds a v128.const inside the loop every round
// (three instructions each), a loaded value stays in a register.
const CONSTANTS = memory.data<f64>([CPS_MIN_DURATION_MS, CPS_MIN_DURATION_MS, 1000, 1000], 16);

/** Flags of lines [0, end), end a multiple of 8 with start[end] readable; returns how many are 0. */
@inline
function vectorRounds(
  startPtr: usize, endPtr: usize, charPtr: usize, lineLengthPtr: usize, flagsPtr: usize, end: i32,
  maxLineLength: i32, maxCps: f64, minDurationMs: f64, maxDurationMs: f64, enabled: i32,
  shortIsOver: bool,
): i32 {
  const vMaxCps = f64x2.splat(maxCps);
  const vMin = f64x2.splat(minDurationMs);
  const vMax = f64x2.splat(maxDurationMs);
  const vCpsFloor = v128.load(CONSTANTS);
  const v1000 = v128.load(CONSTANTS, 16);
  const vLongest = i32x4.splat(maxLineLength);
  const vEnabled = i32x4.splat(enabled | RULE_OVERLAP);
  let zeroLanes = i32x4.splat(0);
  for (let i = 0; i < end; i += 8) {
    const at = <usize>i << 3;
    const lo = vectorFlags(
      startPtr + at, endPtr + at, charPtr + (<usize>i << 2), lineLengthPtr + (<usize>i << 2),
      vMaxCps, vMin, vMax, vCpsFloor, v1000, vLongest, vEnabled, shortIsOver,
    );
    const hi = vectorFlags(
      startPtr + at + 32, endPtr + at + 32, charPtr + (<usize>i << 2) + 16,
      lineLengthPtr + (<usize>i << 2) + 16,
      vMaxCps, vMin, vMax, vCpsFloor, v1000, vLongest, vEnabled, shortIsOver,
    );
    const narrow = i16x8.narrow_i32x4_u(lo, hi);
    v128.store64_lane(flagsPtr + <usize>i, i8x16.narrow_i16x8_u(narrow, narrow), 0);
    const none = i32x4.splat(0);
    zeroLanes = i32x4.sub(zeroLanes, i32x4.add(i32x4.eq(lo, none), i32x4.eq(hi, none)));
  }
  // Each lane counts at most end / 4 lines, well inside i32.
  return i32x4.extract_lane(zeroLanes, 0) + i32x4.extract_lane(zeroLanes, 1) +
    i32x4.extract_lane(zeroLanes, 2) + i32x4.extract_lane(zeroLanes, 3);
}

/**
 * Writes flags[i] for lines [0, count) and returns how many lines have any flag. `enabled`
 * masks the four switchable rules; overlap with the next line is always checked.
 * Eight lines a round in f64x2/i32x4 lanes. Each comparison gives an all-ones (-1) or zero lane,
 * so the bitmask is built as -(16 overlap + 8 lineTooLong + 4 tooLong + 2 tooShort + cps) by
 * doubling and adding (no per-bit constants), and flagged lines are counted as lanes that are
 * zero, subtracted from the lines done. Measured on 1M lines, A/B in one process: 2.0-2.7 ms
 * four lines a round with per-bit and/or masks and constants V8 rebuilt every round, 1.4-1.8 ms
 * like this (12-16 ms scalar). Not memory-bound: the 25 bytes a line stream at ~29 GB/s here
 * (0.9 ms for 1M lines); the exact division costs ~5 % (replacing it by a multiply: -0.05 ms).
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
  // The last line of a round compares with start[i + 8], so rounds stop one line early.
  let i = count > 8 ? ((count - 1) >> 3) << 3 : 0;
  // Two copies of the loop, one per verdict for lines under 100 ms (999 CPS over the limit or
  // not), so combining it with the quotient's verdict costs one operation, not a bitselect.
  const zeroLines = CPS_TOO_SHORT_VALUE > maxCps
    ? vectorRounds(startPtr, endPtr, charPtr, lineLengthPtr, flagsPtr, i, maxLineLength, maxCps, minDurationMs, maxDurationMs, enabled, true)
    : vectorRounds(startPtr, endPtr, charPtr, lineLengthPtr, flagsPtr, i, maxLineLength, maxCps, minDurationMs, maxDurationMs, enabled, false);
  let flagged = i - zeroLines;
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
