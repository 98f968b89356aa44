// Waveform peaks: a min/max pyramid built once, then per-pixel min/max for any view.
//
// Pyramid layout (one Float32 block for maxima, one for minima, same shape): level 0 is the
// `count` peaks themselves; level l + 1 follows level l and has ceil(n_l / 2) entries, each the
// max (min) of two entries below, until a level of 1 entry. Total < 2 * count + levels.

// Comparisons with `select` instead of f32.max/min: V8 lowers those to branchy NaN and ±0
// fix-ups. Contract (the TS twin's too): ties keep the left (earlier) value.
@inline
function larger(a: f32, b: f32): f32 {
  return select<f32>(b, a, b > a);
}

@inline
function smaller(a: f32, b: f32): f32 {
  return select<f32>(b, a, b < a);
}

/** [-1, 1] by comparisons (not f32.min/max, for the same reason); NaN stays NaN. */
@inline
function clampUnit(value: f32): f32 {
  return value < -1 ? -1 : value > 1 ? 1 : value;
}

/** Builds levels 1.. above the `count` level-0 peaks; returns the number of levels. O(n). */
export function buildPeakPyramid(maxPtr: usize, minPtr: usize, count: i32): i32 {
  buildPeakPyramidPart(maxPtr, minPtr, count, 0, i32.MAX_VALUE);
  let levels = count > 0 ? 1 : 0;
  for (let n = count; n > 1; n = (n + 1) >> 1) levels++;
  return levels;
}

/**
 * Builds the pyramid entries [from, to) above level 0, counted from level 1's first entry, so a
 * long waveform's pyramid can be built over several calls: called in order, the two entries
 * below each one are always built. Returns the number of entries above level 0. O(to - from).
 */
export function buildPeakPyramidPart(
  maxPtr: usize,
  minPtr: usize,
  count: i32,
  from: i32,
  to: i32,
): i32 {
  let built = 0; // entries above level 0 in the levels before this one
  let offset: usize = 0;
  let n = count;
  while (n > 1) {
    const next = (n + 1) >> 1;
    const below = offset;
    const above = offset + <usize>n;
    const pairs = n >> 1;
    const first = max(from - built, 0);
    const last = min(to - built, next);
    const pairsEnd = min(last, pairs);
    for (let j = first; j < pairsEnd; j++) {
      const a = (below + (<usize>j << 1)) << 2;
      const at = (above + <usize>j) << 2;
      store<f32>(maxPtr + at, larger(load<f32>(maxPtr + a), load<f32>(maxPtr + a + 4)));
      store<f32>(minPtr + at, smaller(load<f32>(minPtr + a), load<f32>(minPtr + a + 4)));
    }
    if (n & 1 && first <= pairs && pairs < last) {
      // An odd level's last entry has no partner: it moves up unchanged.
      const a = (below + <usize>(n - 1)) << 2;
      const at = (above + <usize>pairs) << 2;
      store<f32>(maxPtr + at, load<f32>(maxPtr + a));
      store<f32>(minPtr + at, load<f32>(minPtr + a));
    }
    offset = above;
    built += next;
    n = next;
  }
  return built;
}

// Vector constants of the fillPeaks loop: 4.0 (pixels a round); 2^52 + 2^51, which added to an
// integral f64 in [-2^31, 2^31) leaves that integer in the low 32 bits; the clamp bounds; i32 2; 8.0.
// SCRATCH: 16 static bytes the loop passes four lane values through (no state between calls).
const SCRATCH = memory.data(16);
const CONSTANTS = memory.data<i32>(
  [
    0, 0x40100000, 0, 0x40100000,
    0, 0x43380000, 0, 0x43380000,
    0xbf800000, 0xbf800000, 0xbf800000, 0xbf800000,
    0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000,
    2, 2, 2, 2,
    0, 0x40200000, 0, 0x40200000,
  ],
  16,
);

