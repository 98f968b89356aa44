import type { Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeCues, toSrt } from '../formats/datasets';
import { median, quantile } from '../lib/harness';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';
import { launchBenchBrowser, startBenchServer } from './benchServer';
import { makePeakFile } from './timelineScale';

// Issue 8 'Scale' and issue 27 (files read and written in the page): the editor with a 100k-line
// SubRip file in headless Chromium. Times are taken inside the page (performance.now) so
// Playwright's own round trips do not count, and each row of the table says where its clock
// starts and stops. "Open" runs from the Open dialog's file field reporting the choice (its
// change event: Playwright's own transfer of the 7 MB into the page, about 1 s here, is not what a
// user waits for) until the first row of the new document has been painted: the read in the
// editor's worker, the transfer of its columns, loading the document and the first render. The
// longest main-thread task meanwhile comes from a PerformanceObserver of 'longtask' entries
// (which Chromium reports from 50 ms up, so "none" means every task was under 50 ms).

const LINES = 100_000;
const RUNS = 5;

interface BenchWindow {
  benchT0: number;
  benchT1: number;
  benchLongTasks: { start: number; end: number }[];
}

/** Records long tasks for the rest of the page's life (once per page). */
async function observeLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    w.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.benchLongTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      }
    }).observe({ type: 'longtask' });
  });
}

/** What stops the clock: the grid showing `rows` data rows and the first of them, or the
 *  timeline's status holding `status`. */
type Done = { readonly rows: number } | { readonly status: string };

/**
 * Arms the clock: it starts at the next change event of a file field and stops once `done`
 * (tested every frame) holds and that frame has been painted (a message posted from the frame's
 * callback is handled after its paint).
 */
async function armClock(page: Page, done: Done): Promise<void> {
  await page.evaluate((until) => {
    const w = window as unknown as BenchWindow;
    w.benchT0 = Number.NaN;
    w.benchT1 = Number.NaN;
    const ready = (): boolean => {
      if ('rows' in until) {
        const grid = document.querySelector('[role="grid"]');
        return (
          grid?.getAttribute('aria-rowcount') === String(until.rows + 1) &&
          grid.querySelector('[aria-rowindex="2"]') !== null
        );
      }
      return (
        document.querySelector('.timeline-status')?.textContent?.includes(until.status) ?? false
      );
    };
    document.addEventListener('change', () => (w.benchT0 = performance.now()), {
      capture: true,
      once: true,
    });
    const painted = new MessageChannel();
    painted.port1.onmessage = () => (w.benchT1 = performance.now());
    const check = (): void => {
      if (!Number.isNaN(w.benchT0) && ready()) painted.port2.postMessage(null);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, done);
}

/** One timed run: the clock, the longest task that overlapped it, and the editor's own measures
 *  inside it (files/localFiles.ts: 'file read' with the worker's share, 'file open'). */
interface Timed {
  ms: number;
  longestTaskMs: number;
  parts: Record<string, number>;
}

/** The armed clock's reading once it has stopped. */
async function readClock(page: Page): Promise<Timed> {
  await page.waitForFunction(
    () => !Number.isNaN((window as unknown as BenchWindow).benchT1),
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  return page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    const overlapping = w.benchLongTasks.filter(
      (task) => task.end > w.benchT0 && task.start < w.benchT1,
    );
    const parts: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('measure')) {
      if (entry.startTime < w.benchT0 || entry.startTime > w.benchT1) continue;
      if (!entry.name.startsWith('file ')) continue;
      parts[entry.name] = entry.duration;
      const detail = (entry as PerformanceMeasure).detail as { workMs?: number } | null;
      if (detail?.workMs !== undefined) parts[`${entry.name}, in the worker`] = detail.workMs;
    }
    return {
      ms: w.benchT1 - w.benchT0,
      longestTaskMs: Math.max(0, ...overlapping.map((task) => task.end - task.start)),
      parts,
    };
  });
}

async function menu(page: Page, group: string, entry: string): Promise<void> {
  await page.getByRole('menuitem', { name: group, exact: true }).click();
  await page
    .getByRole('menu', { name: group })
    .getByRole('menuitem', { name: entry, exact: true })
    .click();
}

/** A file on disk, so the browser itself hands it to the page (as a file picker does): a buffer
 *  would be rebuilt in the page by Playwright's own script, a long task of its own. */
function onDisk(name: string, bytes: Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'bench-editor-')), name);
  writeFileSync(path, bytes);
  return path;
}

async function openFile(page: Page, srt: string): Promise<Timed> {
  // New first, so the line count changes and "first rows shown" cannot be the previous run's.
  await menu(page, 'Subtitle', 'New');
  await page.locator('[role="grid"][aria-rowcount="1"]').waitFor();
  await menu(page, 'Subtitle', 'Open');
  const field = page
    .getByRole('dialog', { name: 'Open subtitle file' })
    .getByLabel('Subtitle file');
  // The worker and the library load while a user picks the file; so do they here.
  await page.waitForTimeout(500);
  await armClock(page, { rows: LINES });
  await field.setInputFiles(srt);
  return readClock(page);
}

/** From the click on Download to the download handed to the browser (the click of the anchor
 *  that saves the bytes, files/saveFile.ts). */
async function saveSubRip(page: Page): Promise<Timed> {
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Download subtitle file' });
  const button = dialog.getByRole('button', { name: 'Download' });
  await button.waitFor();
  await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')];
    return buttons.some((b) => b.textContent === 'Download' && !b.disabled);
  });
  await button.evaluate((element) => {
    const w = window as unknown as BenchWindow;
    w.benchT0 = Number.NaN;
    w.benchT1 = Number.NaN;
    element.addEventListener('click', () => (w.benchT0 = performance.now()), {
      capture: true,
      once: true,
    });
    const onAnchor = (event: Event): void => {
      if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
      w.benchT1 = performance.now();
      document.removeEventListener('click', onAnchor, true);
    };
    document.addEventListener('click', onAnchor, true);
  });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  if (!download.suggestedFilename().endsWith('.srt')) throw new Error('not a SubRip download');
  await download.delete();
  return readClock(page);
}

