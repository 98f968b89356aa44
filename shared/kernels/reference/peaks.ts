import type { PeakWindow } from '../types';

// Plain-TypeScript twin of assembly/peaks.ts: the same pyramid layout (README), built and read
// with explicit level tables instead of running offsets.

/** Start offset and length of every pyramid level over `count` peaks. */
function levelsOf(count: number): { offset: number; length: number }[] {
  const levels: { offset: number; length: number }[] = [];
  if (count <= 0) return levels;
  let offset = 0;
  let length = count;
  levels.push({ offset, length });
  while (length > 1) {
    offset += length;
    length = Math.ceil(length / 2);
    levels.push({ offset, length });
  }
  return levels;
}

/** Fills every level above level 0 (the `count` peaks); returns the number of levels. */
export function buildPeakPyramid(max: Float32Array, min: Float32Array, count: number): number {
  buildPeakPyramidPart(max, min, count, 0, Infinity);
  return levelsOf(count).length;
}

/**
 * Fills the pyramid entries [from, to) above level 0, counted from level 1's first entry (in
 * order over several calls, each entry's pair below is built first); returns the number of
 * entries above level 0.
 */
export function buildPeakPyramidPart(
  max: Float32Array,
  min: Float32Array,
  count: number,
  from: number,
  to: number,
): number {
  const levels = levelsOf(count);
  let built = 0;
  for (let l = 1; l < levels.length; l++) {
    const below = levels[l - 1];
    const here = levels[l];
    if (!below || !here) break;
    const first = Math.max(from - built, 0);
    const last = Math.min(to - built, here.length);
    for (let j = first; j < last; j++) {
      const left = below.offset + 2 * j;
      // The odd last entry of a level has no right partner: it pairs with itself.
      const right = Math.min(left + 1, below.offset + below.length - 1);
      // Ties keep the left value (the contract: it decides which zero, -0 or +0, moves up).
      const a = max[left] ?? 0;
      const b = max[right] ?? 0;
      max[here.offset + j] = b > a ? b : a;
      const c = min[left] ?? 0;
      const d = min[right] ?? 0;
      min[here.offset + j] = d < c ? d : c;
    }
    built += here.length;
  }
  return built;
}

function clampUnit(value: number): number {
  if (value < -1) return -1;
  return value > 1 ? 1 : value;
}

/** Per-pixel max/min of the view into outMax/outMin[0..width) (contract: assembly/peaks.ts). */
export function fillPeaks(
  max: Float32Array,
  min: Float32Array,
  count: number,
  view: PeakWindow,
  outMax: Float32Array,
  outMin: Float32Array,
): void {
  const levels = levelsOf(count);
  let chosen = 0;
  let size = 1;
  while (chosen + 1 < levels.length && size * 2 <= view.peaksPerPixel) {
    chosen++;
    size *= 2;
  }
  const level = levels[chosen] ?? { offset: 0, length: 0 };
  // The scale is applied at f32 precision: a product of two f32 values is exact in a double,
  // so storing it in a Float32Array rounds once, like a 32-bit multiply.
  const scale = Math.fround(view.scale);
  for (let p = 0; p < view.width; p++) {
    const left = view.startPeak + p * view.peaksPerPixel;
    const right = view.startPeak + (p + 1) * view.peaksPerPixel;
    const firstEntry = Math.floor(left / size);
    const endEntry = Math.max(Math.floor(right / size), firstEntry + 1);
    const from = Math.max(firstEntry, 0);
    const to = Math.min(endEntry, level.length);
    if (from >= to) {
      outMax[p] = 0;
      outMin[p] = 0;
      continue;
    }
    let high = max[level.offset + from] ?? 0;
    let low = min[level.offset + from] ?? 0;
    for (let j = from + 1; j < to; j++) {
      // Strict comparisons: on a tie the earlier entry stays (as in the pyramid).
      const up = max[level.offset + j] ?? 0;
      const down = min[level.offset + j] ?? 0;
      if (up > high) high = up;
      if (down < low) low = down;
    }
    outMax[p] = clampUnit(high * scale);
    outMin[p] = clampUnit(low * scale);
  }
}
