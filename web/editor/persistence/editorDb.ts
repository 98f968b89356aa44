// IndexedDB (through idb) for what localStorage cannot hold: the auto-saved document and the
// auto-backups, each a whole subtitle that may have 100k lines. Stored values are untrusted on
// the way back in: a value that does not parse is logged and deleted, never shown half-broken.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { z } from 'zod';
import { AUTO_BACKUP_LIMIT } from '../../../shared/subtitle/constants';
import type { Subtitle } from '../../../shared/subtitle/model';
import { subtitleSchema } from '../../../shared/subtitle/schema';

const DB_NAME = 'SEOnline';
const CURRENT_KEY = 'current';

export interface StoredDocument {
  subtitle: Subtitle;
  /** Only web addresses: an object URL of a local file dies with the page. */
  videoUrl?: string;
  savedTime: number;
}

export interface StoredBackup {
  id?: number;
  subtitle: Subtitle;
  description: string;
  savedTime: number;
}

interface EditorDbSchema extends DBSchema {
  documents: { key: string; value: unknown };
  backups: { key: number; value: unknown };
}

const storedDocumentSchema = z.object({
  subtitle: subtitleSchema,
  videoUrl: z.string().exactOptional(),
  savedTime: z.number(),
});

const storedBackupSchema = z.object({
  id: z.number().int().exactOptional(),
  subtitle: subtitleSchema,
  description: z.string(),
  savedTime: z.number(),
});

let opened: Promise<IDBPDatabase<EditorDbSchema>> | undefined;

function db(): Promise<IDBPDatabase<EditorDbSchema>> {
  opened ??= openDB<EditorDbSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('documents');
      database.createObjectStore('backups', { keyPath: 'id', autoIncrement: true });
    },
  });
  return opened;
}

/** True for the errors a full disk quota raises, which the user must hear about. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

export async function saveCurrentDocument(document: StoredDocument): Promise<void> {
  await (await db()).put('documents', document, CURRENT_KEY);
}

/** The auto-saved document, or null; a broken one is logged and deleted. */
export async function loadCurrentDocument(): Promise<StoredDocument | null> {
  const database = await db();
  const value = await database.get('documents', CURRENT_KEY);
  if (value === undefined) return null;
  const parsed = storedDocumentSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.error('The auto-saved subtitle is broken and was cleared:', parsed.error);
  await database.delete('documents', CURRENT_KEY);
  return null;
}

export async function clearCurrentDocument(): Promise<void> {
  await (await db()).delete('documents', CURRENT_KEY);
}

/** Adds a backup and drops the oldest beyond the limit (spec §9: at most 100). */
export async function addBackup(backup: Omit<StoredBackup, 'id'>): Promise<void> {
  const database = await db();
  const transaction = database.transaction('backups', 'readwrite');
  await transaction.store.add(backup);
  const keys = await transaction.store.getAllKeys();
  const excess = keys.length - AUTO_BACKUP_LIMIT;
  for (const key of keys.slice(0, Math.max(0, excess))) await transaction.store.delete(key);
  await transaction.done;
}

/** Backups newest first; broken ones are logged and deleted. */
export async function listBackups(): Promise<StoredBackup[]> {
  const database = await db();
  const keys = await database.getAllKeys('backups');
  const values = await database.getAll('backups');
  const backups: StoredBackup[] = [];
  for (const [at, value] of values.entries()) {
    const parsed = storedBackupSchema.safeParse(value);
    if (parsed.success) {
      backups.push(parsed.data);
    } else {
      console.error('A broken auto-backup was cleared:', parsed.error);
      const key = keys[at];
      if (key !== undefined) await database.delete('backups', key);
    }
  }
  return backups.sort((a, b) => b.savedTime - a.savedTime);
}

// The waveform sits under its own key: it can hold millions of peaks and changes rarely, so the
// 4961-ms auto-save of the text never rewrites it.
const WAVEFORM_KEY = 'waveform';

const storedWaveformSchema = z.object({
  name: z.string(),
  waveform: z.object({
    peakMaxs: z.array(z.number()),
    peakMins: z.array(z.number()),
    highestPeak: z.number(),
    sampleRate: z.number().positive(),
  }),
});

export type StoredWaveform = z.infer<typeof storedWaveformSchema>;

export async function saveWaveform(waveform: StoredWaveform | null): Promise<void> {
  const database = await db();
  if (waveform === null) await database.delete('documents', WAVEFORM_KEY);
  else await database.put('documents', waveform, WAVEFORM_KEY);
}

/** The stored waveform, or null; a broken one is logged and deleted (spec §8). */
export async function loadWaveform(): Promise<StoredWaveform | null> {
  const database = await db();
  const value = await database.get('documents', WAVEFORM_KEY);
  if (value === undefined) return null;
  const parsed = storedWaveformSchema.safeParse(value);
  if (
    parsed.success &&
    parsed.data.waveform.peakMins.length === parsed.data.waveform.peakMaxs.length
  )
    return parsed.data;
  console.error(
    'The stored waveform is broken and was removed:',
    parsed.error ?? 'length mismatch',
  );
  await database.delete('documents', WAVEFORM_KEY);
  return null;
}
