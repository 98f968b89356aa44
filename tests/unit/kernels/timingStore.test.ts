import { describe, expect, it } from 'vitest';
import { TimingStore } from '../../../shared/kernels/timingStore';

describe('TimingStore', () => {
  it('keeps values and valid views when growth moves the blocks and the memory', () => {
    const memory = new WebAssembly.Memory({ initial: 1 });
    const store = new TimingStore(memory, 16);
    store.load([1, 2, 3], [4, 5, 6]);
    const before = memory.buffer;
    store.resize(100_000);
    expect(memory.buffer).not.toBe(before);
    expect(store.capacity).toBeGreaterThanOrEqual(100_000);
    expect(Array.from(store.start.subarray(0, 3))).toEqual([1, 2, 3]);
    expect(Array.from(store.end.subarray(0, 3))).toEqual([4, 5, 6]);
    expect(store.end.byteOffset).toBe(store.endPtr);
    expect(store.start.length).toBe(100_000);
  });

  it('refuses mismatched arrays', () => {
    const store = new TimingStore(new WebAssembly.Memory({ initial: 1 }), 0);
    expect(() => store.load([1], [])).toThrow(RangeError);
  });
});
