import type { StillLayer } from '../frame';
import { RULER_HEIGHT_PX, type TimelinePalette } from './palette';

/** Narrower boxes are summed up per pixel column instead of drawn one by one. */
const MIN_BOX_PX = 3;
/** Text is written in boxes at least this wide. */
const MIN_TEXT_BOX_PX = 24;
const TEXT_FONT = '12px system-ui, sans-serif';
const NUMBER_FONT = '10px system-ui, sans-serif';
const TEXT_LINE_PX = 14;

// Column marks for lines narrower than MIN_BOX_PX, highest wins: plain, error, selected.
const MARK_LINE = 1;
const MARK_ERROR = 2;
const MARK_SELECTED = 3;
let marks = new Uint8Array(0);

/**
 * The visible lines as boxes over the waveform: start edge green, end edge red, number and text
 * clipped to the box; selected lines highlighted, lines breaking a rule tinted and marked "!".
 * Zoomed out, where thousands of lines share a pixel, each pixel column is drawn once.
 */
export function drawCues(ctx: CanvasRenderingContext2D, still: StillLayer): void {
  const { view, widthPx, heightPx, ruleFlags, selection } = still;
  const { range, start, end } = still.lines;
  if (marks.length < widthPx + 1) marks = new Uint8Array(widthPx + 64);
  else marks.fill(0, 0, widthPx + 1);
  const boxTop = RULER_HEIGHT_PX;
  const boxHeight = heightPx - boxTop;
  const wide: number[] = [];
  let marked = false;
  for (let i = range.first; i < range.end; i++) {
    const x0 = ((start[i] ?? 0) - view.startMs) / view.msPerPx;
    const x1 = ((end[i] ?? 0) - view.startMs) / view.msPerPx;
    if (x1 < 0 || x0 > widthPx) continue;
    if (x1 - x0 >= MIN_BOX_PX) {
      wide.push(i);
      continue;
    }
    const from = Math.max(0, Math.floor(x0));
    const to = Math.min(widthPx, Math.max(from + 1, Math.ceil(x1)));
    const mark = (ruleFlags[i] ?? 0) !== 0 ? MARK_ERROR : MARK_LINE;
    for (let x = from; x < to; x++) if ((marks[x] ?? 0) < mark) marks[x] = mark;
    marked = true;
  }
  if (marked) {
    // Selected lines among the narrow ones: walk the (usually small) selection, not every line.
    if (selection.indices.size < 10_000) {
      for (const i of selection.indices) {
        if (i < range.first || i >= range.end) continue;
        const x = Math.floor(((start[i] ?? 0) - view.startMs) / view.msPerPx);
        if (x >= 0 && x < widthPx && (marks[x] ?? 0) !== 0) marks[x] = MARK_SELECTED;
      }
    }
    drawMarkRuns(ctx, still.palette, widthPx, boxTop, boxHeight);
  }
  for (const i of wide) drawBox(ctx, still, i, boxTop, boxHeight);
}

function drawMarkRuns(
  ctx: CanvasRenderingContext2D,
  palette: TimelinePalette,
  widthPx: number,
  top: number,
  height: number,
): void {
  const colours = ['', palette.line, palette.lineError, palette.lineSelected];
  let x = 0;
  while (x < widthPx) {
    const mark = marks[x] ?? 0;
    let runEnd = x + 1;
    while (runEnd < widthPx && marks[runEnd] === mark) runEnd++;
    if (mark !== 0) {
      ctx.fillStyle = colours[mark] ?? palette.line;
      ctx.fillRect(x, top, runEnd - x, height);
    }
    x = runEnd;
  }
}

function drawBox(
  ctx: CanvasRenderingContext2D,
  still: StillLayer,
  i: number,
  top: number,
  height: number,
): void {
  const { view, widthPx, palette } = still;
  const { start, end, texts } = still.lines;
  const x0 = ((start[i] ?? 0) - view.startMs) / view.msPerPx;
  const x1 = ((end[i] ?? 0) - view.startMs) / view.msPerPx;
  const left = Math.max(-1, Math.round(x0));
  const right = Math.min(widthPx + 1, Math.round(x1));
  const selected = still.selection.indices.has(i);
  const error = (still.ruleFlags[i] ?? 0) !== 0;
  ctx.fillStyle = selected ? palette.lineSelected : error ? palette.lineError : palette.line;
  ctx.fillRect(left, top, right - left, height);
  ctx.fillStyle = palette.lineStart;
  ctx.fillRect(left, top, 1, height);
  ctx.fillStyle = palette.lineEnd;
  ctx.fillRect(right - 1, top, 1, height);
  if (selected) {
    ctx.strokeStyle = palette.outlineSelected;
    ctx.lineWidth = 2;
    ctx.strokeRect(left + 1, top + 1, right - left - 2, height - 2);
  }
  if (right - left < MIN_TEXT_BOX_PX) return;
  ctx.save();
  ctx.beginPath();
  ctx.rect(left + 3, top, right - left - 6, height);
  ctx.clip();
  ctx.textBaseline = 'top';
  ctx.font = TEXT_FONT;
  ctx.fillStyle = palette.text;
  const textLeft = Math.max(left + 4, 4);
  const lines = (texts[i] ?? '').split('\n');
  for (let l = 0; l < lines.length && top + 4 + (l + 1) * TEXT_LINE_PX < top + height - 14; l++) {
    ctx.fillText(lines[l] ?? '', textLeft, top + 4 + l * TEXT_LINE_PX);
  }
  ctx.textBaseline = 'bottom';
  ctx.font = NUMBER_FONT;
  ctx.fillStyle = error ? palette.errorMark : palette.number;
  ctx.fillText(error ? `! #${i + 1}` : `#${i + 1}`, textLeft, top + height - 3);
  ctx.restore();
}
