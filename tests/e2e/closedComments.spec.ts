import { expect, test, type Page } from '@playwright/test';
import { adminToken, CommentSection, uniqueName, xsrfToken } from './pages/blogPages';

// Issue 14.1: a post whose `commentDisabledAfter` has passed says comments are closed and shows
// no add-comment form; the admin's post editor still shows the stored date to edit.

async function postWithCutOff(page: Page, title: string, cutOff: string): Promise<string> {
  await page.goto('/');
  const response = await page.request.post('/blog/admin-posts', {
    headers: {
      authorization: `Bearer ${await adminToken()}`,
      'x-xsrf-token': await xsrfToken(page),
    },
    data: { title, content: '<p>Closed?</p>', visible: true, commentDisabledAfter: cutOff },
  });
  expect(response.status()).toBe(200);
  const posts = (await response.json()) as { title: string; friendlyId: string }[];
  const post = posts.find((p) => p.title === title);
  if (!post) throw new Error(`post ${title} was not created`);
  return post.friendlyId;
}

test('a post past its cut-off says comments are closed and has no form', async ({ page }) => {
  const friendlyId = await postWithCutOff(page, uniqueName('Closed post'), '2020-01-01');
  const answer = await page.request.get(`/blog/posts/${friendlyId}`);
  expect(((await answer.json()) as { commentsDisabled: boolean }).commentsDisabled).toBe(true);

  await page.goto(`/posts/${friendlyId}`);
  const comments = new CommentSection(page);
  await expect(comments.heading).toHaveText('0 comments');
  await expect(page.getByText('Comments are closed for this post.')).toBeVisible();
  await expect(comments.form).toHaveCount(0);
});

test('a post with a cut-off next year still takes comments', async ({ page }) => {
  const nextYear = `${new Date().getUTCFullYear() + 1}-12-31`;
  const friendlyId = await postWithCutOff(page, uniqueName('Open post'), nextYear);
  await page.goto(`/posts/${friendlyId}`);
  const comments = new CommentSection(page);
  await expect(comments.form).toBeVisible();
  await expect(page.getByText('Comments are closed for this post.')).toHaveCount(0);
});
