import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/EditorPage';

// Opening a damaged file as a new user would: the good lines open, the blocks that could not be
// read are named in a notice (which the user can dismiss), and nothing is glued into a good line.

/** Lines 9, 17 and 25 start damaged blocks: a letter in a time, a short arrow, a cut-off line. */
const DAMAGED_SRT = `1
00:00:01,000 --> 00:00:02,000
Good one

2
00:00:03,000 --> 00:00:04,000
Good two

3
00:00:0x,000 --> 00:00:06,000
Broken three

4
00:00:07,000 --> 00:00:08,000
Good four

5
00:00:09,000 -> 00:00:10,000
Broken five

6
00:00:11,000 --> 00:00:12,000
Good six

7
00:00:13,0
`;

const CLEAN_SRT = '1\n00:00:01,000 --> 00:00:02,000\nAll fine\n';

function file(name: string, content: string) {
  return { name, mimeType: 'application/x-subrip', buffer: Buffer.from(content) };
}

test.beforeEach(async ({ page }) => {
  await new EditorPage(page).gotoFresh();
});

test('a damaged file opens with its good lines and a notice of the skipped blocks', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.menu('Subtitle', 'Open');
  await editor.chooseFile('Open subtitle file', 'Subtitle file', file('damaged.srt', DAMAGED_SRT));
  await expect(editor.dialog('Open subtitle file')).toBeHidden();

  expect(await editor.lineCount()).toBe(4);
  await expect(editor.cell(1, 'text')).toHaveText('Good one');
  await expect(editor.cell(2, 'text')).toHaveText('Good two');
  await expect(editor.cell(3, 'text')).toHaveText('Good four');
  await expect(editor.cell(4, 'text')).toHaveText('Good six');
  await expect(editor.cell(3, 'start')).toHaveText('00:00:07,000');

  const notice = page.getByRole('status').filter({ hasText: 'could not be read' });
  await expect(notice).toHaveText(/3 blocks could not be read \(lines 9, 17, 25\)/);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
});

test('opening a clean file after a damaged one clears the notice', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.dropFile(editor.grid, 'damaged.srt', DAMAGED_SRT);
  const notice = page.getByRole('status').filter({ hasText: 'could not be read' });
  await expect(notice).toBeVisible();
  await editor.dropFile(editor.grid, 'clean.srt', CLEAN_SRT);
  await expect(editor.cell(1, 'text')).toHaveText('All fine');
  await expect(notice).toBeHidden();
});

test('the help page says what happens to damaged files', async ({ page }) => {
  await page.goto('/subtitleedit/help');
  const section = page.getByRole('region', { name: 'Damaged subtitle files' });
  await expect(section).toContainText('could not be read (lines 14, 27, 40)');
  await page.getByRole('link', { name: 'Damaged subtitle files' }).first().click();
  await expect(page).toHaveURL(/#damaged_files$/);
});
