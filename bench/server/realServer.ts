import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/serverFlags.mjs';

// The real server for the server benches, run as `npm start` runs it (after building what is
// stale, scripts/start.mjs imports the esbuild bundle build/server/index.js, which starts its
// worker bundle; node has the flags of scripts/serverFlags.mjs) in a process of its own on a throw-away database, with
// bench/server/loopMonitor.mjs preloaded to report its event loop's delay and its memory over IPC.
// Only the server bundles are rebuilt here: the API paths measured do not serve the web app.

export interface LoopFigures {
  maxMs: number;
  p99Ms: number;
  meanMs: number;
  /** Most CPU the event loop's thread used between two 5 ms ticks: its longest task at most. */
  busyMs: number;
  /** CPU time of the whole server process (all threads) since the last reset. */
  cpuMs: number;
  rssMiB: number;
  /** Peak resident memory of the whole server process since it started. */
  peakRssMiB: number;
}

export interface RealServer {
  baseUrl: string;
  dataDir: string;
  /** Starts a new event-loop delay window. */
  resetLoop(): Promise<void>;
  /** The event loop's delay since the last reset, and the process's memory. */
  readLoop(): Promise<LoopFigures>;
}

/** Node flags for the server of a diagnosing run (BENCH_SERVER_FLAGS="--trace-gc", or
 *  "--cpu-prof --cpu-prof-dir=/tmp/prof"), after those `npm start` gives it. */
function diagnosticFlags(): string[] {
  return (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
}

let built = false;

/** Builds the server bundles once per bench run, so they hold the code being measured. */
export function buildServerOnce(): void {
  if (built) return;
  execFileSync(process.execPath, ['scripts/buildServer.mjs'], { stdio: 'inherit' });
  built = true;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function ask<T>(child: ChildProcess, message: string, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: unknown): void => {
      if (
        typeof answer === 'object' &&
        answer !== null &&
        (answer as { type?: unknown }).type === type
      ) {
        child.off('message', onMessage);
        resolve(answer as T);
      }
    };
    child.on('message', onMessage);
    if (!child.send(message)) reject(new Error('the server process has no IPC channel'));
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300 && child.exitCode === null; attempt++) {
    try {
      const health = await fetch(`${baseUrl}/healthz`);
      await health.arrayBuffer(); // an unread body would leave the connection unusable
      if (health.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** Runs `use` against a fresh real server with these settings, then stops it. */
export async function withRealServer<T>(
  settings: Record<string, string>,
  use: (server: RealServer) => Promise<T>,
  /** Another build's server bundle, to measure a before/after in one run. */
  entry = 'build/server/index.js',
): Promise<T> {
  buildServerOnce();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...diagnosticFlags(),
      '--import',
      './bench/server/loopMonitor.mjs',
      entry,
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
        ADMIN_PASSWORD: 'bench-admin-password',
        NODE_ENV: 'production',
        ...settings,
      },
      // What the server prints is shown only while diagnosing (its --trace-gc lines, say).
      stdio: ['ignore', diagnosticFlags().length > 0 ? 'inherit' : 'ignore', 'inherit', 'ipc'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
    return await use({
      baseUrl,
      dataDir,
      resetLoop: () => ask<unknown>(child, 'loop:reset', 'loop:reset').then(() => undefined),
      readLoop: () => ask<LoopFigures>(child, 'loop:read', 'loop'),
    });
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
