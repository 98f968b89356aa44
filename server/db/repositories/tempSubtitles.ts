import type { Db } from '../connection';

export function insertTempSubtitle(
  db: Db,
  id: string,
  subtitleJson: string,
  now: Date,
  expires: Date,
): void {
  db.prepare(
    'INSERT INTO temp_subtitles (id, created, expires, subtitle_json) VALUES (?, ?, ?, ?)',
  ).run(id, now.toISOString(), expires.toISOString(), subtitleJson);
}

/** The stored JSON of a temporary subtitle that has not expired yet. */
export function findTempSubtitleJson(db: Db, id: string, now: Date): string | undefined {
  return db
    .prepare<[string, string], { json: string }>(
      'SELECT subtitle_json AS json FROM temp_subtitles WHERE id = ? AND expires > ?',
    )
    .get(id, now.toISOString())?.json;
}

/** Deletes expired temporary subtitles; returns how many. */
export function deleteExpiredTempSubtitles(db: Db, now: Date): number {
  return db.prepare('DELETE FROM temp_subtitles WHERE expires <= ?').run(now.toISOString()).changes;
}
