import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EditorPage } from './pages/EditorPage';
import { TimelinePage } from './pages/TimelinePage';

// Issue 15, waveforms made in the browser: from a video file opened from disk (never uploaded)
// or a web address, decoded in a worker, cached in IndexedDB by name, size and last-modified
// time. The media is made here with Debian's ffmpeg: a 6-second WebM/Opus clip that is silent
// but for a 440 Hz tone from 2 s to 4 s, and a Matroska file whose audio is AC-3, which
// Chromium cannot decode.

let folder = '';
let clipPath = '';
let ac3Path = '';
/** 70-second files, long enough for two segments decoded side by side. */
const longPaths: string[] = [];
/** 70 seconds of Ogg Opus that is loud everywhere: three pieces with two edges to check. */
let noisePath = '';

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'waveform-media-'));
  clipPath = join(folder, 'clip.webm');
  ac3Path = join(folder, 'dolby.mkv');
  const toneFrom2To4s = "aevalsrc=exprs='if(between(t,2,4),0.5*sin(2*PI*440*t),0)':s=48000:d=6";
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    toneFrom2To4s,
    '-ac',
    '2',
    '-c:a',
    'libopus',
    '-b:a',
    '64k',
    clipPath,
  ]);
  ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=300:duration=2', '-c:a', 'ac3', ac3Path]);
  const toneFrom30To40s =
    "aevalsrc=exprs='if(between(t,30,40),0.5*sin(2*PI*440*t),0)':s=44100:d=70";
  for (const [name, codec] of [
    ['long.flac', 'flac'],
    ['long.ogg', 'libvorbis'],
    ['long.mp4', 'aac'],
    ['long.webm', 'libopus'],
    ['long.mp3', 'libmp3lame'],
  ] as const) {
    const path = join(folder, name);
    ffmpeg(['-f', 'lavfi', '-i', toneFrom30To40s, '-c:a', codec, path]);
    longPaths.push(path);
  }
  noisePath = join(folder, 'noise.opus');
  const swell = "volume='0.2+0.8*abs(sin(2*PI*0.7*t))':eval=frame";
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'anoisesrc=c=pink:r=48000:a=0.5:d=70:seed=7', '-af', swell],
    ...['-ac', '2', '-c:a', 'libopus', '-b:a', '64k', noisePath],
  ]);
});

test.afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

interface CachedPeaks {
  key: [string, number, number];
  count: number;
  sampleRate: number;
  highestPeak: number;
  /** Largest peak in each 100-ms window. */
  windows: number[];
  /** Time of the first peak over 0.1, in ms. */
  onsetMs: number;
}

/** The peak cache's entries, read straight from IndexedDB. */
function cachedPeaks(page: Page): Promise<CachedPeaks[]> {
  return page.evaluate(
    () =>
      new Promise<CachedPeaks[]>((resolve, reject) => {
        const request = indexedDB.open('SEOnline');
        request.onerror = () => reject(new Error('open failed'));
        request.onsuccess = () => {
          const store = request.result.transaction('peaks').objectStore('peaks');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            request.result.close();
            resolve(
              (
                values.result as {
                  peakMaxs: Float32Array;
                  sampleRate: number;
                  highestPeak: number;
                }[]
              ).map((value, at) => {
                const per100ms = value.sampleRate / 10;
                const windows: number[] = [];
                for (let start = 0; start < value.peakMaxs.length; start += per100ms) {
                  windows.push(Math.max(...value.peakMaxs.subarray(start, start + per100ms)));
                }
                const onset = value.peakMaxs.findIndex((peak) => peak > 0.1);
                return {
                  onsetMs: (onset / value.sampleRate) * 1000,
                  key: keys.result[at] as [string, number, number],
                  count: value.peakMaxs.length,
                  sampleRate: value.sampleRate,
                  highestPeak: value.highestPeak,
                  windows,
                };
              }),
            );
          };
        };
      }),
  );
}

