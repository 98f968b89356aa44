import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { EditorPage } from './pages/EditorPage';

// The editor's dialogs as a subtitler uses them: sync, frame rate, settings, backups, video.

const SAMPLE_CLIP = fileURLToPath(new URL('../../web/public/sample/sample.webm', import.meta.url));

const DIALOGS: readonly [group: string, entry: string, title: string][] = [
  ['Subtitle', 'Restore auto-backup', 'Restore auto-backup'],
  ['Video', 'Open video from URL', 'Open video from URL'],
  ['Video', 'Open video from disk', 'Open video from disk'],
  ['Synchronization', 'Show earlier/later', 'Show earlier/later'],
  ['Synchronization', 'Change frame rate', 'Change frame rate'],
  ['Options', 'Settings', 'Settings'],
  ['About', 'Help', 'Help'],
  ['About', 'About', 'About'],
];

test('every dialog opens from its menu and Escape closes it, returning focus', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  for (const [group, entry, title] of DIALOGS) {
    await editor.menu(group, entry);
    await expect(editor.dialog(title)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editor.dialog(title)).toBeHidden();
    await expect(page.getByRole('menuitem', { name: group, exact: true })).toBeFocused();
  }
});

test('menus open on hover, close on leave, and work by keyboard', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  await page.getByRole('menuitem', { name: 'Synchronization', exact: true }).hover();
  await expect(page.getByRole('menu', { name: 'Synchronization' })).toBeVisible();
  await editor.grid.hover();
  await expect(page.getByRole('menu', { name: 'Synchronization' })).toBeHidden();
  await page.getByRole('menuitem', { name: 'Subtitle', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Open video from URL' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Video' })).toBeHidden();
});

test('show later and earlier shift all lines with a running total; undo reverts', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  await editor.menu('Synchronization', 'Show earlier/later');
  const dialog = editor.dialog('Show earlier/later');
  await dialog.getByLabel('Seconds').fill('2.5');
  await dialog.getByRole('button', { name: 'Show later' }).click();
  await expect(editor.cell(1, 'start')).toHaveText('00:00:03,500');
  await expect(editor.cell(16, 'end')).toHaveText('00:00:59,860');
  await dialog.getByLabel('Seconds').fill('1');
  await dialog.getByRole('button', { name: 'Show earlier' }).click();
  await expect(editor.cell(1, 'start')).toHaveText('00:00:02,500');
  await expect(dialog.getByRole('status')).toHaveText('Total adjustment: +1.500 s');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await editor.undo();
  await editor.undo();
  await expect(editor.cell(1, 'start')).toHaveText('00:00:01,000');
});

test('change frame rate 23.976 to 25 scales every time', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  await editor.menu('Synchronization', 'Change frame rate');
  const dialog = editor.dialog('Change frame rate');
  await expect(dialog.getByLabel('Current frame rate')).toHaveValue('23.976');
  await expect(dialog.getByLabel('New frame rate')).toHaveValue('25');
  await dialog.getByRole('button', { name: 'OK' }).click();
  // 1000 ms × (24000/1001) / 25 = 959.04 ms; 57360 ms becomes 55010.9.
  await expect(editor.cell(1, 'start')).toHaveText('00:00:00,959');
  await expect(editor.cell(16, 'end')).toHaveText('00:00:55,011');
});

test('settings persist across a reload; invalid stored values fall back', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  await editor.menu('Options', 'Settings');
  const dialog = editor.dialog('Settings');
  await dialog.getByLabel('Show CPS').uncheck();
  await dialog.getByLabel('Max chars per second', { exact: true }).fill('15');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(editor.grid.getByRole('columnheader')).toHaveCount(5);
  expect(await page.evaluate(() => localStorage.getItem('SEOnline_showCps'))).toBe('false');
  await page.evaluate(() => localStorage.setItem('SEOnline_minDurationMs', 'abc'));
  await page.reload();
  await expect(editor.grid.getByRole('columnheader')).toHaveCount(5);
  await editor.menu('Options', 'Settings');
  await expect(dialog.getByLabel('Max chars per second', { exact: true })).toHaveValue('15');
  await expect(dialog.getByLabel('Min duration (ms)', { exact: true })).toHaveValue('1000');
  await expect(dialog.getByLabel('Show CPS')).not.toBeChecked();
});

test('an auto-backup made while editing can be restored after a reload', async ({ page }) => {
  await page.clock.install();
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  await editor.row(1).click();
  await editor.textBox.fill('Backed up words');
  await page.clock.runFor(11_200);
  await editor.menu('Subtitle', 'Restore auto-backup');
  await expect(editor.dialog('Restore auto-backup').getByRole('row')).toHaveCount(2);
  // The writes ran in the document writer's worker, off the page's main thread.
  expect(page.workers().map((worker) => worker.url())).toContainEqual(
    expect.stringContaining('documentWriter.worker'),
  );
  await page.keyboard.press('Escape');
  await page.reload();
  // Auto-save (on by default) brought the edit back; New empties the document.
  await expect(editor.cell(1, 'text')).toHaveText('Backed up words');
  await page.keyboard.press('Control+n');
  expect(await editor.lineCount()).toBe(0);
  await editor.menu('Subtitle', 'Restore auto-backup');
  const dialog = editor.dialog('Restore auto-backup');
  const row = dialog.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('16');
  await expect(row.getByRole('cell').nth(2)).toHaveText('sample.srt');
  await row.getByRole('button', { name: 'Restore' }).click();
  expect(await editor.lineCount()).toBe(16);
  await expect(editor.cell(1, 'text')).toHaveText('Backed up words');
  await expect(editor.row(1)).toHaveAttribute('aria-selected', 'true');
});

test('a local video file plays the current line and stops at its end', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  await editor.menu('Video', 'Open video from disk');
  await editor.dialog('Open video from disk').getByLabel('Video file').setInputFiles(SAMPLE_CLIP);
  await expect(editor.video).toHaveAttribute('src', /^blob:/);
  await expect(editor.video).toHaveAttribute('aria-label', 'Video: sample.webm');
  await expect(editor.video).toContainText('Browser not supported');
  await editor.row(2).click();
  await page.getByRole('button', { name: 'Play current' }).click();
  // The overlay's two lines are two blocks, so their innerText holds the break.
  await expect(page.getByTestId('subtitle-overlay')).toHaveText(
    'This short clip shows how the editor works.',
    { useInnerText: true },
  );
  await expect
    .poll(() => editor.video.evaluate((v: HTMLVideoElement) => v.paused), { timeout: 10_000 })
    .toBe(true);
  const stoppedAt = await editor.video.evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(stoppedAt).toBeGreaterThanOrEqual(7.14);
  expect(stoppedAt).toBeLessThan(7.5);
});

test('a broken auto-saved document is logged and cleared, and the sample shows', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('SEOnline');
        request.onerror = () => reject(new Error('open failed'));
        request.onsuccess = () => {
          const transaction = request.result.transaction('documents', 'readwrite');
          transaction.objectStore('documents').put({ subtitle: 'garbage' }, 'current');
          transaction.oncomplete = () => {
            request.result.close();
            resolve();
          };
        };
      }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.reload();
  expect(await editor.lineCount()).toBe(16);
  expect(errors.some((text) => text.includes('auto-saved subtitle is broken'))).toBe(true);
});
