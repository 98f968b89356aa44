import { describe, expect, it } from 'vitest';
import { ByteArena } from '../../../server/work/byteArena';
import { jsonChunks } from '../../../server/work/jsonChunks';

const joined = (views: readonly Uint8Array[]): Buffer => Buffer.concat(views);

describe('ByteArena', () => {
  it('encodes text into the given buffer, going on in a new one at its end without splitting a character', () => {
    const first = new ArrayBuffer(10);
    const arena = new ByteArena(first);
    const text = 'abcdefgh€𝄞ü and more';
    const views = arena.encode(text);
    expect(joined(views).toString('utf8')).toBe(text);
    expect(views[0]?.buffer).toBe(first);
    expect(views[0]?.length).toBe(8); // '€' (3 bytes) does not fit in the last 2
    expect(arena.buffers).toHaveLength(2);
    expect(arena.encode('x')[0]?.buffer).toBe(arena.buffers[1]);
  });

  it('places bytes in one view, in a buffer of their own when they do not fit', () => {
    const arena = new ByteArena(new ArrayBuffer(4));
    const small = arena.place(new Uint8Array([1, 2, 3]));
    expect(small.buffer).toBe(arena.buffers[0]);
    const big = arena.place(new Uint8Array([4, 5, 6]));
    expect([...big]).toEqual([4, 5, 6]);
    expect(big.buffer).toBe(arena.buffers[1]);
  });

  it('gives jsonChunks the bytes of JSON.stringify, whatever the buffer size', () => {
    const value = {
      fileName: 'ä.srt',
      paragraphs: Array.from({ length: 9000 }, (_, i) => ({ number: i, text: `Zeile ${i} — ✓` })),
    };
    for (const size of [1, 1000, 4 * 2 ** 20]) {
      const pieces = jsonChunks(value, 'paragraphs', new ByteArena(new ArrayBuffer(size)));
      expect(joined(pieces).toString('utf8')).toBe(JSON.stringify(value));
    }
  });
});
