// The offline editor at build time (CONTRACT §6: after one visit the editor works offline): the
// demo waveform as a static file, the web app manifest that makes the editor installable and
// opens subtitle files from the operating system, and the service worker (vite-plugin-pwa's
// generateSW, Workbox) that precaches the editor. The page side is web/pwa/.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';

/** The editor's route: the one page the service worker answers from its cache. */
export const EDITOR_PATH = '/subtitleedit/online';

/** Where the editor reads the demo waveform (web/editor/session/demoWaveform.ts). */
const DEMO_WAVEFORM_FILE = 'sample/demo-waveform.json';

const THEME_COLOR = '#1d4e89';
const BACKGROUND_COLOR = '#f6f7f9';

/** The largest file the service worker keeps (Workbox refuses bigger ones at build time). */
const MAX_PRECACHED_BYTES = 10 * 1024 * 1024;

/** @typedef {import('./offlineEditorData').OfflineEditorData} OfflineEditorData */

/**
 * The subtitle library's extensions and the demo waveform, from scripts/offlineEditorData.ts
 * (TypeScript of shared/, run under tsx in a child process).
 * @param {string} projectRoot
 * @returns {OfflineEditorData}
 */
function readOfflineEditorData(projectRoot) {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(projectRoot, 'scripts', 'offlineEditorData.ts')],
    { cwd: projectRoot, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(output.toString('utf8'));
}

/**
 * Emits sample/demo-waveform.json into the build, and serves it from the dev server.
 * @param {string} json
 * @returns {import('vite').Plugin}
 */
function demoWaveformFile(json) {
  return {
    name: 'demo-waveform-file',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${DEMO_WAVEFORM_FILE}`) {
          next();
          return;
        }
        res.setHeader('Content-Type', 'application/json');
        res.end(json);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_WAVEFORM_FILE, source: json });
    },
  };
}

/**
 * Every extension the subtitle library reads: text formats as text/plain, binary ones as
 * application/octet-stream (the system matches the extension; the editor then detects the
 * format from the content, as for any file it opens).
 * @param {OfflineEditorData} data
 */
function fileHandlers(data) {
  /** @type {Record<string, string[]>} */
  const accept = { 'text/plain': data.textExtensions };
  if (data.binaryExtensions.length > 0) accept['application/octet-stream'] = data.binaryExtensions;
  return [{ action: EDITOR_PATH, accept }];
}

/**
 * @param {OfflineEditorData} data
 * @returns {Partial<import('vite-plugin-pwa').ManifestOptions>}
 */
function manifest(data) {
  return {
    id: EDITOR_PATH,
    name: 'Subtitle Edit Online',
    short_name: 'Subtitle Edit',
    description: 'Edit subtitles in the browser: texts, timings, video and waveform, also offline.',
    start_url: EDITOR_PATH,
    scope: EDITOR_PATH,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/editor-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/editor-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/editor-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: '/icons/editor.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    file_handlers: fileHandlers(data),
    // A file opened from the system goes to the editor window already open (its unsaved work
    // stays undoable there) rather than to a new one.
    launch_handler: { client_mode: 'focus-existing' },
  };
}

/**
 * The plugins of the offline editor, for vite.config.ts.
 * @param {string} projectRoot
 * @returns {import('vite').PluginOption[]}
 */
export function offlineEditorPlugins(projectRoot) {
  const data = readOfflineEditorData(projectRoot);
  return [
    demoWaveformFile(JSON.stringify(data.demoWaveform)),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      scope: '/',
      // Registered by the editor page itself (web/pwa/serviceWorker.ts), not by every page.
      injectRegister: false,
      // A new version waits for the editor's Reload button (web/pwa/UpdateBanner.tsx).
      registerType: 'prompt',
      manifest: manifest(data),
      // The icons are in globPatterns already.
      includeManifestIcons: false,
      workbox: {
        // Every chunk of the app (the editor's route and all worker chunks, whatever their
        // names), the Wasm kernels, styles, icons, the sample clip and the demo waveform.
        globPatterns: ['**/*.{html,js,css,wasm,svg,png,webm,json,webmanifest}'],
        // The app's HTML is kept as the editor's page as the server renders it (title, site
        // name), under index.html's revision: that changes whenever a chunk it loads changes.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.map((entry) =>
              entry.url === 'index.html' ? { ...entry, url: EDITOR_PATH.slice(1) } : entry,
            ),
            warnings: [],
          }),
        ],
        // Only the editor's navigations are answered from the cache (with a query too: ?id=,
        // ?sample=). Every other page, and every /trpc, /blog, /se-api and /healthz request,
        // matches no route: the browser asks the network, and nothing of it is stored.
        navigateFallback: EDITOR_PATH,
        navigateFallbackAllowlist: [/^\/subtitleedit\/online\/?(?:[?#].*)?$/i],
        runtimeCaching: [],
        // A new worker takes over when Reload asks it to; on a first visit there is no old one,
        // so it takes the open editor at once and the next load works offline.
        skipWaiting: false,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: MAX_PRECACHED_BYTES,
        sourcemap: false,
      },
    }),
  ];
}
