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
import type { PooledInput, PooledOutput, WorkerSettings } from './subtitleWork';
import { trpcWriteTask, type TrpcWriteInput } from './trpcTasks';

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

/** The input's byte arrays and the answer's buffers (the pooled one and any made for the rest):
 *  moved back for the main thread's pool (subtitleWork.ts PooledOutput). */
function returnedBuffers(input: object, arena: ByteArena | undefined): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>(arena?.buffers);
  for (const value of Object.values(input)) {
    if (value instanceof Uint8Array && value.buffer instanceof ArrayBuffer)
      buffers.add(value.buffer);
    if (value instanceof ArrayBuffer) buffers.add(value);
  }
  return [...buffers].filter((buffer) => buffer.byteLength > POOLED_BYTES);
}

/** The outcome moved to the main thread: its answer's byte arrays (`views`), and the buffers
 *  that go back to the pool. */
function answered<T extends { ok: true }>(
  input: object,
  outcome: T | Failure,
  views: (result: T) => Uint8Array[],
  arena?: ByteArena,
): (T | Failure) & PooledOutput {
  const returned = returnedBuffers(input, arena);
  const transfer = [...new Set([...returned, ...transferable(outcome.ok ? views(outcome) : [])])];
  return moving(returned.length === 0 ? outcome : { ...outcome, returned }, transfer);
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
  const arena = arenaOf(input);
  return answered(input, task(input, arena), (result) => result.json, arena);
}

/** A written file, copied into the arena (in one piece). */
function withBytes<I extends PooledInput & object>(
  input: I,
  task: (input: I) => Outcome<WrittenFile>,
) {
  const arena = arenaOf(input);
  const outcome = task(input);
  const placed = outcome.ok && arena ? { ...outcome, bytes: arena.place(outcome.bytes) } : outcome;
  return answered(input, placed, (result) => [result.bytes], arena);
}

export const read = (input: ReadInput & PooledInput) => withJson(input, readTask);
export const write = (input: WriteInput & PooledInput) => withBytes(input, writeTask);
export const plainText = (input: PlainTextInput & PooledInput) => withBytes(input, plainTextTask);
export const trpcWrite = (input: TrpcWriteInput & PooledInput) => withBytes(input, trpcWriteTask);
export const waveform = (input: { bytes: Uint8Array } & PooledInput) =>
  withJson(input, waveformTask);
// Their body's buffer goes back to the pool; their answers are small.
export const tempCreate = async (input: Parameters<typeof tempCreateTask>[1]) =>
  answered(input, await tempCreateTask(database(), input), () => []);
export const trpcTempCreate = async (input: Parameters<typeof trpcTempCreateTask>[1]) =>
  answered(input, await trpcTempCreateTask(database(), input), () => []);
export const tempGet = async (input: Parameters<typeof tempGetTask>[1]) =>
  answered(input, await tempGetTask(database(), input), (result) => result.json);
export const tempChunk = async (input: Parameters<typeof tempChunkTask>[1]) =>
  answered(input, await tempChunkTask(database(), input), (result) => result.json);
export const tempPage = async (input: Parameters<typeof tempPageTask>[1]) => {
  const outcome = await tempPageTask(database(), input);
  return outcome.ok ? moving(outcome, transferable(outcome.html)) : outcome;
};