/** From the waveform dialog's file field reporting the choice to the timeline naming the file. */
async function openWaveform(page: Page, peaks: Buffer, run: number): Promise<Timed> {
  const name = `ten-hours-${run}.wav`;
  const path = onDisk(name, peaks);
  await menu(page, 'Video', 'Open waveform from disk');
  const field = page
    .getByRole('dialog', { name: 'Open waveform from disk' })
    .getByLabel('Waveform file');
  await page.waitForTimeout(300);
  await armClock(page, { status: `Waveform: ${name}` });
  await field.setInputFiles(path);
  return readClock(page);
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
      await observeLongTasks(page);
      const opens: Timed[] = [];
      const srtPath = onDisk('hundred-thousand.srt', srt);
      for (let run = 0; run < RUNS; run++) opens.push(await openFile(page, srtPath));
      const saves: Timed[] = [];
      for (let run = 0; run < RUNS; run++) saves.push(await saveSubRip(page));
      // Let the garbage of the opens and auto-save's writes settle before frames are timed.
      await page.waitForTimeout(3000);
      const deltas = await scrollFrames(page);
      const typing = (await typingTimes(page)).filter(Number.isFinite);
      const shifts = await shiftTimes(page);
      // Last, so the frames above are timed without a waveform, as they always were.
      await page.keyboard.press('Escape');
      const peaks = makePeakFile();
      const waveforms: Timed[] = [];
      for (let run = 0; run < 3; run++) waveforms.push(await openWaveform(page, peaks, run));
      // At 60 Hz every frame is 16.7 ms give or take the scheduler's jitter, so "over 16 ms"
      // taken literally counts on-time frames; a frame that missed its vsync is over 25 ms
      // (1.5 intervals). Both are printed; the target is judged on missed frames.
      const over16 = deltas.filter((d) => d > 16.7).length;
      const missed = deltas.filter((d) => d > 25).length;
      const worst = Math.max(...deltas);
      const p95 = quantile(deltas, 0.95);
      const openMs = median(opens.map((open) => open.ms));
      const openTask = Math.max(...opens.map((open) => open.longestTaskMs));
      const saveMs = median(saves.map((save) => save.ms));
      const waveformMs = median(waveforms.map((open) => open.ms));
      const waveformTask = Math.max(...waveforms.map((open) => open.longestTaskMs));
      const task = (ms: number): string => (ms === 0 ? 'none ≥ 50' : fixed(ms, 0));
      /** The median of each of the editor's own measures over the runs, as sub-rows. */
      const parts = (runs: readonly Timed[]): (string | number)[][] =>
        [...new Set(runs.flatMap((run) => Object.keys(run.parts)))].map((name) => [
          `  ${name}`,
          '',
          '',
          fixed(
            median(runs.map((run) => run.parts[name] ?? Number.NaN).filter(Number.isFinite)),
            0,
          ),
          '',
          '',
        ]);
      return [
        {
          title: `Files in the page: a ${LINES / 1000}k-line SubRip file (${fixed(srt.length / 1e6, 1)} MB) and a 10-hour waveform file (${fixed(peaks.length / 1e6, 1)} MB), headless Chromium`,
          note: `medians of ${RUNS} runs (waveform: 3); worst runs in brackets; longest task: the longest main-thread task (PerformanceObserver 'longtask', reported from 50 ms) that overlapped any run`,
          headers: ['measure', 'clock starts', 'clock stops', 'ms', 'target', 'met'],
          rows: [
            [
              'open the SubRip file',
              "Open dialog's file field: change event",
              'first row of the new document painted',
              `${fixed(openMs, 0)} (${fixed(Math.max(...opens.map((o) => o.ms)), 0)})`,
              '< 150',
              openMs < 150 ? 'yes' : 'NO',
            ],
            [
              '  longest main-thread task meanwhile',
              '',
              '',
              task(openTask),
              '< 50',
              openTask < 50 ? 'yes' : 'NO',
            ],
            ...parts(opens),
            [
              'download it as SubRip',
              'click on Download',
              'the download handed to the browser',
              `${fixed(saveMs, 0)} (${fixed(Math.max(...saves.map((save) => save.ms)), 0)})`,
              '< 100',
              saveMs < 100 ? 'yes' : 'NO',
            ],
            [
              '  longest main-thread task meanwhile',
              '',
              '',
              task(Math.max(...saves.map((save) => save.longestTaskMs))),
              '',
              '',
            ],
            ...parts(saves),
            [
              'open the 10-hour waveform file',
              "waveform dialog's file field: change event",
              'the timeline names the file (painted)',
              `${fixed(waveformMs, 0)} (${fixed(Math.max(...waveforms.map((o) => o.ms)), 0)})`,
              '< 300',
              waveformMs < 300 ? 'yes' : 'NO',
            ],
            ['  longest main-thread task meanwhile', '', '', task(waveformTask), '', ''],
            ...parts(waveforms),
          ],
        },
        {
          title: `Editor with a ${LINES / 1000}k-line SubRip file (${fixed(srt.length / 1e6, 1)} MB), headless Chromium`,
          note: 'typing: median of 20 key presses (keydown → row text changed); shift: median of 5 Show later of all lines (click on Show later → first start cell changed); scrolling: ~600 frames top to bottom (requestAnimationFrame intervals)',
          headers: ['measure', 'value', 'target', 'met'],
          rows: [
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
