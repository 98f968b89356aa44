import type { Db } from '../connection';

/** Counts one page visit that came from another site (host and path of the referring page). */
export function recordReferrer(db: Db, host: string, path: string, time: string): void {
  db.prepare(
    `INSERT INTO referrers (host, path, count, last_seen) VALUES (?, ?, 1, ?)
     ON CONFLICT (host, path) DO UPDATE SET count = count + 1, last_seen = excluded.last_seen`,
  ).run(host, path, time);
}

export interface ReferrerRow {
  host: string;
  path: string;
  count: number;
  lastSeen: string;
}

/** Referrers, the most recently seen first. */
export function pageReferrers(db: Db, offset: number, limit: number): ReferrerRow[] {
  return db
    .prepare<[number, number], ReferrerRow>(
      `SELECT host, path, count, last_seen AS lastSeen FROM referrers
       ORDER BY last_seen DESC LIMIT ? OFFSET ?`,
    )
    .all(limit, offset);
}

export function countReferrers(db: Db): number {
  return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM referrers').get()?.n ?? 0;
}