/**
 * Fills outMax/outMin[0..width) for a view starting at peak `startPeak` (level-0 units, may be
 * fractional or negative) with `peaksPerPixel` peaks per pixel. Picks the coarsest level whose
 * entries span at most one pixel (size = 2^level <= peaksPerPixel), so each pixel reads 1 or 2
 * entries: O(width + log n) at any zoom. Pixel p owns the entries [floor(a/size), floor(b/size))
 * with a = startPeak + p * peaksPerPixel, b = startPeak + (p + 1) * peaksPerPixel, i.e. the
 * pixels partition the entries; a pixel narrower than one entry shows the entry under its left
 * edge. Values are multiplied by `scale` rounded to f32 (vertical zoom / highest peak), in f32,
 * and clamped to [-1, 1]; pixels beyond the waveform get 0.
 */
export function fillPeaks(
  maxPtr: usize,
  minPtr: usize,
  count: i32,
  startPeak: f64,
  peaksPerPixel: f64,
  width: i32,
  scale: f64,
  outMaxPtr: usize,
  outMinPtr: usize,
): void {
  let offset: usize = 0;
  let n = count;
  let size: f64 = 1;
  while (n > 1 && size * 2 <= peaksPerPixel) {
    offset += <usize>n;
    n = (n + 1) >> 1;
    size *= 2;
  }
  const levelMax = maxPtr + (offset << 2);
  const levelMin = minPtr + (offset << 2);
  const scale32 = <f32>scale;
  // size is a power of two, so * (1 / size) is exact: the same result as the division, cheaper.
  const perEntry = 1 / size;
  // In entry units, pixel p's left edge is floor(first + p * step). Scaling by a power of two
  // commutes with rounding, so this equals floor((startPeak + p * peaksPerPixel) / size) as
  // long as both products are exact (no underflow), which the checks below confirm.
  const first = startPeak * perEntry;
  const step = peaksPerPixel * perEntry;
  // The vector loop needs every pixel of its range to own 1 or 2 entries inside the level:
  // steps clearly under 2 entries (the level choice gives [1, 2) unless it stopped at the top
  // level, and [0, 1) at level 0), and left edges in [0, n - 1] with right edges <= n. Edges
  // grow with p, so that holds on one run of pixels [fastFrom, fastTo), found by bisection.
  let fastFrom = width;
  let fastTo = width;
  if (
    n > 0 &&
    step > 0 &&
    step < 1.99998 &&
    first * size == startPeak &&
    step * size == peaksPerPixel
  ) {
    // Usually the whole view lies inside: two edge checks instead of two bisections.
    fastFrom = Math.floor(first) >= 0 ? 0 : firstInside(first, step, width);
    const lastLeft = Math.floor(first + <f64>(width - 1) * step);
    const lastRight = Math.floor(first + <f64>width * step);
    fastTo = lastLeft <= <f64>(n - 1) && lastRight <= <f64>n
      ? width
      : firstPast(first, step, fastFrom, width, <f64>n);
  }
  fillScalar(levelMax, levelMin, n, startPeak, peaksPerPixel, perEntry, scale32, outMaxPtr, outMinPtr, 0, fastFrom);
  let p = fastFrom;
  if (fastTo - fastFrom >= 4) {
    // Blocks of four pixels. The right edges come from f64x2 lanes (low 32 bits after adding
    // 2^52 + 2^51); each pixel's left edge is its left neighbour's right edge. A pixel owns one
    // or two entries, so one 64-bit load at its first entry holds both (the second lane is
    // dropped for one-entry pixels; at a level's last entry it reads one past it, which the
    // store keeps allocated). Measured on the 1920-px view of 10 h at one minute, same run:
    // 31 us scalar (V8 turns the f32 selects into mispredicted branches), 6 us with an 8-entry
    // window and byte swizzles (V8 spends three instructions a swizzle), 3.0-3.3 us like this.
    const vFirst = f64x2.splat(first);
    const vStep = f64x2.splat(step);
    const vScale = f32x4.splat(scale32);
    // Constants come from memory: V8 rebuilds a v128.const inside the loop every round (three
    // instructions each), while a loaded value stays in a register or one load away.
    const vFour = v128.load(CONSTANTS);
    const vMagic = v128.load(CONSTANTS, 16);
    const vMinusOne = v128.load(CONSTANTS, 32);
    const vPlusOne = v128.load(CONSTANTS, 48);
    const vTwos = v128.load(CONSTANTS, 64);
    const vEight = v128.load(CONSTANTS, 80);
    let k01 = f64x2.replace_lane(f64x2.splat(<f64>(p + 1)), 1, <f64>(p + 2));
    let k23 = f64x2.replace_lane(f64x2.splat(<f64>(p + 3)), 1, <f64>(p + 4));
    let previous = i32x4.splat(<i32>Math.floor(first + <f64>p * step));
    // Two blocks of four a round: the loop's own cost (V8's stack check, moves, spills) is
    // paid once per eight pixels (A/B: 5-9 % faster than one block a round).
    for (; p + 8 <= fastTo; p += 8) {
      previous = fourPixels(levelMax, levelMin, outMaxPtr, outMinPtr, p, k01, k23, previous, vFirst, vStep, vMagic, vTwos, vScale, vMinusOne, vPlusOne);
      previous = fourPixels(levelMax, levelMin, outMaxPtr, outMinPtr, p + 4, f64x2.add(k01, vFour), f64x2.add(k23, vFour), previous, vFirst, vStep, vMagic, vTwos, vScale, vMinusOne, vPlusOne);
      k01 = f64x2.add(k01, vEight);
      k23 = f64x2.add(k23, vEight);
    }
    if (p + 4 <= fastTo) {
      fourPixels(levelMax, levelMin, outMaxPtr, outMinPtr, p, k01, k23, previous, vFirst, vStep, vMagic, vTwos, vScale, vMinusOne, vPlusOne);
      p += 4;
    }
  }
  fillScalar(levelMax, levelMin, n, startPeak, peaksPerPixel, perEntry, scale32, outMaxPtr, outMinPtr, p, width);
}

