// IndexedDB (through idb) for what localStorage cannot hold: the auto-saved document and the
// auto-backups, each a whole subtitle that may have 100k lines, and the peaks of waveforms made
// in the browser (web/editor/waveform/peakCache.ts decides what is kept). Stored values are untrusted on
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

/** A media file's identity: name (or web address), size in bytes, last modified (ms; -1 for web addresses). */
export type PeakCacheKey = [source: string, size: number, lastModified: number];

/** Peaks made from a media file, as the peak cache stores them (typed arrays clone fast). */
export interface StoredPeaks {
  name: string;
  peakMaxs: Float32Array;
  peakMins: Float32Array;
  highestPeak: number;
  /** Peaks per second. */
  sampleRate: number;
  savedTime: number;
  /** Bytes of the two arrays, for the cache's budget. */
  bytes: number;
}

interface EditorDbSchema extends DBSchema {
  documents: { key: string; value: unknown };
  backups: { key: number; value: unknown };
  peaks: { key: PeakCacheKey; value: unknown; indexes: { bySavedTime: [number, number] } };
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

// Version 2 added the peak cache. Each step runs only from the version before it, so an
// existing database keeps its documents and backups.
const DB_VERSION = 2;

function db(): Promise<IDBPDatabase<EditorDbSchema>> {
  opened ??= openDB<EditorDbSchema>(DB_NAME, DB_VERSION, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('documents');
        database.createObjectStore('backups', { keyPath: 'id', autoIncrement: true });
      }
      if (oldVersion < 2) {
        const peaks = database.createObjectStore('peaks');
        // Oldest first, with each entry's size: eviction walks this index's keys and never
        // loads the (large) values.
        peaks.createIndex('bySavedTime', ['savedTime', 'bytes']);
      }
    },
    blocked() {
      console.warn('The editor storage waits for another tab of the editor to close (upgrade).');
    },
    blocking() {
      // A newer version wants to upgrade: let it, and reopen on the next use.
      const closing = opened;
      opened = undefined;
      void closing?.then((database) => database.close());
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
// 4961-ms auto-save of the text never rewrites it. Its peaks are stored as Blobs of float32: in
// Chromium here a structured clone of two 1.8M-element number arrays took ~150 ms of the page's
// thread and of two Float32Arrays 27–67 ms inside put(), while a Blob is made in ~12 ms per
// array (a copy, in a task of its own) and put() then clones only its handle. Peak values are
// int16 (peak files) or within [-1, 1] (made in the browser): float32 holds both exactly.
// Values saved as Float32Arrays or plain number arrays are still read.
const WAVEFORM_KEY = 'waveform';

const peakArraySchema = z.union([
  z.instanceof(Blob),
  z.instanceof(Float32Array),
  z.array(z.number()),
]);

const storedWaveformSchema = z.object({
  name: z.string(),
  waveform: z.object({
    peakMaxs: peakArraySchema,
    peakMins: peakArraySchema,
    highestPeak: z.number(),
    sampleRate: z.number().positive(),
  }),
});

/** A waveform as the editor keeps it (number arrays as the service answers, or Float32Arrays
 *  as the editor's worker reads a peak file). */
export interface StoredWaveform {
  name: string;
  waveform: {
    peakMaxs: number[] | Float32Array;
    peakMins: number[] | Float32Array;
    highestPeak: number;
    sampleRate: number;
  };
}

/**
 * A number array of a typed one, grown by push: `new Array(n)` past 100k elements starts in
 * V8's slow dictionary mode, and Array.from of 1M floats took ~3x longer than this loop here.
 */
export function numbersOf(values: ArrayLike<number>): number[] {
  const numbers: number[] = [];
  for (let i = 0; i < values.length; i++) numbers.push(values[i] ?? 0);
  return numbers;
}

async function storedPeakNumbers(value: Blob | Float32Array | number[]): Promise<number[]> {
  if (Array.isArray(value)) return value;
  return numbersOf(value instanceof Blob ? new Float32Array(await value.arrayBuffer()) : value);
}

/** Lets the page run between the steps of a long write. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let waveformWrites: Promise<void> = Promise.resolve();
let waveformGeneration = 0;

/**
 * Stores (or, for null, removes) the editor's waveform. Writes run in call order, and a write
 * that a newer one has superseded stops before its put: a waveform removed right after it was
 * loaded never comes back. The two copies to float32 and the clone inside put() each take up to
 * tens of ms for millions of peaks, so each runs in a task of its own.
 */
export function saveWaveform(waveform: StoredWaveform | null): Promise<void> {
  const generation = ++waveformGeneration;
  const superseded = (): boolean => generation !== waveformGeneration;
  const write = waveformWrites.then(() => writeWaveform(waveform, superseded));
  waveformWrites = write.catch(() => undefined);
  return write;
}

async function writeWaveform(
  waveform: StoredWaveform | null,
  superseded: () => boolean,
): Promise<void> {
  const database = await db();
  if (waveform === null) {
    await database.delete('documents', WAVEFORM_KEY);
    return;
  }
  const { name, waveform: peaks } = waveform;
  const blobs: Blob[] = [];
  for (const values of [peaks.peakMaxs, peaks.peakMins]) {
    await nextTask();
    if (superseded()) return;
    // A Float32Array (a peak file read in the editor's worker) goes straight into the Blob,
    // which copies it: copying it first as well cost ~25 ms of the page per array here.
    let floats: Float32Array<ArrayBuffer>;
    if (values instanceof Float32Array) floats = values as Float32Array<ArrayBuffer>;
    else {
      floats = new Float32Array(values);
      await nextTask();
      if (superseded()) return;
    }
    blobs.push(new Blob([floats]));
  }
  const [peakMaxs, peakMins] = blobs;
  const { highestPeak, sampleRate } = peaks;
  await database.put(
    'documents',
    { name, waveform: { peakMaxs, peakMins, highestPeak, sampleRate } },
    WAVEFORM_KEY,
  );
}

/** The stored waveform, or null; a broken one is logged and deleted (spec §8). */
export async function loadWaveform(): Promise<StoredWaveform | null> {
  const database = await db();
  const value = await database.get('documents', WAVEFORM_KEY);
  if (value === undefined) return null;
  const parsed = storedWaveformSchema.safeParse(value);
  let problem: unknown = parsed.error ?? 'length mismatch';
  if (parsed.success) {
    const { name, waveform } = parsed.data;
    try {
      const peakMaxs = await storedPeakNumbers(waveform.peakMaxs);
      const peakMins = await storedPeakNumbers(waveform.peakMins);
      if (peakMaxs.length === peakMins.length) {
        return { name, waveform: { ...waveform, peakMaxs, peakMins } };
      }
    } catch (error) {
      // A Blob whose data the browser no longer has.
      problem = error;
    }
  }
  console.error('The stored waveform is broken and was removed:', problem);
  await database.delete('documents', WAVEFORM_KEY);
  return null;
}

const storedPeaksSchema = z.object({
  name: z.string(),
  peakMaxs: z.instanceof(Float32Array),
  peakMins: z.instanceof(Float32Array),
  highestPeak: z.number(),
  sampleRate: z.number().positive(),
  savedTime: z.number(),
  bytes: z.number(),
});

/** Cached peaks of a media file, or null; a broken entry is logged and deleted. */
export async function loadPeaks(key: PeakCacheKey): Promise<StoredPeaks | null> {
  const database = await db();
  const value = await database.get('peaks', key);
  if (value === undefined) return null;
  const parsed = storedPeaksSchema.safeParse(value);
  if (parsed.success && parsed.data.peakMaxs.length === parsed.data.peakMins.length) {
    return parsed.data;
  }
  console.error('Cached waveform peaks were broken and were removed:', key[0]);
  await database.delete('peaks', key);
  return null;
}

/**
 * Stores peaks under `key`, then drops the oldest entries until at most `maxEntries` stay and
 * their arrays hold at most `maxBytes` (the new entry always stays).
 */
export async function savePeaks(
  key: PeakCacheKey,
  peaks: StoredPeaks,
  limits: { maxEntries: number; maxBytes: number },
): Promise<void> {
  const database = await db();
  const transaction = database.transaction('peaks', 'readwrite');
  await transaction.store.put(peaks, key);
  const index = transaction.store.index('bySavedTime');
  let entries = await index.count();
  let bytes = 0;
  for (let cursor = await index.openKeyCursor(); cursor; cursor = await cursor.continue()) {
    bytes += cursor.key[1];
  }
  for (let cursor = await index.openKeyCursor(); cursor; cursor = await cursor.continue()) {
    if (entries <= limits.maxEntries && bytes <= limits.maxBytes) break;
    if (indexedDB.cmp(cursor.primaryKey, key) === 0) continue;
    await transaction.store.delete(cursor.primaryKey);
    entries--;
    bytes -= cursor.key[1];
  }
  await transaction.done;
}
