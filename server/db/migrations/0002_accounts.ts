import { byteOrdered, idColumn, idType, type Migration } from './columns';

// Refresh tokens of CONTRACT.md §4 (stored as SHA-256 hashes, 30 days, rotated on use) and the
// registration questions (synced from QUESTIONS_FILE or the built-in list on every start).

export const accounts: Migration = {
  version: 2,
  name: '0002_accounts',
  async up(db, dialect) {
    const time = byteOrdered(dialect);
    await db.schema
      .createTable('refresh_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('blog_user_id', 'integer', (c) =>
        c.notNull().references('users.blog_user_id').onDelete('cascade'),
      )
      .addColumn('created', 'text', (c) => time(c).notNull())
      .addColumn('expires', 'text', (c) => time(c).notNull())
      .execute();
    await db.schema
      .createIndex('refresh_tokens_user')
      .on('refresh_tokens')
      .column('blog_user_id')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_expires')
      .on('refresh_tokens')
      .column('expires')
      .execute();

    // Answers are a JSON array of accepted answers; a question left out of the current list
    // stays (inactive) so a registration form opened before a restart still finds its question.
    await db.schema
      .createTable('registration_questions')
      .addColumn('question_id', idType(dialect), idColumn(dialect))
      .addColumn('question', 'text', (c) => c.notNull().unique())
      .addColumn('answers_json', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex('registration_questions_active')
      .on('registration_questions')
      .column('active')
      .execute();
  },
};
