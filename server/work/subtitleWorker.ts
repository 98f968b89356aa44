import { move, transferableSymbol, valueSymbol, workerData } from 'piscina';
import { openDatabase, type Db } from '../db/connection';
import { plainTextTask, readTask, waveformTask, writeTask, type Outcome } from './tasks';
import {
  tempChunkTask,
  tempCreateTask,
  tempGetTask,
  tempPageTask,
  trpcTempCreateTask,
} from './tempTasks';
import type { WorkerSettings } from './subtitleWork';
import { trpcWriteTask } from './trpcTasks';

// Entry of the worker threads of the subtitle service's pool (piscina). Bundled as its own file
// (build/server/subtitleWorker.js, scripts/buildServer.mjs); under tsx and vitest it is loaded
// through tsWorker.mjs. Each export is one task; the byte arrays of a result are transferred back
// to the main thread, not copied.

const settings = workerData as WorkerSettings;

let db: Db | undefined;

/** The worker's own connection to the site's database (temporary subtitles), opened on first use. */
function database(): Db {
  if (settings.database === undefined) throw new Error('this pool has no database to open');
  db ??= openDatabase(settings.database);
  return db;
}

/** Node's shared Buffer pool backs small Buffers and must not be transferred: only byte arrays
 *  above its size (4 kB) that own their whole ArrayBuffer are listed. */
const POOLED_BYTES = 4096;

function transferable(views: readonly Uint8Array[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const view of views) {
    if (view.byteLength > POOLED_BYTES && view.buffer instanceof ArrayBuffer) {
      buffers.add(view.buffer);
    }
  }
  return [...buffers];
}

/** The result, with the ArrayBuffers of `views` moved to the main thread instead of copied. */
function moving<T extends object>(result: T, views: readonly Uint8Array[]): T {
  const buffers = transferable(views);
  if (buffers.length === 0) return result;
  // piscina's Transferable interface: the value to post and the list to transfer with it.
  const wrapped = {
    get [transferableSymbol]() {
      return buffers;
    },
    get [valueSymbol]() {
      return result;
    },
  };
  return move(wrapped) as unknown as T;
}

function withJson<T extends object>(outcome: Outcome<T & { json: Uint8Array[] }>) {
  return outcome.ok ? moving(outcome, outcome.json) : outcome;
}

function withBytes<T extends object>(outcome: Outcome<T & { bytes: Uint8Array }>) {
  return outcome.ok ? moving(outcome, [outcome.bytes]) : outcome;
}

export const read = (input: Parameters<typeof readTask>[0]) => withJson(readTask(input));
export const write = (input: Parameters<typeof writeTask>[0]) => withBytes(writeTask(input));
export const plainText = (input: Parameters<typeof plainTextTask>[0]) =>
  withBytes(plainTextTask(input));
export const trpcWrite = (input: Parameters<typeof trpcWriteTask>[0]) =>
  withBytes(trpcWriteTask(input));
export const waveform = (input: Parameters<typeof waveformTask>[0]) =>
  withJson(waveformTask(input));
export const tempCreate = (input: Parameters<typeof tempCreateTask>[1]) =>
  tempCreateTask(database(), input);
export const trpcTempCreate = (input: Parameters<typeof trpcTempCreateTask>[1]) =>
  trpcTempCreateTask(database(), input);
export const tempGet = async (input: Parameters<typeof tempGetTask>[1]) =>
  withJson(await tempGetTask(database(), input));
export const tempChunk = async (input: Parameters<typeof tempChunkTask>[1]) =>
  withJson(await tempChunkTask(database(), input));
export const tempPage = async (input: Parameters<typeof tempPageTask>[1]) => {
  const outcome = await tempPageTask(database(), input);
  return outcome.ok ? moving(outcome, outcome.html) : outcome;
};