/**
 * Pixels p..p+3 of the vector loop: k01/k23 hold p + 1..p + 4 as f64, `previous` the right
 * edges of the block before (lane 3 = pixel p's left edge). Returns this block's right edges.
 */
@inline
function fourPixels(
  levelMax: usize, levelMin: usize, outMaxPtr: usize, outMinPtr: usize, p: i32,
  k01: v128, k23: v128, previous: v128, vFirst: v128, vStep: v128, vMagic: v128, vTwos: v128,
  vScale: v128, vMinusOne: v128, vPlusOne: v128,
): v128 {
  const r01 = f64x2.add(f64x2.floor(f64x2.add(vFirst, f64x2.mul(k01, vStep))), vMagic);
  const r23 = f64x2.add(f64x2.floor(f64x2.add(vFirst, f64x2.mul(k23, vStep))), vMagic);
  const right = i32x4.shuffle(r01, r23, 0, 2, 4, 6);
  const left = i32x4.shuffle(previous, right, 3, 4, 5, 6);
  // All ones in the lanes of one-entry pixels (right - left is 0 or 1 there, else 2).
  const oneEntry = i32x4.lt_s(i32x4.sub(right, left), vTwos);
  // Through memory rather than extract_lane: a 16-byte store and four plain loads keep
  // the shuffle port free for the loads and shuffles below.
  v128.store(SCRATCH, i32x4.shl(left, 2));
  const at0 = <usize>load<i32>(SCRATCH);
  const at1 = <usize>load<i32>(SCRATCH, 4);
  const at2 = <usize>load<i32>(SCRATCH, 8);
  const at3 = <usize>load<i32>(SCRATCH, 12);
  const max01 = v128.load64_lane(levelMax + at1, v128.load64_zero(levelMax + at0), 1);
  const max23 = v128.load64_lane(levelMax + at3, v128.load64_zero(levelMax + at2), 1);
  const min01 = v128.load64_lane(levelMin + at1, v128.load64_zero(levelMin + at0), 1);
  const min23 = v128.load64_lane(levelMin + at3, v128.load64_zero(levelMin + at2), 1);
  const maxFirst = i32x4.shuffle(max01, max23, 0, 2, 4, 6);
  const minFirst = i32x4.shuffle(min01, min23, 0, 2, 4, 6);
  // A one-entry pixel's second lane becomes all ones, a NaN: pmax(x, NaN) = x and
  // pmin(x, NaN) = x (comparisons with NaN are false), so it drops out of the max and min.
  const top = f32x4.pmax(maxFirst, v128.or(i32x4.shuffle(max01, max23, 1, 3, 5, 7), oneEntry));
  const bottom = f32x4.pmin(minFirst, v128.or(i32x4.shuffle(min01, min23, 1, 3, 5, 7), oneEntry));
  const out = <usize>p << 2;
  v128.store(outMaxPtr + out, f32x4.pmin(f32x4.pmax(f32x4.mul(top, vScale), vMinusOne), vPlusOne));
  v128.store(outMinPtr + out, f32x4.pmin(f32x4.pmax(f32x4.mul(bottom, vScale), vMinusOne), vPlusOne));
  return right;
}

