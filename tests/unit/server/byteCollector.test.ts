import { afterEach, describe, expect, it } from 'vitest';
import { ByteCollector } from '../../../server/rest/byteCollector';
import { BufferPool, RequestBuffers } from '../../../server/work/bufferPool';

// A request body gathered into one buffer: its own, or a pooled shared one, whatever the chunks'
// sizes and offsets (a multipart file's chunks start anywhere in Node's buffers) and whether the
// declared length is right, missing or wrong.

/** Bytes 0, 1, 2, … (mod 251, so no pattern repeats at a power of two). */
const BODY = Uint8Array.from({ length: 300_001 }, (_, i) => i % 251);

/** The body cut into chunks of varied sizes, each a view at an odd offset of a buffer of its own,
 *  with empty chunks between. */
function chunks(): Uint8Array[] {
  const out: Uint8Array[] = [];
  let at = 0;
  for (let size = 1; at < BODY.length; size = (size * 7 + 3) % 70_000) {
    const piece = BODY.subarray(at, Math.min(BODY.length, at + size));
    const holder = Buffer.alloc(piece.length + 5);
    holder.set(piece, 3);
    out.push(holder.subarray(3, 3 + piece.length), new Uint8Array(0));
    at += piece.length;
  }
  return out;
}

let pool: BufferPool | undefined;
afterEach(() => pool?.clear());

function collect(declared: number, buffers?: RequestBuffers): Uint8Array {
  const collector = new ByteCollector(declared, 10 * 2 ** 20, buffers);
  for (const chunk of chunks()) collector.add(chunk);
  expect(collector.size).toBe(BODY.length);
  return collector.bytes();
}

describe('ByteCollector', () => {
  it.each([
    ['the right declared length', BODY.length],
    ['no declared length', Number.NaN],
    ['a declared length too small', 1000],
  ])('gathers every byte in order with %s, in a buffer of its own', (_, declared) => {
    const bytes = collect(declared);
    expect(Buffer.from(bytes).equals(Buffer.from(BODY))).toBe(true);
    expect(bytes.buffer).toBeInstanceOf(ArrayBuffer);
  });

  it.each([
    ['the right declared length', BODY.length],
    ['a declared length too small', 1000],
  ])('gathers every byte in order with %s, in pooled shared buffers', (_, declared) => {
    pool = new BufferPool({ maxPooledBytes: 2 ** 24, idleMs: 60_000 });
    const bytes = collect(declared, new RequestBuffers(pool));
    expect(Buffer.from(bytes).equals(Buffer.from(BODY))).toBe(true);
    expect(bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
  });
});
