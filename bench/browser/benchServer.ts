import { chromium, type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { closeDatabase, openDatabase } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { loadEnv } from '../../server/env';
import { WEB_ROOT } from '../../server/paths';

// The real server (built web app, APIs) on a throw-away database in this process, for the
// browser benches. `npm run bench` builds only the Wasm kernels, so the web app is brought up
// to date here.

export interface BenchServer {
  readonly origin: string;
  close(): Promise<void>;
}

export async function startBenchServer(): Promise<BenchServer> {
  // Rebuilds what is stale (a fraction of a second when nothing is), so the bench never times
  // an old build of the web app.
  execFileSync('node', ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-browser-'));
  const db = openDatabase({ dialect: 'sqlite', file: join(dataDir, 'site.db') });
  await migrate(db);
  const env = loadEnv({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  });
  const app = createApp({
    db,
    env,
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET),
    webRoot: WEB_ROOT,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeDatabase(db);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's headless Chromium as every browser bench runs it; `extraArgs` add flags. */
export function launchBenchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', ...extraArgs],
  });
}
