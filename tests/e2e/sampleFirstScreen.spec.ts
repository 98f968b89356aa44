import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/EditorPage';

// Issue 14.4: a new user's first screen is the built-in sample, clean under the default rules but
// for line 11, which is too fast on purpose and says so.

test('the sample shows one warning, on the line that says it is the example', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  expect(await editor.lineCount()).toBe(16);
  for (let n = 1; n <= 16; n++) {
    const row = editor.row(n);
    await row.scrollIntoViewIfNeeded();
    if (n === 11) {
      await expect(row).toHaveAccessibleDescription('Line 11: too many characters per second');
      await expect(editor.cell(n, 'text')).toContainText('too fast, like this one.');
      await expect(editor.cell(n, 'cps')).toHaveClass(/rule-error/);
    } else {
      await expect(row, `line ${n}`).toHaveAccessibleDescription('');
      await expect(row.locator('.rule-error'), `line ${n}`).toHaveCount(0);
    }
  }
});
