import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { EditorPage } from './pages/EditorPage';

// Files in and out of the editor as a subtitler uses them: open (browse and drop), download in
// another format and encoding, plain text, waveform and scene changes, and the links and
// translate flows that go through temporary subtitles.

const SRT = `1
00:00:01,000 --> 00:00:02,500
First line

2
00:00:03,000 --> 00:00:04,000
Second line
with two lines

3
00:00:05,000 --> 00:00:06,250
Third line
`;

function srtFile(content = SRT, name = 'movie.srt') {
  return { name, mimeType: 'application/x-subrip', buffer: Buffer.from(content) };
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

test.beforeEach(async ({ page }) => {
  await new EditorPage(page).gotoFresh();
});

test('opens an SRT from disk, edits a line and downloads WebVTT in windows-1252', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.menu('Subtitle', 'Open');
  await editor.chooseFile('Open subtitle file', 'Subtitle file', srtFile());
  await expect(editor.dialog('Open subtitle file')).toBeHidden();
  expect(await editor.lineCount()).toBe(3);
  await expect(editor.row(1)).toHaveAttribute('aria-selected', 'true');
  await expect(editor.cell(2, 'text')).toHaveText(/Second line/);

  await editor.row(1).click();
  await editor.textBox.fill('Café déjà vu');
  await expect(editor.cell(1, 'text')).toHaveText('Café déjà vu');

  await page.keyboard.press('Control+s');
  const dialog = editor.dialog('Download subtitle file');
  await expect(dialog.getByRole('combobox', { name: 'Format' })).toHaveValue('SubRip');
  await expect(dialog.getByLabel('Encoding')).toHaveValue('utf-8-bom');
  await expect(dialog.getByText('movie.srt')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Format' }).fill('WebVTT');
  await dialog
    .getByRole('listbox', { name: 'Formats' })
    .getByRole('option', { name: /^WebVTT \.vtt$/ })
    .click();
  await dialog.getByLabel('Encoding').selectOption({ label: 'Western European (Windows)' });
  await expect(dialog.getByText('movie.vtt')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('movie.vtt');
  const bytes = await downloadedBytes(download);
  // No BOM, windows-1252 bytes for é and à, Windows new lines (the default setting).
  expect(bytes.subarray(0, 6).toString('latin1')).toBe('WEBVTT');
  const text = bytes.toString('latin1');
  expect(text).toContain('00:00:01.000 --> 00:00:02.500\r\nCaf\xe9 d\xe9j\xe0 vu\r\n');
  expect(bytes.includes(Buffer.from([0xc3, 0xa9]))).toBe(false);

  // Opening replaced the document undoably, like New.
  await editor.undo();
  await editor.undo();
  expect(await editor.lineCount()).toBe(16);
});

test('a subtitle dropped on the editor opens; a file of no format is refused visibly', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.dropFile(editor.grid, 'dropped.srt', SRT);
  await expect(editor.cell(3, 'text')).toHaveText('Third line');
  expect(await editor.lineCount()).toBe(3);

  await page.keyboard.press('Control+o');
  const dialog = editor.dialog('Open subtitle file');
  await editor.chooseFile('Open subtitle file', 'Subtitle file', {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('\x00\x01\x02 binary junk \x03'),
  });
  await expect(dialog.getByRole('alert')).toContainText('"notes.txt" could not be opened');
  await editor.chooseFile('Open subtitle file', 'Subtitle file', {
    name: 'empty.srt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(0),
  });
  await expect(dialog.getByRole('alert')).toContainText('empty');
  expect(await editor.lineCount()).toBe(3);
});

test('a file over the service upload limit (50 MB) opens: it is read in the page', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const editor = new EditorPage(page);
  // Playwright hands over buffers up to 50 MB only: a file on disk goes through its path.
  const path = testInfo.outputPath('big.srt');
  // Long texts, so the file is big without a million lines to show.
  const text = `A line of a very long file ${'and more '.repeat(220)}`.trim();
  const cue = Buffer.from(`1\n00:00:01,000 --> 00:00:02,000\n${text}\n\n`);
  const count = Math.ceil((51 * 2 ** 20) / cue.length);
  writeFileSync(path, Buffer.concat(Array.from({ length: count }, () => cue)));
  await editor.menu('Subtitle', 'Open');
  await editor.chooseFile('Open subtitle file', 'Subtitle file', path);
  // Issue 27: no upload, so no upload limit (this test asserted the service's 413 before).
  await expect(editor.dialog('Open subtitle file')).toBeHidden({ timeout: 60_000 });
  expect(await editor.lineCount()).toBe(count);
  await expect(editor.cell(1, 'text')).toHaveText(text);
});

test('exports plain text with all lines merged', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.menu('Subtitle', 'Open');
  await editor.chooseFile('Open subtitle file', 'Subtitle file', srtFile());
  await editor.menu('Subtitle', 'Export plain text');
  const dialog = editor.dialog('Export plain text');
  await dialog.getByLabel('Merge all lines').check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('movie.txt');
  const text = (await downloadedBytes(download)).toString('utf8').replace(/^\uFEFF/, '');
  expect(text.trim()).toBe('First line Second line with two lines Third line');
});

test('the sample comes with the demo waveform; a waveform file opens and is removed', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await expect(editor.timeline()).toContainText('Demo waveform');
  await editor.menu('Video', 'Remove waveform');
  await expect(editor.timeline()).toContainText('No waveform loaded');
  await editor.menu('Video', 'Open waveform from disk');
  await editor.chooseFile(
    'Open waveform from disk',
    'Waveform file',
    'server/assets/sample-waveform.wav',
  );
  await expect(editor.timeline()).toContainText(/sample-waveform\.wav, \d+:\d\d, \d+ peaks/);
  // Kept with the document: it is back after a reload, once the browser has stored it (the
  // waveform is written in tasks of its own, so a reload in the same instant may come first).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            const request = indexedDB.open('SEOnline');
            request.onsuccess = () => {
              const get = request.result
                .transaction('documents')
                .objectStore('documents')
                .get('waveform');
              get.onsuccess = () => {
                request.result.close();
                const stored = get.result as { name?: string } | undefined;
                resolve(stored?.name ?? null);
              };
              get.onerror = () => resolve(null);
            };
            request.onerror = () => resolve(null);
          }),
      ),
    )
    .toBe('sample-waveform.wav');
  await page.reload();
  await expect(editor.timeline()).toContainText('sample-waveform.wav');
  await editor.menu('Video', 'Open waveform from disk');
  await editor.chooseFile('Open waveform from disk', 'Waveform file', srtFile());
  await expect(editor.dialog('Open waveform from disk').getByRole('alert')).toBeVisible();
  await page.keyboard.press('Escape');
  await editor.menu('Video', 'Remove waveform');
  await expect(editor.timeline()).toContainText('No waveform loaded');
});

test('scene changes open from a text file and are removed', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.menu('Video', 'Open scene changes from disk');
  await editor.chooseFile('Open scene changes from disk', 'Scene changes file', {
    name: 'scenes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('1.5\nnot a number\n10.25\n00:01:00.000\n'),
  });
  await expect(editor.timeline()).toContainText('Scene changes: 3 times');
  await editor.menu('Video', 'Remove scene changes');
  await expect(editor.timeline()).not.toContainText('Scene changes');
});
