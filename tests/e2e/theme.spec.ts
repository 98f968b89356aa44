import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storeAdminSession } from './fixtures/session';
import { EditorPage } from './pages/EditorPage';
import { TimelinePage } from './pages/TimelinePage';

// Issue 26: a dark theme for the whole site. It follows the system's preference; the top bar's
// "Dark theme" button overrides it and is remembered; the theme is set before the first paint;
// and every page passes axe's colour-contrast check in either theme.

/** Relative luminance of a computed CSS colour ('rgb(r, g, b)' or 'rgba(…)'). */
function luminance(colour: string): number {
  const parts = /rgba?\((\d+), (\d+), (\d+)/.exec(colour);
  if (!parts) throw new Error(`not an rgb colour: ${colour}`);
  const channel = (value: string | undefined): number => {
    const c = Number(value) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(parts[1]) + 0.7152 * channel(parts[2]) + 0.0722 * channel(parts[3]);
}

async function background(page: Page, selector: string): Promise<number> {
  const colour = await page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  return luminance(colour);
}

/** The ruler's colour (the commonest pixel of a row near the canvas's top), as a luminance. */
async function rulerLuminance(page: Page): Promise<number> {
  const rgb = await new TimelinePage(page).canvas.evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')?.getImageData(0, 2, canvas.width, 1).data ?? [];
    const counts = new Map<string, number>();
    for (let i = 0; i + 2 < data.length; i += 4) {
      const key = `rgb(${data[i]}, ${data[i + 1]}, ${data[i + 2]})`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'rgb(0, 0, 0)';
  });
  return luminance(rgb);
}

const DARK = 0.05;
const LIGHT = 0.7;

function themeButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Dark theme', exact: true });
}

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('every page starts dark, the editor and its timeline too', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(themeButton(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await background(page, 'body')).toBeLessThan(DARK);

    const editor = new EditorPage(page);
    await editor.gotoFresh();
    await expect(new TimelinePage(page).canvas).toHaveAttribute('data-view-end-ms', /\d/);
    expect(await background(page, 'body')).toBeLessThan(DARK);
    expect(await background(page, '.editor')).toBeLessThan(DARK);
    expect(await rulerLuminance(page)).toBeLessThan(DARK);

    await page.reload();
    await expect(editor.grid).toBeVisible();
    expect(await background(page, '.editor')).toBeLessThan(DARK);
  });

  test('the button chooses light for good, over the system', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await themeButton(page).click();
    await expect(themeButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await background(page, 'body')).toBeGreaterThan(LIGHT);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(themeButton(page)).toHaveAttribute('aria-pressed', 'false');
  });
});

test('the button turns the whole site dark, remembered across reloads and pages', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  const timeline = new TimelinePage(page);
  await expect(timeline.canvas).toHaveAttribute('data-view-end-ms', /\d/);
  await expect(themeButton(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await background(page, '.editor')).toBeGreaterThan(LIGHT);
  expect(await rulerLuminance(page)).toBeGreaterThan(LIGHT);

  await themeButton(page).click();
  await expect(themeButton(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await background(page, 'body')).toBeLessThan(DARK);
  expect(await background(page, '.editor')).toBeLessThan(DARK);
  // The timeline draws again in the dark palette at once.
  await expect.poll(() => rulerLuminance(page)).toBeLessThan(DARK);

  await page.reload();
  await expect(editor.grid).toBeVisible();
  await expect(themeButton(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await background(page, '.editor')).toBeLessThan(DARK);
  await page.goto('/posts/welcome');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page, 'body')).toBeLessThan(DARK);
});

test('the theme is set before the app runs, so the first paint is already dark', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('SEOnline_theme', 'dark'));
  // Without the app's scripts, only the head's theme script and the CSS are left.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page, 'body')).toBeLessThan(DARK);
});

const PAGES = [
  { path: '/', ready: 'main h1' },
  { path: '/posts/welcome', ready: 'main h1' },
  { path: '/subtitleedit/online', ready: '[data-kernels="wasm"]' },
  { path: '/admin', ready: '[role="tab"]' },
] as const;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const { path, ready } of PAGES) {
      test(`${path} has no colour-contrast violation`, async ({ page }) => {
        if (path === '/admin') await storeAdminSession(page);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.locator(ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        const found = results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
        );
        expect(found).toEqual([]);
      });
    }

    test('the admin tables have no colour-contrast violation', async ({ page }) => {
      await storeAdminSession(page);
      await page.goto('/admin');
      for (const tab of ['Posts', 'Users', 'Logs']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        // A header row and at least one row of data (the welcome post, the administrator, this
        // visit's requests).
        await page.getByRole('table').getByRole('row').nth(1).waitFor();
        const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        expect(
          results.violations.flatMap((v) => v.nodes.map((node) => node.target.join(' '))),
          tab,
        ).toEqual([]);
      }
    });
  });
}
