import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { WEB_ROOT } from '../../server/paths';
import type { Bench, BenchResult } from '../lib/types';
import { launchBenchBrowser } from './benchServer';

// The JavaScript the editor's first screen costs: every script the page fetched (the entry chunk,
// the editor route's chunks, their preloads) up to the moment the subtitle list shows its first
// row, each gzipped (zlib level 9), summed. Workers' scripts and what loads later (the subtitle
// library's chunk, read on the first open or save) do not count. The built web app is served as
// plain files, so any build can be measured: `npx tsx bench/browser/firstScreenJs.ts <webRoot>`
// prints the figure for another build (a checkout of an older commit, built with `vite build`).

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.html': 'text/html',
};

/** The build's files; any other path gets index.html (the app's routes), API paths a 404. */
function serveBuild(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (/^\/(se-api|trpc|blog)\//.test(path)) {
      response.writeHead(404).end();
      return;
    }
    let file = join(root, path);
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      file = join(root, 'index.html');
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export interface FirstScreenJs {
  /** Script paths under the web root, in fetch order. */
  scripts: string[];
  rawBytes: number;
  gzipBytes: number;
}

export async function measureFirstScreenJs(root = WEB_ROOT): Promise<FirstScreenJs> {
  const server = await serveBuild(root);
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/subtitleedit/online`);
    await page.locator('[role="grid"] [aria-rowindex="2"]').first().waitFor();
    const urls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .concat([...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src)),
    );
    const scripts = [
      ...new Set(
        urls
          .map((url) => new URL(url).pathname)
          .filter((path) => path.endsWith('.js') && !/\.worker-/.test(path)),
      ),
    ];
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const path of scripts) {
      const bytes = readFileSync(join(root, path));
      rawBytes += bytes.length;
      gzipBytes += gzipSync(bytes, { level: 9 }).length;
    }
    return { scripts, rawBytes, gzipBytes };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export const firstScreenJsBench: Bench = {
  name: 'browser/firstScreenJs',
  async run(): Promise<BenchResult[]> {
    const { execFileSync } = await import('node:child_process');
    execFileSync('node', ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
    const measured = await measureFirstScreenJs();
    return [
      {
        title: "The editor's first screen: JavaScript fetched before the list's first row shows",
        note: 'gzip level 9 of each script; workers and chunks loaded later (the subtitle library) not counted',
        headers: ['scripts', 'raw KiB', 'gzipped KiB'],
        rows: [
          [
            measured.scripts.length,
            (measured.rawBytes / 1024).toFixed(1),
            (measured.gzipBytes / 1024).toFixed(1),
          ],
        ],
      },
    ];
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const measured = await measureFirstScreenJs(process.argv[2] ?? WEB_ROOT);
  for (const script of measured.scripts) console.log(script);
  console.log(
    `${measured.scripts.length} scripts, ${measured.rawBytes} bytes, ${measured.gzipBytes} bytes gzipped`,
  );
}
