// Big byte buffers of the subtitle service, reused from request to request. A request's body is
// read into a pooled buffer, transferred to a worker, and transferred back with the answer, which
// the worker writes into another pooled buffer; both return to the pool once the answer is sent.
// Measured (--trace-gc, 1M-cue uploads): a new 70 MB body and 95 MB of answer per request made V8
// collect the event loop's small heap about eight times per upload ("external memory pressure"),
// up to 11.5 ms each, which were the loop's longest tasks; a buffer that goes to a worker and
// comes back is not new memory to V8, and its pages are already mapped (no page faults while
// the body is copied in).

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
  private readonly free: ArrayBuffer[] = [];
  private pooledBytes = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: BufferPoolOptions) {}

  /** A buffer of at least `bytes` (its contents are left over from earlier use): the smallest
   *  pooled one that fits, unless it is more than MOST_OVERSIZED times the size needed (a small
   *  body would hold the buffer of a big one). */
  take(bytes: number): ArrayBuffer {
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
    // allocUnsafeSlow: an ArrayBuffer of its own (never Node's shared pool), not zero-filled.
    return Buffer.allocUnsafeSlow(roundedSize(bytes)).buffer;
  }

  /** Gives a buffer back for reuse; one that was transferred away (detached) is ignored. */
  give(buffer: ArrayBuffer): void {
    if (buffer.byteLength === 0 || this.free.includes(buffer)) return;
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
  private held: ArrayBuffer[] = [];

  constructor(private readonly pool: BufferPool) {}

  take(bytes: number): ArrayBuffer {
    const buffer = this.pool.take(bytes);
    this.held.push(buffer);
    return buffer;
  }

  /** Buffers that came back from a worker (new objects for the same memory). */
  hold(buffers: readonly ArrayBuffer[]): void {
    this.held.push(...buffers);
  }

  release(): void {
    for (const buffer of this.held) this.pool.give(buffer);
    this.held = [];
  }
}
