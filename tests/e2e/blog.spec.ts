import { expect, test } from '@playwright/test';
import { BUILT_IN_QUESTIONS } from '../../server/services/builtInQuestions';
import {
  adminToken,
  CommentSection,
  createPost,
  topMenu,
  uniqueName,
  xssRan,
  xsrfToken,
} from './pages/blogPages';

// The blog as a visitor and as a member: comments with their validation states, registration
// (answering the question), logout, login with its messages, profile, editing one's own
// comment, the start-up refresh of an expired session, and XSS attempts that must not run.

const SITE = 'Nikse';

test('a visitor comments: validation states, count in words, plain text, no edit or delete', async ({
  page,
}) => {
  const friendlyId = await createPost(page, uniqueName('Visitor post'), '<p>Read me</p>');
  await page.goto(`/posts/${friendlyId}`);
  const comments = new CommentSection(page);
  await expect(comments.heading).toHaveText('0 comments');

  // Validation is off until the first submit attempt.
  await expect(comments.form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'false');
  await comments.form.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments.form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(comments.form.getByLabel('Comment')).toHaveAttribute('aria-invalid', 'true');
  await expect(comments.form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'false');
  await comments.form.getByLabel('Email').fill('not-an-email');
  await expect(comments.form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(comments.form.getByLabel('Name')).toHaveAttribute('maxlength', '50');
  await expect(comments.form.getByLabel('Email')).toHaveAttribute('maxlength', '50');
  await expect(comments.form.getByLabel('Comment')).toHaveAttribute('maxlength', '2000');

  const attack = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  await comments.add({ name: 'Visitor', email: '', content: attack });
  const first = comments.comment('Visitor');
  await expect(first).toContainText(attack);
  await expect(first.locator('img')).toHaveCount(0);
  await expect(comments.heading).toHaveText('One comment');
  // Cleared on success, validation off again.
  await expect(comments.form.getByLabel('Comment')).toHaveValue('');
  await expect(comments.form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'false');
  await expect(first.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(first.getByRole('link')).toHaveCount(0);
  const avatar = await first.locator('svg.avatar').boundingBox();
  expect(avatar?.width).toBe(75);
  expect(avatar?.height).toBe(75);

  await comments.add({ name: 'Mailer', email: 'mailer@example.com', content: 'Second' });
  await expect(
    comments.comment('Mailer').getByRole('link', { name: 'mailer@example.com' }),
  ).toHaveAttribute('href', 'mailto:mailer@example.com');
  await expect(comments.heading).toHaveText('Two comments');
  await comments.add({ name: 'Third', content: 'Third' });
  await expect(comments.heading).toHaveText('Three comments');
  await comments.add({ name: 'Fourth', content: 'Fourth' });
  await expect(comments.heading).toHaveText('4 comments');
  expect(await xssRan(page)).toBe(false);

  await page.goto('/');
  const post = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'View comments (4)' }) });
  await expect(post).toHaveCount(1);
});

