import { describe, expect, it } from 'vitest';
import { ByteArena } from '../../../server/work/byteArena';
import { byteArrayJson } from '../../../server/work/byteArrayJson';

// A written file's answer `{"buffer":[bytes…],"fileName":"…"}`, made by the worker in slices of
// 64 KiB into the answer buffer and the buffers it makes when that one is full.

const answer = (pieces: readonly Uint8Array[]): unknown =>
  JSON.parse(Buffer.concat(pieces).toString('utf8'));

/** Every byte value, several slices long. */
const ALL_BYTES = Uint8Array.from({ length: 200_003 }, (_, i) => (i * 7) % 256);

describe('byteArrayJson', () => {
  it('writes every byte value as its number, across slices, in a buffer of its own', () => {
    expect(answer(byteArrayJson(ALL_BYTES, 'ä "x".srt'))).toEqual({
      buffer: [...ALL_BYTES],
      fileName: 'ä "x".srt',
    });
  });

  it('gives the same answer whatever room the answer buffer has', () => {
    for (const size of [1, 100, 64 * 1024, 300_000, 4 * 2 ** 20]) {
      const arena = new ByteArena(new SharedArrayBuffer(size));
      expect(answer(byteArrayJson(ALL_BYTES, 'a.srt', arena)), String(size)).toEqual({
        buffer: [...ALL_BYTES],
        fileName: 'a.srt',
      });
    }
  });

  it('goes on in one buffer big enough for the rest when the answer buffer is full', () => {
    const arena = new ByteArena(new SharedArrayBuffer(100_000));
    byteArrayJson(ALL_BYTES, 'a.srt', arena);
    expect(arena.buffers).toHaveLength(2);
  });

  it('answers an empty file with an empty array', () => {
    expect(answer(byteArrayJson(new Uint8Array(0), 'empty.txt'))).toEqual({
      buffer: [],
      fileName: 'empty.txt',
    });
  });
});
