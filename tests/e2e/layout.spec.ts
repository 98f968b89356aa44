import { expect, test, type Locator, type Page } from '@playwright/test';
import { EditorPage } from './pages/EditorPage';
import { TimelinePage } from './pages/TimelinePage';

// Issue 26: the editor fills the window. At the common laptop and desktop sizes everything a
// subtitler works with is on screen at once, the page itself never scrolls, and the timeline's
// height is set by a separator (mouse or keys) and remembered.

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

/** The list's row height (web/editor/list/SubtitleList.tsx). */
const ROW_HEIGHT_PX = 26;

async function expectInViewport(page: Page, target: Locator, what: string): Promise<void> {
  const size = page.viewportSize();
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  if (!box || !size) return;
  expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(size.height);
}

async function pageScrollHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
}

async function canvasHeight(timeline: TimelinePage): Promise<number> {
  return Math.round((await timeline.box()).height);
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('everything is on screen, the page does not scroll, the timeline resizes', async ({
      page,
    }) => {
      const editor = new EditorPage(page);
      const timeline = new TimelinePage(page);
      await editor.gotoFresh();
      await expect(timeline.canvas).toHaveAttribute('data-view-end-ms', /\d/);

      const menuBar = page.getByRole('menubar', { name: 'Editor menu' });
      const header = editor.grid.getByRole('row').first();
      const play = page.getByRole('button', { name: 'Play', exact: true });
      const scrollbar = page.getByRole('scrollbar', { name: 'Timeline position' });
      for (const [what, target] of [
        ['menu bar', menuBar],
        ['list header', header],
        ['first row', editor.row(1)],
        ['text box', editor.textBox],
        ['Play button', play],
        ['video', editor.video],
        ['timeline canvas', timeline.canvas],
        ['timeline scroll bar', scrollbar],
      ] as const) {
        await expectInViewport(page, target, what);
      }
      expect(await pageScrollHeight(page)).toBe(size.height);
      // The editor's own chrome starts right under the site's one thin bar.
      expect((await menuBar.boundingBox())?.y).toBeLessThanOrEqual(48);
      // The list shows at least six whole rows.
      const rowsShown = await page
        .locator('.list-scroller')
        .evaluate((scroller) => scroller.clientHeight);
      expect(Math.floor(rowsShown / ROW_HEIGHT_PX)).toBeGreaterThanOrEqual(6);
      // The spec's default timeline height.
      expect(await canvasHeight(timeline)).toBe(150);

      // A drag of the separator up makes the timeline taller by as much.
      const separator = page.getByRole('separator', { name: 'Resize timeline' });
      await expect(separator).toHaveAttribute('aria-orientation', 'horizontal');
      await expect(separator).toHaveAttribute('aria-valuenow', '150');
      await expect(separator).toHaveAttribute('aria-valuemin', '80');
      await expect(separator).toHaveAttribute('aria-valuemax', String(Math.floor(size.height / 2)));
      const handle = await separator.boundingBox();
      if (!handle) throw new Error('the separator is not on screen');
      const x = handle.x + handle.width / 2;
      const y = handle.y + handle.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y - 60, { steps: 6 });
      await page.mouse.up();
      await expect(separator).toHaveAttribute('aria-valuenow', '210');
      await expect.poll(() => canvasHeight(timeline)).toBe(210);
      // The drawing follows: the canvas's own pixels are as tall as its box.
      await expect
        .poll(() => timeline.canvas.evaluate((canvas: HTMLCanvasElement) => canvas.height))
        .toBe(210);
      await expectInViewport(page, timeline.canvas, 'taller timeline');
      await expectInViewport(page, editor.row(1), 'first row under a taller timeline');
      expect(await pageScrollHeight(page)).toBe(size.height);

      // Remembered across a reload.
      await page.reload();
      await expect(editor.grid).toBeVisible();
      await expect(separator).toHaveAttribute('aria-valuenow', '210');
      await expect.poll(() => canvasHeight(timeline)).toBe(210);

      // The keyboard resizes it too: arrows by 10 px, Home and End to the least and the most.
      await separator.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(separator).toHaveAttribute('aria-valuenow', '190');
      await expect.poll(() => canvasHeight(timeline)).toBe(190);
      await page.keyboard.press('ArrowUp');
      await expect(separator).toHaveAttribute('aria-valuenow', '200');
      await page.keyboard.press('Home');
      await expect(separator).toHaveAttribute('aria-valuenow', '80');
      await expect.poll(() => canvasHeight(timeline)).toBe(80);
      await page.keyboard.press('End');
      await expect(separator).toHaveAttribute('aria-valuenow', String(Math.floor(size.height / 2)));
      // At half the window the list gives way, never the page.
      await expectInViewport(page, timeline.canvas, 'tallest timeline');
      await expectInViewport(page, header, 'list header under the tallest timeline');
      expect(await pageScrollHeight(page)).toBe(size.height);
    });
  });
}

test.describe('below 900 px wide', () => {
  test.use({ viewport: { width: 800, height: 700 } });

  test('the stacked panes scroll inside their box, never the page', async ({ page }) => {
    const editor = new EditorPage(page);
    const timeline = new TimelinePage(page);
    await editor.gotoFresh();
    await expect(timeline.canvas).toHaveAttribute('data-view-end-ms', /\d/);
    expect(await pageScrollHeight(page)).toBe(700);
    await expectInViewport(page, timeline.canvas, 'timeline canvas');
    // The control bar is further down the stacked panes: it scrolls into view inside them.
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await play.scrollIntoViewIfNeeded();
    await expectInViewport(page, play, 'Play button');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await pageScrollHeight(page)).toBe(700);
  });
});

test('on the editor the site folds into one thin bar, and the page keeps its one h1', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/subtitleedit/online');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Nikse' })).toHaveAttribute('href', '/');
  const toggle = banner.getByRole('button', { name: 'Site menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(40);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subtitle Edit Online');
  await toggle.click();
  const editorLink = page
    .getByRole('navigation', { name: 'Site menu' })
    .getByRole('link', { name: 'Subtitle Edit Online' });
  await expect(editorLink).toBeVisible();
  expect(await pageScrollHeight(page)).toBe(720);
});
