import { move, transferableSymbol, valueSymbol, workerData } from 'piscina';
import { openDatabase, type Db } from '../db/connection';
import type { WrittenFile } from '../../shared/subtitle/index';
import { ByteArena } from './byteArena';
import {
  plainTextTask,
  readTask,
  waveformTask,
  writeTask,
  type Failure,
  type JsonAnswer,
  type Outcome,
  type PlainTextInput,
  type ReadInput,
  type WriteInput,
} from './tasks';
import {
  tempChunkTask,
  tempCreateTask,
  tempGetTask,
  tempPageTask,
  trpcTempCreateTask,
} from './tempTasks';
import type { PooledInput, WorkerSettings } from './subtitleWork';
import { trpcWriteTask, type TrpcWriteInput } from './trpcTasks';

// Entry of the worker threads of the subtitle service's pool (piscina). Bundled as its own file
// (build/server/subtitleWorker.js, scripts/buildServer.mjs); under tsx and vitest it is loaded
// through tsWorker.mjs. Each export is one task; the byte arrays of a result reach the main thread
// shared (views of its pooled buffers) or moved, not copied.

const settings = workerData as WorkerSettings;

let db: Db | undefined;

/** The worker's own connection to the site's database (temporary subtitles), opened on first use. */
function database(): Db {
  if (settings.database === undefined) throw new Error('this pool has no database to open');
  db ??= openDatabase(settings.database);
  return db;
}

/** Node's shared Buffer pool backs small Buffers and must not be transferred: only byte arrays
 *  above its size (4 kB) that own their whole ArrayBuffer are listed. Views of the main thread's
 *  shared buffers (bufferPool.ts) are not transferred either: they cross as they are. */
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

/** The result, with `buffers` moved to the main thread instead of copied. */
function moving<T extends object>(result: T, buffers: readonly ArrayBuffer[]): T {
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

/** The outcome for the main thread, its answer's byte arrays (`views`) moved, not copied. */
function answered<T extends { ok: true }>(
  outcome: T | Failure,
  views: (result: T) => Uint8Array[],
): T | Failure {
  return outcome.ok ? moving(outcome, transferable(views(outcome))) : outcome;
}

/** Where the answer is written: the main thread's pooled buffer, when it sent one. */
function arenaOf(input: PooledInput): ByteArena | undefined {
  return input.answerBuffer && new ByteArena(input.answerBuffer);
}

/** A JSON answer, already encoded into the arena by the task. */
function withJson<I extends PooledInput & object>(
  input: I,
  task: (input: I, arena?: ByteArena) => Outcome<JsonAnswer>,
) {
  return answered(task(input, arenaOf(input)), (result) => result.json);
}

/** A written file, copied into the arena (in one piece). */
function withBytes<I extends PooledInput & object>(
  input: I,
  task: (input: I) => Outcome<WrittenFile>,
) {
  const arena = arenaOf(input);
  const outcome = task(input);
  const placed = outcome.ok && arena ? { ...outcome, bytes: arena.place(outcome.bytes) } : outcome;
  return answered(placed, (result) => [result.bytes]);
}

export const read = (input: ReadInput & PooledInput) => withJson(input, readTask);
export const write = (input: WriteInput & PooledInput) => withJson(input, writeTask);
export const plainText = (input: PlainTextInput & PooledInput) => withJson(input, plainTextTask);
export const trpcWrite = (input: TrpcWriteInput & PooledInput) => withBytes(input, trpcWriteTask);
export const waveform = (input: { bytes: Uint8Array } & PooledInput) =>
  withJson(input, waveformTask);
// Their answers are small.
export const tempCreate = async (input: Parameters<typeof tempCreateTask>[1]) =>
  tempCreateTask(database(), input);
export const trpcTempCreate = async (input: Parameters<typeof trpcTempCreateTask>[1]) =>
  trpcTempCreateTask(database(), input);
export const tempGet = async (input: Parameters<typeof tempGetTask>[1]) =>
  answered(await tempGetTask(database(), input), (result) => result.json);
export const tempChunk = async (input: Parameters<typeof tempChunkTask>[1]) =>
  answered(await tempChunkTask(database(), input), (result) => result.json);
export const tempPage = async (input: Parameters<typeof tempPageTask>[1]) =>
  answered(await tempPageTask(database(), input), (result) => result.html);
