import { expect, type Locator, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { E2E_JWT_SECRET } from '../../../playwright.config';

// Steps of the blog and account specs: posts made through the admin API, the comment section
// and the stored session, found the way a person finds them (CONTRACT.md §7).

export async function adminToken(expiresInSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ name: 'Admin', accessLevel: 10 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('1')
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

/** The XSRF-TOKEN cookie of the page's browser context (a page must have been loaded). */
export async function xsrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie yet: load a page first');
  return decodeURIComponent(cookie.value);
}

/** Creates a visible post through the admin REST API and answers its friendly id. */
export async function createPost(page: Page, title: string, content: string): Promise<string> {
  await page.goto('/');
  const response = await page.request.post('/blog/admin-posts', {
    headers: {
      authorization: `Bearer ${await adminToken()}`,
      'x-xsrf-token': await xsrfToken(page),
    },
    data: { title, content, visible: true },
  });
  expect(response.status()).toBe(200);
  const posts = (await response.json()) as { title: string; friendlyId: string }[];
  const post = posts.find((p) => p.title === title);
  if (!post) throw new Error(`post ${title} was not created`);
  return post.friendlyId;
}

export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export class CommentSection {
  readonly form: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Add comment' });
    this.heading = page.getByRole('heading', { level: 2 }).filter({ hasText: /comment/i });
  }

  comment(name: string): Locator {
    return this.page.getByRole('article', { name: `Comment by ${name}` });
  }

  async add(fields: { name?: string; email?: string; content: string }): Promise<void> {
    if (fields.name !== undefined) await this.form.getByLabel('Name').fill(fields.name);
    if (fields.email !== undefined) await this.form.getByLabel('Email').fill(fields.email);
    await this.form.getByLabel('Comment').fill(fields.content);
    await this.form.getByRole('button', { name: 'Add comment' }).click();
  }
}

export function topMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Top menu' });
}

/** Whether any injected script ran: every attempt in these specs sets window.__xss. */
export async function xssRan(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss !== undefined);
}
