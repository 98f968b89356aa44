import { byteOrdered, type Migration } from './columns';

// Temporary subtitles of the subtitle service (CONTRACT.md §5): kept for 24 hours so external
// translation pages can read them by their random id.

export const tempSubtitles: Migration = {
  version: 10,
  name: '0010_temp_subtitles',
  async up(db, dialect) {
    const time = byteOrdered(dialect);
    await db.schema
      .createTable('temp_subtitles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created', 'text', (c) => time(c).notNull())
      .addColumn('expires', 'text', (c) => time(c).notNull())
      .addColumn('subtitle_json', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('temp_subtitles_expires')
      .on('temp_subtitles')
      .column('expires')
      .execute();
  },
};
