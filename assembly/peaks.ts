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

/** [-1, 1] by comparisons (not f64.min/max, for the same reason). */
@inline
function clampUnit(value: f64): f64 {
  return value < -1 ? -1 : value > 1 ? 1 : value;
}

/** Builds levels 1.. above the `count` level-0 peaks; returns the number of levels. O(n). */
export function buildPeakPyramid(maxPtr: usize, minPtr: usize, count: i32): i32 {
  let levels = count > 0 ? 1 : 0;
  let offset: usize = 0;
  let n = count;
  while (n > 1) {
    const next = (n + 1) >> 1;
    const below = offset;
    const above = offset + <usize>n;
    const pairs = n >> 1;
    for (let j = 0; j < pairs; j++) {
      const a = (below + (<usize>j << 1)) << 2;
      const to = (above + <usize>j) << 2;
      store<f32>(maxPtr + to, larger(load<f32>(maxPtr + a), load<f32>(maxPtr + a + 4)));
      store<f32>(minPtr + to, smaller(load<f32>(minPtr + a), load<f32>(minPtr + a + 4)));
    }
    if (n & 1) {
      // An odd level's last entry has no partner: it moves up unchanged.
      const a = (below + <usize>(n - 1)) << 2;
      const to = (above + <usize>pairs) << 2;
      store<f32>(maxPtr + to, load<f32>(maxPtr + a));
      store<f32>(minPtr + to, load<f32>(minPtr + a));
    }
    offset = above;
    n = next;
    levels++;
  }
  return levels;
}

/**
 * Fills outMax/outMin[0..width) for a view starting at peak `startPeak` (level-0 units, may be
 * fractional or negative) with `peaksPerPixel` peaks per pixel. Picks the coarsest level whose
 * entries span at most one pixel (size = 2^level <= peaksPerPixel), so each pixel reads 1 to 3
 * entries: O(width + log n) at any zoom. Pixel p owns the entries [floor(a/size), floor(b/size))
 * with a = startPeak + p * peaksPerPixel, b = startPeak + (p + 1) * peaksPerPixel, i.e. the
 * pixels partition the entries; a pixel narrower than one entry shows the entry under its left
 * edge. Values are multiplied by `scale` (vertical zoom / highest peak) and clamped to [-1, 1];
 * pixels beyond the waveform get 0.
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
  // size is a power of two, so * (1 / size) is exact: the same result as the division, cheaper.
  const perEntry = 1 / size;
  const entries = <f64>n;
  // Pixel p's right edge is pixel p + 1's left edge (the same expression), so one floor a pixel.
  let edge = Math.floor(startPeak * perEntry);
  for (let p = 0; p < width; p++) {
    let lo = edge;
    let hi = Math.floor((startPeak + <f64>(p + 1) * peaksPerPixel) * perEntry);
    edge = hi;
    hi = select<f64>(lo + 1, hi, hi <= lo);
    if (lo < 0) lo = 0;
    if (hi > entries) hi = entries;
    let top: f64 = 0;
    let bottom: f64 = 0;
    if (lo < hi) {
      const first = <usize>(<i32>lo);
      const last = <usize>(<i32>hi) - 1;
      // A pixel owns one or two entries of its level (three or more only past the top level),
      // a count that flips at random from pixel to pixel: a loop over it mispredicts about
      // every other pixel. So the first and last entries are read unconditionally (the same
      // entry when there is one) and the loop only covers entries in between, normally none.
      let high = load<f32>(levelMax + (first << 2));
      let low = load<f32>(levelMin + (first << 2));
      for (let j = first + 1; j < last; j++) {
        high = larger(high, load<f32>(levelMax + (j << 2)));
        low = smaller(low, load<f32>(levelMin + (j << 2)));
      }
      high = larger(high, load<f32>(levelMax + (last << 2)));
      low = smaller(low, load<f32>(levelMin + (last << 2)));
      top = clampUnit(<f64>high * scale);
      bottom = clampUnit(<f64>low * scale);
    }
    store<f32>(outMaxPtr + (<usize>p << 2), <f32>top);
    store<f32>(outMinPtr + (<usize>p << 2), <f32>bottom);
  }
}
