import { sql } from 'kysely';
import { DatabaseUnavailableError } from './availability';
import type { Db } from './connection';

// The database half of GET /healthz: one `SELECT 1`, bounded in time, so a proxy learns at once
// that this instance cannot serve (and stops sending it requests) rather than waiting with it.

const HEALTH_TIMEOUT_MS = 2000;

/** undefined when the database answers; else what is wrong, in words for the 503 body. */
export async function checkDatabase(db: Db): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError('The database did not answer in time.')),
      HEALTH_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([sql`SELECT 1`.execute(db), timeout]);
    return undefined;
  } catch (error) {
    return error instanceof DatabaseUnavailableError
      ? error.message
      : `The database answered with an error: ${(error as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
}
