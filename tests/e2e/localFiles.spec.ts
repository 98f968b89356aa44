import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page, type Request } from '@playwright/test';
import { makeMediaFiles, type MediaFiles } from '../helpers/mediaFiles';
import { EditorPage } from './pages/EditorPage';

// Issue 27: files stay on the user's machine. With every request of the page recorded, a
// subtitler opens a subtitle (in windows-1252), a waveform file and a video's subtitle track,
// edits, downloads in two formats and encodings and exports plain text: the files' bytes never
// leave the page (no upload to the subtitle service), and what is saved is right.

/** A word that appears in the files only: no request may carry it. */
const MARKER = 'Zebrafink';

/** SubRip in windows-1252 (é is the single byte E9): the page detects the encoding itself. */
const SRT_1252 = Buffer.from(
  `1\r\n00:00:01,000 --> 00:00:02,500\r\nCaf\xe9 ${MARKER}\r\n\r\n` +
    '2\r\n00:00:03,000 --> 00:00:04,000\r\nSecond line\r\nwith two lines\r\n\r\n' +
    '3\r\n00:00:05,000 --> 00:00:06,250\r\n<i>Third</i> line\r\n',
  'latin1',
);

const DAMAGED_SRT = `1
00:00:01,000 --> 00:00:02,000
Good one

2
00:00:0x,000 --> 00:00:04,000
Broken two

3
00:00:05,000 --> 00:00:06,000
Good three ${MARKER}
`;

interface Recorded {
  method: string;
  url: string;
  body: Buffer | null;
}

/** Every request the page makes from now on (workers' included: they are the page's). */
function recordRequests(page: Page): Recorded[] {
  const recorded: Recorded[] = [];
  page.on('request', (request: Request) => {
    recorded.push({ method: request.method(), url: request.url(), body: request.postDataBuffer() });
  });
  return recorded;
}

/** The file APIs the editor used to upload to; the demo waveform's GET may stay. */
const UPLOAD_PATHS = /\/se-api\/(subtitles|waveform)\b|\/trpc\/[^?]*seApi\.(subtitles|waveform)\./i;

function expectNothingSent(recorded: readonly Recorded[], fileBytes: readonly Buffer[]): void {
  for (const request of recorded) {
    expect(request.url, `${request.method} ${request.url}`).not.toMatch(UPLOAD_PATHS);
    expect(request.url).not.toContain(MARKER);
    if (request.body) {
      expect(request.body.includes(MARKER), `${request.method} ${request.url}`).toBe(false);
      for (const bytes of fileBytes) {
        expect(bytes.length < 64 || !request.body.includes(bytes.subarray(0, 64))).toBe(true);
      }
    }
  }
}

