import type { Db } from '../connection';

export async function insertTempSubtitle(
  db: Db,
  id: string,
  subtitleJson: string,
  now: Date,
  expires: Date,
): Promise<void> {
  await db
    .insertInto('temp_subtitles')
    .values({
      id,
      created: now.toISOString(),
      expires: expires.toISOString(),
      subtitle_json: subtitleJson,
    })
    .execute();
}

/** The stored JSON of a temporary subtitle that has not expired yet. */
export async function findTempSubtitleJson(
  db: Db,
  id: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('temp_subtitles')
    .select('subtitle_json')
    .where('id', '=', id)
    .where('expires', '>', now.toISOString())
    .executeTakeFirst();
  return row?.subtitle_json;
}

/** Deletes expired temporary subtitles; returns how many. */
export async function deleteExpiredTempSubtitles(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('temp_subtitles')
    .where('expires', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
