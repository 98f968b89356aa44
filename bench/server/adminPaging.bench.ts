import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { pageAllComments } from '../../server/db/repositories/comments';
import { pageRequestLog } from '../../server/db/repositories/logs';
import { pageUsers } from '../../server/db/repositories/users';
import { measure } from '../lib/harness';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';

// The admin grids with 100k rows in each table: the first page and the last page of comments,
// users and the request log, as the tabs ask for them (100 rows a page).

const ROWS = 100_000;
const PAGE = 100;

export const adminPagingBench: Bench = {
  name: 'server/adminPaging',
  run(): BenchResult[] {
    const dir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
    const db = openDatabase(join(dir, 'site.db'));
    try {
      migrate(db);
      db.transaction(() => {
        db.prepare(
          "INSERT INTO posts (friendly_id, title, content, created, posted_by) VALUES ('p', 'P', '', '2020-01-01', 'A')",
        ).run();
        const user = db.prepare(
          "INSERT INTO users (name, email, password_hash, created) VALUES (?, ?, 'x', ?)",
        );
        const comment = db.prepare(
          "INSERT INTO comments (blog_item_id, name, email, ip, content, created) VALUES (1, ?, '', '127.0.0.1', 'text', ?)",
        );
        const request = db.prepare(
          "INSERT INTO request_log (time, method, path, status, duration_ms, ip) VALUES (?, 'GET', '/', 200, 1, '::1')",
        );
        for (let i = 0; i < ROWS; i++) {
          const time = new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString();
          user.run(`user${i}`, `user${i}@example.com`, time);
          comment.run(`name${i}`, time);
          request.run(time);
        }
      })();
      const rows: (string | number)[][] = [];
      const lists: [string, (offset: number) => unknown[]][] = [
        ['comments', (offset) => pageAllComments(db, offset, PAGE)],
        ['users', (offset) => pageUsers(db, offset, PAGE)],
        ['request log', (offset) => pageRequestLog(db, offset, PAGE)],
      ];
      for (const [name, page] of lists) {
        const first = measure(() => void page(0));
        const last = measure(() => void page(ROWS - PAGE));
        rows.push([name, ROWS, fixed(first.medianMs, 2), fixed(last.medianMs, 2)]);
      }
      return [
        {
          title: 'Admin lists: one page of 100 rows from a table of 100k (SQLite, median of 7)',
          headers: ['list', 'rows', 'first page ms', 'last page ms'],
          rows,
        },
      ];
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
