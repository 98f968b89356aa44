import { Piscina } from 'piscina';
import { workerDatabaseConfig, type DatabaseConfig, type Db } from '../db/connection';
import type { Env } from '../env';
import {
  plainTextTask,
  readTask,
  waveformTask,
  writeTask,
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
import { trpcWriteTask, type TrpcWriteInput } from './trpcTasks';
import { BufferPool, RequestBuffers } from './bufferPool';
import { WorkQueue, type Place, type QueueState } from './workQueue';
import type { WrittenFile } from '../../shared/subtitle/index';

// The subtitle service's heavy work (parse, write, plain-text export, waveform files, temporary
// subtitles) runs in a piscina pool of worker threads, so the event loop that serves every page,
// blog and admin call only moves bytes. A WorkQueue in front bounds it: `workers` jobs at once,
// `queue` more waiting, 503 past that. Inputs reach a worker as shared (pooled) or transferred
// buffers, and answers come back the same way (already-encoded JSON or file bytes), never as
// object graphs that the main thread would have to clone.

/** What each worker thread gets (piscina's workerData). */
export interface WorkerSettings {
  /** The site's database, for the temporary-subtitle tasks (each worker opens its own
   *  connection). */
  database: DatabaseConfig | undefined;
}

export interface SubtitleWorkOptions {
  /** Worker threads, and so heavy jobs running at once. */
  workers: number;
  /** Requests that may hold a place besides the running ones (reading their upload, waiting for
   *  a worker, or sending their answer). */
  queue: number;
  /** V8 heap limit of each worker thread in MB: a job past it ends that worker (a 500), not the
   *  process, and piscina starts a new one. */
  workerHeapMb: number;
  /** Inputs smaller than this run inline on the main thread: below it the hand-over to a worker
   *  costs more than the work (bench/server/poolHandover.ts). 0 sends everything. */
  inlineBelowBytes: number;
  /** The site's database; temporary subtitles are read and written through it inline when it is
   *  in memory, else through each worker's own connection to the same file. */
  db: Db;
  /** Lower scheduling priority of the worker threads (nice increment, Linux), so the event loop
   *  wins the CPU when both cores are busy with subtitles. */
  niceIncrement?: number;
  /** Most bytes of request and answer buffers kept for reuse (bufferPool.ts); 0 keeps none. */
  pooledBytes?: number;
}

/** What a worker gets besides the task's input. */
export interface PooledInput {
  /** A pooled, shared buffer to write the answer's bytes into (the worker makes one of its own
   *  for what does not fit, and transfers it). */
  answerBuffer?: SharedArrayBuffer;
}

interface Tasks {
  read: [ReadInput, Outcome<JsonAnswer>];
  write: [WriteInput, Outcome<JsonAnswer>];
  plainText: [PlainTextInput, Outcome<JsonAnswer>];
  trpcWrite: [TrpcWriteInput, Outcome<WrittenFile>];
  waveform: [{ bytes: Uint8Array }, Outcome<JsonAnswer>];
  tempCreate: [{ body: Uint8Array | undefined }, Outcome<{ id: string }>];
  tempGet: [{ id: string }, Outcome<JsonAnswer>];
  tempChunk: [{ id: string; arrid: number }, Outcome<JsonAnswer>];
  tempPage: [{ id: string }, Outcome<{ html: Uint8Array[] }>];
  trpcTempCreate: [{ body: Uint8Array | undefined; batch: boolean }, Outcome<{ id: string }>];
}

export type TaskName = keyof Tasks;
export type TaskInput<K extends TaskName> = Tasks[K][0];
export type TaskOutput<K extends TaskName> = Tasks[K][1];

/** The same functions the workers run, for inline use. */
const INLINE: {
  [K in TaskName]: (db: Db, input: TaskInput<K>) => TaskOutput<K> | Promise<TaskOutput<K>>;
} = {
  read: (_db, input) => readTask(input),
  write: (_db, input) => writeTask(input),
  plainText: (_db, input) => plainTextTask(input),
  trpcWrite: (_db, input) => trpcWriteTask(input),
  waveform: (_db, input) => waveformTask(input),
  tempCreate: tempCreateTask,
  tempGet: tempGetTask,
  tempChunk: tempChunkTask,
  tempPage: tempPageTask,
  trpcTempCreate: trpcTempCreateTask,
};

const DB_TASKS = new Set<TaskName>([
  'tempCreate',
  'tempGet',
  'tempChunk',
  'tempPage',
  'trpcTempCreate',
]);

/** A worker died (its heap limit, a crash) or a task threw: a bug or an input too big to handle. */
export class WorkFailedError extends Error {
  override readonly name = 'WorkFailedError';
}

export interface RunOptions {
  /** Size of the input in bytes (decides inline or pool). */
  size: number;
  /** The request's abort signal: a waiting job is dropped when the client goes away. */
  signal?: AbortSignal | undefined;
  /** A place taken before the request's body was read (see WorkQueue); else one is taken now. */
  place?: Place | undefined;
  /** Byte arrays of the input to transfer to the worker (they are unusable here afterwards);
   *  views of shared buffers are shared instead. */
  transfer?: readonly (Uint8Array | undefined)[];
  /** The request's pooled buffers, given back by its owner once the answer has been sent: the
   *  answer is then written into one of them. */
  buffers?: RequestBuffers | undefined;
}

/** Expected answer size per input byte, to pick a pooled answer buffer that fits (a parsed
 *  subtitle's JSON is ~1.35× its SubRip file; a waveform's numbers ~3.5× its bytes; a written
 *  file's `{ buffer: [bytes…] }` ~2.7× the JSON body of a SubRip file, a plain-text one ~1.5×;
 *  a tRPC write's file is about as big as its JSON, or smaller). Tasks not listed get no answer
 *  buffer; an answer that outgrows its buffer goes on in one the worker makes. */
const ANSWER_PER_INPUT_BYTE: Partial<Record<TaskName, number>> = {
  read: 1.6,
  waveform: 4,
  write: 3,
  plainText: 1.6,
  trpcWrite: 1,
};

/** The source file of the worker threads: the bundle's sibling when built, else the TS source
 *  through the tsx bootstrap. */
function workerFile(): string {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? new URL('./tsWorker.mjs', here).href
    : new URL('./subtitleWorker.js', here).href;
}

/** Node's Buffer pool (allocations up to 4 kB) must not be transferred, and shared buffers
 *  cannot be. */
const POOLED_BYTES = 4096;

function transferList(views: readonly (Uint8Array | undefined)[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const view of views) {
    if (view && view.byteLength > POOLED_BYTES && view.buffer instanceof ArrayBuffer) {
      buffers.add(view.buffer);
    }
  }
  return [...buffers];
}

/** Pooled buffers are let go after this long without a request. */
const POOL_IDLE_MS = 30_000;

/** Mean job time assumed before any job has run, for Retry-After. */
const FIRST_JOB_MS_GUESS = 1000;

export class SubtitleWork {
  readonly queue: WorkQueue;
  private pool: Piscina | undefined;
  private meanJobMs = FIRST_JOB_MS_GUESS;
  private readonly buffers: BufferPool | undefined;

  constructor(private readonly options: SubtitleWorkOptions) {
    this.queue = new WorkQueue(options.workers, options.queue, (state) =>
      this.retryAfterSeconds(state),
    );
    if (options.pooledBytes) {
      this.buffers = new BufferPool({ maxPooledBytes: options.pooledBytes, idleMs: POOL_IDLE_MS });
    }
  }

  /** Bytes of request and answer buffers held for reuse now. */
  get pooledBytes(): number {
    return this.buffers?.size ?? 0;
  }

  /** Pooled buffers for one request that holds a place (undefined when pooling is off). Its
   *  owner gives them back once the answer has been sent. */
  requestBuffers(): RequestBuffers | undefined {
    return this.buffers && new RequestBuffers(this.buffers);
  }

  /** Seconds until a place is likely free: the jobs ahead, spread over the workers. */
  private retryAfterSeconds({ running, queued }: QueueState): number {
    const seconds = (this.meanJobMs * (running + queued)) / this.options.workers / 1000;
    return Math.min(60, Math.max(1, Math.ceil(seconds)));
  }

  /** The pool, started on first use (a site whose subtitle service is idle pays nothing). */
  private threads(): Piscina {
    this.pool ??= new Piscina({
      filename: workerFile(),
      minThreads: this.options.workers,
      maxThreads: this.options.workers,
      resourceLimits: { maxOldGenerationSizeMb: this.options.workerHeapMb },
      workerData: {
        database: workerDatabaseConfig(this.options.db),
      } satisfies WorkerSettings,
      ...(this.options.niceIncrement ? { niceIncrement: this.options.niceIncrement } : {}),
    });
    return this.pool;
  }

  /** Starts the worker threads now, so the first upload does not wait for them. */
  warmUp(): void {
    this.threads();
  }

  /** Takes a place in the queue before reading a request's body; ServiceBusyError when full. */
  reserve(): Place {
    return this.queue.enter();
  }

  async run<K extends TaskName>(
    name: K,
    input: TaskInput<K>,
    options: RunOptions,
  ): Promise<TaskOutput<K>> {
    const inline =
      options.size < this.options.inlineBelowBytes ||
      (DB_TASKS.has(name) && workerDatabaseConfig(this.options.db) === undefined);
    if (inline) {
      options.place?.release();
      return await INLINE[name](this.options.db, input);
    }
    // A place the caller took stays taken until its answer is sent; one taken here is ours.
    const place = options.place ?? this.queue.enter();
    try {
      await place.turn(options.signal);
      const started = performance.now();
      const ratio = ANSWER_PER_INPUT_BYTE[name];
      const answerBuffer =
        options.buffers && ratio !== undefined
          ? options.buffers.take(Math.ceil(options.size * ratio))
          : undefined;
      const sent: TaskInput<K> & PooledInput = answerBuffer ? { ...input, answerBuffer } : input;
      let result: TaskOutput<K>;
      try {
        result = (await this.threads().run(sent, {
          name,
          transferList: transferList(options.transfer ?? []),
        })) as TaskOutput<K>;
      } catch (error) {
        throw new WorkFailedError(
          `The subtitle worker failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      this.meanJobMs = 0.8 * this.meanJobMs + 0.2 * (performance.now() - started);
      return result;
    } finally {
      if (options.place) place.endTurn();
      else place.release();
    }
  }

  /** Stops the worker threads (running jobs are abandoned). */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}

/** Inputs below this size are worked inline (bench/server/poolHandover.ts). */
export const INLINE_BELOW_BYTES = 32 * 1024;

/** Worker threads run at a lower priority (Linux nice 10 against the event loop's 0), so when
 *  both cores are busy with subtitles the thread that answers pages still gets the CPU at once. */
const WORKER_NICE_INCREMENT = 10;

/** The pool and queue as the settings ask (README, SE_WORKERS / SE_QUEUE / SE_WORKER_HEAP_MB). */
export function subtitleWorkFromEnv(env: Env, db: Db): SubtitleWork {
  return new SubtitleWork({
    workers: env.SE_WORKERS,
    queue: env.SE_QUEUE ?? 2 * env.SE_WORKERS,
    workerHeapMb: env.SE_WORKER_HEAP_MB,
    inlineBelowBytes: INLINE_BELOW_BYTES,
    db,
    niceIncrement: WORKER_NICE_INCREMENT,
    pooledBytes: pooledBytesFor(env),
  });
}

/** Room for every place's body and answer buffer at the largest body (power-of-two sizes): the
 *  memory those requests hold anyway at their peak, kept for the next ones instead of freed. */
function pooledBytesFor(env: Env): number {
  const places = env.SE_WORKERS + (env.SE_QUEUE ?? 2 * env.SE_WORKERS);
  const body = 2 ** Math.ceil(Math.log2(Math.max(env.UPLOAD_LIMIT_MB, env.SE_JSON_LIMIT_MB)));
  return places * 3 * body * 2 ** 20;
}
