import { createReferenceKernels } from './referenceKernels';
import { TimingStore } from './timingStore';
import type { Kernels } from './types';

/**
 * Loads the WebAssembly kernels. The AssemblyScript ESM bindings (build/kernels.js) read the
 * .wasm with fs in Node and with fetch + compileStreaming in the browser, where Vite emits the
 * file as an asset. When that fails (no build, an old browser), the plain-TS kernels take over
 * and the reason is logged once.
 */
export function loadKernels(): Promise<Kernels> {
  // The bindings instantiate the module once, so there is one memory and one store to share.
  loaded ??= instantiateWasmKernels();
  return loaded;
}

let loaded: Promise<Kernels> | undefined;

async function instantiateWasmKernels(): Promise<Kernels> {
  try {
    const wasm = await import('../../build/kernels.js');
    const store = new TimingStore(wasm.memory, wasm.heapBase());
    return {
      kind: 'wasm',
      store,
      shiftTimes(from, offsetMs) {
        wasm.shiftTimes(store.startPtr, store.endPtr, store.count, from, offsetMs);
      },
      scaleTimes(factor) {
        wasm.scaleTimes(store.startPtr, store.endPtr, store.count, factor);
      },
    };
  } catch (error) {
    console.warn('WebAssembly kernels unavailable, using the TypeScript ones:', error);
    return createReferenceKernels();
  }
}
