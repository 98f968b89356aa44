import type { Page } from '@playwright/test';
import { makeCues, toSrt } from '../formats/datasets';
import { median, quantile } from '../lib/harness';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';
import { launchBenchBrowser, startBenchServer } from './benchServer';

// Issue 8 'Scale': the editor with a 100k-line SubRip file in headless Chromium. Times are taken
// inside the page (performance.now) so Playwright's own round trips do not count. "Open" runs
// from the file field's change event until the first rows show: the upload, the server's parse,
// the JSON answer, loading the document and the first render.

const LINES = 100_000;
const RUNS = 5;

async function openFile(page: Page, srt: Buffer): Promise<number> {
  // New first, so the line count changes and "first rows shown" cannot be the previous run's.
  await page.getByRole('menuitem', { name: 'Subtitle', exact: true }).click();
  await page
    .getByRole('menu', { name: 'Subtitle' })
    .getByRole('menuitem', { name: 'New', exact: true })
    .click();
  await page.locator('[role="grid"][aria-rowcount="1"]').waitFor();
  await page.getByRole('menuitem', { name: 'Subtitle', exact: true }).click();
  await page
    .getByRole('menu', { name: 'Subtitle' })
    .getByRole('menuitem', { name: 'Open', exact: true })
    .click();
  const field = page
    .getByRole('dialog', { name: 'Open subtitle file' })
    .getByLabel('Subtitle file');
  // The clock starts when the file field reports the choice: Playwright's own transfer of the
  // 7 MB into the page (base64 through its protocol, about 1 s here) is not what a user waits for.
  await page.evaluate(() => {
    document.addEventListener(
      'change',
      () => ((window as unknown as { benchT0: number }).benchT0 = performance.now()),
      { capture: true, once: true },
    );
  });
  await field.setInputFiles({ name: `big-${Date.now()}.srt`, mimeType: 'text/plain', buffer: srt });
  return page.evaluate(
    (count) =>
      new Promise<number>((resolve) => {
        const check = (): void => {
          const grid = document.querySelector('[role="grid"]');
          const firstRow = grid?.querySelector('[aria-rowindex="2"]');
          if (grid?.getAttribute('aria-rowcount') === String(count + 1) && firstRow) {
            resolve(performance.now() - (window as unknown as { benchT0: number }).benchT0);
          } else requestAnimationFrame(check);
        };
        check();
      }),
    LINES,
  );
}

/** Scrolls the list from top to bottom in about 600 frames; answers every frame's delta. */
function scrollFrames(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const scroller = document.querySelector<HTMLElement>('.list-scroller');
        if (!scroller) throw new Error('no list scroller');
        scroller.scrollTop = 0;
        const step = Math.max(1, (scroller.scrollHeight - scroller.clientHeight) / 600);
        const deltas: number[] = [];
        let last = performance.now();
        const frame = (now: number): void => {
          deltas.push(now - last);
          last = now;
          if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) {
            resolve(deltas.slice(1));
            return;
          }
          scroller.scrollTop += step;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(frame);
        });
      }),
  );
}

/** From the key event to the first row's text cell showing the new text. */
async function typingTimes(page: Page): Promise<number[]> {
  await page.locator('.list-scroller').evaluate((el) => (el.scrollTop = 0));
  await page.locator('[role="row"][aria-rowindex="2"]').click();
  const box = page.getByRole('textbox', { name: 'Text', exact: true });
  await box.focus();
  await page.evaluate(() => {
    const w = window as unknown as { benchKeys: number[]; benchTyped: number[] };
    w.benchKeys = [];
    w.benchTyped = [];
    window.addEventListener('keydown', () => w.benchKeys.push(performance.now()), true);
    const cell = document.querySelector('[role="row"][aria-rowindex="2"] .list-text');
    if (!cell) throw new Error('no first row');
    new MutationObserver(() => w.benchTyped.push(performance.now())).observe(cell, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('x');
    await page.waitForTimeout(30);
  }
  return page.evaluate(() => {
    const w = window as unknown as { benchKeys: number[]; benchTyped: number[] };
    return w.benchKeys.map((t, i) => (w.benchTyped[i] ?? Number.NaN) - t);
  });
}

/** From the click on 'Show later' to the first row's start cell showing the new time. */
async function shiftTimes(page: Page): Promise<number[]> {
  await page.keyboard.press('Escape');
  await page.getByRole('menuitem', { name: 'Synchronization', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Show earlier/later', exact: true }).click();
  const button = page
    .getByRole('dialog', { name: 'Show earlier/later' })
    .getByRole('button', { name: 'Show later' });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const measured = button.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const cell = document.querySelector('[role="row"][aria-rowindex="2"] .list-start');
          if (!cell) throw new Error('no first row');
          let t0 = 0;
          element.addEventListener('click', () => (t0 = performance.now()), {
            capture: true,
            once: true,
          });
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve(performance.now() - t0);
          });
          observer.observe(cell, { subtree: true, childList: true, characterData: true });
        }),
    );
    await button.click();
    times.push(await measured);
  }
  return times;
}

