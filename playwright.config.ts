import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './scripts/serverFlags.mjs';

// End-to-end tests against the built site on a throw-away database, in Debian's Chromium.
// E2E_PORT lets several checkouts (or agents) run the suite side by side.
const PORT = Number(process.env.E2E_PORT ?? 3111);
export const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-signing';
const DATA_DIR = join(tmpdir(), `site-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The offline editor's service worker would answer requests that tests route or count;
    // tests/e2e/offline.spec.ts allows it for itself.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(' ')} build/server/index.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'e2e-admin-password',
      ADMIN_NAME: 'Admin',
      // Known to the tests (tests/e2e/fixtures/session.ts), so they can sign session tokens.
      JWT_SECRET: E2E_JWT_SECRET,
    },
  },
});
