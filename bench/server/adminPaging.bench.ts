import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { closeDatabase, databaseConfigOf, openDatabase, type Db } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { pageAllComments } from '../../server/db/repositories/comments';
import { pageRequestLog } from '../../server/db/repositories/logs';
import { pageUsers } from '../../server/db/repositories/users';
import { startThrowawayPostgres } from '../../scripts/pgTemp.mjs';
import { measureAsync } from '../lib/harness';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';

// The admin grids with 100k rows in each table: the first page and the last page of comments,
// users and the request log, as the tabs ask for them (100 rows a page), on SQLite and on a
// throwaway PostgreSQL: both must keep the index-backed query shapes.

const ROWS = 100_000;
const PAGE = 100;
const INSERT_ROWS = 1000;

async function fill(db: Db): Promise<void> {
  await db
    .insertInto('posts')
    .values({ friendly_id: 'p', title: 'P', content: '', created: '2020-01-01', posted_by: 'A' })
    .execute();
  const post = await db.selectFrom('posts').select('blog_item_id').executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < ROWS; start += INSERT_ROWS) {
      const times = Array.from({ length: INSERT_ROWS }, (_, k) =>
        new Date(Date.UTC(2020, 0, 1) + (start + k) * 60_000).toISOString(),
      );
      await trx
        .insertInto('users')
        .values(
          times.map((created, k) => ({
            name: `user${start + k}`,
            email: `user${start + k}@example.com`,
            password_hash: 'x',
            created,
          })),
        )
        .execute();
      await trx
        .insertInto('comments')
        .values(
          times.map((created, k) => ({
            blog_item_id: post.blog_item_id,
            name: `name${start + k}`,
            ip: '127.0.0.1',
            content: 'text',
            created,
          })),
        )
        .execute();
      await trx
        .insertInto('request_log')
        .values(
          times.map((time) => ({
            time,
            method: 'GET',
            path: '/',
            status: 200,
            duration_ms: 1,
            ip: '::1',
          })),
        )
        .execute();
    }
  });
  // What autovacuum does after a bulk load: statistics (without them PostgreSQL guesses the
  // tables small and sorts instead of walking the index) and the visibility map.
  if (databaseConfigOf(db).dialect === 'postgres') {
    for (const table of ['users', 'comments', 'request_log']) {
      await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
    }
  }
}

async function pagingRows(db: Db, label: string): Promise<(string | number)[][]> {
  await migrate(db);
  await fill(db);
  const lists: [string, (offset: number) => Promise<unknown[]>][] = [
    ['comments', (offset) => pageAllComments(db, offset, PAGE)],
    ['users', (offset) => pageUsers(db, offset, PAGE)],
    ['request log', (offset) => pageRequestLog(db, offset, PAGE)],
  ];
  const rows: (string | number)[][] = [];
  for (const [name, page] of lists) {
    const first = await measureAsync(() => page(0));
    const last = await measureAsync(() => page(ROWS - PAGE));
    rows.push([label, name, ROWS, fixed(first.medianMs, 2), fixed(last.medianMs, 2)]);
  }
  return rows;
}

export const adminPagingBench: Bench = {
  name: 'server/adminPaging',
  async run(): Promise<BenchResult[]> {
    const dir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
    const sqlite = openDatabase({ dialect: 'sqlite', file: join(dir, 'site.db') });
    const rows: (string | number)[][] = [];
    try {
      rows.push(...(await pagingRows(sqlite, 'SQLite')));
    } finally {
      await closeDatabase(sqlite);
      rmSync(dir, { recursive: true, force: true });
    }
    const server = await startThrowawayPostgres();
    const postgres = openDatabase({ dialect: 'postgres', url: server.url, poolSize: 2 });
    try {
      rows.push(...(await pagingRows(postgres, 'PostgreSQL')));
    } finally {
      await closeDatabase(postgres);
      server.remove();
    }
    return [
      {
        title: 'Admin lists: one page of 100 rows from a table of 100k (median of 7)',
        note: 'PostgreSQL is a throwaway local server (scripts/pgTemp.mjs), so its times include a loopback round trip.',
        headers: ['database', 'list', 'rows', 'first page ms', 'last page ms'],
        rows,
      },
    ];
  },
};
