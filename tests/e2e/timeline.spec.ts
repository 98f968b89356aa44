import { expect, test, type Page } from '@playwright/test';
import { EditorPage } from './pages/EditorPage';
import { TimelinePage } from './pages/TimelinePage';

// The waveform timeline as a subtitler works it (spec §4 "Timeline mouse", "Context menus";
// issue 15): drag edges and lines, draw a region and press Enter, the context menu, zoom,
// wheel seeks, keys, one undo per drag, and the list showing every change.

const SRT = [
  '1\n00:00:01,000 --> 00:00:03,000\nOne\n',
  '2\n00:00:05,000 --> 00:00:07,000\nTwo\n',
  '3\n00:00:09,000 --> 00:00:11,000\nThree\n',
].join('\n');

async function openLines(page: Page): Promise<{ editor: EditorPage; timeline: TimelinePage }> {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  await editor.menu('Subtitle', 'Open');
  await editor.chooseFile('Open subtitle file', 'Subtitle file', {
    name: 'three.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from(SRT),
  });
  await expect(editor.cell(3, 'text')).toHaveText('Three');
  const timeline = new TimelinePage(page);
  await timeline.ready();
  return { editor, timeline };
}

/** '00:00:04,215' → 4215 */
function msOf(text: string): number {
  const match = /(\d+):(\d\d):(\d\d),(\d{3})/.exec(text);
  if (!match) throw new Error(`not a time: ${text}`);
  const [, h, m, s, ms] = match.map(Number) as [number, number, number, number, number];
  return ((h * 60 + m) * 60 + s) * 1000 + ms;
}

test('is a named section with a focusable canvas, zoom buttons and its time window', async ({
  page,
}) => {
  const { timeline } = await openLines(page);
  await expect(timeline.canvas).toHaveCount(1);
  await expect(timeline.canvas).toHaveAttribute('tabindex', '0');
  await expect(timeline.section.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(timeline.section.getByRole('button', { name: 'Zoom out' })).toBeVisible();
  const { startMs, endMs } = await timeline.window();
  expect(startMs).toBe(0);
  expect(endMs).toBe(20_000);
  const box = await timeline.box();
  expect(box.height).toBe(150);
});

test('dragging a start edge near the previous line snaps to its end; the list shows it', async ({
  page,
}) => {
  const { editor, timeline } = await openLines(page);
  await timeline.drag(5000, 3300);
  await expect(editor.cell(2, 'start')).toHaveText('00:00:03,000');
  await expect(editor.cell(2, 'end')).toHaveText('00:00:07,000');
  // The end edge snaps to the next line's start from 400 ms away.
  await timeline.drag(7000, 8600);
  await expect(editor.cell(2, 'end')).toHaveText('00:00:09,000');
});

test('a drag stops at the neighbour, unless Shift is held; Alt drags without snapping', async ({
  page,
}) => {
  const { editor, timeline } = await openLines(page);
  await timeline.drag(5000, 2000);
  await expect(editor.cell(2, 'start')).toHaveText('00:00:03,000');
  await timeline.drag(3000, 2000, ['Shift']);
  const step = await timeline.msPerPx();
  const overlapped = msOf((await editor.cell(2, 'start').textContent()) ?? '');
  expect(Math.abs(overlapped - 2000)).toBeLessThanOrEqual(step);
  await timeline.drag(7000, 7300, ['Alt']);
  const free = msOf((await editor.cell(2, 'end').textContent()) ?? '');
  expect(Math.abs(free - 7300)).toBeLessThanOrEqual(step);
  expect(free).not.toBe(9000);
});

test('moving a line keeps its duration, and one undo puts it back exactly', async ({ page }) => {
  const { editor, timeline } = await openLines(page);
  await timeline.drag(6000, 6800, ['Alt']);
  await expect(editor.cell(2, 'duration')).toHaveText('2.000');
  const moved = msOf((await editor.cell(2, 'start').textContent()) ?? '');
  expect(Math.abs(moved - 5800)).toBeLessThanOrEqual(await timeline.msPerPx());
  await timeline.canvas.focus();
  await editor.undo();
  await expect(editor.cell(2, 'start')).toHaveText('00:00:05,000');
  await expect(editor.cell(2, 'end')).toHaveText('00:00:07,000');
  // Nothing else was undone: the lines are as opened.
  await expect(editor.cell(1, 'start')).toHaveText('00:00:01,000');
});

test('drawing a region and pressing Enter inserts a line there, ready for typing', async ({
  page,
}) => {
  const { editor, timeline } = await openLines(page);
  await timeline.drag(14_000, 12_000);
  await page.keyboard.press('Enter');
  expect(await editor.lineCount()).toBe(4);
  const start = msOf((await editor.cell(4, 'start').textContent()) ?? '');
  const end = msOf((await editor.cell(4, 'end').textContent()) ?? '');
  const step = await timeline.msPerPx();
  expect(Math.abs(start - 12_000)).toBeLessThanOrEqual(step);
  expect(Math.abs(end - 14_000)).toBeLessThanOrEqual(step);
  await expect(editor.row(4)).toHaveAttribute('aria-selected', 'true');
  await expect(editor.textBox).toBeFocused();
  await page.keyboard.type('Drawn');
  await expect(editor.cell(4, 'text')).toHaveText('Drawn');
});

test('a region of 0.2 s or less is not kept', async ({ page }) => {
  const { editor, timeline } = await openLines(page);
  await timeline.drag(13_000, 13_150);
  await timeline.canvas.focus();
  await page.keyboard.press('Enter');
  // Enter without a region adds a 2.5 s line at the video position instead.
  const start = msOf((await editor.cell(1, 'start').textContent()) ?? '');
  expect(start).toBe(0);
  await expect(editor.cell(1, 'end')).toHaveText('00:00:02,500');
});

test('the context menu has the list entries and acts at the mouse', async ({ page }) => {
  const { editor, timeline } = await openLines(page);
  await timeline.rightClick(2000);
  const menu = timeline.menu();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Insert new here',
    'Delete',
    'Delete selected lines',
    'Insert before',
    'Insert after',
    'Merge with next',
    'Split here',
  ]);
  await menu.getByRole('menuitem', { name: 'Insert after' }).click();
  await expect(editor.cell(2, 'start')).toHaveText('00:00:03,050');
  await expect(editor.cell(2, 'end')).toHaveText('00:00:05,050');
  await timeline.rightClick(15_000);
  await expect(
    timeline.menu().getByRole('menuitem', { name: 'Delete', exact: true }),
  ).toHaveAttribute('aria-disabled', 'true');
  await timeline.menu().getByRole('menuitem', { name: 'Insert new here' }).click();
  const inserted = msOf((await editor.cell(5, 'start').textContent()) ?? '');
  expect(Math.abs(inserted - 15_000)).toBeLessThanOrEqual(await timeline.msPerPx());
});

