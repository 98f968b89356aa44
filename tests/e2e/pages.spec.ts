import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PAGE_META } from '../../shared/site/pageMeta';
import { listFormats } from '../../shared/subtitle/index';
import { PAGE_PATHS } from '../../shared/site/routes';
import { crawlSite } from './helpers/crawl';

// The information, help and tutorial pages (issue 9): every link and anchor resolves, every page
// of the route table passes axe without serious or critical findings, the reference pages hold
// what the spec lists, and nothing scrolls sideways on a 360 px phone, where the site menu folds.

const SITE = 'Nikse';

test('a crawl from / finds no broken link and no missing anchor', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const { visited, problems } = await crawlSite(page, origin);
  expect(problems).toEqual([]);
  // The crawl must really have reached the help pages through the menus and links.
  for (const path of [
    '/subtitleedit/help',
    '/subtitleedit/shortcuts',
    '/subtitleedit/nocr',
    '/subtitleedit/formats/assa-v4-spec',
    '/subtitleedit/AddSubtitlesToVideo',
    '/XmlContentTranslator',
    '/sitemap',
  ]) {
    expect(visited, path).toContain(`${origin}${path}`);
  }
});

for (const path of PAGE_PATHS) {
  test(`/${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(`/${path}`);
    await expect(page).toHaveTitle(`${SITE} - ${PAGE_META[path].title}`);
    await page.locator('main :is(h1, h2)').first().waitFor();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
    expect(severe).toEqual([]);
  });
}

/** The 33 anchors of spec/editor.md §2, in the spec's order. */
const HELP_ANCHORS = [
  'main',
  'main_resize',
  'main_edit_original',
  'video_modes',
  'waveform',
  'export',
  'sync',
  'visual_sync',
  'translation',
  'fixcommonerrors',
  'remove_text_for_hi',
  'spellcheck',
  'importvobsub',
  'bdsupedit',
  'settings',
  'shortcuts',
  'settings_video',
  'settings_tools',
  'settings_font',
  'bookmarks',
  'assa_bg_box',
  'translate',
  'networking',
  'beautify_time_codes',
  'batchconvert',
  'audio_to_text',
  'text_to_speech',
  'commandline',
  'portable',
  'plugins',
  'linux',
  'compile',
  'issues',
];

test('the help page has all 33 anchors, each listed in its table of contents', async ({ page }) => {
  expect(HELP_ANCHORS).toHaveLength(33);
  await page.goto('/se');
  await expect(page).toHaveURL('/subtitleedit/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const contents = page.getByRole('navigation', { name: 'Contents' });
  for (const id of HELP_ANCHORS) {
    await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
    await expect(contents.locator(`a[href="#${id}"]`), id).toHaveCount(1);
  }
  // The spec's help facts are on the page.
  for (const fact of [
    '50% to 300%',
    'within\n            500 ms',
    '43',
    '25',
    'over 40000 words',
  ]) {
    await expect(page.locator('main')).toContainText(fact.replace(/\s+/g, ' '));
  }
});

test('the help page lists every format of the library with what it can do', async ({ page }) => {
  const formats = listFormats();
  await page.goto('/subtitleedit/help#formats');
  const table = page.getByRole('region', { name: 'Subtitle formats' }).getByRole('table');
  await expect(table.getByRole('caption')).toHaveText(`${formats.length} formats`);
  await expect(table.locator('tbody tr')).toHaveCount(formats.length);
  const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name} `) });
  await expect(row('SubRip')).toHaveText(/SubRip\s*\.srt\s*Yes\s*Yes\s*Text/);
  await expect(row('EBU STL')).toContainText('Binary');
});

test('a help anchor opened from another page scrolls into view', async ({ page }) => {
  await page.goto('/subtitleedit/nocr');
  await page.getByRole('link', { name: 'synchronization guide' }).click();
  await expect(page).toHaveURL('/subtitleedit/help#sync');
  await expect(page.locator('#sync h2')).toBeInViewport();
});

test('the shortcuts page lists the spec shortcuts in a Control / Function / Shortcut table', async ({
  page,
}) => {
  await page.goto('/subtitleedit/shortcuts');
  const groups = [
    'General',
    'File',
    'Edit',
    'Tools',
    'Video',
    'Spell check',
    'Synchronization',
    'List view and text box',
    'List view',
    'Text box',
    'Translate',
    'Create/adjust',
    'Waveform/spectrogram',
  ];
  for (const group of groups) {
    await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
  }
  const table = page.getByRole('table').first();
  await expect(table.getByRole('columnheader')).toHaveText(['Control', 'Function', 'Shortcut']);
  const rows: [string, string][] = [
    ['New', 'Ctrl+N'],
    ['Multiple replace', 'Ctrl+Alt+M'],
    ['Right to left', 'Ctrl+Shift+Alt+R'],
    ['Fix common errors', 'Ctrl+Shift+F'],
    ['Reset play rate and waveform zoom', 'Ctrl+D0'],
    ['Full screen', 'Alt+Return'],
    ['Point sync', 'Ctrl+Shift+P'],
    ['Toggle casing of selection', 'Ctrl+Shift+F3'],
    ['Auto-translate', 'Ctrl+Shift+G'],
    ['Set start and offset the rest', 'Ctrl+Space or F9'],
    ['Vertical zoom out', 'Shift+Subtract'],
    ['100 ms back', 'Shift+Left'],
  ];
  for (const [fn, keys] of rows) {
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: fn, exact: true }) });
    await expect(row, fn).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2), fn).toHaveText(keys);
  }
  await expect(page.getByRole('cell', { name: 'Not assigned' }).first()).toBeVisible();
});

test('the nOCR tutorial has its four headings, shortcuts and illustrations', async ({ page }) => {
  await page.goto('/nocr');
  for (const heading of ['Main OCR window', 'Preparing OCR', 'Running OCR', 'Conclusion']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  for (const keys of ['Ctrl+G', 'Ctrl+T', 'Ctrl+Shift+P', 'Ctrl+H', 'F3']) {
    await expect(page.getByRole('cell', { name: keys, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img')).toHaveCount(3);
  await expect(page.locator('main')).toContainText('about 28 pixels');
});

test('format pages link their live example to the online editor', async ({ page }) => {
  for (const [path, sample] of [
    ['/subtitleedit/formats/srt', 'subrip-basic'],
    ['/subtitleedit/formats/assa', 'assa-basic'],
    ['/subtitleedit/formats/assa-override-tags', 'assa-override-tags'],
    ['/subtitleedit/formats/assa-v4-spec', 'assa-v4-spec'],
  ] as const) {
    await page.goto(path);
    const link = page.getByRole('link', { name: /in Subtitle Edit Online$/ });
    await expect(link).toHaveAttribute('href', `/subtitleedit/online?sample=${sample}`);
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the site menu folds behind a button and folds again after a link', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    const toggle = menu.getByRole('button', { name: 'Site menu' });
    const editorLink = menu.getByRole('link', { name: 'Subtitle Edit Online' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(editorLink).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'About me' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(editorLink).toBeHidden();
  });

  for (const path of PAGE_PATHS) {
    test(`/${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(`/${path}`);
      await page.locator('main :is(h1, h2)').first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
