import type { Db } from '../connection';

/** Counts one page visit that came from another site (host and path of the referring page). */
export async function recordReferrer(
  db: Db,
  host: string,
  path: string,
  time: string,
): Promise<void> {
  await db
    .insertInto('referrers')
    .values({ host, path, count: 1, last_seen: time })
    .onConflict((conflict) =>
      conflict.columns(['host', 'path']).doUpdateSet((eb) => ({
        count: eb('referrers.count', '+', 1),
        last_seen: eb.ref('excluded.last_seen'),
      })),
    )
    .execute();
}

export interface ReferrerRow {
  host: string;
  path: string;
  count: number;
  lastSeen: string;
}

/** Referrers, the most recently seen first. */
export function pageReferrers(db: Db, offset: number, limit: number): Promise<ReferrerRow[]> {
  return db
    .selectFrom('referrers')
    .select(['host', 'path', 'count', 'last_seen as lastSeen'])
    .orderBy('last_seen', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countReferrers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('referrers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
