import type { Migration } from './columns';

// The admin Comments tab pages through all comments newest first (created, then id, both
// descending). comments_created held the first key only, so every page sorted the ties, and a
// deep page joined each skipped comment to its user; this index gives the whole order.

export const adminCommentsIndex: Migration = {
  version: 12,
  name: '0012_admin_comments_index',
  async up(db) {
    await db.schema.dropIndex('comments_created').execute();
    await db.schema
      .createIndex('comments_created_id')
      .on('comments')
      .columns(['created desc', 'blog_comment_id desc'])
      .execute();
  },
};
