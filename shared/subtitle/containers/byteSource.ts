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
}

/** A reader: yields the ranges it needs, gets their bytes, returns its result. */
export type Reads<T> = Generator<ReadRequest, T, Uint8Array>;

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
  plan({ offset, length }: ReadRequest): ReadRequest {
    const start = Math.max(0, Math.min(offset, this.source.size));
    return {
      offset: start,
      length: Math.min(Math.max(length, this.readAhead), this.source.size - start),
    };
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

/** Runs a reader over a source whose `read` answers at once (a Uint8Array's source). */
export function runSync<T>(source: ByteSource, reader: Reads<T>, options: ReadOptions = {}): T {
  const window = new Window(source, options);
  let step = reader.next();
  while (!step.done) {
    checkRequest(step.value);
    let bytes = window.hit(step.value);
    if (!bytes) {
      const plan = window.plan(step.value);
      const fetched = source.read(plan.offset, plan.length);
      if (fetched instanceof Promise) {
        throw new TypeError('This source reads asynchronously: use the asynchronous reader');
      }
      bytes = window.fill(plan, fetched, step.value);
    }
    step = reader.next(bytes);
  }
  return step.value;
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
    checkRequest(step.value);
    let bytes = window.hit(step.value);
    if (!bytes) {
      const plan = window.plan(step.value);
      bytes = window.fill(plan, await source.read(plan.offset, plan.length), step.value);
    }
    step = reader.next(bytes);
  }
  return step.value;
}
