// vitest global setup: the integration tests serve the built web app (page routes answer with
// build/web/index.html) and the kernel tests load build/kernels.wasm, so a fresh clone must build
// them first. Only missing outputs trigger the build: `npm test` has already rebuilt whatever was
// stale, and rebuilding the web app on every edit would make each vitest run a minute longer.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const OUTPUTS = [
  'build/web/index.html',
  // The offline editor's service worker, made by the same build (tests/integration/foundation).
  'build/web/sw.js',
  'build/kernels.wasm',
  'build/kernels.js',
];

export default function buildOutputs(): void {
  if (OUTPUTS.every((output) => existsSync(output))) return;
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
}
