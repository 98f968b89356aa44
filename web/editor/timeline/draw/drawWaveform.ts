import { TIMELINE_GRID_PX } from '../../../../shared/subtitle/constants';
import type { StillLayer } from '../frame';
import { PALETTE, RULER_HEIGHT_PX } from './palette';

/** Background, the 10 px grid and the waveform (min/max per device pixel from fillPeaks). */
export function drawWaveform(ctx: CanvasRenderingContext2D, still: StillLayer): void {
  const { widthPx, heightPx, dpr, peaks } = still;
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, widthPx, heightPx);

  // The grid scrolls with the time, so it is anchored to time, not to the canvas.
  ctx.fillStyle = PALETTE.grid;
  const offset = -((still.view.startMs / still.view.msPerPx) % TIMELINE_GRID_PX);
  for (let x = offset; x < widthPx; x += TIMELINE_GRID_PX)
    ctx.fillRect(Math.round(x), 0, 1, heightPx);
  for (let y = RULER_HEIGHT_PX; y < heightPx; y += TIMELINE_GRID_PX) ctx.fillRect(0, y, widthPx, 1);

  const top = RULER_HEIGHT_PX;
  const half = (heightPx - top) / 2;
  const centre = top + half;
  ctx.fillStyle = PALETTE.waveCentre;
  ctx.fillRect(0, Math.round(centre), widthPx, 1);
  if (!peaks) return;

  // One polygon: the max contour left to right, then the min contour back, filled once, in
  // device pixels so each column of the wave is one pixel of the screen.
  const { max, min } = peaks;
  const columns = max.length;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const deviceCentre = centre * dpr;
  const deviceHalf = half * dpr;
  ctx.beginPath();
  ctx.moveTo(0, deviceCentre - (max[0] ?? 0) * deviceHalf);
  for (let x = 0; x < columns; x++) {
    const y = deviceCentre - (max[x] ?? 0) * deviceHalf;
    ctx.lineTo(x, y);
    ctx.lineTo(x + 1, y);
  }
  for (let x = columns - 1; x >= 0; x--) {
    // At least one device pixel thick, so silence still shows where the audio is.
    const y = Math.max(
      deviceCentre - (max[x] ?? 0) * deviceHalf + 1,
      deviceCentre - (min[x] ?? 0) * deviceHalf,
    );
    ctx.lineTo(x + 1, y);
    ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.fillStyle = PALETTE.wave;
  ctx.fill();
  ctx.restore();
}