/** The first pixel p in [0, width) whose left edge floor(first + p * step) is >= 0, or width. */
function firstInside(first: f64, step: f64, width: i32): i32 {
  let lo = 0;
  let hi = width;
  while (lo < hi) {
    const mid = lo + ((hi - lo) >> 1);
    if (Math.floor(first + <f64>mid * step) >= 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The first pixel p in [from, width) that does not lie inside a level of `entries` entries
 * (left edge > entries - 1 or right edge > entries), or width. Edges grow with p.
 */
function firstPast(first: f64, step: f64, from: i32, width: i32, entries: f64): i32 {
  let lo = from;
  let hi = width;
  while (lo < hi) {
    const mid = lo + ((hi - lo) >> 1);
    const left = Math.floor(first + <f64>mid * step);
    const right = Math.floor(first + <f64>(mid + 1) * step);
    if (left > entries - 1 || right > entries) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Pixels [from, to) one at a time, straight from the contract: the view's ends, where pixels
 * may be empty or clipped, and any view the vector loop does not take.
 */
function fillScalar(
  levelMax: usize,
  levelMin: usize,
  entries: i32,
  startPeak: f64,
  peaksPerPixel: f64,
  perEntry: f64,
  scale: f32,
  outMaxPtr: usize,
  outMinPtr: usize,
  from: i32,
  to: i32,
): void {
  const n = <f64>entries;
  for (let p = from; p < to; p++) {
    let lo = Math.floor((startPeak + <f64>p * peaksPerPixel) * perEntry);
    let hi = Math.floor((startPeak + <f64>(p + 1) * peaksPerPixel) * perEntry);
    hi = select<f64>(lo + 1, hi, hi <= lo);
    if (lo < 0) lo = 0;
    if (hi > n) hi = n;
    let top: f32 = 0;
    let bottom: f32 = 0;
    if (lo < hi) {
      const firstEntry = <usize>(<i32>lo);
      const lastEntry = <usize>(<i32>hi) - 1;
      let high = load<f32>(levelMax + (firstEntry << 2));
      let low = load<f32>(levelMin + (firstEntry << 2));
      for (let j = firstEntry + 1; j <= lastEntry; j++) {
        high = larger(high, load<f32>(levelMax + (j << 2)));
        low = smaller(low, load<f32>(levelMin + (j << 2)));
      }
      top = clampUnit(high * scale);
      bottom = clampUnit(low * scale);
    }
    store<f32>(outMaxPtr + (<usize>p << 2), top);
    store<f32>(outMinPtr + (<usize>p << 2), bottom);
  }
}
