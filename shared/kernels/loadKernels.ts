import { createReferenceKernels } from './referenceKernels';
import type { Kernels } from './types';
import { createWasmKernels } from './wasmKernels';

/**
 * Loads the WebAssembly kernels. The AssemblyScript ESM bindings (build/kernels.js) read the
 * .wasm with fs in Node and with fetch + compileStreaming in the browser, where Vite emits the
 * file as an asset. When that fails (no build, a browser without Wasm SIMD), the plain-TS kernels take over
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
    return createWasmKernels(await import('../../build/kernels.js'));
  } catch (error) {
    console.warn('WebAssembly kernels unavailable, using the TypeScript ones:', error);
    return createReferenceKernels();
  }
}
