import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/EditorPage';

// Issue 26: the Download dialog's format chooser is a combobox named "Format" over 150+ formats:
// typing filters by name or extension, the keys move and choose, the download uses the choice,
// and the formats chosen lately come first next time.

test.beforeEach(async ({ page }) => {
  await new EditorPage(page).gotoFresh();
});

test('typing "vtt" leaves WebVTT; the keys choose it and the download is WebVTT', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await page.keyboard.press('Control+s');
  const dialog = editor.dialog('Download subtitle file');
  const format = dialog.getByRole('combobox', { name: 'Format' });
  const options = dialog.getByRole('listbox', { name: 'Formats' }).getByRole('option');
  await expect(format).toHaveValue('SubRip');
  await expect(format).toHaveAttribute('aria-expanded', 'false');

  // Opened whole, the list is long: every writable format.
  await format.press('ArrowDown');
  await expect(format).toHaveAttribute('aria-expanded', 'true');
  expect(await options.count()).toBeGreaterThan(150);
  await format.press('Escape');
  await expect(format).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();

  await format.fill('vtt');
  await expect(format).toHaveAttribute('aria-expanded', 'true');
  await expect(options.filter({ hasText: 'WebVTT' }).first()).toBeVisible();
  await expect(options.filter({ hasText: 'SubRip' })).toHaveCount(0);
  for (const text of await options.allTextContents()) expect(text.toLowerCase()).toContain('vtt');

  await format.press('ArrowDown');
  const active = await format.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  const first = options.first();
  await expect(first).toHaveAttribute('id', active ?? '');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first).toContainText('WebVTT');
  await format.press('Enter');
  await expect(format).toHaveAttribute('aria-expanded', 'false');
  await expect(format).toHaveValue('WebVTT');
  await expect(dialog.getByText('sample.vtt')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sample.vtt');
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.replace(/^\uFEFF/, '').startsWith('WEBVTT')).toBe(true);

  // Next time the format used lately comes first, before the library's order.
  await page.keyboard.press('Control+s');
  await expect(format).toHaveValue('SubRip');
  await format.press('ArrowDown');
  await expect(options.first()).toContainText('WebVTT');
  await expect(options.nth(1)).toContainText('SubRip');
});

test('arrow keys move through the filtered options; Escape closes the list, then the dialog', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await page.keyboard.press('Control+s');
  const dialog = editor.dialog('Download subtitle file');
  const format = dialog.getByRole('combobox', { name: 'Format' });
  const options = dialog.getByRole('listbox', { name: 'Formats' }).getByRole('option');
  await format.fill('SUB STATION');
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  await format.press('ArrowDown');
  await format.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await format.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'false');
  const chosen = (await options.nth(0).locator('span').first().textContent()) ?? '';
  await format.press('ArrowDown');
  await format.press('Escape');
  // Closing the list keeps the earlier choice and the dialog.
  await expect(format).toHaveValue('SubRip');
  await expect(dialog).toBeVisible();
  await format.fill('sub station');
  await options.filter({ hasText: chosen }).first().click();
  await expect(format).toHaveValue(chosen);
  await format.press('Escape');
  await expect(dialog).toBeHidden();
});
