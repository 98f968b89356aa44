import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/EditorPage';

// Issue 14.3: a line break inside a list row is drawn as ↵ and heard as a break: the row's text
// reads "fast / to read", never "fastto read".

test('a two-line text is drawn with ↵ and read with a separator', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  await editor.row(3).click();
  await editor.textBox.fill('Some words that go by far too fast\nto read in time.');

  const cell = editor.cell(3, 'text');
  await expect(cell).toHaveAccessibleName('Some words that go by far too fast / to read in time.');
  await expect(editor.row(3)).toHaveAccessibleName(/far too fast \/ to read in time\.$/);

  // The break is still drawn as the symbol, and the spoken separator takes no room on screen.
  const drawn = await cell.evaluate((element) =>
    [...element.querySelectorAll('*')].map((part) => ({
      symbol: getComputedStyle(part, '::before').content,
      text: part.childElementCount === 0 ? (part.textContent ?? '') : '',
      box: part.getBoundingClientRect(),
    })),
  );
  expect(drawn.filter((part) => part.symbol.includes('↵'))).toHaveLength(1);
  for (const part of drawn.filter((p) => p.text.includes('/'))) {
    expect(part.box.width * part.box.height).toBeLessThanOrEqual(1);
  }

  // A one-line text reads as it is.
  await editor.textBox.fill('Just one line.');
  await expect(cell).toHaveAccessibleName('Just one line.');
});
