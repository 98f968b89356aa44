// Bundles server/ into build/server/index.js with esbuild (packages stay external). Measured on
// the 2-core machine: node on the bundle answers /healthz in about half the time `tsx` needs,
// because nothing is transpiled at start. The subtitle service's worker threads load their own
// entry, build/server/subtitleWorker.js (server/work/subtitleWork.ts finds it beside index.js).
import { build } from 'esbuild';
import { nodeBundleOptions } from './nodeBundle.mjs';

await build({
  ...nodeBundleOptions,
  entryPoints: { index: 'server/index.ts', subtitleWorker: 'server/work/subtitleWorker.ts' },
  outdir: 'build/server',
  sourcemap: true,
});
