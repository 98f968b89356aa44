import type { Browser, BrowserContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_ROOT } from '../../server/paths';
import { median } from '../lib/harness';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';
import { launchBenchBrowser, startBenchServer } from './benchServer';

// Issue 27, the offline editor: how long the editor takes to show its first rows on a first
// visit (empty cache, from the network), on a repeat visit with only the HTTP cache (service
// workers blocked), and on a repeat visit with the network off (everything from the service
// worker's cache); and what the first screen's JavaScript and the whole offline cache weigh.
// Each run is a fresh browser profile. Times are the page's own clock from navigation start to
// the first row of the list, so Playwright's round trips do not count.

const RUNS = 5;
const EDITOR = '/subtitleedit/online';

/** Installed before any page script: notes when the list's first row first shows. A string, as
 *  tsx would wrap a function's inner functions in a helper the page does not have. */
const WATCH_FIRST_ROW = `
  const check = () => {
    if (document.querySelector('[role="grid"] [aria-rowindex="2"]')) {
      window.firstRowMs = performance.now();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

async function firstRowMs(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => 'firstRowMs' in window, undefined, { timeout: 60_000 });
  return page.evaluate(() => (window as unknown as { firstRowMs: number }).firstRowMs);
}

async function newContext(browser: Browser, serviceWorkers: 'allow' | 'block') {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers,
  });
  await context.addInitScript({ content: WATCH_FIRST_ROW });
  return context;
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Scripts the page fetched before its first row (workers' own scripts excluded). */
async function firstScreenScripts(page: Page): Promise<string[]> {
  const paths = await page.evaluate(() => {
    const shownAt = (window as unknown as { firstRowMs: number }).firstRowMs;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= shownAt)
      .map((entry) => new URL(entry.name).pathname);
  });
  return [...new Set(paths.filter((path) => path.endsWith('.js') && !/\.worker-/.test(path)))];
}

/** Every URL of the offline cache (path only); the editor's page is index.html on disk. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        paths.push(new URL(request.url).pathname);
      }
    }
    return paths;
  });
}

function bytesOf(paths: readonly string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const file = path === EDITOR ? 'index.html' : path.slice(1);
    const bytes = readFileSync(join(WEB_ROOT, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

interface Run {
  cold: number;
  httpCache: number;
  offline: number;
}

async function oneRun(browser: Browser, origin: string): Promise<Run> {
  let blocked: BrowserContext | undefined;
  const context = await newContext(browser, 'allow');
  try {
    const page = await context.newPage();
    const cold = await firstRowMs(page, `${origin}${EDITOR}`);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const offline = await firstRowMs(page, `${origin}${EDITOR}`);

    blocked = await newContext(browser, 'block');
    const plain = await blocked.newPage();
    await firstRowMs(plain, `${origin}${EDITOR}`);
    const httpCache = await firstRowMs(plain, `${origin}${EDITOR}`);
    return { cold, httpCache, offline };
  } finally {
    await blocked?.close();
    await context.close();
  }
}

export const offlineLoadBench: Bench = {
  name: 'browser/offlineLoad',
  async run(): Promise<BenchResult[]> {
    const server = await startBenchServer();
    const browser = await launchBenchBrowser();
    try {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, server.origin));

      // Sizes, from one more first visit.
      const context = await newContext(browser, 'allow');
      const page = await context.newPage();
      await firstRowMs(page, `${server.origin}${EDITOR}`);
      const scripts = await firstScreenScripts(page);
      await waitForServiceWorker(page);
      const cached = await cachedPaths(page);
      await context.close();
      const js = bytesOf(scripts);
      const cache = bytesOf(cached);

      const row = (label: string, values: number[], base: number): (string | number)[] => [
        label,
        fixed(median(values), 0),
        fixed(Math.min(...values), 0),
        fixed(Math.max(...values), 0),
        fixed(median(values) / base, 2),
      ];
      const cold = median(runs.map((run) => run.cold));
      return [
        {
          title: `Editor load to its first row (ms, ${RUNS} fresh profiles)`,
          note: 'ratio: median against the cold first visit of the same runs',
          headers: ['visit', 'median', 'min', 'max', 'ratio'],
          rows: [
            row(
              'first visit, empty cache, network',
              runs.map((run) => run.cold),
              cold,
            ),
            row(
              'repeat visit, HTTP cache, no service worker',
              runs.map((run) => run.httpCache),
              cold,
            ),
            row(
              'repeat visit offline, service worker',
              runs.map((run) => run.offline),
              cold,
            ),
          ],
        },
        {
          title: 'What the editor downloads',
          note: 'gzip level 9 of each file, summed; first screen = scripts fetched before the first row (workers excluded)',
          headers: ['what', 'files', 'raw KiB', 'gzipped KiB'],
          rows: [
            [
              "first screen's JavaScript",
              scripts.length,
              fixed(js.raw / 1024, 1),
              fixed(js.gzip / 1024, 1),
            ],
            [
              'offline cache (precached)',
              cached.length,
              fixed(cache.raw / 1024, 1),
              fixed(cache.gzip / 1024, 1),
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
