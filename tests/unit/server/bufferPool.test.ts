import { afterEach, describe, expect, it, vi } from 'vitest';
import { BufferPool, RequestBuffers } from '../../../server/work/bufferPool';

describe('BufferPool', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands out power-of-two buffers from 64 KiB and reuses the smallest that fits', () => {
    const pool = new BufferPool({ maxPooledBytes: 2 ** 30, idleMs: 60_000 });
    const small = pool.take(10);
    expect(small.byteLength).toBe(64 * 1024);
    const big = pool.take(3_000_000);
    expect(big.byteLength).toBe(4 * 2 ** 20);
    pool.give(big);
    pool.give(small);
    expect(pool.size).toBe(small.byteLength + big.byteLength);
    expect(pool.take(1000)).toBe(small);
    expect(pool.take(1000)).not.toBe(big); // a new small one rather than the 4 MiB buffer
    expect(pool.take(2_000_000)).toBe(big);
    expect(pool.size).toBe(0);
  });

  it('hands out shared buffers, which a worker reads and writes in place', () => {
    const pool = new BufferPool({ maxPooledBytes: 2 ** 30, idleMs: 60_000 });
    expect(pool.take(1)).toBeInstanceOf(SharedArrayBuffer);
  });

  it('ignores buffers given twice and those past its limit', () => {
    const pool = new BufferPool({ maxPooledBytes: 128 * 1024, idleMs: 60_000 });
    const kept = pool.take(1);
    pool.give(kept);
    pool.give(kept);
    expect(pool.size).toBe(64 * 1024);
    pool.give(pool.take(200_000)); // 256 KiB: past the limit
    expect(pool.size).toBe(64 * 1024);
  });

  it('lets everything go after the idle time', () => {
    vi.useFakeTimers();
    const pool = new BufferPool({ maxPooledBytes: 2 ** 30, idleMs: 1000 });
    pool.give(pool.take(1));
    vi.advanceTimersByTime(999);
    expect(pool.size).toBe(64 * 1024);
    vi.advanceTimersByTime(1);
    expect(pool.size).toBe(0);
  });
});

describe('RequestBuffers', () => {
  it('gives back what it took, once', () => {
    const pool = new BufferPool({ maxPooledBytes: 2 ** 30, idleMs: 60_000 });
    const request = new RequestBuffers(pool);
    const body = request.take(100_000);
    const answer = request.take(1 << 20);
    expect(pool.size).toBe(0);
    request.release();
    expect(pool.size).toBe(body.byteLength + answer.byteLength);
    request.release();
    expect(pool.size).toBe(body.byteLength + answer.byteLength);
  });
});
