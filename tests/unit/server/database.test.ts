import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/connection';
import { migrate } from '../../../server/db/migrate';
import { countRequestLog, createLogWriter } from '../../../server/db/repositories/logs';
import { loadEnv } from '../../../server/env';
import { verifyPassword } from '../../../server/security/passwords';
import { loadJwtSecret } from '../../../server/security/secrets';
import { createPost, slugify } from '../../../server/services/posts';
import { seed } from '../../../server/services/seed';

let dir: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'db-test-'));
  db = openDatabase(join(dir, 'site.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('database', () => {
  it('opens in WAL mode with foreign keys on', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('applies each migration once', () => {
    expect(migrate(db)).toContain(1);
    expect(migrate(db)).toEqual([]);
  });

  it('rolls a failing migration back whole', () => {
    const folder = mkdtempSync(join(dir, 'm-'));
    writeFileSync(join(folder, '0001_good.sql'), 'CREATE TABLE a (x INTEGER);');
    writeFileSync(
      join(folder, '0002_bad.sql'),
      'CREATE TABLE b (x INTEGER); INSERT INTO nowhere VALUES (1);',
    );
    expect(() => migrate(db, folder)).toThrow(/nowhere/);
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all();
    expect(tables.map((t) => t.name)).toContain('a');
    expect(tables.map((t) => t.name)).not.toContain('b');
  });

  it('seeds an administrator with a printed random password, and a welcome post, once', async () => {
    migrate(db);
    const first = await seed(db, loadEnv({}));
    expect(first.generatedPassword).toMatch(/^[\w-]{12,}$/);
    const admin = db
      .prepare<[], { email: string; access_level: number; password_hash: string }>(
        'SELECT email, access_level, password_hash FROM users',
      )
      .get();
    expect(admin).toMatchObject({ email: 'admin@localhost', access_level: 10 });
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.password_hash ?? '', first.generatedPassword ?? '')).toBe(
      true,
    );
    expect((await seed(db, loadEnv({}))).generatedPassword).toBeUndefined();
    expect(db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM posts').get()?.n).toBe(1);
  });

  it('gives posts unique friendly ids from their titles', () => {
    migrate(db);
    const post = {
      content: '',
      visible: true,
      postedBy: 'A',
      postedById: null,
      created: '2026-01-01T00:00:00Z',
    };
    createPost(db, { ...post, title: 'Ærlig talt: Subtitle Edit 4.0!' });
    createPost(db, { ...post, title: 'Ærlig talt: Subtitle Edit 4.0!' });
    const ids = db
      .prepare<[], { friendly_id: string }>('SELECT friendly_id FROM posts ORDER BY blog_item_id')
      .all();
    expect(ids.map((row) => row.friendly_id)).toEqual([
      'aerlig-talt-subtitle-edit-4-0',
      'aerlig-talt-subtitle-edit-4-0-2',
    ]);
    expect(slugify('Crème brûlée')).toBe('creme-brulee');
    expect(slugify('!!!')).toBe('post');
    expect(slugify('Søren og Łukasz')).toBe('soren-og-lukasz');
  });

  it('keeps the request log bounded', () => {
    migrate(db);
    const log = createLogWriter(db, { requests: 50, errors: 5 });
    for (let i = 0; i < 1000; i++) {
      log.request({
        time: '2026-01-01T00:00:00Z',
        method: 'GET',
        path: `/${i}`,
        status: 200,
        durationMs: 1,
        ip: '::1',
      });
    }
    expect(countRequestLog(db)).toBe(50);
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const first = loadJwtSecret(dir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadJwtSecret(dir, undefined)).toEqual(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(new TextDecoder().decode(loadJwtSecret(dir, 'x'.repeat(40)))).toBe('x'.repeat(40));
  });
});