/** The cached peaks of the file `name`, whole. */
function cachedPeakArrays(page: Page, name: string): Promise<{ maxs: number[]; mins: number[] }> {
  return page.evaluate(
    (fileName) =>
      new Promise<{ maxs: number[]; mins: number[] }>((resolve, reject) => {
        const request = indexedDB.open('SEOnline');
        request.onerror = () => reject(new Error('open failed'));
        request.onsuccess = () => {
          const store = request.result.transaction('peaks').objectStore('peaks');
          const keys = store.getAllKeys();
          const all = store.getAll();
          // Requests of a transaction complete in order: the keys are there too.
          all.onsuccess = () => {
            request.result.close();
            const at = keys.result.findIndex((key) => (key as string[])[0] === fileName);
            const value = all.result[at] as { peakMaxs: Float32Array; peakMins: Float32Array };
            resolve({ maxs: Array.from(value.peakMaxs), mins: Array.from(value.peakMins) });
          };
        };
      }),
    name,
  );
}

/**
 * Peaks at 1000 a second (48 frames each) of the whole file decoded in one call on the page:
 * what a waveform must equal, whatever route made it.
 */
function referencePeaks(page: Page, url: string): Promise<{ maxs: number[]; mins: number[] }> {
  return page.evaluate(async (address) => {
    const bytes = await (await fetch(address)).arrayBuffer();
    // BaseAudioContext's own method: a test may have replaced OfflineAudioContext's.
    const context = new OfflineAudioContext(1, 1, 48_000);
    const audio = await BaseAudioContext.prototype.decodeAudioData.call(context, bytes);
    const channels = Array.from({ length: audio.numberOfChannels }, (_, c) =>
      audio.getChannelData(c),
    );
    const maxs: number[] = [];
    const mins: number[] = [];
    for (let start = 0; start < audio.length; start += 48) {
      let high = -Infinity;
      let low = Infinity;
      for (let i = start; i < Math.min(start + 48, audio.length); i++) {
        let sum = 0;
        for (const channel of channels) sum += channel[i] ?? 0;
        const value = Math.fround(sum / channels.length);
        high = Math.max(high, value);
        low = Math.min(low, value);
      }
      maxs.push(high);
      mins.push(low);
    }
    return { maxs, mins };
  }, url);
}

/**
 * The cached waveform of `name` (served at /reference/name) against the reference peaks: both
 * counts, and the largest difference over the peaks both have.
 */
async function compareWithReference(
  page: Page,
  name: string,
): Promise<{ made: number; reference: number; worst: number }> {
  const made = await cachedPeakArrays(page, name);
  const reference = await referencePeaks(page, sameSite(page, `/reference/${name}`));
  let worst = 0;
  for (let i = 0; i < Math.min(made.maxs.length, reference.maxs.length); i++) {
    worst = Math.max(
      worst,
      Math.abs((made.maxs[i] ?? 0) - (reference.maxs[i] ?? 0)),
      Math.abs((made.mins[i] ?? 0) - (reference.mins[i] ?? 0)),
    );
  }
  return { made: made.maxs.length, reference: reference.maxs.length, worst };
}

/** Makes the waveform of noise.opus in a fresh editor; the file is also served at /reference/. */
async function makeNoiseWaveform(page: Page): Promise<void> {
  await page.route('**/reference/noise.opus', (route) => route.fulfill({ path: noisePath }));
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  await openVideoFile(editor, noisePath);
  await editor.menu('Video', 'Make waveform from video');
  await expect(
    page.getByRole('status').filter({ hasText: 'Waveform made from "noise.opus".' }),
  ).toBeVisible();
}

/** The route the last waveform was decoded by, from the page's User Timing measure. */
function decodeRoute(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      (
        performance.getEntriesByName('waveform decode', 'measure').at(-1) as
          PerformanceMeasure | undefined
      )?.detail as unknown,
  );
}

/** An absolute address on the site under test (the URL field takes absolute addresses only). */
function sameSite(page: Page, path: string): string {
  return new URL(path, page.url()).href;
}

async function openVideoFile(editor: EditorPage, path: string): Promise<void> {
  await editor.menu('Video', 'Open video from disk');
  await editor.chooseFile('Open video from disk', 'Video file', path);
}