test('zooms with the buttons and Ctrl+wheel, down to 1 px = 1 ms and out to the whole file', async ({
  page,
}) => {
  const { timeline } = await openLines(page);
  const box = await timeline.box();
  // The canvas says its window once it has drawn (the next animation frame): poll for it.
  const span = async (): Promise<number> => {
    const { startMs, endMs } = await timeline.window();
    return Math.round(endMs - startMs);
  };
  const zoomIn = timeline.section.getByRole('button', { name: 'Zoom in' });
  const zoomOut = timeline.section.getByRole('button', { name: 'Zoom out' });
  await zoomIn.click();
  await expect.poll(span).toBe(10_000);
  for (let i = 0; i < 8; i++) await zoomIn.click();
  await expect.poll(span).toBe(Math.round(box.width));
  for (let i = 0; i < 16; i++) await zoomOut.click();
  await expect.poll(async () => (await timeline.window()).startMs).toBe(0);
  // The whole timeline: the sample video (or the lines) end inside it.
  const whole = (await timeline.window()).endMs;
  expect(whole).toBeGreaterThan(20_000);
  await timeline.wheel(10_000, -500, ['Control']);
  await expect.poll(span).toBeLessThan(whole);
  expect((await timeline.window()).startMs).toBeGreaterThan(0);
});

test('the wheel seeks 1.5 s, never below 0; a double click seeks and selects', async ({ page }) => {
  const { editor, timeline } = await openLines(page);
  const position = page.getByLabel('Video position');
  await timeline.wheel(5000, -100);
  await expect(position).toHaveText('00:00:01,500');
  await timeline.wheel(5000, -100);
  await expect(position).toHaveText('00:00:03,000');
  await timeline.wheel(5000, 100);
  await timeline.wheel(5000, 100);
  await timeline.wheel(5000, 100);
  await expect(position).toHaveText('00:00:00,000');
  const at = await timeline.pointAt(10_000);
  await page.mouse.dblclick(at.x, at.y);
  await expect(editor.row(3)).toHaveAttribute('aria-selected', 'true');
  const seeked = msOf((await position.textContent()) ?? '');
  expect(Math.abs(seeked - 10_000)).toBeLessThanOrEqual(await timeline.msPerPx());
});

test('keys on the timeline: arrows seek, Insert adds, Delete removes', async ({ page }) => {
  const { editor, timeline } = await openLines(page);
  const position = page.getByLabel('Video position');
  await timeline.canvas.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('00:00:02,000');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(position).toHaveText('00:00:01,900');
  await page.keyboard.press('Insert');
  await expect(editor.cell(2, 'start')).toHaveText('00:00:01,900');
  await expect(editor.cell(2, 'end')).toHaveText('00:00:04,400');
  expect(await editor.lineCount()).toBe(4);
  await page.keyboard.press('Delete');
  expect(await editor.lineCount()).toBe(3);
  await expect(editor.cell(2, 'text')).toHaveText('Two');
});

test('clicks select lines, Ctrl adds one, as in the list', async ({ page }) => {
  const { editor, timeline } = await openLines(page);
  const first = await timeline.pointAt(2000);
  const third = await timeline.pointAt(10_000);
  await page.mouse.click(third.x, third.y);
  await expect(editor.row(3)).toHaveAttribute('aria-selected', 'true');
  await expect(editor.row(1)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.down('Control');
  await page.mouse.click(first.x, first.y);
  await page.keyboard.up('Control');
  await expect(editor.row(1)).toHaveAttribute('aria-selected', 'true');
  await expect(editor.row(3)).toHaveAttribute('aria-selected', 'true');
});
