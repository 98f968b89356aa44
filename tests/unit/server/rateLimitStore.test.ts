import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Options } from 'express-rate-limit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../../server/db/connection';
import { migrate } from '../../../server/db/migrate';
import { DatabaseRateLimitStore } from '../../../server/security/rateLimitStore';

// The shared rate-limit store's windows, on SQLite (the same statements run on PostgreSQL in the
// integration suite's limit tests and in tests/postgres/instances.test.ts).

const WINDOW_MS = 60_000;

let dir: string;
let db: Db;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 0, 1));
  dir = mkdtempSync(join(tmpdir(), 'limits-'));
  db = openDatabase({ dialect: 'sqlite', file: join(dir, 'site.db') });
  await migrate(db);
});
afterEach(async () => {
  vi.useRealTimers();
  await closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

function store(prefix: string): DatabaseRateLimitStore {
  const made = new DatabaseRateLimitStore(db, prefix);
  made.init({ windowMs: WINDOW_MS } as Options);
  return made;
}

describe('DatabaseRateLimitStore', () => {
  it('counts hits in a window and starts a new one when it ends', async () => {
    const login = store('login:');
    const start = Date.now();
    expect(await login.increment('203.0.113.1')).toEqual({
      totalHits: 1,
      resetTime: new Date(start + WINDOW_MS),
    });
    vi.setSystemTime(start + 30_000);
    expect((await login.increment('203.0.113.1')).totalHits).toBe(2);
    expect((await login.increment('203.0.113.2')).totalHits).toBe(1);
    vi.setSystemTime(start + WINDOW_MS);
    expect(await login.get('203.0.113.1')).toBeUndefined();
    expect(await login.increment('203.0.113.1')).toEqual({
      totalHits: 1,
      resetTime: new Date(start + 2 * WINDOW_MS),
    });
  });

  it('takes a hit back, never below zero, and keeps limiters apart by prefix', async () => {
    const login = store('login:');
    const comment = store('comment:');
    await login.increment('a');
    await login.increment('a');
    await comment.increment('a');
    await login.decrement('a');
    expect((await login.get('a'))?.totalHits).toBe(1);
    await login.decrement('a');
    await login.decrement('a');
    expect((await login.get('a'))?.totalHits).toBe(0);
    expect((await comment.get('a'))?.totalHits).toBe(1);
    await comment.resetKey('a');
    expect(await comment.get('a')).toBeUndefined();
  });
});
