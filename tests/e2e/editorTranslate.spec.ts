import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/EditorPage';

// Translate flows and the links that go through temporary subtitles.

const TEMP = {
  fileName: 'linked.srt',
  paragraphs: Array.from({ length: 150 }, (_, i) => ({
    number: i + 1,
    start: i * 2000,
    end: i * 2000 + 1500,
    text: `Linked line ${i + 1}`,
  })),
};

test.beforeEach(async ({ page }) => {
  await new EditorPage(page).gotoFresh();
});

test('Google: the temp page in the frame hands back translated texts, undoably', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.menu('Auto-translate', 'Google');
  const dialog = editor.dialog('Auto-translate with Google');
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    /\/subtitleedit\/online\/temp\?id=/,
  );
  const frame = page.frameLocator('iframe[title="Translate page"]');
  await expect(frame.locator('.temp-lines li').first()).toHaveText(
    'Welcome to Subtitle Edit Online.',
  );
  await expect(frame.locator('.temp-lines li')).toHaveCount(16);
  // What a page translator does when it finishes: call the page's callback with the texts.
  const translated = Array.from({ length: 16 }, (_, i) => `Übersetzt ${i + 1}`);
  const inner = page.frames().find((f) => f.url().includes('/subtitleedit/online/temp?'));
  if (!inner) throw new Error('no temp frame');
  await inner.evaluate((texts) => {
    (window as unknown as { seTranslationDone: (t: string[]) => void }).seTranslationDone(texts);
  }, translated);
  await expect(dialog).toBeHidden();
  await expect(editor.cell(1, 'text')).toHaveText('Übersetzt 1');
  await expect(editor.cell(16, 'text')).toHaveText('Übersetzt 16');
  await editor.undo();
  await expect(editor.cell(1, 'text')).toHaveText('Welcome to Subtitle Edit Online.');
});

test('Google: Done reads the lines as the page shows them', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.menu('Auto-translate', 'Google');
  const frame = page.frameLocator('iframe[title="Translate page"]');
  await expect(frame.locator('.temp-lines li')).toHaveCount(16);
  // A browser page translator rewrites the text nodes in place.
  await frame
    .locator('.temp-lines li')
    .first()
    .evaluate((li) => {
      li.textContent = 'Bienvenue';
    });
  await frame.getByRole('button', { name: 'Done' }).click();
  await expect(editor.cell(1, 'text')).toHaveText('Bienvenue');
  await expect(editor.cell(2, 'text')).toHaveText('This short clip shows / how the editor works.');
});

test('Google: Escape inside the frame closes the dialog, as it does outside it', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.menu('Auto-translate', 'Google');
  const dialog = editor.dialog('Auto-translate with Google');
  const frame = page.frameLocator('iframe[title="Translate page"]');
  await frame.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(editor.cell(1, 'text')).toHaveText('Welcome to Subtitle Edit Online.');
});

test('the tempms page copies each cell back and hands the subtitle to its parent', async ({
  page,
  request,
}) => {
  const created = await request.post('/se-api/subtitles/temp', { data: TEMP });
  const { id } = (await created.json()) as { id: string };
  await page.evaluate((tempId) => {
    const host = window as unknown as { received?: unknown; seOnlineTranslationDone?: unknown };
    host.seOnlineTranslationDone = (subtitle: unknown) => {
      host.received = subtitle;
    };
    const frame = document.createElement('iframe');
    frame.title = 'Review';
    // The size the editor's translate dialogs give their frame (spec: 600x800); in a frame of
    // the default 300x150 the page's sticky OK button lies below the frame's bottom.
    frame.width = '600';
    frame.height = '800';
    frame.src = `/subtitleedit/online/tempms?id=${tempId}`;
    document.body.append(frame);
  }, id);
  const frame = page.frameLocator('iframe[title="Review"]');
  const firstCell = frame.locator('td.temp-text').first();
  await expect(firstCell).toHaveText('Linked line 1');
  await firstCell.evaluate((cell) => {
    cell.textContent = 'Ligne liée 1';
  });
  await frame.getByRole('button', { name: 'OK' }).click();
  await expect(frame.getByRole('status')).toHaveText('The subtitle was sent to the editor.');
  const received = (await page.evaluate(
    () => (window as unknown as { received: unknown }).received,
  )) as typeof TEMP;
  expect(received.paragraphs).toHaveLength(150);
  expect(received.paragraphs[0]?.text).toBe('Ligne liée 1');
  expect(received.paragraphs[1]?.text).toBe('Linked line 2');
});

