import { describe, expect, it } from 'vitest';
import { TimingStore, pyramidLength } from '../../../shared/kernels/timingStore';

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

describe('TimingStore waveform blocks', () => {
  it('keeps the lines when the waveform blocks below them grow', () => {
    const store = new TimingStore(new WebAssembly.Memory({ initial: 1 }), 8);
    store.load([1, 2], [3, 4], [5, 6], [7, 8]);
    const before = store.pointers.start;
    store.preparePeaks(100_000);
    store.pixels(4000);
    store.pcmChunk(50_000);
    expect(store.pointers.start).toBeGreaterThan(before);
    expect(Array.from(store.start)).toEqual([1, 2]);
    expect(Array.from(store.end)).toEqual([3, 4]);
    expect(Array.from(store.charCount)).toEqual([5, 6]);
    expect(Array.from(store.maxLineLength)).toEqual([7, 8]);
    expect(store.peakMax.length).toBe(pyramidLength(100_000));
    for (const ptr of Object.values(store.pointers)) expect(ptr % 16).toBe(0);
  });

  it('counts changes of the times so the derived index is rebuilt', () => {
    const store = new TimingStore(new WebAssembly.Memory({ initial: 1 }), 0);
    store.markTimeIndexBuilt();
    expect(store.timeIndexFresh).toBe(true);
    store.markTimesChanged();
    expect(store.timeIndexFresh).toBe(false);
  });
});

describe('TimingStore.splice', () => {
  it('moves every per-line block together and opens zeroed slots', () => {
    const store = new TimingStore(new WebAssembly.Memory({ initial: 1 }), 0);
    store.load([1, 2, 3, 4], [11, 12, 13, 14], [21, 22, 23, 24], [31, 32, 33, 34]);
    const before = store.timesRevision;
    store.splice(1, 2, 3);
    expect(Array.from(store.start)).toEqual([1, 0, 0, 0, 4]);
    expect(Array.from(store.end)).toEqual([11, 0, 0, 0, 14]);
    expect(Array.from(store.charCount)).toEqual([21, 0, 0, 0, 24]);
    expect(Array.from(store.maxLineLength)).toEqual([31, 0, 0, 0, 34]);
    expect(store.timesRevision).toBeGreaterThan(before);
    store.splice(0, 4, 0);
    expect(Array.from(store.start)).toEqual([4]);
    expect(Array.from(store.charCount)).toEqual([24]);
    expect(() => store.splice(1, 1, 0)).toThrow(RangeError);
  });
});