export const editorScaleBench: Bench = {
  name: 'browser/editorScale',
  async run(): Promise<BenchResult[]> {
    const srt = Buffer.from(toSrt(makeCues(LINES)));
    const server = await startBenchServer();
    const browser = await launchBenchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
      // tsx (esbuild keepNames) wraps named functions in __name(); the page needs that helper
      // for the functions this file hands to page.evaluate.
      await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
      await page.goto(`${server.origin}/subtitleedit/online`);
      await page.getByRole('grid', { name: 'Subtitle lines' }).waitFor();
      const opens: number[] = [];
      for (let run = 0; run < 3; run++) opens.push(await openFile(page, srt));
      // Let the garbage of three 100k-line opens be collected before frames are timed.
      await page.waitForTimeout(1500);
      const deltas = await scrollFrames(page);
      const typing = (await typingTimes(page)).filter(Number.isFinite);
      const shifts = await shiftTimes(page);
      // At 60 Hz every frame is 16.7 ms give or take the scheduler's jitter, so "over 16 ms"
      // taken literally counts on-time frames; a frame that missed its vsync is over 25 ms
      // (1.5 intervals). Both are printed; the target is judged on missed frames.
      const over16 = deltas.filter((d) => d > 16.7).length;
      const missed = deltas.filter((d) => d > 25).length;
      const worst = Math.max(...deltas);
      const p95 = quantile(deltas, 0.95);
      return [
        {
          title: `Editor with a ${LINES / 1000}k-line SubRip file (${fixed(srt.length / 1e6, 1)} MB), headless Chromium`,
          note: 'open: median of 3 (change event of the file field → first rows shown); typing: median of 20 key presses (keydown → row text changed); shift: median of 5 Show later of all lines (click → first start cell changed); scrolling: ~600 frames top to bottom',
          headers: ['measure', 'value', 'target', 'met'],
          rows: [
            ['open, ms', fixed(median(opens), 0), '< 1500', median(opens) < 1500 ? 'yes' : 'NO'],
            ['scroll frames', deltas.length, '', ''],
            ['worst frame, ms', fixed(worst, 1), '< 50', worst < 50 ? 'yes' : 'NO'],
            ['frames over 50 ms', deltas.filter((d) => d > 50).length, '0', ''],
            ['first frame over 50 ms (frame number)', deltas.findIndex((d) => d > 50), '', ''],
            ['median frame, ms', fixed(median(deltas), 1), '', ''],
            ['95th percentile frame, ms', fixed(p95, 1), '', ''],
            [
              'frames over 16.7 ms, %',
              fixed((over16 / Math.max(1, deltas.length)) * 100, 1),
              '',
              '',
            ],
            [
              'frames that missed a vsync (> 25 ms), %',
              fixed((missed / Math.max(1, deltas.length)) * 100, 1),
              '< 5',
              missed / Math.max(1, deltas.length) < 0.05 ? 'yes' : 'NO',
            ],
            ['typing, ms', fixed(median(typing), 1), '< 16', median(typing) < 16 ? 'yes' : 'NO'],
            [
              'Show later of all lines, ms',
              fixed(median(shifts), 1),
              '< 50',
              median(shifts) < 50 ? 'yes' : 'NO',
            ],
          ],
        },
      ];
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