async function saved(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

async function chooseFormat(page: Page, dialogTitle: string, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('combobox', { name: 'Format' }).fill(name);
  await dialog
    .getByRole('listbox', { name: 'Formats' })
    .getByRole('option', { name: new RegExp(`^${name} \\.`) })
    .first()
    .click();
}

let media: MediaFiles;

test.beforeAll(() => {
  media = makeMediaFiles();
});

test.afterAll(() => media?.remove());

test.beforeEach(async ({ page }) => {
  await new EditorPage(page).gotoFresh();
});

test('a subtitle opens, is edited, downloaded and exported without leaving the page', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  const recorded = recordRequests(page);

  await editor.menu('Subtitle', 'Open');
  const open = editor.dialog('Open subtitle file');
  await expect(open.getByText('Files stay on this computer')).toBeVisible();
  await editor.chooseFile('Open subtitle file', 'Subtitle file', {
    name: 'movie.srt',
    mimeType: 'application/x-subrip',
    buffer: SRT_1252,
  });
  await expect(open).toBeHidden();
  expect(await editor.lineCount()).toBe(3);
  await expect(editor.cell(1, 'text')).toHaveText(`Café ${MARKER}`);
  await expect(editor.cell(2, 'text')).toHaveText(/Second line/);

  await editor.row(2).click();
  await editor.textBox.fill('Déjà vu — edited');
  await expect(editor.cell(2, 'text')).toHaveText('Déjà vu — edited');

  // SubRip, UTF-8 with BOM (the defaults), Windows new lines (the default setting).
  await page.keyboard.press('Control+s');
  const download = editor.dialog('Download subtitle file');
  await expect(download.getByRole('combobox', { name: 'Format' })).toHaveValue('SubRip');
  const [srt] = await Promise.all([
    page.waitForEvent('download'),
    download.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(srt.suggestedFilename()).toBe('movie.srt');
  expect((await saved(srt)).toString('utf8')).toBe(
    `\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\nCafé ${MARKER}\r\n\r\n` +
      '2\r\n00:00:03,000 --> 00:00:04,000\r\nDéjà vu — edited\r\n\r\n' +
      '3\r\n00:00:05,000 --> 00:00:06,250\r\n<i>Third</i> line\r\n\r\n',
  );

  // Advanced Sub Station Alpha in UTF-16 LE: iconv-lite's encoders run in the page too.
  await page.keyboard.press('Control+s');
  await chooseFormat(page, 'Download subtitle file', 'Advanced Sub Station Alpha');
  await download.getByLabel('Encoding').selectOption('utf-16le');
  await expect(download.getByText('movie.ass')).toBeVisible();
  const [ass] = await Promise.all([
    page.waitForEvent('download'),
    download.getByRole('button', { name: 'Download' }).click(),
  ]);
  const assBytes = await saved(ass);
  expect([...assBytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
  const assText = assBytes.subarray(2).toString('utf16le');
  expect(assText).toContain('[Script Info]');
  expect(assText).toContain('Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,Déjà vu — edited');

  // WebVTT in windows-1252: no BOM, one byte each for é, à and — (0x97).
  await page.keyboard.press('Control+s');
  await chooseFormat(page, 'Download subtitle file', 'WebVTT');
  await download.getByLabel('Encoding').selectOption({ label: 'Western European (Windows)' });
  const [vtt] = await Promise.all([
    page.waitForEvent('download'),
    download.getByRole('button', { name: 'Download' }).click(),
  ]);
  const vttBytes = await saved(vtt);
  expect(vttBytes.toString('latin1')).toContain(
    '00:00:03.000 --> 00:00:04.000\r\nD\xe9j\xe0 vu \x97 edited\r\n',
  );

  await editor.menu('Subtitle', 'Export plain text');
  const exportDialog = editor.dialog('Export plain text');
  await exportDialog.getByLabel('Unbreak lines').check();
  await exportDialog.getByLabel('Remove styling').check();
  const [text] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(text.suggestedFilename()).toBe('movie.txt');
  expect((await saved(text)).toString('utf8')).toBe(
    `\uFEFFCafé ${MARKER}\r\n\r\nDéjà vu — edited\r\n\r\nThird line\r\n`,
  );

  expectNothingSent(recorded, [SRT_1252]);
});

test('a damaged file opens with the skipped-blocks notice, read in the page', async ({ page }) => {
  const editor = new EditorPage(page);
  const recorded = recordRequests(page);
  await editor.menu('Subtitle', 'Open');
  await editor.chooseFile('Open subtitle file', 'Subtitle file', {
    name: 'damaged.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from(DAMAGED_SRT),
  });
  await expect(editor.dialog('Open subtitle file')).toBeHidden();
  expect(await editor.lineCount()).toBe(2);
  await expect(editor.cell(2, 'text')).toHaveText(`Good three ${MARKER}`);
  await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toHaveText(
    /1 block could not be read \(line 5\)/,
  );
  expectNothingSent(recorded, [Buffer.from(DAMAGED_SRT)]);
});

test('a waveform file is read in the page', async ({ page }) => {
  const editor = new EditorPage(page);
  const recorded = recordRequests(page);
  await editor.menu('Video', 'Open waveform from disk');
  await expect(editor.dialog('Open waveform from disk')).toContainText('stays on this computer');
  await editor.chooseFile(
    'Open waveform from disk',
    'Waveform file',
    'server/assets/sample-waveform.wav',
  );
  await expect(editor.timeline()).toContainText(/sample-waveform\.wav, \d+:\d\d, \d+ peaks/);
  expectNothingSent(recorded, [readFileSync('server/assets/sample-waveform.wav')]);
});

test("a video's subtitle tracks are offered and one opens, read by slices", async ({ page }) => {
  const editor = new EditorPage(page);
  const recorded = recordRequests(page);
  await editor.menu('Video', 'Open video from disk');
  await editor.chooseFile('Open video from disk', 'Video file', media.mkv);
  const tracks = editor.dialog('Subtitle tracks');
  await expect(tracks).toContainText(
    'This video has 2 subtitle tracks: English (SubRip), German (ASS). Open one?',
  );
  await tracks.getByRole('button', { name: 'German (ASS)' }).click();
  await expect(tracks).toBeHidden();
  expect(await editor.lineCount()).toBe(2);
  await expect(editor.cell(1, 'text')).toHaveText('Hallo {\\i1}Welt{\\i0}');
  // ffmpeg's muxer places the cue at 0.6 s on its own time grid (the service reads the same).
  await expect(editor.cell(1, 'start')).toHaveText(/^00:00:00,6\d\d$/);

  // The ASS track downloads as ASS with its header and the actor it carried.
  await page.keyboard.press('Control+s');
  const download = editor.dialog('Download subtitle file');
  await chooseFormat(page, 'Download subtitle file', 'Advanced Sub Station Alpha');
  await expect(download.getByText('two tracks.ass')).toBeVisible();
  const [ass] = await Promise.all([
    page.waitForEvent('download'),
    download.getByRole('button', { name: 'Download' }).click(),
  ]);
  const assText = (await saved(ass)).toString('utf8');
  expect(assText).toContain('PlayResX: 384');
  expect(assText).toMatch(/Dialogue: 0,0:00:00\.6\d,0:00:01\.3\d,Default,Bob,0,0,0,,Hallo/);

  // A video with an image track and a text track: the image track says it needs OCR; No closes.
  await editor.menu('Video', 'Open video from disk');
  await editor.chooseFile('Open video from disk', 'Video file', media.pgsAndText);
  await expect(tracks).toContainText('This video has 2 subtitle tracks: English (PGS images)');
  await tracks.getByRole('button', { name: 'English (PGS images)' }).click();
  await expect(tracks.getByRole('alert')).toContainText('image subtitles need OCR');
  await tracks.getByRole('button', { name: 'No' }).click();
  await expect(tracks).toBeHidden();
  expect(await editor.lineCount()).toBe(2);

  expectNothingSent(
    recorded,
    [media.read(media.mkv), media.read(media.pgsAndText)].map((b) => Buffer.from(b)),
  );
});

test('the help page says files stay on the computer', async ({ page }) => {
  await page.goto('/subtitleedit/help#formats');
  await expect(page.locator('#formats')).toContainText(
    'Files stay on your computer: the online editor opens, saves and exports subtitles',
  );
});
