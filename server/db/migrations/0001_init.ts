import { sql } from 'kysely';
import { byteOrdered, caseInsensitive, idColumn, idType, type Migration } from './columns';

// Users, posts and comments of the blog; request and error logs for the admin area.
// Times are UTC ISO 8601 strings, which sort as they read.

export const init: Migration = {
  version: 1,
  name: '0001_init',
  async up(db, dialect) {
    const time = byteOrdered(dialect);
    if (dialect === 'postgres') {
      await sql`CREATE COLLATION IF NOT EXISTS nocase
        (provider = icu, locale = 'und-u-ks-level2', deterministic = false)`.execute(db);
    }
    await db.schema
      .createTable('users')
      .addColumn('blog_user_id', idType(dialect), idColumn(dialect))
      .addColumn('created', 'text', (c) => time(c).notNull())
      .addColumn('name', 'text', (c) => caseInsensitive(c).notNull().unique())
      .addColumn('email', 'text', (c) => caseInsensitive(c).notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('access_level', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_visit', 'text', time)
      .addColumn('hide_email', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('users_access_level').on('users').column('access_level').execute();

    await db.schema
      .createTable('posts')
      .addColumn('blog_item_id', idType(dialect), idColumn(dialect))
      .addColumn('friendly_id', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created', 'text', (c) => time(c).notNull())
      .addColumn('modified', 'text', time)
      .addColumn('posted_by', 'text', (c) => c.notNull())
      .addColumn('posted_by_id', 'integer', (c) =>
        c.references('users.blog_user_id').onDelete('set null'),
      )
      .addColumn('comment_disabled_after', 'text')
      .addColumn('comments_disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('guid', 'text', (c) => c.unique())
      .execute();
    await db.schema
      .createIndex('posts_visible_created')
      .on('posts')
      .columns(['visible', 'created desc'])
      .execute();

    await db.schema
      .createTable('comments')
      .addColumn('blog_comment_id', idType(dialect), idColumn(dialect))
      .addColumn('blog_item_id', 'integer', (c) =>
        c.notNull().references('posts.blog_item_id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created', 'text', (c) => time(c).notNull())
      .addColumn('posted_by_id', 'integer', (c) =>
        c.references('users.blog_user_id').onDelete('set null'),
      )
      .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createIndex('comments_item_created')
      .on('comments')
      .columns(['blog_item_id', 'created'])
      .execute();
    await db.schema
      .createIndex('comments_created')
      .on('comments')
      .columns(['created desc'])
      .execute();
    await db.schema
      .createIndex('comments_posted_by')
      .on('comments')
      .column('posted_by_id')
      .execute();

    await db.schema
      .createTable('request_log')
      .addColumn('id', idType(dialect, true), idColumn(dialect))
      .addColumn('time', 'text', (c) => time(c).notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('duration_ms', 'double precision', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('error_log')
      .addColumn('id', idType(dialect, true), idColumn(dialect))
      .addColumn('time', 'text', (c) => time(c).notNull())
      .addColumn('method', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('error_message', 'text', (c) => c.notNull())
      .addColumn('stack_trace', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    await db.schema
      .createTable('referrers')
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('last_seen', 'text', (c) => time(c).notNull())
      .addPrimaryKeyConstraint('referrers_pkey', ['host', 'path'])
      .execute();
    await db.schema
      .createIndex('referrers_last_seen')
      .on('referrers')
      .columns(['last_seen desc'])
      .execute();
  },
};
