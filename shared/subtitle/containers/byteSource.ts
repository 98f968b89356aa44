// Where a media file's bytes come from, and the one place that reads them. The container readers
// (matroska.ts, mp4.ts) are generators that yield the byte ranges they need and get the bytes
// back, so the same reader runs synchronously over a Uint8Array (the service) and asynchronously
// over a file handle or a Blob (a 2 GB video is never loaded whole: only headers, the track
// tables and the subtitle tracks' own blocks are read).

/** A file's bytes, read by range. `read` may answer fewer bytes only at the end of the file. */
export interface ByteSource {
  readonly size: number;
  read(offset: number, length: number): Promise<Uint8Array> | Uint8Array;
}

/** A range a reader asks for: `length` bytes at `offset`. The answer is shorter only where the
 *  source ends. */
export interface ReadRequest {
  readonly offset: number;
  readonly length: number;
  /** Fetch only these bytes, no read-ahead (a header whose neighbours another reader reads). */
  readonly exact?: boolean;
}

/** Readers that may run at once (the clusters of a Matroska file): the driver answers their
 *  results in order. Over an asynchronous source their reads overlap, which hides the latency
 *  of one read at a time; over a synchronous one they simply run one after another. */
export interface ParallelRequest {
  readonly tasks: readonly Reads<unknown>[];
}

/** A reader: yields the ranges it needs, gets their bytes, returns its result. (A yielded
 *  ParallelRequest is answered with its results: see `inParallel`.) */
export type Reads<T> = Generator<ReadRequest | ParallelRequest, T, Uint8Array>;

/** Runs readers (each with its own read-ahead window) and answers their results in order. */
export function* inParallel<T>(tasks: readonly Reads<T>[]): Reads<T[]> {
  if (tasks.length === 0) return [];
  // The driver answers a ParallelRequest with the tasks' results in place of bytes.
  return (yield { tasks }) as unknown as T[];
}

/** A source over bytes already in memory (views, never copies). */
export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: (offset, length) => bytes.subarray(offset, Math.min(bytes.length, offset + length)),
  };
}

export interface ReadOptions {
  /** Least bytes fetched per read of the source: small reads near each other (the headers of a
   *  cluster's audio blocks) come from one fetch. Default 4 KiB: a skipped video block then
   *  costs one 4 KiB read for its header. */
  readAhead?: number;
  /** Told the bytes fetched from the source (for tests and benches that count them). */
  onRead?: (offset: number, length: number) => void;
  /** Most parallel readers running at once over an asynchronous source (default 8). */
  concurrency?: number;
}

const DEFAULT_READ_AHEAD = 4096;

/** The last bytes fetched, answering the reader's small requests that fall inside them. */
class Window {
  private start = 0;
  private bytes: Uint8Array = new Uint8Array(0);
  private readonly readAhead: number;

  constructor(
    private readonly source: ByteSource,
    private readonly options: ReadOptions,
  ) {
    this.readAhead = options.readAhead ?? DEFAULT_READ_AHEAD;
  }

  /** The request's bytes when the window holds them. */
  hit({ offset, length }: ReadRequest): Uint8Array | undefined {
    const from = offset - this.start;
    if (from < 0 || from > this.bytes.length) return undefined;
    // A request that runs past the window is answered from it only where the source ends there.
    const end = this.start + this.bytes.length;
    if (from + length > this.bytes.length && end < this.source.size) return undefined;
    return this.bytes.subarray(from, from + length);
  }

  /** What to fetch for a request the window does not hold. */
  plan({ offset, length, exact }: ReadRequest): ReadRequest {
    const start = Math.max(0, Math.min(offset, this.source.size));
    const wanted = exact ? length : Math.max(length, this.readAhead);
    return { offset: start, length: Math.min(wanted, this.source.size - start) };
  }

  /** Keeps what was fetched for `plan` and answers `request` from it. */
  fill(plan: ReadRequest, fetched: Uint8Array, request: ReadRequest): Uint8Array {
    this.options.onRead?.(plan.offset, plan.length);
    this.start = plan.offset;
    this.bytes = fetched.length > plan.length ? fetched.subarray(0, plan.length) : fetched;
    const from = request.offset - plan.offset;
    return this.bytes.subarray(from, from + request.length);
  }
}

function checkRequest(request: ReadRequest): void {
  if (
    !Number.isSafeInteger(request.offset) ||
    !Number.isSafeInteger(request.length) ||
    request.offset < 0 ||
    request.length < 0
  ) {
    throw new RangeError(`A reader asked for bytes ${request.offset}+${request.length}`);
  }
}

const DEFAULT_CONCURRENCY = 8;

/** Runs a reader over a source whose `read` answers at once (a Uint8Array's source). */
export function runSync<T>(source: ByteSource, reader: Reads<T>, options: ReadOptions = {}): T {
  const window = new Window(source, options);
  let step = reader.next();
  while (!step.done) {
    const request = step.value;
    if ('tasks' in request) {
      const results = request.tasks.map((task) => runSync(source, task, options));
      step = reader.next(results as unknown as Uint8Array);
      continue;
    }
    checkRequest(request);
    let bytes = window.hit(request);
    if (!bytes) {
      const plan = window.plan(request);
      const fetched = source.read(plan.offset, plan.length);
      if (fetched instanceof Promise) {
        throw new TypeError('This source reads asynchronously: use the asynchronous reader');
      }
      bytes = window.fill(plan, fetched, request);
    }
    step = reader.next(bytes);
  }
  return step.value;
}

/** Runs tasks, at most `limit` at once; their results in order. */
async function runAll(
  source: ByteSource,
  tasks: readonly Reads<unknown>[],
  options: ReadOptions,
): Promise<unknown[]> {
  const results = new Array<unknown>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await runAsync(source, task, options);
    }
  };
  const limit = Math.max(1, Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, tasks.length));
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** Runs a reader over any source, awaiting its reads. */
export async function runAsync<T>(
  source: ByteSource,
  reader: Reads<T>,
  options: ReadOptions = {},
): Promise<T> {
  const window = new Window(source, options);
  let step = reader.next();
  while (!step.done) {
    const request = step.value;
    if ('tasks' in request) {
      const results = await runAll(source, request.tasks, options);
      step = reader.next(results as unknown as Uint8Array);
      continue;
    }
    checkRequest(request);
    let bytes = window.hit(request);
    if (!bytes) {
      const plan = window.plan(request);
      bytes = window.fill(plan, await source.read(plan.offset, plan.length), request);
    }
    step = reader.next(bytes);
  }
  return step.value;
}
