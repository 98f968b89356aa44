import { describe, expect, it, vi } from 'vitest';

// A missing or unloadable module (no build, no Wasm SIMD in the browser) must leave the editor
// working on the TypeScript kernels, with one warning however often the kernels are asked for.
vi.mock('../../../build/kernels.js', () => {
  throw new Error('no WebAssembly here');
});

describe('loadKernels without the WebAssembly module', () => {
  it('falls back to the references for every kernel and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { loadKernels } = await import('../../../shared/kernels/loadKernels');
    const [first, second] = await Promise.all([loadKernels(), loadKernels()]);
    expect(first.kind).toBe('reference');
    expect(second).toBe(first);
    expect(warn).toHaveBeenCalledTimes(1);
    first.store.load([0, 1000], [900, 2000], [10, 10], [10, 10]);
    expect(first.hitTest(920, 50)).toBe(0 * 4 + 2); // line 0, end edge
    expect(first.visibleRange(0, 1500)).toEqual({ first: 0, end: 2 });
    first.setPeaks([1, 2], [-1, -2]);
    expect(
      Array.from(first.fillPeaks({ startPeak: 0, peaksPerPixel: 2, width: 1, scale: 0.5 }).max),
    ).toEqual([1]);
  });
});