test('a member registers, logs out, logs in, edits the profile and the own comment', async ({
  page,
  baseURL,
}) => {
  const friendlyId = await createPost(page, uniqueName('Member post'), '<p>Discuss</p>');
  const name = uniqueName('Member').slice(0, 40);
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const password = 'member-password-1';

  await page.goto('/');
  await topMenu(page).getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page).toHaveTitle(`${SITE} - Register`);
  const form = page.getByRole('form', { name: 'Register' });
  const question = form.locator('.question');
  await expect(question).not.toHaveText(/Loading/);
  const questionText = (await question.textContent()) ?? '';
  const answer = BUILT_IN_QUESTIONS.find((q) => q.question === questionText)?.answers[0];
  expect(answer, questionText).toBeDefined();

  await form.getByRole('button', { name: 'Register' }).click();
  for (const label of ['Name', 'Email', 'Password', 'Answer']) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  }
  // The administrator's name is taken: the message shows, and typing a name clears it.
  await form.getByLabel('Name', { exact: true }).fill('Admin');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Answer', { exact: true }).fill(answer ?? '');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('alert')).toHaveText('Username or email in use');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await expect(form.getByText('Username or email in use')).toHaveCount(0);
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL('/profile');
  await expect(page).toHaveTitle(`${SITE} - Profile`);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(topMenu(page).getByRole('link', { name: 'Profile' })).toBeVisible();

  const held = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('blogUser') ?? '{}') as { refreshToken?: string })
        .refreshToken,
  );
  await topMenu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/profile');
  expect(await page.evaluate(() => localStorage.getItem('blogUser'))).toBeNull();
  // Logout also spends the refresh token on the server.
  await expect
    .poll(async () => {
      const response = await page.request.post('/blog/profiles/login-token', {
        headers: { 'x-xsrf-token': await xsrfToken(page) },
        data: { refreshToken: held },
      });
      return response.status();
    })
    .toBe(401);
  await expect(topMenu(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(topMenu(page).getByRole('link', { name: 'Register' })).toBeVisible();
  const login = page.getByRole('form', { name: SITE });
  const status = page.getByRole('status');

  await login.getByRole('button', { name: 'Login' }).click();
  await expect(status).toHaveText('Please enter email and password');
  await login.getByLabel('Email address').fill(email);
  await login.getByLabel('Password').fill('wrong-password');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(status).toHaveText('Oops... probably not the correct email/password?');
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(status).toHaveText("You're are now logged in");
  // spec/site.md §9: fades out after 2 s, cleared at 2.5 s.
  await expect(status).toHaveText('', { timeout: 4000 });
  await expect(topMenu(page).getByRole('link', { name: 'Profile' })).toBeVisible();

  const avatarUrl = page.getByLabel('Avatar image url');
  await avatarUrl.fill('ftp://example.com/me.png');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(avatarUrl).toHaveAttribute('aria-invalid', 'true');
  await avatarUrl.fill(`${baseURL}/favicon.svg`);
  await page.getByLabel('Hide email in UI').check();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(status).toHaveText('Profile updated');
  await page.reload();
  await expect(page.getByLabel('Hide email in UI')).toBeChecked();
  await expect(page.getByLabel('Avatar image url')).toHaveValue(`${baseURL}/favicon.svg`);

  await page.goto(`/posts/${friendlyId}`);
  const comments = new CommentSection(page);
  await expect(comments.form.getByLabel('Name')).toBeDisabled();
  await expect(comments.form.getByLabel('Name')).toHaveValue(name);
  await expect(comments.form.getByLabel('Email')).toBeDisabled();
  await expect(comments.form.getByLabel('Email')).toHaveValue(email);
  await comments.add({ content: 'My first comment' });
  const mine = comments.comment(name);
  await expect(mine).toContainText('My first comment');
  await expect(mine.locator('img.avatar')).toHaveAttribute('src', `${baseURL}/favicon.svg`);
  // The email is hidden, so there is no mail link.
  await expect(mine.getByRole('link')).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByLabel('Comment', { exact: true }).fill('My edited comment');
  await mine.getByRole('button', { name: 'Update' }).click();
  await expect(mine.locator('.comment-content')).toHaveText('My edited comment');
  await page.reload();
  await expect(comments.comment(name).locator('.comment-content')).toHaveText('My edited comment');
  await expect(comments.comment(name).getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('post HTML with script, handlers and javascript: links does not run', async ({ page }) => {
  const title = uniqueName('Hostile post');
  const friendlyId = await createPost(
    page,
    title,
    '<p>Safe text</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>' +
      '<a href="javascript:window.__xss=3">Click me</a><svg onload="window.__xss=4"></svg>' +
      '<iframe src="javascript:parent.__xss=5"></iframe>',
  );
  await page.goto(`/posts/${friendlyId}`);
  const content = page.locator('.post-content');
  await expect(content).toContainText('Safe text');
  await expect(content.locator('script, iframe, [onerror], [onload]')).toHaveCount(0);
  await page.getByText('Click me').click();
  expect(await xssRan(page)).toBe(false);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(await xssRan(page)).toBe(false);
});

test('an expired stored session is renewed at start-up with the refresh token', async ({
  page,
}) => {
  await page.goto('/');
  const response = await page.request.post('/blog/profiles/login', {
    headers: { 'x-xsrf-token': await xsrfToken(page) },
    data: { email: 'admin@example.com', password: 'e2e-admin-password' },
  });
  expect(response.status()).toBe(200);
  const session = (await response.json()) as { jwt: string; refreshToken: string };
  const expired = { ...session, jwt: await adminToken(-60) };
  await page.evaluate((value) => localStorage.setItem('blogUser', value), JSON.stringify(expired));
  await page.reload();
  await expect(topMenu(page).getByRole('link', { name: 'Admin' })).toBeVisible();
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('blogUser') ?? '{}') as {
        jwt: string;
        refreshToken: string;
      },
  );
  expect(stored.jwt).not.toBe(expired.jwt);
  expect(stored.refreshToken).not.toBe(session.refreshToken);

  // The administrator sees Delete on comments and may use it.
  const friendlyId = await createPost(page, uniqueName('Moderated post'), '<p>Moderate me</p>');
  await page.goto(`/posts/${friendlyId}`);
  const comments = new CommentSection(page);
  await comments.add({ content: 'To be deleted' });
  const comment = comments.comment('Admin');
  await comment.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete comment' });
  await expect(dialog).toContainText('To be deleted');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(comments.comment('Admin')).toHaveCount(0);
  await expect(comments.heading).toHaveText('0 comments');
});
