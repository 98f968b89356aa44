import { expect, test } from '@playwright/test';
import { BUILT_IN_QUESTIONS } from '../../server/services/builtInQuestions';
import { storeAdminSession } from './fixtures/session';

// The administrator's tour of the admin screen: posts (create, preview, edit, hide, delete),
// logs, referrers, errors and commands.

test('a visitor sees no Admin link and no admin tools', async ({ page }) => {
  await page.goto('/admin');
  await expect(
    page.getByRole('navigation', { name: 'Top menu' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByText(/administrators/)).toBeVisible();
});

test('the administrator manages posts', async ({ page }) => {
  await storeAdminSession(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Top menu' })
    .getByRole('link', { name: 'Admin' })
    .click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Make new blog post' }).click();
  const modal = page.getByRole('dialog', { name: 'New blog post' });
  await expect(modal.getByLabel('Visible')).toBeChecked();
  await expect(modal.getByLabel('No comments after')).toHaveCount(0);
  await modal.getByPlaceholder('Title').fill('Admin e2e post');
  await modal
    .getByPlaceholder('Enter html for new post')
    .fill('<p>Hello <b>bold</b> world</p><img src=x onerror="window.hacked=1">');
  await expect(modal.getByRole('region', { name: 'Preview' }).locator('b')).toHaveText('bold');
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(modal).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'Admin e2e post' });
  await expect(row).toContainText('Hello bold world');
  expect(
    await page.evaluate(() => (window as unknown as { hacked?: number }).hacked),
  ).toBeUndefined();

  await row.getByRole('button', { name: 'Edit Admin e2e post' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit blog post' });
  await edit.getByPlaceholder('Title').fill('Admin e2e post, edited');
  await edit.getByLabel('Visible').uncheck();
  await edit.getByLabel('No comments after').fill('2030-01-01');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const edited = page.getByRole('row').filter({ hasText: 'Admin e2e post, edited' });
  await expect(edited).toContainText('hidden');

  await edited.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete blog post' });
  await expect(confirm).toContainText('Admin e2e post, edited');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Admin e2e post' })).toHaveCount(0);
});

test('an empty post is marked invalid and not saved', async ({ page }) => {
  await storeAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Make new blog post' }).click();
  const modal = page.getByRole('dialog', { name: 'New blog post' });
  await modal.getByRole('button', { name: 'Save changes' }).click();
  await expect(modal.getByPlaceholder('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.getByPlaceholder('Enter html for new post')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(modal.getByRole('alert')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

test('the log tabs and the commands work', async ({ page }) => {
  await storeAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Logs' }).click();
  await expect(page.getByRole('columnheader', { name: 'Path' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '/admin', exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Referrers' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await page.getByRole('tab', { name: 'Errors' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await page.getByRole('tab', { name: 'Commands' }).click();
  await page.getByRole('button', { name: 'Import blog posts' }).click();
  await expect(page.getByRole('status')).toHaveText(/Nothing to import|Imported \d+ posts?/);
  await page.getByRole('button', { name: 'Delete temp files' }).click();
  await expect(page.getByRole('status')).toHaveText(/Deleted \d+ expired temporary subtitles?/);
});

test('the administrator edits and deletes a comment, and deletes a user', async ({
  page,
  request,
}) => {
  // A visitor's comment to moderate (the public call, as the site's own form sends it).
  const home = await request.get('/');
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(home.headers()['set-cookie'] ?? '')?.[1] ?? '';
  const posts = (await (await request.get('/blog/posts')).json()) as { blogItemId: number }[];
  const added = await request.post('/blog/comments', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: {
      name: 'Visitor e2e',
      email: '',
      content: 'Please moderate me',
      blogItemId: posts[0]?.blogItemId,
    },
  });
  expect(added.ok()).toBe(true);

  await storeAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Comments' }).click();
  for (const header of ['Created', 'BlogItemId', 'Name', 'Email', 'IP', 'Content']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const row = page.getByRole('row').filter({ hasText: 'Please moderate me' });
  await row.getByRole('button', { name: 'Edit comment by Visitor e2e' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit comment' });
  await edit.getByLabel('Content').fill('Moderated text');
  await edit.getByRole('button', { name: 'Update' }).click();
  const moderated = page.getByRole('row').filter({ hasText: 'Moderated text' });
  await expect(moderated).toBeVisible();
  await moderated.getByRole('button', { name: 'Delete comment by Visitor e2e' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete comment' });
  await expect(confirm).toContainText('Moderated text');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Moderated text' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Users' }).click();
  for (const header of ['BlogUserId', 'Created', 'Name', 'Email', 'AccessLevel', 'LastVisit']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Delete user Admin' }).click();
  const refuse = page.getByRole('dialog', { name: 'Delete user' });
  await refuse.getByRole('button', { name: 'Delete' }).click();
  await expect(refuse.getByRole('alert')).toHaveText(/own account/);
  await refuse.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Commands' }).click();
  await page.getByRole('button', { name: 'Delete old users' }).click();
  await expect(page.getByRole('status')).toHaveText(/Deleted \d+ inactive users?/);
});

test('the administrator deletes a registered user', async ({ page, request }) => {
  // A member registers through the public call, answering the question from the built-in list.
  const home = await request.get('/');
  const xsrf = decodeURIComponent(
    /XSRF-TOKEN=([^;]+)/.exec(home.headers()['set-cookie'] ?? '')?.[1] ?? '',
  );
  const { question, id } = (await (await request.get('/blog/profiles/question')).json()) as {
    question: string;
    id: number;
  };
  const answer = BUILT_IN_QUESTIONS.find((q) => q.question === question)?.answers[0] ?? '';
  const name = `leaver${Date.now()}`;
  const registered = await request.post('/blog/profiles/register', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: {
      name,
      email: `${name}@example.com`,
      password: 'a-long-password',
      hideEmail: false,
      imageUrl: '',
      jwt: answer,
      refreshToken: id,
    },
  });
  expect(registered.ok()).toBe(true);

  await storeAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: `Delete user ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText(`${name}@example.com`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
});
