import { expect, test, type Page } from '@playwright/test';
import { PAGE_META } from '../../shared/site/pageMeta';
import { PAGE_PATHS, type PagePath } from '../../shared/site/routes';
import { createPost, uniqueName } from './pages/blogPages';

// Issue 14.2: every page has exactly one level-1 heading, and it names the page (screen-reader
// users move by headings; a page without an h1 has no name in that list). Every path of the
// route table (shared/site/routes.ts), the editor's included, a post, the not-found page, the
// temporary pages with a real id, and the admin and profile screens of a logged-in administrator.

const SITE = 'Nikse';
/** The administrator playwright.config.ts creates. */
const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };

/** The h1 a page shows where it is not the page's title (spec/site.md §2). */
const H1_OTHER_THAN_TITLE: Partial<Record<PagePath, string>> = {
  // The login form is "titled with the site name" until someone logs in.
  profile: SITE,
  login: SITE,
};

/** Every element a screen reader lists as a level-1 heading. */
function levelOneHeadings(page: Page) {
  return page.locator('h1, [role="heading"][aria-level="1"]');
}

/** Waits for the page to settle (lazy chunks, queries), then checks its one h1. */
async function expectOneH1(page: Page, expected: string): Promise<void> {
  await levelOneHeadings(page).first().waitFor();
  await page.waitForLoadState('networkidle');
  const headings = levelOneHeadings(page);
  await expect(headings).toHaveCount(1);
  await expect(headings).toBeVisible();
  await expect(headings).toHaveText(expected);
  await expect(page.getByRole('heading', { level: 1, name: expected, exact: true })).toHaveCount(1);
}

for (const path of PAGE_PATHS) {
  test(`/${path} has one h1 naming the page`, async ({ page }) => {
    await page.goto(`/${path}`);
    await expect(page).toHaveTitle(`${SITE} - ${PAGE_META[path].title}`);
    await expectOneH1(page, H1_OTHER_THAN_TITLE[path] ?? PAGE_META[path].title);
  });
}

test("a post's own headings sit below the page's: one h1 on the post, the list and the preview", async ({
  page,
}) => {
  const title = uniqueName('Heading post');
  const content = '<h1>Part one</h1><p>Body</p><h2>Detail</h2>';
  const friendlyId = await createPost(page, title, content);
  await page.goto(`/posts/${friendlyId}`);
  await expect(page).toHaveTitle(`${SITE} - ${title}`);
  await expectOneH1(page, title);
  await expect(page.getByRole('heading', { level: 2, name: 'Part one' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Detail' })).toBeVisible();

  // In the list the post's title is an h2, so its content starts at h3.
  await page.goto('/');
  await expectOneH1(page, PAGE_META[''].title);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const listed = page.getByRole('article').filter({ hasText: title });
  await expect(listed.getByRole('heading', { level: 3, name: 'Part one' })).toBeVisible();
  await expect(listed.getByRole('heading', { level: 4, name: 'Detail' })).toBeVisible();

  // The admin's live preview sits under its own h3.
  await page.goto('/profile');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectOneH1(page, 'Profile');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Make new blog post' }).click();
  const modal = page.getByRole('dialog', { name: 'New blog post' });
  await modal.getByPlaceholder('Enter html for new post').fill(content);
  const preview = modal.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 4, name: 'Part one' })).toBeVisible();
  await expectOneH1(page, 'Admin');
});

test('the not-found page has one h1', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expectOneH1(page, 'Page not found');
});

test('the temporary pages have one h1 with a subtitle loaded', async ({ page }) => {
  await page.goto('/');
  const stored = await page.request.post('/se-api/subtitles/temp', {
    data: {
      fileName: 'temp.srt',
      paragraphs: [{ number: 1, start: 0, end: 2000, text: 'Hello\nthere' }],
    },
  });
  expect(stored.status()).toBe(200);
  const { id } = (await stored.json()) as { id: string };
  for (const path of ['subtitleedit/online/temp', 'subtitleedit/online/tempms'] as const) {
    await page.goto(`/${path}?id=${encodeURIComponent(id)}`);
    await expect(page.getByText('Hello').first()).toBeVisible();
    await expectOneH1(page, PAGE_META[path].title);
  }
});

test('the admin and profile screens of a logged-in administrator have one h1', async ({ page }) => {
  await page.goto('/profile');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectOneH1(page, 'Profile');
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Posts' })).toBeVisible();
  await expectOneH1(page, 'Admin');
  for (const tab of ['Comments', 'Users', 'Logs', 'Referrers', 'Errors', 'Commands']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectOneH1(page, 'Admin');
  }
});
