import type { Migration } from './columns';

// The admin Users tab pages through users newest first; without this index every page sorts the
// whole table.

export const adminListIndexes: Migration = {
  version: 11,
  name: '0011_admin_list_indexes',
  async up(db) {
    await db.schema
      .createIndex('users_created')
      .on('users')
      .columns(['created desc', 'blog_user_id desc'])
      .execute();
  },
};
