// Big byte buffers of the subtitle service, reused from request to request. A request's body is
// read into a pooled buffer that the worker reads in place, and the worker writes the answer into
// another; both return to the pool once the answer is sent. They are SharedArrayBuffers, so
// nothing is transferred: the worker and the main thread see the same memory, and its owner (the
// request holding it) makes sure only one of them uses it at a time.
// Measured (--trace-gc, 1M-cue uploads): a new 70 MB body and 95 MB of answer per request made V8
// collect the event loop's small heap about eight times per upload ("external memory pressure"),
// up to 11.5 ms each, which were the loop's longest tasks. Transferred ArrayBuffers still did it
// twice per upload (Mark-Compacts of 6–13 ms): each one that comes back from a worker is new
// external memory to the main thread's heap. A shared buffer is accounted once, when it is made,
// and its pages stay mapped (no page faults while the next body is copied in).

/** Sizes are rounded up to a power of two from 64 KiB, so buffers fit the next request too. Only
 *  the bytes written are ever resident: the rest of a buffer is address space. */
const SMALLEST = 64 * 1024;

/** How much bigger than needed a pooled buffer may be and still be handed out. */
const MOST_OVERSIZED = 8;

function roundedSize(bytes: number): number {
  return Math.max(SMALLEST, 2 ** Math.ceil(Math.log2(Math.max(1, bytes))));
}

export interface BufferPoolOptions {
  /** Most bytes kept for reuse; buffers given back past it are left to the GC. */
  maxPooledBytes: number;
  /** Everything pooled is let go after this long without a request, so an idle server's memory
   *  goes back to what it needs. */
  idleMs: number;
}

export class BufferPool {
  private readonly free: SharedArrayBuffer[] = [];
  private pooledBytes = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: BufferPoolOptions) {}

  /** A buffer of at least `bytes` (its contents are left over from earlier use): the smallest
   *  pooled one that fits, unless it is more than MOST_OVERSIZED times the size needed (a small
   *  body would hold the buffer of a big one). */
  take(bytes: number): SharedArrayBuffer {
    this.touch();
    const largest = roundedSize(bytes) * MOST_OVERSIZED;
    let best = -1;
    for (let i = 0; i < this.free.length; i++) {
      const size = this.free[i]?.byteLength ?? 0;
      if (size < bytes || size > largest) continue;
      if (best < 0 || size < (this.free[best]?.byteLength ?? 0)) best = i;
    }
    if (best >= 0) {
      const [buffer] = this.free.splice(best, 1);
      if (buffer) {
        this.pooledBytes -= buffer.byteLength;
        return buffer;
      }
    }
    // Zero pages from the system, filled only where they are first written.
    return new SharedArrayBuffer(roundedSize(bytes));
  }

  /** Gives a buffer back for reuse (once; past the limit it is left to the GC). */
  give(buffer: SharedArrayBuffer): void {
    if (this.free.includes(buffer)) return;
    if (this.pooledBytes + buffer.byteLength > this.options.maxPooledBytes) return;
    this.free.push(buffer);
    this.pooledBytes += buffer.byteLength;
    this.touch();
  }

  /** Bytes held for reuse now. */
  get size(): number {
    return this.pooledBytes;
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.clear(), this.options.idleMs);
    this.idleTimer.unref();
  }

  /** Lets every pooled buffer go. */
  clear(): void {
    this.free.length = 0;
    this.pooledBytes = 0;
    clearTimeout(this.idleTimer);
  }
}

/** The pooled buffers of one request: given back together once its answer has been sent. */
export class RequestBuffers {
  private held: SharedArrayBuffer[] = [];

  constructor(private readonly pool: BufferPool) {}

  take(bytes: number): SharedArrayBuffer {
    const buffer = this.pool.take(bytes);
    this.held.push(buffer);
    return buffer;
  }

  release(): void {
    for (const buffer of this.held) this.pool.give(buffer);
    this.held = [];
  }
}
