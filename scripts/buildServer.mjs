// Bundles server/ into build/server/index.js with esbuild (packages stay external). Measured on
// the 2-core machine: node on the bundle answers /healthz in about half the time `tsx` needs,
// because nothing is transpiled at start.
import { build } from 'esbuild';
import { nodeBundleOptions } from './nodeBundle.mjs';

await build({
  ...nodeBundleOptions,
  entryPoints: ['server/index.ts'],
  outfile: 'build/server/index.js',
  sourcemap: true,
});
