import { loadKernels } from '../../shared/kernels/loadKernels';
import { createReferenceKernels } from '../../shared/kernels/referenceKernels';
import type { Kernels } from '../../shared/kernels/types';
import { fixed } from './table';

/** The WebAssembly kernels (required: a bench of the fallback would compare it with itself). */
export async function kernelPair(): Promise<{ wasm: Kernels; reference: Kernels }> {
  const wasm = await loadKernels();
  if (wasm.kind !== 'wasm') {
    throw new Error('the WebAssembly kernels did not load: run npm run build:wasm');
  }
  return { wasm, reference: createReferenceKernels() };
}

/** reference / wasm as a table cell: above 1 means WebAssembly is faster. */
export function ratio(referenceMs: number, wasmMs: number): string {
  return fixed(referenceMs / wasmMs, 2);
}

/** A pass/miss cell for a target: `value < limit`. */
export function target(value: number, limit: number, unit: string): string {
  return `${value < limit ? 'met' : 'MISSED'} (< ${limit} ${unit})`;
}
