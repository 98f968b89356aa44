// vitest global setup: the integration tests serve the built web app (page routes answer with
// build/web/index.html) and load the built kernels, so a fresh clone must build them first.
// `scripts/start.mjs --build-only` rebuilds only what is stale, so this costs nothing when the
// outputs are current.
import { execFileSync } from 'node:child_process';

export default function buildOutputs(): void {
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
}
