import { sql } from 'kysely';
import { databaseConfigOf, type Db } from './connection';
import type { Migration } from './migrations/columns';
import { MIGRATIONS } from './migrations/index';

// Runs the migrations not yet applied, in order, each in its own transaction together with the
// row that records it, so a failed migration leaves no trace. Several instances may start at once
// on one PostgreSQL: each migration's transaction first takes an advisory lock, then checks again
// whether it is applied, so every migration runs exactly once and the others wait for it. SQLite
// takes its write lock at BEGIN IMMEDIATE, to the same effect for processes sharing one file.

/** Any constant shared by every instance of this site (pg_advisory_xact_lock's bigint key). */
const MIGRATION_LOCK_KEY = 7_162_017_001;

/** Runs `work` in a transaction that holds the migration lock. */
async function locked<T>(db: Db, work: (connection: Db) => Promise<T>): Promise<T> {
  const { dialect } = databaseConfigOf(db);
  return db.connection().execute(async (connection) => {
    await sql.raw(dialect === 'sqlite' ? 'BEGIN IMMEDIATE' : 'BEGIN').execute(connection);
    try {
      if (dialect === 'postgres') {
        await sql`SELECT pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
      }
      const result = await work(connection);
      await sql.raw('COMMIT').execute(connection);
      return result;
    } catch (error) {
      // A rollback on a lost connection fails too; the first error is the one worth reporting.
      await sql
        .raw('ROLLBACK')
        .execute(connection)
        .catch(() => undefined);
      throw error;
    }
  });
}

/** Applies what is missing; answers the versions this call applied (none when up to date). */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  const { dialect } = databaseConfigOf(db);
  const versions = migrations.map((migration) => migration.version);
  const duplicate = versions.find((version, index) => versions.indexOf(version) !== index);
  if (duplicate !== undefined) throw new Error(`Two migrations share the number ${duplicate}`);
  await locked(db, (connection) =>
    connection.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('applied_at', 'text', (c) => c.notNull())
      .execute(),
  );
  const applied = new Set(
    (await db.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version),
  );
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    const didRun = await locked(db, async (connection) => {
      // Another instance may have applied it while this one waited for the lock.
      const done = await connection
        .selectFrom('schema_migrations')
        .select('version')
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (done) return false;
      await migration.up(connection, dialect);
      await connection
        .insertInto('schema_migrations')
        .values({
          version: migration.version,
          name: migration.name,
          applied_at: new Date().toISOString(),
        })
        .execute();
      return true;
    });
    if (didRun) ran.push(migration.version);
  }
  return ran;
}
