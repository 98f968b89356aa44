import { scaleTimes, shiftTimes } from './reference/shift';
import { TimingStore } from './timingStore';
import type { Kernels } from './types';

/** Kernels in plain TypeScript over the same memory layout as the WebAssembly ones. */
export function createReferenceKernels(): Kernels {
  const store = new TimingStore(new WebAssembly.Memory({ initial: 1 }), 0);
  return {
    kind: 'reference',
    store,
    shiftTimes(from, offsetMs) {
      shiftTimes(store.start, store.end, store.count, from, offsetMs);
    },
    scaleTimes(factor) {
      scaleTimes(store.start, store.end, store.count, factor);
    },
  };
}
