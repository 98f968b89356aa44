import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/serverFlags.mjs';

// The real boot path (server/index.ts): settings checked before anything starts, the site served
// once the database is open, and SIGTERM closing cleanly; and scripts/start.mjs run without the
// server's V8 flags serving through a process that has them.

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

function boot(env: Record<string, string>, args = ['--import', 'tsx', 'server/index.ts']) {
  const child = spawn(process.execPath, args, {
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
    expect(await healthy(port)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: closing/);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it.skipIf(process.platform !== 'linux')(
    'started as `node scripts/start.mjs`, serves from a process with the V8 flags of `npm start`, and passes SIGTERM on',
    async () => {
      const port = await freePort();
      const server = boot({ PORT: String(port) }, ['scripts/start.mjs']);
      expect(await healthy(port)).toBe(true);
      const started = server.child.pid ?? 0;
      expect(commandLine(started)).not.toContain(SERVER_NODE_FLAGS[0]);
      const serving = childrenOf(started).map(commandLine);
      expect(serving).toHaveLength(1);
      for (const flag of SERVER_NODE_FLAGS) expect(serving[0]).toContain(flag);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/SIGTERM: closing/);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    },
  );
});

async function healthy(port: number): Promise<boolean> {
  for (let attempt = 0; attempt < 150; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then(async (r) => r.ok && ((await r.json()) as { ok: boolean }).ok)
      .catch(() => false);
    if (ok) return true;
  }
  return false;
}

/** A process's arguments (Linux /proc). */
function commandLine(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
}

/** The processes whose parent is `pid` (Linux /proc; field 4 of stat, after the name's ')'). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // ended while listed
      }
    })
    .map(Number);
}
