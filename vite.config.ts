import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { offlineEditorPlugins } from './scripts/vitePwa.mjs';

const apiServer = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
const apiPaths = ['/trpc', '/blog', '/se-api', '/healthz', '/feed.xml', '/sitemap.xml', '/tempsub'];

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [react(), ...offlineEditorPlugins(fileURLToPath(new URL('.', import.meta.url)))],
  build: {
    outDir: fileURLToPath(new URL('./build/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The kernels are fetched and compiled while streaming; a data: URL would also need a CSP
    // exception for fetch (connect-src data:).
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    rolldownOptions: {
      // Rolldown warns when plugins take most of a build's time, which on a loaded 2-core
      // machine says nothing about the build: the build stays free of warnings that matter.
      checks: { bundlerTimings: false },
    },
  },
  // Workers are module workers (type: 'module'), like the app's own code.
  worker: { format: 'es' },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, apiServer])),
  },
});
