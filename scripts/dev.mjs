// `npm run dev`: the API server (restarted on change by tsx watch) and Vite's dev server with
// hot reload, which proxies API paths to it (vite.config.ts).
import { execFileSync, spawn } from 'node:child_process';
import { isStale } from './staleness.mjs';

if (isStale('build/kernels.wasm', ['assembly', 'asconfig.json'])) {
  execFileSync(process.execPath, ['scripts/buildWasm.mjs'], { stdio: 'inherit' });
}
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'server/index.ts'], { stdio: 'inherit' }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
