import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { TEMP_CHUNK_PARAGRAPHS } from '../../shared/subtitle/constants';
import type { Paragraph, Subtitle } from '../../shared/subtitle/model';
import type { Db } from '../db/connection';
import { findTempSubtitleJson, insertTempSubtitle } from '../db/repositories/tempSubtitles';

// Temporary subtitles (CONTRACT.md §5): stored for 24 hours under a random, unguessable id so
// the translation pages and external translators can fetch them.

export const TEMP_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const NO_TEMP_SUBTITLE_MESSAGE =
  'No temporary subtitle with that id (they expire after 24 hours).';

export async function storeTempSubtitle(
  db: Db,
  subtitle: Subtitle,
  now = new Date(),
): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await insertTempSubtitle(
    db,
    id,
    JSON.stringify(subtitle),
    now,
    new Date(now.getTime() + TEMP_LIFETIME_MS),
  );
  return id;
}

export async function loadTempSubtitle(db: Db, id: string, now = new Date()): Promise<Subtitle> {
  const json = await findTempSubtitleJson(db, id, now);
  if (json === undefined) {
    throw new TRPCError({ code: 'NOT_FOUND', message: NO_TEMP_SUBTITLE_MESSAGE });
  }
  return JSON.parse(json) as Subtitle;
}

/** Paragraphs of chunk `index` (0-based, 100 a chunk); empty past the end. */
export function tempChunk(subtitle: Subtitle, index: number): Paragraph[] {
  const start = index * TEMP_CHUNK_PARAGRAPHS;
  return subtitle.paragraphs.slice(start, start + TEMP_CHUNK_PARAGRAPHS);
}
