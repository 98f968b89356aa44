// `npm start`: rebuilds what is stale (Wasm kernels, web app, server bundle), then serves.
//   --build-only   stop after building
//   --wasm-only    build only the kernels (for the bench)
import { execFileSync, spawn } from 'node:child_process';
import { missingServerFlags } from './serverFlags.mjs';
import { isStale } from './staleness.mjs';

const args = new Set(process.argv.slice(2));
const bin = (name) => `node_modules/.bin/${name}`;

function step(label, output, inputs, command, commandArgs) {
  if (!isStale(output, inputs)) return;
  console.log(`building ${label}…`);
  execFileSync(command, commandArgs, { stdio: 'inherit' });
}

step('WebAssembly kernels', 'build/kernels.wasm', ['assembly', 'asconfig.json'], process.execPath, [
  'scripts/buildWasm.mjs',
]);
if (!args.has('--wasm-only')) {
  step(
    'web app',
    'build/web/index.html',
    [
      'web',
      'shared',
      'build/kernels.js',
      'build/kernels.wasm',
      'vite.config.ts',
      'scripts/vitePwa.mjs',
      'scripts/offlineEditorData.ts',
      'server/assets/sample-waveform.wav',
      'package-lock.json',
    ],
    bin('vite'),
    ['build', '--logLevel', 'warn'],
  );
  step(
    'server',
    'build/server/index.js',
    ['server', 'shared', 'package-lock.json'],
    process.execPath,
    ['scripts/buildServer.mjs'],
  );
}
if (!args.has('--build-only') && !args.has('--wasm-only')) {
  const missing = missingServerFlags();
  if (missing.length === 0) {
    await import('../build/server/index.js');
  } else {
    // Started without the server's V8 flags (`node scripts/start.mjs` rather than `npm start`):
    // the server runs in a process that has them, and this one only passes signals on.
    const server = spawn(
      process.execPath,
      [...process.execArgv, ...missing, 'build/server/index.js'],
      { stdio: 'inherit' },
    );
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.on(signal, () => server.kill(signal));
    }
    server.once('exit', (code, signal) => {
      process.exitCode = code ?? (signal ? 1 : 0);
    });
  }
}
