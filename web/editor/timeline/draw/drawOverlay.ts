import type { TimelineFrame } from '../frame';
import { RULER_HEIGHT_PX } from './palette';

/** What changes every frame: scene changes are still, but cheap; the drawn region; the playhead. */
export function drawScenes(ctx: CanvasRenderingContext2D, frame: TimelineFrame): void {
  const { view, widthPx, heightPx, sceneChangesMs, palette } = frame.still;
  ctx.fillStyle = palette.scene;
  for (const ms of sceneChangesMs) {
    const x = Math.round((ms - view.startMs) / view.msPerPx);
    if (x >= 0 && x < widthPx) ctx.fillRect(x, RULER_HEIGHT_PX, 1, heightPx - RULER_HEIGHT_PX);
  }
}

export function drawOverlay(ctx: CanvasRenderingContext2D, frame: TimelineFrame): void {
  const { view, widthPx, heightPx, palette } = frame.still;
  if (frame.region) {
    const left = (frame.region.start - view.startMs) / view.msPerPx;
    const right = (frame.region.end - view.startMs) / view.msPerPx;
    ctx.fillStyle = palette.region;
    ctx.fillRect(left, RULER_HEIGHT_PX, right - left, heightPx - RULER_HEIGHT_PX);
    ctx.fillStyle = palette.regionEdge;
    ctx.fillRect(Math.round(left), RULER_HEIGHT_PX, 1, heightPx - RULER_HEIGHT_PX);
    ctx.fillRect(Math.round(right) - 1, RULER_HEIGHT_PX, 1, heightPx - RULER_HEIGHT_PX);
  }
  const x = Math.round((frame.playheadMs - view.startMs) / view.msPerPx);
  if (x < -1 || x > widthPx + 1) return;
  ctx.fillStyle = palette.playhead;
  ctx.fillRect(x, 0, 1, heightPx);
  ctx.beginPath();
  ctx.moveTo(x - 5, 0);
  ctx.lineTo(x + 6, 0);
  ctx.lineTo(x + 0.5, 7);
  ctx.closePath();
  ctx.fill();
}
