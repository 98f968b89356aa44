import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EditorPage } from './pages/EditorPage';

// Issue 27, the offline editor (CONTRACT §6): after one visit the editor loads and works with the
// network off, from its service worker's cache; other pages and API answers are never cached;
// a new version is offered with a Reload button and never applied over unsaved work.
// The other e2e files block service workers (playwright.config.ts); these allow them.
test.use({ serviceWorkers: 'allow' });

let folder = '';
let clipPath = '';

test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'offline-editor-'));
  clipPath = join(folder, 'clip.webm');
  // 3 seconds of picture and a 440 Hz tone: a small WebM opened from disk.
  execFileSync('/usr/bin/ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=3'],
    ...['-c:v', 'libvpx', '-b:v', '100k', '-c:a', 'libopus', '-b:a', '48k', clipPath],
  ]);
});

test.afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** The first visit: the editor installs its service worker, which takes the page once its
 *  cache holds everything the editor needs. */
async function visitOnce(page: Page): Promise<EditorPage> {
  const editor = new EditorPage(page);
  await editor.goto();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
  return editor;
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  // Nothing reaches the server now, whatever the page asks.
  expect(
    await page.evaluate(() =>
      fetch('/healthz').then(
        () => 'reached',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
}

/** Every URL the page's caches hold, path and query. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        urls.push(url.pathname + url.search);
      }
    }
    return urls;
  });
}

function srtFile(): { name: string; mimeType: string; buffer: Buffer } {
  const text =
    '1\n00:00:01,000 --> 00:00:02,500\nFirst line\n\n2\n00:00:03,000 --> 00:00:04,000\nSecond line\n';
  return { name: 'movie.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(text) };
}

test('after one visit the editor loads offline with the sample, its clip and waveform, and edits', async ({
  context,
  page,
}) => {
  const editor = await visitOnce(page);
  await goOffline(context, page);
  await page.reload();
  await expect(editor.grid).toBeVisible();
  expect(await editor.lineCount()).toBe(16);
  await expect(editor.cell(1, 'text')).toHaveText('Welcome to Subtitle Edit Online.');
  // The page really came from the service worker, with the site's title as the server wrote it.
  expect(
    await page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return (entry?.workerStart ?? 0) > 0;
    }),
  ).toBe(true);
  await expect(page).toHaveTitle(/Subtitle Edit Online/);
  // The Wasm kernels (the editor marks which kernels run), the demo waveform and the sample clip.
  await expect(page.locator('[data-kernels="wasm"]')).toBeAttached();
  await expect(editor.timeline()).toContainText('Waveform: Demo waveform');
  await expect
    .poll(() => editor.video.evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(1);
  expect(await editor.video.evaluate((video: HTMLVideoElement) => video.error)).toBeNull();

  await editor.row(2).click();
  await editor.textBox.fill('Edited without a network');
  await expect(editor.cell(2, 'text')).toHaveText('Edited without a network');
});

test('offline, a waveform is made from a clip opened from disk', async ({ context, page }) => {
  const editor = await visitOnce(page);
  await goOffline(context, page);
  await page.reload();
  await expect(editor.grid).toBeVisible();
  await editor.menu('Video', 'Open video from disk');
  await editor.chooseFile('Open video from disk', 'Video file', clipPath);
  await editor.menu('Video', 'Make waveform from video');
  await expect(editor.timeline()).toContainText('Waveform: clip.webm, 0:03');
  await expect(page.getByRole('progressbar', { name: 'Making waveform' })).toHaveCount(0);
});

test('offline, a subtitle file opens from disk and downloads', async ({ context, page }) => {
  const editor = await visitOnce(page);
  await goOffline(context, page);
  await page.reload();
  await expect(editor.grid).toBeVisible();

  await editor.menu('Subtitle', 'Open');
  await editor.chooseFile('Open subtitle file', 'Subtitle file', srtFile());
  await expect(editor.dialog('Open subtitle file')).toBeHidden();
  expect(await editor.lineCount()).toBe(2);
  await expect(editor.cell(2, 'text')).toHaveText('Second line');

  await editor.row(1).click();
  await editor.textBox.fill('Changed offline');
  await page.keyboard.press('Control+s');
  const dialog = editor.dialog('Download subtitle file');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('movie.srt');
  const saved = readFileSync(await download.path()).toString('utf8');
  expect(saved).toContain('00:00:01,000 --> 00:00:02,500\r\nChanged offline\r\n');
});

test('offline, other pages are not served from the cache and no API answer was stored', async ({
  context,
  page,
}) => {
  await visitOnce(page);
  // Online, under the service worker: pages, the blog's API and the subtitle service answer.
  for (const path of ['/posts/welcome', '/admin']) {
    expect((await page.goto(path))?.status()).toBe(200);
  }
  const answers = await page.evaluate(async () => {
    const statuses: number[] = [];
    for (const path of ['/se-api/subtitle-formats/', '/se-api/demowaveform/', '/healthz']) {
      statuses.push((await fetch(path)).status);
    }
    return statuses;
  });
  expect(answers).toEqual([200, 200, 200]);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /welcome/i }).first()).toBeVisible();

  await context.setOffline(true);
  for (const path of ['/posts/welcome', '/admin', '/']) {
    // The browser's own offline error, not a cached page.
    await expect(page.goto(path)).rejects.toThrow(/net::ERR_/);
  }
  // The editor still loads, and its caches hold the app and nothing of the server's answers. It
  // is opened in a fresh tab: a navigation out of Chromium's offline error page was not handed to
  // the service worker in every run.
  const editorTab = await context.newPage();
  await editorTab.goto('/subtitleedit/online');
  await expect(new EditorPage(editorTab).grid).toBeVisible();
  const urls = await cachedUrls(editorTab);
  expect(urls.length).toBeGreaterThan(10);
  expect(urls.some((url) => url.startsWith('/subtitleedit/online'))).toBe(true);
  expect(urls.some((url) => url.startsWith('/sample/demo-waveform.json'))).toBe(true);
  expect(urls.some((url) => /\.wasm$/.test(url))).toBe(true);
  expect(
    urls.filter((url) =>
      /^\/(?:se-api|trpc|blog|healthz|posts|admin)(?:[/?]|$)|^\/\?|^\/$/.test(url),
    ),
  ).toEqual([]);
});

test('a file the operating system launches the installed editor with opens in it', async ({
  page,
}) => {
  // Chromium's File Handling API as an installed app sees it: launchQueue hands the page file
  // handles. Stubbed here (a test browser installs no app); the editor sets the consumer.
  await page.addInitScript(() => {
    let consumer: ((params: unknown) => void) | null = null;
    const queued: unknown[] = [];
    // Chromium has a launchQueue of its own (an accessor of Window.prototype): shadowed here.
    Object.defineProperty(window, 'launchQueue', {
      configurable: true,
      value: {
        setConsumer(next: (params: unknown) => void) {
          consumer = next;
          for (const params of queued.splice(0)) next(params);
        },
      },
    });
    Object.defineProperty(window, 'launch', {
      value: (name: string, text: string) => {
        const getFile = () => Promise.resolve(new File([text], name));
        const params = { files: [{ kind: 'file', name, getFile }] };
        if (consumer) consumer(params);
        else queued.push(params);
      },
    });
  });
  const editor = new EditorPage(page);
  await editor.goto();
  const srt = srtFile();
  await page.evaluate(
    ([name, text]) =>
      (window as unknown as { launch: (n: string, t: string) => void }).launch(name, text),
    [srt.name, srt.buffer.toString('utf8')] as const,
  );
  await expect.poll(() => editor.lineCount()).toBe(2);
  await expect(editor.cell(1, 'text')).toHaveText('First line');
});

/**
 * A proxy in front of the test server that can publish "a new build": from `publish()` on, its
 * sw.js has other bytes, as a deploy changes it (the browser fetches the worker script itself,
 * outside the page's routes, so a route cannot change it).
 */
async function startReleaseProxy(target: string): Promise<{
  origin: string;
  publish: () => void;
  close: () => Promise<void>;
}> {
  const upstream = new URL(target);
  let published = false;
  const server = createServer((incoming, outgoing) => {
    const changed = published && incoming.url?.split('?')[0] === '/sw.js';
    const asked: IncomingHttpHeaders = { ...incoming.headers };
    if (changed) {
      // The whole new script, never "not modified".
      delete asked['if-none-match'];
      delete asked['if-modified-since'];
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: asked,
      },
      (answer) => {
        const headers: IncomingHttpHeaders = { ...answer.headers };
        if (!changed) {
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from('\n// the next version\n')]);
          headers['content-length'] = String(body.length);
          delete headers.etag;
          delete headers['last-modified'];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    publish: () => {
      published = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test('a new version is announced with Reload, which waits while the document is unsaved', async ({
  page,
  baseURL,
}) => {
  const proxy = await startReleaseProxy(baseURL ?? '');
  try {
    const editor = new EditorPage(page);
    await page.goto(`${proxy.origin}/subtitleedit/online`);
    await expect(editor.grid).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await editor.row(1).click();
    await editor.textBox.fill('Unsaved work');
    await expect(editor.cell(1, 'text')).toHaveText('Unsaved work');

    proxy.publish();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const banner = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Save your subtitle first');
    const reload = banner.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeDisabled();
    // The new worker waits; the page keeps the version it runs.
    const waiting = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting?.state ?? null;
      });
    expect(await waiting()).toBe('installed');

    // Saved (downloaded), the work is safe: Reload applies the new version.
    await page.keyboard.press('Control+s');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      editor.dialog('Download subtitle file').getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(readFileSync(await download.path()).toString('utf8')).toContain('Unsaved work');
    await expect(banner).toContainText('Reload to use it.');
    await expect(reload).toBeEnabled();
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await expect(editor.grid).toBeVisible();
    expect(await waiting()).toBeNull();
    await expect(
      page.getByRole('status').filter({ hasText: 'A new version is ready' }),
    ).toHaveCount(0);
  } finally {
    await proxy.close();
  }
});
