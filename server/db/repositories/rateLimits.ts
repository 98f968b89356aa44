import type { Db } from '../connection';

// Rate-limit windows kept in the database (security/rateLimitStore.ts): one row per limiter and
// client, its hits and when its window ends. Every change is one statement, so instances that
// count the same client at once never lose a hit.

export interface HitCount {
  hits: number;
  resetMs: number;
}

/** Counts a hit: a window that has ended starts again at 1 with a new end. */
export async function addHit(
  db: Db,
  key: string,
  nowMs: number,
  windowMs: number,
): Promise<HitCount> {
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, reset_ms: nowMs + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const ended = eb('rate_limit_hits.reset_ms', '<=', nowMs);
        return {
          hits: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('rate_limit_hits.hits', '+', 1))
            .end(),
          reset_ms: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.reset_ms'))
            .else(eb.ref('rate_limit_hits.reset_ms'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'reset_ms'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetMs: row.reset_ms };
}

/** Takes back a hit (a request that should not count, e.g. a successful login). */
export async function removeHit(db: Db, key: string, nowMs: number): Promise<void> {
  await db
    .updateTable('rate_limit_hits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .where('reset_ms', '>', nowMs)
    .execute();
}

/** The window of `key`, when one is running at `nowMs`. */
export async function findHits(db: Db, key: string, nowMs: number): Promise<HitCount | undefined> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select(['hits', 'reset_ms'])
    .where('key', '=', key)
    .where('reset_ms', '>', nowMs)
    .executeTakeFirst();
  return row && { hits: row.hits, resetMs: row.reset_ms };
}

export async function deleteHits(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('key', '=', key).execute();
}

/** Deletes every window that has ended (rows of clients that went away). */
export async function deleteEndedWindows(db: Db, nowMs: number): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_hits')
    .where('reset_ms', '<=', nowMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
