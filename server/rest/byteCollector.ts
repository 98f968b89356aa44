// Gathers a request body's chunks into one buffer of its own. Sized from the Content-Length when
// the client sends one, so a 50 MB upload is copied once instead of being held as chunks and then
// concatenated (twice its size at the peak); the buffer owns its whole ArrayBuffer, so it can be
// transferred to a worker thread. Grows by doubling when the length is unknown or wrong. With a
// request's pooled buffers (server/work/bufferPool.ts) it reads into reused memory.
import { copyInto } from '../work/byteArena';
import type { RequestBuffers } from '../work/bufferPool';

const UNKNOWN_LENGTH_START = 64 * 1024;

export class ByteCollector {
  private buffer: Uint8Array;
  private length = 0;

  /** `expected`: the declared length (NaN when absent); `limit`: the most that will be kept. */
  constructor(
    expected: number,
    limit: number,
    private readonly pooled?: RequestBuffers,
  ) {
    const start =
      Number.isFinite(expected) && expected > 0
        ? Math.min(expected, limit)
        : Math.min(UNKNOWN_LENGTH_START, limit);
    this.buffer = this.allocate(Math.max(1, start));
  }

  private allocate(bytes: number): Uint8Array {
    if (this.pooled) return new Uint8Array(this.pooled.take(bytes));
    // allocUnsafeSlow: never a slice of Node's shared pool, and no zero fill of bytes about to
    // be overwritten.
    return Buffer.allocUnsafeSlow(bytes);
  }

  get size(): number {
    return this.length;
  }

  add(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    const needed = this.length + chunk.length;
    if (needed > this.buffer.length) {
      const grown = this.allocate(Math.max(needed, this.buffer.length * 2));
      copyInto(grown, 0, this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    copyInto(this.buffer, this.length, chunk);
    this.length = needed;
  }

  /** The bytes gathered; a view of the collector's own buffer. */
  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}