test('Yandex: Go translate redirects to the page translation of our /tempsub page', async ({
  page,
  request,
}) => {
  const editor = new EditorPage(page);
  let target: URL | undefined;
  await page.route('https://translate.yandex.com/**', async (route) => {
    target = new URL(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<p>Yandex</p>' });
  });
  await editor.menu('Auto-translate', 'Yandex');
  const dialog = editor.dialog('Auto-translate with Yandex');
  await dialog.getByLabel('From language').selectOption('en');
  await dialog.getByLabel('To language').selectOption({ label: 'German' });
  await dialog.getByRole('button', { name: 'Go translate' }).click();
  await expect(page.getByText('Yandex', { exact: true })).toBeVisible();
  expect(target?.pathname).toBe('/translate');
  expect(target?.searchParams.get('lang')).toBe('en-de');
  const tempPage = new URL(target?.searchParams.get('url') ?? '');
  expect(tempPage.pathname).toBe('/tempsub');
  const html = await (await request.get(tempPage.pathname + tempPage.search)).text();
  expect(html).toContain('Welcome to Subtitle Edit Online.');
});

test('Baidu and Papago dialogs offer their language lists', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.menu('Auto-translate', 'Baidu');
  await expect(
    editor.dialog('Auto-translate with Baidu').getByLabel('To language').locator('option'),
  ).toHaveCount(24);
  await page.keyboard.press('Escape');
  await editor.menu('Auto-translate', 'Papago');
  const to = editor.dialog('Auto-translate with Papago').getByLabel('To language');
  await expect(to.locator('option')).toHaveText([
    'English',
    'Japanese',
    'Korean',
    'Chinese (Simplified)',
    'Chinese (Traditional)',
  ]);
});

test('?id= opens a temporary subtitle, ?id=&arrid= one chunk, then the address is the editor', async ({
  page,
  request,
}) => {
  const editor = new EditorPage(page);
  const created = await request.post('/se-api/subtitles/temp', { data: TEMP });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/subtitleedit/online?id=${id}`);
  await expect(editor.cell(1, 'text')).toHaveText('Linked line 1');
  expect(await editor.lineCount()).toBe(150);
  await expect(page).toHaveURL(/\/subtitleedit\/online$/);

  await page.goto(`/subtitleedit/online?id=${id}&arrid=1`);
  await expect(editor.cell(1, 'text')).toHaveText('Linked line 101');
  expect(await editor.lineCount()).toBe(50);
  await expect(page).toHaveURL(/\/subtitleedit\/online$/);
});

test('?sample= opens a live example and keeps the previous document as a backup', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await page.goto('/subtitleedit/online?sample=assa-basic');
  await expect(editor.cell(1, 'text')).toHaveText('Welcome to Subtitle Edit Online.');
  await expect(editor.cell(2, 'text')).toContainText('Two lines in one event');
  await expect(page).toHaveURL(/\/subtitleedit\/online$/);
  await editor.menu('Subtitle', 'Restore auto-backup');
  await expect(
    editor.dialog('Restore auto-backup').getByRole('cell', { name: 'sample.srt' }),
  ).toBeVisible();
});

test('every file and translate dialog opens and Escape closes it', async ({ page }) => {
  const editor = new EditorPage(page);
  const dialogs: [string, string, string][] = [
    ['Subtitle', 'Open', 'Open subtitle file'],
    ['Subtitle', 'Save/download', 'Download subtitle file'],
    ['Subtitle', 'Export plain text', 'Export plain text'],
    ['Video', 'Open waveform from disk', 'Open waveform from disk'],
    ['Video', 'Open scene changes from disk', 'Open scene changes from disk'],
    ['Auto-translate', 'Google', 'Auto-translate with Google'],
    ['Auto-translate', 'Yandex', 'Auto-translate with Yandex'],
    ['Auto-translate', 'Baidu', 'Auto-translate with Baidu'],
    ['Auto-translate', 'Papago', 'Auto-translate with Papago'],
  ];
  for (const [group, entry, title] of dialogs) {
    await editor.menu(group, entry);
    await expect(editor.dialog(title)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editor.dialog(title)).toBeHidden();
  }
});
