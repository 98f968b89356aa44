import { subtitleSchema, type Subtitle } from '../../shared/subtitle/index';
import { isConnectionFailure } from '../db/availability';
import type { Db } from '../db/connection';
import { findTempSubtitleJson } from '../db/repositories/tempSubtitles';
import { tempSubtitleHtml } from '../services/tempSubtitleHtml';
import { NO_TEMP_SUBTITLE_MESSAGE, storeTempSubtitle, tempChunk } from '../services/tempSubtitles';
import { jsonChunks } from './jsonChunks';
import { invalidInput, subtitleFromBody, type JsonAnswer, type Outcome } from './tasks';
import { inputOf } from './trpcTasks';

// The temporary subtitles' heavy work (CONTRACT.md §5): validating and storing a sent subtitle,
// reading a stored one back whole, in chunks or as the /tempsub page. Run in the worker threads
// through each worker's own database connection (inline when the database is in memory), with
// the same results-as-data rule as tasks.ts.

/** A database that cannot be reached is an answer (503), not a crash of the worker: an Error
 *  would cross the thread without its class. */
async function orUnavailable<T>(work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await work();
  } catch (error) {
    if (isConnectionFailure(error)) {
      return {
        ok: false,
        status: 503,
        message: 'The database cannot be reached right now; please try again shortly.',
      };
    }
    throw error;
  }
}

function stored(db: Db, subtitle: Subtitle): Promise<Outcome<{ id: string }>> {
  return orUnavailable<{ id: string }>(async () => ({
    ok: true,
    id: await storeTempSubtitle(db, subtitle),
  }));
}

/** POST /se-api/subtitles/temp: the subtitle is the whole body (issue paths start at it). */
export function tempCreateTask(
  db: Db,
  { body }: { body: Uint8Array | undefined },
): Promise<Outcome<{ id: string }>> {
  const read = subtitleFromBody(body);
  return read.ok ? stored(db, read.subtitle) : Promise.resolve(read);
}

/** `seApi.temp.create` as tRPC's client sends it (the input is the subtitle, item "0" of a
 *  batch), refused as tRPC refuses an input that fails the procedure's schema. */
export function trpcTempCreateTask(
  db: Db,
  { body, batch }: { body: Uint8Array | undefined; batch: boolean },
): Promise<Outcome<{ id: string }>> {
  const read = inputOf(body, batch);
  if (!read.ok) return Promise.resolve(read);
  const parsed = subtitleSchema.safeParse(read.input);
  if (!parsed.success) return Promise.resolve(invalidInput(parsed.error));
  return stored(db, parsed.data);
}

function storedJson(db: Db, id: string): Promise<Outcome<{ text: string }>> {
  return orUnavailable<{ text: string }>(async () => {
    const text = await findTempSubtitleJson(db, id, new Date());
    return text === undefined
      ? { ok: false, status: 404, message: NO_TEMP_SUBTITLE_MESSAGE }
      : { ok: true, text };
  });
}

/** The stored JSON is the answer: it was written by JSON.stringify of the validated subtitle. */
export async function tempGetTask(db: Db, { id }: { id: string }): Promise<Outcome<JsonAnswer>> {
  const found = await storedJson(db, id);
  if (!found.ok) return found;
  return { ok: true, json: [new TextEncoder().encode(found.text)] };
}

export async function tempChunkTask(
  db: Db,
  { id, arrid }: { id: string; arrid: number },
): Promise<Outcome<JsonAnswer>> {
  const found = await storedJson(db, id);
  if (!found.ok) return found;
  const subtitle = JSON.parse(found.text) as Subtitle;
  return { ok: true, json: jsonChunks({ paragraphs: tempChunk(subtitle, arrid) }) };
}

/** The /tempsub page's HTML as UTF-8 pieces; 404 for an unknown id and also for a stored value
 *  that is not a subtitle (the page has always answered "not found" for both). */
export async function tempPageTask(
  db: Db,
  { id }: { id: string },
): Promise<Outcome<{ html: Uint8Array[] }>> {
  const found = await storedJson(db, id);
  if (!found.ok) return found;
  try {
    return { ok: true, html: tempSubtitleHtml(JSON.parse(found.text) as Subtitle) };
  } catch {
    return { ok: false, status: 404, message: NO_TEMP_SUBTITLE_MESSAGE };
  }
}