test('makes a waveform from a WebM file, draws it, caches it and shows it again without decoding', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  const timeline = new TimelinePage(page);
  await openVideoFile(editor, clipPath);
  await editor.menu('Video', 'Make waveform from video');

  await expect(
    page.getByRole('status').filter({ hasText: 'Waveform made from "clip.webm".' }),
  ).toBeVisible();
  await expect(editor.timeline()).toContainText('Waveform: clip.webm, 0:06, 1000 peaks per second');
  await expect(page.getByRole('progressbar', { name: 'Making waveform' })).toHaveCount(0);

  // Cached under the file's name, size and last-modified time, with the tone where it was.
  const [entry, ...others] = await cachedPeaks(page);
  expect(others).toEqual([]);
  expect(entry?.key[0]).toBe('clip.webm');
  expect(entry?.key[1]).toBe(readFileSync(clipPath).length);
  expect(entry?.sampleRate).toBe(1000);
  expect(entry?.count).toBeGreaterThanOrEqual(5990);
  expect(entry?.count).toBeLessThanOrEqual(6030);
  const windows = entry?.windows ?? [];
  // 0–1.9 s and 4.1–6 s silent, 2.1–3.9 s loud (ffmpeg spreads the 0.5 sine over two channels at 1/√2: ~0.35 each, and so their average).
  expect(Math.max(...windows.slice(0, 19))).toBeLessThan(0.02);
  expect(Math.min(...windows.slice(21, 39))).toBeGreaterThan(0.3);
  expect(Math.max(...windows.slice(41, 60))).toBeLessThan(0.05);
  expect(entry?.highestPeak).toBeGreaterThan(0.3);
  expect(entry?.highestPeak).toBeLessThan(0.45);

  // Drawn: in the canvas, a column inside the tone differs from one in the silence.
  await timeline.ready();
  const columns = await timeline.canvas.evaluate((canvas: HTMLCanvasElement) => {
    const startMs = Number(canvas.dataset.viewStartMs);
    const endMs = Number(canvas.dataset.viewEndMs);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const column = (ms: number): number[] => {
      const x = Math.round(((ms - startMs) / (endMs - startMs)) * canvas.width);
      return Array.from(context.getImageData(x, 0, 1, canvas.height).data);
    };
    return { endMs, silence: column(1000), tone: column(3000) };
  });
  expect(columns.endMs).toBeGreaterThan(3000);
  expect(columns.tone).not.toEqual(columns.silence);

  // After a reload the auto-saved waveform is back; removing it and opening the same file again
  // shows the cached one at once, without a progress bar.
  await page.reload();
  await expect(editor.timeline()).toContainText('Waveform: clip.webm');
  await editor.menu('Video', 'Remove waveform');
  await expect(editor.timeline()).toContainText('No waveform loaded');
  await openVideoFile(editor, clipPath);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Waveform of "clip.webm" shown from this browser's cache.` }),
  ).toBeVisible();
  await expect(editor.timeline()).toContainText('Waveform: clip.webm, 0:06, 1000 peaks per second');
  await expect(page.getByRole('progressbar', { name: 'Making waveform' })).toHaveCount(0);
});

test('decodes a longer file in segments side by side, in FLAC, Ogg, MP4, WebM and MP3, with the tone in its place', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  for (const path of longPaths) {
    const name = path.slice(folder.length + 1);
    await openVideoFile(editor, path);
    await editor.menu('Video', 'Make waveform from video');
    await expect(
      page.getByRole('status').filter({ hasText: `Waveform made from "${name}".` }),
    ).toBeVisible();
    const entry = (await cachedPeaks(page)).find((cached) => cached.key[0] === name);
    const windows = entry?.windows ?? [];
    expect(entry?.sampleRate, name).toBe(1000);
    expect(windows.length, name).toBeGreaterThanOrEqual(700);
    // Silent to 29.9 s, loud from 30.1 s to 39.9 s (across the segments' edge at 35 s), silent after.
    expect(Math.max(...windows.slice(0, 299)), name).toBeLessThan(0.02);
    expect(Math.min(...windows.slice(301, 399)), name).toBeGreaterThan(0.4);
    expect(Math.max(...windows.slice(401, 700)), name).toBeLessThan(0.05);
    // To the millisecond, as players play it: an MP3's encoder delay (LAME tag) is skipped.
    expect(Math.abs((entry?.onsetMs ?? 0) - 30_000), name).toBeLessThanOrEqual(2);
  }
});

test('decodes Opus in pieces through the page, equal to a whole-file decode at every piece edge', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await makeNoiseWaveform(page);
  expect(await decodeRoute(page)).toEqual({ codec: 'opus', route: 'pieces', parts: 3 });

  // Sample for sample, also over the pieces' edges at 30 s and 60 s (peaks 30000 and 60000).
  const { made, reference, worst } = await compareWithReference(page, 'noise.opus');
  expect(made).toBe(reference);
  expect(worst).toBeLessThan(1e-4);
});

