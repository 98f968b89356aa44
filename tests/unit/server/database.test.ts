import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../../server/db/connection';
import { migrate } from '../../../server/db/migrate';
import type { Migration } from '../../../server/db/migrations/columns';
import {
  countRequestLog,
  createLogWriter,
  type RequestLogEntry,
} from '../../../server/db/repositories/logs';
import { loadEnv } from '../../../server/env';
import { verifyPassword } from '../../../server/security/passwords';
import { loadJwtSecret } from '../../../server/security/secrets';
import { createPost, slugify } from '../../../server/services/posts';
import { seed } from '../../../server/services/seed';

// The SQLite side of the database layer; tests/integration runs the site on both databases.

let dir: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'db-test-'));
  db = openDatabase({ dialect: 'sqlite', file: join(dir, 'site.db') });
});
afterEach(async () => {
  await closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

async function pragma(name: string): Promise<unknown> {
  const { rows } = await sql<Record<string, unknown>>`PRAGMA ${sql.raw(name)}`.execute(db);
  return Object.values(rows[0] ?? {})[0];
}

async function tableNames(): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db);
  return rows.map((row) => row.name);
}

const ENTRY: RequestLogEntry = {
  time: '2026-01-01T00:00:00Z',
  method: 'GET',
  path: '/',
  status: 200,
  durationMs: 1,
  ip: '::1',
};

describe('database', () => {
  it('opens in WAL mode with foreign keys on', async () => {
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
  });

  it('applies each migration once', async () => {
    expect(await migrate(db)).toContain(1);
    expect(await migrate(db)).toEqual([]);
  });

  it('rolls a failing migration back whole', async () => {
    const migrations: Migration[] = [
      {
        version: 1,
        name: 'good',
        up: (conn) => conn.schema.createTable('a').addColumn('x', 'integer').execute(),
      },
      {
        version: 2,
        name: 'bad',
        async up(conn) {
          await conn.schema.createTable('b').addColumn('x', 'integer').execute();
          await sql`INSERT INTO nowhere VALUES (1)`.execute(conn);
        },
      },
    ];
    await expect(migrate(db, migrations)).rejects.toThrow(/nowhere/);
    expect(await tableNames()).toContain('a');
    expect(await tableNames()).not.toContain('b');
    const recorded = await db.selectFrom('schema_migrations').select('version').execute();
    expect(recorded).toEqual([{ version: 1 }]);
  });

  it('refuses two migrations of one number', async () => {
    const noop = (version: number): Migration => ({ version, name: 'x', up: async () => {} });
    await expect(migrate(db, [noop(3), noop(3)])).rejects.toThrow(/share the number 3/);
  });

  it('seeds an administrator with a printed random password, and a welcome post, once', async () => {
    await migrate(db);
    const first = await seed(db, loadEnv({}));
    expect(first.generatedPassword).toMatch(/^[\w-]{12,}$/);
    const admin = await db
      .selectFrom('users')
      .select(['email', 'access_level', 'password_hash'])
      .executeTakeFirst();
    expect(admin).toMatchObject({ email: 'admin@localhost', access_level: 10 });
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.password_hash ?? '', first.generatedPassword ?? '')).toBe(
      true,
    );
    expect((await seed(db, loadEnv({}))).generatedPassword).toBeUndefined();
    const posts = await db.selectFrom('posts').select('blog_item_id').execute();
    expect(posts).toHaveLength(1);
  });

  it('gives posts unique friendly ids from their titles', async () => {
    await migrate(db);
    const post = {
      content: '',
      visible: true,
      postedBy: 'A',
      postedById: null,
      created: '2026-01-01T00:00:00Z',
    };
    await createPost(db, { ...post, title: 'Ærlig talt: Subtitle Edit 4.0!' });
    await createPost(db, { ...post, title: 'Ærlig talt: Subtitle Edit 4.0!' });
    const ids = await db
      .selectFrom('posts')
      .select('friendly_id')
      .orderBy('blog_item_id')
      .execute();
    expect(ids.map((row) => row.friendly_id)).toEqual([
      'aerlig-talt-subtitle-edit-4-0',
      'aerlig-talt-subtitle-edit-4-0-2',
    ]);
    expect(slugify('Crème brûlée')).toBe('creme-brulee');
    expect(slugify('!!!')).toBe('post');
    expect(slugify('Søren og Łukasz')).toBe('soren-og-lukasz');
  });

  it('keeps the request log bounded', async () => {
    await migrate(db);
    const log = createLogWriter(db, { requests: 50, errors: 5 });
    for (let i = 0; i < 1000; i++) log.request({ ...ENTRY, path: `/${i}` });
    await log.flush();
    expect(await countRequestLog(db)).toBe(50);
  });

  it('writes the request log in batches, and nothing before a flush', async () => {
    await migrate(db);
    const log = createLogWriter(db);
    for (let i = 0; i < 237; i++) log.request({ ...ENTRY, path: `/${i}` });
    expect(await countRequestLog(db)).toBe(0);
    await log.flush();
    const paths = await db.selectFrom('request_log').select('path').orderBy('id').execute();
    expect(paths.map((row) => row.path)).toEqual(Array.from({ length: 237 }, (_, i) => `/${i}`));
    await log.close();
  });

  it('keeps queued log entries when a write fails, and writes them on the next flush', async () => {
    await migrate(db);
    const log = createLogWriter(db);
    log.request({ ...ENTRY, path: '/kept' });
    await sql`ALTER TABLE request_log RENAME TO request_log_away`.execute(db);
    await expect(log.flush()).rejects.toThrow(/request_log/);
    await sql`ALTER TABLE request_log_away RENAME TO request_log`.execute(db);
    log.request({ ...ENTRY, path: '/later' });
    await log.flush();
    const paths = await db.selectFrom('request_log').select('path').orderBy('id').execute();
    expect(paths.map((row) => row.path)).toEqual(['/kept', '/later']);
    await log.close();
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const first = loadJwtSecret(dir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadJwtSecret(dir, undefined)).toEqual(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(new TextDecoder().decode(loadJwtSecret(dir, 'x'.repeat(40)))).toBe('x'.repeat(40));
  });
});
