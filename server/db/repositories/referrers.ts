import type { Db } from '../connection';

/** Counts one page visit that came from another site (host and path of the referring page). */
export function recordReferrer(db: Db, host: string, path: string, time: string): void {
  db.prepare(
    `INSERT INTO referrers (host, path, count, last_seen) VALUES (?, ?, 1, ?)
     ON CONFLICT (host, path) DO UPDATE SET count = count + 1, last_seen = excluded.last_seen`,
  ).run(host, path, time);
}
