// IndexedDB (through idb) for what localStorage cannot hold: the auto-saved document and the
// auto-backups, each a whole subtitle that may have 100k lines. Stored values are untrusted on
// the way back in: a value that does not parse is logged and deleted, never shown half-broken.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { z } from 'zod';
import { AUTO_BACKUP_LIMIT } from '../../../shared/subtitle/constants';
import type { Subtitle } from '../../../shared/subtitle/model';
import { subtitleSchema } from '../../../shared/subtitle/schema';
import { packedSubtitleSchema, unpackSubtitle, type PackedSubtitle } from './packedSubtitle';

const DB_NAME = 'SEOnline';
const CURRENT_KEY = 'current';

/** A document as it is read back. */
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

/** A document as it is written: packed (see packedSubtitle.ts). */
export interface DocumentToStore {
  packed: PackedSubtitle;
  videoUrl?: string;
  savedTime: number;
}

export interface BackupToStore {
  packed: PackedSubtitle;
  description: string;
  savedTime: number;
}

interface EditorDbSchema extends DBSchema {
  documents: { key: string; value: unknown };
  backups: { key: number; value: unknown };
}

// Values written before documents were packed hold `subtitle`; both forms are read.
const storedSubtitleFields = z.union([
  z.object({ packed: packedSubtitleSchema }),
  z.object({ subtitle: subtitleSchema }),
]);

const storedDocumentSchema = z
  .object({ videoUrl: z.string().exactOptional(), savedTime: z.number() })
  .and(storedSubtitleFields);

const storedBackupSchema = z
  .object({
    id: z.number().int().exactOptional(),
    description: z.string(),
    savedTime: z.number(),
  })
  .and(storedSubtitleFields);

/** The subtitle of a stored value that passed its schema; throws for packed extras that do not parse. */
function subtitleOf(value: z.infer<typeof storedSubtitleFields>): Subtitle {
  return 'packed' in value ? unpackSubtitle(value.packed) : value.subtitle;
}

/** A stored document as the editor uses it, or null when it is broken. */
function readDocument(value: unknown): StoredDocument | null {
  const parsed = storedDocumentSchema.safeParse(value);
  if (!parsed.success) return null;
  try {
    const { videoUrl, savedTime } = parsed.data;
    return {
      subtitle: subtitleOf(parsed.data),
      savedTime,
      ...(videoUrl !== undefined ? { videoUrl } : {}),
    };
  } catch {
    return null;
  }
}

function readBackup(value: unknown): StoredBackup | null {
  const parsed = storedBackupSchema.safeParse(value);
  if (!parsed.success) return null;
  try {
    const { id, description, savedTime } = parsed.data;
    return {
      subtitle: subtitleOf(parsed.data),
      description,
      savedTime,
      ...(id !== undefined ? { id } : {}),
    };
  } catch {
    return null;
  }
}

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

export async function saveCurrentDocument(document: DocumentToStore): Promise<void> {
  await (await db()).put('documents', document, CURRENT_KEY);
}

/** The auto-saved document, or null; a broken one is logged and deleted. */
export async function loadCurrentDocument(): Promise<StoredDocument | null> {
  const database = await db();
  const value = await database.get('documents', CURRENT_KEY);
  if (value === undefined) return null;
  const document = readDocument(value);
  if (document) return document;
  console.error('The auto-saved subtitle is broken and was cleared.');
  await database.delete('documents', CURRENT_KEY);
  return null;
}

export async function clearCurrentDocument(): Promise<void> {
  await (await db()).delete('documents', CURRENT_KEY);
}

/** Adds a backup and drops the oldest beyond the limit (spec §9: at most 100). */
export async function addBackup(backup: BackupToStore): Promise<void> {
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
    const backup = readBackup(value);
    if (backup) {
      backups.push(backup);
    } else {
      console.error('A broken auto-backup was cleared.');
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
