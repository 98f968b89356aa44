import { createReferenceKernels } from './referenceKernels';
import type { Kernels } from './types';
import { createWasmKernels } from './wasmKernels';

/**
 * The compiled kernels beside their bindings. Vite sees `new URL(…, import.meta.url)` and emits
 * the file as an asset of the bundle (and of the waveform worker's); in Node it is a file: URL.
 */
const KERNELS_WASM_URL = new URL('../../build/kernels.wasm', import.meta.url);

/**
 * Loads the WebAssembly kernels. build/kernels.js holds asc's raw bindings (the instantiate
 * function only), so the module is fetched here: streamed and compiled while it downloads in the
 * browser, read from disk in Node (tests, bench), where fetch cannot read files. When that fails
 * (no build, a browser without Wasm SIMD), the plain-TS kernels take over and the reason is
 * logged once.
 */
export function loadKernels(): Promise<Kernels> {
  // One instance for the whole program, so there is one memory and one store to share.
  loaded ??= instantiateWasmKernels();
  return loaded;
}

let loaded: Promise<Kernels> | undefined;

async function instantiateWasmKernels(): Promise<Kernels> {
  try {
    // Imported here, so a missing build (or bindings that fail to load) falls back too.
    const { instantiate } = await import('../../build/kernels.js');
    return createWasmKernels(await instantiate(await compileKernels(KERNELS_WASM_URL), {}));
  } catch (error) {
    console.warn('WebAssembly kernels unavailable, using the TypeScript ones:', error);
    return createReferenceKernels();
  }
}

async function compileKernels(url: URL): Promise<WebAssembly.Module> {
  if (url.protocol !== 'file:') return WebAssembly.compileStreaming(fetch(url));
  // Only Node has file: module URLs. The file system is looked up at run time rather than
  // imported, so a browser bundle has no Node module to resolve (shared/ imports no built-ins).
  const { readFile } = process.getBuiltinModule('node:fs/promises');
  return WebAssembly.compile(await readFile(url));
}
