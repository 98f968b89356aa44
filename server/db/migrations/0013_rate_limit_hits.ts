import type { Migration } from './columns';

// Rate-limit counts kept in the database, so a limit holds across every instance that shares it
// (security/rateLimitStore.ts). The window's end is milliseconds since the epoch.

export const rateLimitHits: Migration = {
  version: 13,
  name: '0013_rate_limit_hits',
  async up(db) {
    await db.schema
      .createTable('rate_limit_hits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('reset_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_hits_reset')
      .on('rate_limit_hits')
      .column('reset_ms')
      .execute();
  },
};
