import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { closeDatabase, openDatabase } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { insertComment } from '../../server/db/repositories/comments';
import { findPostById, listVisiblePosts } from '../../server/db/repositories/posts';
import { measure, measureAsync } from '../lib/harness';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';

// What the typed SQL layer costs on SQLite: three repository calls through Kysely (query built,
// compiled, run on better-sqlite3 behind an async connection lock) against the same SQL as a
// statement prepared once and run directly on better-sqlite3, the way the repositories ran it
// before the layer. Same file, same process, same run.

const CALLS = 2000;
const POSTS = 10;
const COMMENTS_PER_POST = 10;

const RAW_LIST = `SELECT p.blog_item_id AS blogItemId, p.title, p.created, p.posted_by AS postedBy,
    p.friendly_id AS friendlyId, p.content,
    (SELECT COUNT(*) FROM comments c WHERE c.blog_item_id = p.blog_item_id) AS commentCount
  FROM posts p WHERE p.visible = 1 ORDER BY p.created DESC, p.blog_item_id DESC`;
const RAW_POST = `SELECT blog_item_id AS blogItemId, title, content, visible, created, modified,
    posted_by AS postedBy, posted_by_id AS postedById, comment_disabled_after AS commentDisabledAfter,
    comments_disabled AS commentsDisabled, friendly_id AS friendlyId
  FROM posts WHERE blog_item_id = ?`;
const RAW_INSERT = `INSERT INTO comments (blog_item_id, name, email, ip, content, created, posted_by_id, image_url)
  VALUES (@blogItemId, @name, @email, @ip, @content, @created, @postedById, @imageUrl)`;

const COMMENT = {
  name: 'Bench',
  email: 'bench@example.com',
  ip: '127.0.0.1',
  content: 'A comment.',
  created: '2026-01-01T00:00:00.000Z',
  postedById: null,
  imageUrl: '',
};

export const sqlLayerBench: Bench = {
  name: 'server/sqlLayer',
  async run(): Promise<BenchResult[]> {
    const dir = mkdtempSync(join(tmpdir(), 'bench-sql-'));
    const file = join(dir, 'site.db');
    const db = openDatabase({ dialect: 'sqlite', file });
    const raw = new Database(file);
    raw.pragma('synchronous = NORMAL');
    try {
      await migrate(db);
      for (let p = 0; p < POSTS; p++) {
        const { blog_item_id: id } = await db
          .insertInto('posts')
          .values({
            friendly_id: `post-${p}`,
            title: `Post ${p}`,
            content: '<p>Words.</p>',
            created: `2026-01-${String(p + 1).padStart(2, '0')}T00:00:00.000Z`,
            posted_by: 'Bench',
          })
          .returning('blog_item_id')
          .executeTakeFirstOrThrow();
        for (let c = 0; c < COMMENTS_PER_POST; c++) {
          await insertComment(db, { ...COMMENT, blogItemId: id });
        }
      }
      const list = raw.prepare(RAW_LIST);
      const post = raw.prepare(RAW_POST);
      const insert = raw.prepare(RAW_INSERT);
      const cases: [string, () => void, () => Promise<unknown>][] = [
        ['list visible posts', () => list.all(), () => listVisiblePosts(db)],
        ['find a post by id', () => post.get(3), () => findPostById(db, 3)],
        [
          'insert a comment',
          () => insert.run({ ...COMMENT, blogItemId: 3 }),
          () => insertComment(db, { ...COMMENT, blogItemId: 3 }),
        ],
      ];
      const rows: (string | number)[][] = [];
      for (const [name, direct, layered] of cases) {
        const directRun = measure(() => {
          for (let i = 0; i < CALLS; i++) direct();
        });
        const layeredRun = await measureAsync(async () => {
          for (let i = 0; i < CALLS; i++) await layered();
        });
        const directUs = (directRun.medianMs * 1000) / CALLS;
        const layeredUs = (layeredRun.medianMs * 1000) / CALLS;
        rows.push([
          name,
          fixed(directUs, 1),
          fixed(layeredUs, 1),
          fixed(layeredUs - directUs, 1),
          fixed(layeredUs / directUs, 2),
        ]);
      }
      return [
        {
          title: `Typed SQL layer on SQLite: µs per call, Kysely against better-sqlite3 directly (${CALLS} calls, median of 7)`,
          note: 'The difference is the layer: building and compiling the query, the cached statement lookup and the async connection lock. A request to the blog makes one to three such calls.',
          headers: ['call', 'direct µs', 'Kysely µs', 'added µs', 'ratio'],
          rows,
        },
      ];
    } finally {
      raw.close();
      await closeDatabase(db);
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
