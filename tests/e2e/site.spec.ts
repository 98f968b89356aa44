import { expect, test } from '@playwright/test';
import { PAGE_META } from '../../shared/site/pageMeta';
import type { PagePath } from '../../shared/site/routes';

// The site shell as a visitor sees it: the blog on the home page, both menus, redirects,
// the not-found page, the demo counter and the WebAssembly kernels loading in the browser.

const SITE = 'Nikse';

test('home shows the welcome post', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`${SITE} - Blog`);
  const post = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Welcome' }) });
  await expect(post).toBeVisible();
  // The relative date is read under a clock the test sets from the post's own time (the seeded
  // post is as old as the test server, which a slow run makes older than 'Just now').
  const created = Date.parse((await post.locator('time').getAttribute('datetime')) ?? '');
  expect(created).not.toBeNaN();
  for (const [afterMs, text] of [
    [60_000, /^Just now by Admin$/],
    [30 * 60_000, /^30 minutes ago by Admin$/],
  ] as const) {
    await page.clock.setFixedTime(new Date(created + afterMs));
    await page.reload();
    await expect(post.getByText(text)).toBeVisible();
  }
  await expect(post.getByRole('link', { name: 'Add comment' })).toHaveAttribute(
    'href',
    '/posts/welcome',
  );
  await post.getByRole('heading', { name: 'Welcome' }).getByRole('link').click();
  await expect(page).toHaveURL('/posts/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
});

const LEFT_MENU: [string, PagePath][] = [
  ['Subtitle Edit Online', 'subtitleedit/online'],
  ['Subtitle Edit', 'subtitleedit'],
  ['Help/FAQ', 'subtitleedit/help'],
  ['Videos', 'subtitleedit/video'],
  ['Xml Content Translator', 'xmlcontenttranslator'],
  ['SubRip', 'subtitleedit/formats/subrip'],
  ['ASSA', 'subtitleedit/formats/assa'],
  ['ASSA override tags', 'subtitleedit/formats/assa-override-tags'],
  ['About me', 'about'],
  ['Donate', 'donate'],
];

for (const [label, path] of LEFT_MENU) {
  test(`left menu '${label}' leads to /${path}`, async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Site menu' })
      .getByRole('link', { name: label, exact: true })
      .click();
    await expect(page).toHaveURL(`/${path}`);
    await expect(page).toHaveTitle(`${SITE} - ${PAGE_META[path].title}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  });
}

test('left menu download and mail links point outside', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  await expect(menu.getByRole('heading', { name: 'Download' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Subtitle Edit 4.0.12' })).toHaveAttribute(
    'href',
    /4\.0\.12/,
  );
  await expect(menu.getByRole('link', { name: 'Xml Content Translator 1.12' })).toHaveAttribute(
    'href',
    /1\.12/,
  );
  await expect(menu.getByRole('link', { name: 'Mail me' })).toHaveAttribute('href', /^mailto:/);
  for (const group of ['Services', 'Software', 'Subtitle formats', 'About/contact', 'Donate']) {
    await expect(menu.getByRole('heading', { name: group, exact: true })).toBeVisible();
  }
});

test('top menu shows Login, Register and Donate to a visitor, and they work', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Top menu' });
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  for (const [label, path] of [
    ['Login', '/profile'],
    ['Register', '/register'],
    ['Donate', '/donate'],
  ] as const) {
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
  }
});

const REDIRECTS: [string, string][] = [
  ['/se', '/subtitleedit/help'],
  ['/home', '/'],
  ['/blog', '/'],
  ['/aboutme', '/about'],
  ['/author', '/about'],
  ['/subtitleedit/videos', '/subtitleedit/video'],
  ['/SE?topic=Sync', '/subtitleedit/help?topic=Sync'],
];

for (const [from, to] of REDIRECTS) {
  test(`${from} lands on ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  });
}

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});

test('mixed-case paths show their page', async ({ page }) => {
  await page.goto('/SubtitleEdit/Shortcuts');
  await expect(page).toHaveTitle(`${SITE} - ${PAGE_META['subtitleedit/shortcuts'].title}`);
});

test('the counter counts', async ({ page }) => {
  await page.goto('/counter');
  await expect(page.getByRole('status')).toHaveText('Current count: 0');
  await page.getByRole('button', { name: 'Increment' }).click();
  await page.getByRole('button', { name: 'Increment' }).click();
  await expect(page.getByRole('status')).toHaveText('Current count: 2');
});

test('the WebAssembly kernels load in the browser', async ({ page }) => {
  const wasmResponse = page.waitForResponse((r) => r.url().endsWith('.wasm') && r.ok());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/subtitleedit/online');
  const response = await wasmResponse;
  expect(response.headers()['content-type']).toContain('application/wasm');
  await expect(page.locator('[data-kernels="wasm"]')).toBeVisible();
  expect(errors.filter((text) => text.includes('WebAssembly'))).toEqual([]);
});
