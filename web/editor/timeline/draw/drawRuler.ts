import { rulerLabel, rulerSteps, viewEndMs } from '../../state/viewGeometry';
import type { StillLayer } from '../frame';
import { RULER_HEIGHT_PX } from './palette';

/** The time ruler: round labels at any zoom (at least RULER_LABEL_SPACING_PX apart) and ticks. */
export function drawRuler(ctx: CanvasRenderingContext2D, still: StillLayer): void {
  const { view, widthPx, palette } = still;
  ctx.fillStyle = palette.ruler;
  ctx.fillRect(0, 0, widthPx, RULER_HEIGHT_PX);
  const { labelMs, tickMs } = rulerSteps(view.msPerPx);
  const endMs = viewEndMs(view, widthPx);
  ctx.fillStyle = palette.rulerTick;
  for (let t = Math.ceil(view.startMs / tickMs) * tickMs; t <= endMs; t += tickMs) {
    const x = Math.round((t - view.startMs) / view.msPerPx);
    const major = Math.abs(t / labelMs - Math.round(t / labelMs)) < 1e-9;
    ctx.fillRect(x, major ? 0 : RULER_HEIGHT_PX - 5, 1, major ? RULER_HEIGHT_PX : 5);
  }
  ctx.font = '11px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = palette.rulerText;
  // Start one label early so a label cut by the left edge still shows its right part.
  for (let t = Math.floor(view.startMs / labelMs) * labelMs; t <= endMs; t += labelMs) {
    const x = Math.round((t - view.startMs) / view.msPerPx);
    ctx.fillText(rulerLabel(t, labelMs), x + 3, RULER_HEIGHT_PX / 2 + 1);
  }
}
