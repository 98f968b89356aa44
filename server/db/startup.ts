import { sql } from 'kysely';
import { DatabaseUnavailableError } from './availability';
import { databaseConfigOf, type Db } from './connection';

// The database steps of the boot that several instances may run at once: waiting for the
// server to take connections, and the first-start seed under a lock (migrate.ts locks its own).

/** The boot cannot go on; the message names the setting to fix. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** DATABASE_URL without its password, for messages. */
function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `${parsed.protocol}//${user}${parsed.host}${parsed.pathname}`;
  } catch {
    return '(unreadable)';
  }
}

/** SQLSTATEs that waiting cannot fix: a wrong password or user, a database that does not exist. */
const FATAL_STATES: Record<string, string> = {
  '28P01': 'the password was refused',
  '28000': 'the user may not log in',
  '3D000': 'the database does not exist',
  '42501': 'the user lacks a privilege',
};

const WAIT_STEP_MS = 250;

/**
 * Waits until the database answers a query: a PostgreSQL server that is still starting (several
 * containers brought up together) is retried for up to `timeoutMs`; a refusal that waiting cannot
 * fix stops the boot at once. Both errors name DATABASE_URL.
 */
export async function waitForDatabase(db: Db, timeoutMs = 60_000): Promise<void> {
  const config = databaseConfigOf(db);
  const where =
    config.dialect === 'postgres' ? `DATABASE_URL (${describeDatabaseUrl(config.url)})` : '';
  const deadline = Date.now() + timeoutMs;
  let lastProblem = '';
  for (;;) {
    try {
      await sql`SELECT 1`.execute(db);
      return;
    } catch (error) {
      if (config.dialect === 'sqlite') throw error;
      const cause = error instanceof DatabaseUnavailableError ? error.cause : error;
      if (!(error instanceof DatabaseUnavailableError)) {
        const code = (error as { code?: unknown }).code;
        const reason = typeof code === 'string' ? FATAL_STATES[code] : undefined;
        throw new StartupError(
          `Cannot use the database of ${where}: ${reason ?? 'it refused the connection'} (${(error as Error).message})`,
        );
      }
      if (cause instanceof Error) lastProblem = cause.message;
      if (Date.now() >= deadline) {
        throw new StartupError(
          `Cannot reach the database of ${where} after ${Math.round(timeoutMs / 1000)} s${lastProblem ? ` (${lastProblem})` : ''}. Check the host and port, and that the server runs.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }
}

/** Any constant shared by every instance of this site (pg_advisory_lock's bigint key). */
const STARTUP_LOCK_KEY = 7_162_017_002;

/**
 * Runs `work` on one connection that holds the startup lock, so instances booting together seed
 * one after the other (the second finds the administrator and the welcome post made).
 */
export function withStartupLock<T>(db: Db, work: (connection: Db) => Promise<T>): Promise<T> {
  const { dialect } = databaseConfigOf(db);
  return db.connection().execute(async (connection) => {
    if (dialect === 'sqlite') return work(connection);
    await sql`SELECT pg_advisory_lock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(${sql.lit(STARTUP_LOCK_KEY)})`
        .execute(connection)
        .catch(() => undefined);
    }
  });
}
