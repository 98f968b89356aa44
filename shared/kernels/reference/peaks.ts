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
  const levels = levelsOf(count);
  for (let l = 1; l < levels.length; l++) {
    const below = levels[l - 1];
    const here = levels[l];
    if (!below || !here) break;
    for (let j = 0; j < here.length; j++) {
      const left = below.offset + 2 * j;
      // The odd last entry of a level has no right partner: it pairs with itself.
      const right = Math.min(left + 1, below.offset + below.length - 1);
      max[here.offset + j] = Math.max(max[left] ?? 0, max[right] ?? 0);
      min[here.offset + j] = Math.min(min[left] ?? 0, min[right] ?? 0);
    }
  }
  return levels.length;
}

export interface PeakWindow {
  /** First peak of the view in level-0 units (fractional and negative allowed). */
  startPeak: number;
  peaksPerPixel: number;
  width: number;
  /** Vertical zoom / highest peak: output values are clamped to [-1, 1] after scaling. */
  scale: number;
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
    let high = Number.NEGATIVE_INFINITY;
    let low = Number.POSITIVE_INFINITY;
    for (let j = from; j < to; j++) {
      high = Math.max(high, max[level.offset + j] ?? 0);
      low = Math.min(low, min[level.offset + j] ?? 0);
    }
    outMax[p] = Math.min(Math.max(high * view.scale, -1), 1);
    outMin[p] = Math.min(Math.max(low * view.scale, -1), 1);
  }
}