test('makes the waveform through WebCodecs when the page cannot decode a piece', async ({
  page,
}) => {
  // As in a browser whose decodeAudioData lacks Opus.
  await page.addInitScript(() => {
    OfflineAudioContext.prototype.decodeAudioData = () =>
      Promise.reject(new DOMException('Unable to decode audio data', 'EncodingError'));
  });
  await makeNoiseWaveform(page);
  expect(await decodeRoute(page)).toEqual({ codec: 'opus', route: 'segments', parts: 2 });
  // The second segment's decoder starts 200 ms early; it has not quite settled at 35 s. The
  // end comes from the decoded blocks, with the last packet's padding (up to 20 ms) that the
  // whole-file decode trims.
  const { made, reference, worst } = await compareWithReference(page, 'noise.opus');
  expect(made - reference).toBeGreaterThanOrEqual(0);
  expect(made - reference).toBeLessThanOrEqual(21);
  expect(worst).toBeLessThan(1e-3);
});

test('names the codec when the audio cannot be decoded', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  await openVideoFile(editor, ac3Path);
  await editor.menu('Video', 'Make waveform from video');
  await expect(page.getByRole('alert')).toHaveText(
    /The waveform could not be made: the audio of "dolby\.mkv" is AC-3 \(Dolby Digital\), which this browser cannot decode\./,
  );
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('shows progress with Cancel while a video from a web address is read, and Cancel stops it', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  const clip = readFileSync(clipPath);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The page's worker asks for the file; the answer waits until the test has seen the progress.
  await page.context().route('**/slow/clip.webm', async (route) => {
    await held;
    await route
      .fulfill({ status: 200, contentType: 'video/webm', body: clip })
      .catch(() => undefined);
  });
  await editor.menu('Video', 'Open video from URL');
  await editor
    .dialog('Open video from URL')
    .getByLabel('Video URL')
    .fill(sameSite(page, '/slow/clip.webm'));
  await editor.dialog('Open video from URL').getByRole('button', { name: 'Open' }).click();
  await editor.menu('Video', 'Make waveform from video');
  const progress = page.getByRole('progressbar', { name: 'Making waveform' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(progress).toHaveCount(0);
  release();
  await expect(editor.timeline()).not.toContainText('/slow/clip.webm');
});

test('a web address whose server answers an error gets a message naming the status', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.gotoFresh();
  await editor.menu('Video', 'Open video from URL');
  await editor
    .dialog('Open video from URL')
    .getByLabel('Video URL')
    .fill(sameSite(page, '/missing/video.webm'));
  await editor.dialog('Open video from URL').getByRole('button', { name: 'Open' }).click();
  await editor.menu('Video', 'Make waveform from video');
  await expect(page.getByRole('alert')).toContainText('answered HTTP 404');
});

test('a video from the web address of a server that allows reading (CORS) gets its waveform; one that does not gets the reason', async ({
  page,
}) => {
  // Another origin (a port of its own): only its /open/ path allows other sites to read.
  const clip = readFileSync(clipPath);
  const server = createServer((request, response) => {
    const headers: Record<string, string> = { 'Content-Type': 'video/webm' };
    if (request.url?.startsWith('/open/')) headers['Access-Control-Allow-Origin'] = '*';
    response.writeHead(200, headers).end(clip);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const editor = new EditorPage(page);
    await editor.gotoFresh();
    for (const [path, outcome] of [
      ['/open/clip.webm', 'made'],
      ['/closed/clip.webm', 'refused'],
    ] as const) {
      const address = `http://127.0.0.1:${port}${path}`;
      await editor.menu('Video', 'Open video from URL');
      await editor.dialog('Open video from URL').getByLabel('Video URL').fill(address);
      await editor.dialog('Open video from URL').getByRole('button', { name: 'Open' }).click();
      await editor.menu('Video', 'Make waveform from video');
      if (outcome === 'made') {
        await expect(editor.timeline()).toContainText(`Waveform: ${address}, 0:06`);
      } else {
        await expect(page.getByRole('alert')).toContainText(
          `the page may not read ${address}: its server does not allow other sites to read the file (CORS)`,
        );
      }
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
