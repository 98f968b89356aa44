import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/EditorPage';

// The editor as a subtitler uses it: the sample document, editing, structure changes, history.

test.beforeEach(async ({ page }) => {
  await new EditorPage(page).gotoFresh();
});

test('shows the 16-line sample with the first line selected', async ({ page }) => {
  const editor = new EditorPage(page);
  expect(await editor.lineCount()).toBe(16);
  await expect(editor.grid.getByRole('columnheader')).toHaveText([
    '#',
    'Start',
    'End',
    'Duration',
    'CPS',
    'Text',
  ]);
  await expect(editor.row(1)).toHaveAttribute('aria-selected', 'true');
  await expect(editor.cell(1, 'start')).toHaveText('00:00:01,000');
  await expect(editor.textBox).toHaveValue('Welcome to Subtitle Edit Online.');
  await expect(page.locator('[data-kernels="wasm"]')).toBeVisible();
});

test('typing edits the line as you type, and one undo takes the whole typing back', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.row(2).click();
  await editor.textBox.fill('');
  await editor.textBox.pressSequentially('New words');
  await expect(editor.cell(2, 'text')).toHaveText('New words');
  await editor.undo();
  // The row reads a line break as ' / ' (issue 14.3).
  await expect(editor.cell(2, 'text')).toHaveText('This short clip shows / how the editor works.');
  await editor.redo();
  await expect(editor.cell(2, 'text')).toHaveText('New words');
});

test('click, shift-click and ctrl-click select as the spec says', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.row(2).click();
  await editor.row(5).click({ modifiers: ['Shift'] });
  for (const n of [2, 3, 4, 5])
    await expect(editor.row(n)).toHaveAttribute('aria-selected', 'true');
  await editor.row(3).click({ modifiers: ['Control'] });
  await expect(editor.row(3)).toHaveAttribute('aria-selected', 'false');
  await expect(editor.status).toHaveText(/3 lines selected/);
  await editor.row(7).click();
  await expect(editor.row(2)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(editor.row(8)).toHaveAttribute('aria-selected', 'true');
  await expect(editor.row(7)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(editor.row(6)).toHaveAttribute('aria-selected', 'true');
  await expect(editor.textBox).toHaveValue('Type in the text box to change the words.');
});

test('split, merge, undo and redo from the context menu', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.contextMenu(3, 'Split here');
  expect(await editor.lineCount()).toBe(17);
  // The text splits where auto-break breaks it.
  await expect(editor.cell(3, 'text')).toHaveText('Every line you hear has');
  await expect(editor.cell(4, 'text')).toHaveText('a subtitle in the list.');
  await expect(editor.cell(4, 'start')).toHaveText('00:00:09,219');
  await editor.contextMenu(3, 'Merge with next');
  expect(await editor.lineCount()).toBe(16);
  await expect(editor.cell(3, 'text')).toContainText('Every line you hear has');
  await expect(editor.cell(3, 'end')).toHaveText('00:00:11,219');
  await editor.undo();
  expect(await editor.lineCount()).toBe(17);
  await editor.undo();
  await expect(editor.cell(3, 'text')).toHaveText(
    'Every line you hear has / a subtitle in the list.',
  );
  await editor.redo();
  expect(await editor.lineCount()).toBe(17);
});

test('insert before, insert after and delete keep the spec timings', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.contextMenu(2, 'Insert before');
  await expect(editor.cell(2, 'start')).toHaveText('00:00:02,033');
  await expect(editor.cell(2, 'end')).toHaveText('00:00:04,033');
  await editor.contextMenu(2, 'Delete');
  await editor.contextMenu(16, 'Insert after');
  await expect(editor.cell(17, 'start')).toHaveText('00:00:57,410');
  expect(await editor.lineCount()).toBe(17);
});

test('a rule error is coloured and described', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.row(1).click();
  await editor.textBox.fill('A line that is far too long for anyone to read in two seconds at all');
  await expect(editor.cell(1, 'cps')).toHaveClass(/rule-error/);
  await expect(editor.cell(1, 'text')).toHaveClass(/rule-error/);
  await expect(editor.row(1)).toHaveAccessibleDescription(/too many characters per second/);
  await expect(editor.row(1)).toHaveAccessibleDescription(/line too long/);
});
