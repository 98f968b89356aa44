import { TIMELINE_GRID_PX } from '../../../../shared/subtitle/constants';
import type { StillLayer } from '../frame';
import { RULER_HEIGHT_PX, type TimelinePalette } from './palette';

// The background, the 10 px grid and the waveform are written as pixels into one ImageData and
// put on the canvas at once. Drawn as paths, a waveform is a polygon of thousands of edges that
// a software rasteriser (no GPU, as on many laptops and in CI) scans row by row: measured in
// Chromium it made zooming miss frames, where writing the pixels takes well under a millisecond.

/** '#rrggbb' as a little-endian RGBA pixel (Uint32Array over ImageData bytes). */
function pixelOf(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = (value >> 16) & 0xff;
  const g = (value >> 8) & 0xff;
  const b = value & 0xff;
  return ((0xff << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

interface Pixels {
  readonly background: number;
  readonly grid: number;
  readonly wave: number;
  readonly centre: number;
}

/** A palette's colours as pixels, worked out once per palette. */
const pixelsByPalette = new WeakMap<TimelinePalette, Pixels>();

function pixelsOf(palette: TimelinePalette): Pixels {
  let found = pixelsByPalette.get(palette);
  if (!found) {
    found = {
      background: pixelOf(palette.background),
      grid: pixelOf(palette.grid),
      wave: pixelOf(palette.wave),
      centre: pixelOf(palette.waveCentre),
    };
    pixelsByPalette.set(palette, found);
  }
  return found;
}

let image: ImageData | null = null;
let pixels = new Uint32Array(0);

/** Background, grid and waveform (min/max per device pixel from fillPeaks), below the ruler. */
export function drawWaveform(ctx: CanvasRenderingContext2D, still: StillLayer): void {
  const { widthPx, heightPx, dpr, peaks, view } = still;
  const colour = pixelsOf(still.palette);
  const width = Math.round(widthPx * dpr);
  const height = Math.round(heightPx * dpr);
  if (width <= 0 || height <= 0) return;
  if (!image || image.width !== width || image.height !== height) {
    image = ctx.createImageData(width, height);
    pixels = new Uint32Array(image.data.buffer);
  }
  pixels.fill(colour.background);
  const top = Math.round(RULER_HEIGHT_PX * dpr);

  // Grid rows every 10 CSS px below the ruler; columns every 10 px anchored to time, so the
  // grid scrolls with the waveform.
  for (let y = RULER_HEIGHT_PX; y < heightPx; y += TIMELINE_GRID_PX) {
    const row = Math.round(y * dpr) * width;
    pixels.fill(colour.grid, row, row + width);
  }
  const offset = -((view.startMs / view.msPerPx) % TIMELINE_GRID_PX);
  for (let x = offset; x < widthPx; x += TIMELINE_GRID_PX) {
    const column = Math.round(x * dpr);
    if (column < 0 || column >= width) continue;
    for (let y = top; y < height; y++) pixels[y * width + column] = colour.grid;
  }

  const half = (height - top) / 2;
  const centre = top + half;
  const centreRow = Math.round(centre) * width;
  pixels.fill(colour.centre, centreRow, centreRow + width);

  if (peaks) {
    const { max, min } = peaks;
    const columns = Math.min(width, max.length);
    for (let x = 0; x < columns; x++) {
      const high = Math.max(top, Math.floor(centre - (max[x] ?? 0) * half));
      // At least one pixel, so quiet audio still shows where it is.
      const low = Math.min(height, Math.max(high + 1, Math.ceil(centre - (min[x] ?? 0) * half)));
      for (let y = high; y < low; y++) pixels[y * width + x] = colour.wave;
    }
  }
  ctx.putImageData(image, 0, 0);
}
