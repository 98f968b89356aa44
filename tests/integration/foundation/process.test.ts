import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real boot path (server/index.ts): settings checked before anything starts, the site served
// once the database is open, and SIGTERM closing cleanly.

const dataDir = mkdtempSync(join(tmpdir(), 'boot-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function boot(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: 'boot-test-password', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('server boot', () => {
  it('refuses bad settings with a message naming them, before listening', async () => {
    const server = boot({ PORT: 'eighty', ADMIN_EMAIL: 'not-an-email' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid environment variables/);
    expect(server.output()).toMatch(/PORT/);
    expect(server.output()).toMatch(/ADMIN_EMAIL/);
  });

  it('serves /healthz, then closes on SIGTERM with exit code 0', async () => {
    const port = await freePort();
    const server = boot({ PORT: String(port) });
    let healthy = false;
    for (let attempt = 0; attempt < 150 && !healthy; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`)
        .then(async (r) => r.ok && ((await r.json()) as { ok: boolean }).ok)
        .catch(() => false);
    }
    expect(healthy).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: closing/);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
