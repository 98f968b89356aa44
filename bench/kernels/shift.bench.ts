import { loadKernels } from '../../shared/kernels/loadKernels';
import { createReferenceKernels } from '../../shared/kernels/referenceKernels';
import type { Kernels } from '../../shared/kernels/types';
import { makeTimings } from '../lib/datasets';
import { target } from '../lib/kernelPair';
import { measure, type Measurement } from '../lib/harness';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';

// Bulk time shifts (show earlier/later, set start+offset rest) and frame-rate scaling over the
// SoA timing arrays: the WebAssembly kernel against its plain-TS twin, on the same data.

const SIZES = [1_000, 100_000, 1_000_000];

interface Operation {
  label: string;
  apply(kernels: Kernels): void;
}

const OPERATIONS: Operation[] = [
  { label: 'shift all −1234.5 ms', apply: (k) => k.shiftTimes(0, -1234.5) },
  { label: 'shift from half +40 ms', apply: (k) => k.shiftTimes(k.store.count >> 1, 40) },
  { label: 'scale 23.976 → 25', apply: (k) => k.scaleTimes(23.976 / 25) },
];

function timeOn(
  kernels: Kernels,
  operation: Operation,
  data: ReturnType<typeof makeTimings>,
): Measurement {
  return measure(() => operation.apply(kernels), {
    runs: 9,
    setup: () => kernels.store.load(data.start, data.end),
  });
}

export const shiftBench: Bench = {
  name: 'kernels/shift',
  async run(): Promise<BenchResult[]> {
    const wasm = await loadKernels();
    if (wasm.kind !== 'wasm')
      throw new Error('the WebAssembly kernels did not load: run npm run build:wasm');
    const reference = createReferenceKernels();
    const rows: (string | number)[][] = [];
    for (const operation of OPERATIONS) {
      for (const size of SIZES) {
        const data = makeTimings(size);
        const wasmTime = timeOn(wasm, operation, data);
        const referenceTime = timeOn(reference, operation, data);
        rows.push([
          operation.label,
          size,
          fixed(wasmTime.medianMs),
          fixed(referenceTime.medianMs),
          fixed(referenceTime.medianMs / wasmTime.medianMs, 2),
          fixed(size / wasmTime.medianMs / 1000, 1),
          size === 1_000_000 && operation.label.startsWith('shift all')
            ? target(Math.min(wasmTime.medianMs, referenceTime.medianMs), 1, 'ms')
            : '',
        ]);
      }
    }
    return [
      {
        title: 'Bulk time shift: WebAssembly kernel vs TypeScript reference (median of 9 runs)',
        note: 'ratio = reference ms / wasm ms, both measured in this run on the same data; the Wasm loops use f64x2 SIMD, 8 lines a round (scalar Wasm measured 2.5 ms for 1M)',
        headers: [
          'operation',
          'lines',
          'wasm ms',
          'reference ms',
          'ratio',
          'wasm M lines/s',
          'target',
        ],
        rows,
      },
    ];
  },
};
