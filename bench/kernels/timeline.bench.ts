import { hitIndex } from '../../shared/kernels/codes';
import type { Kernels } from '../../shared/kernels/types';
import { makeTimings, seededRandom } from '../lib/datasets';
import { measure } from '../lib/harness';
import { kernelPair, ratio, target } from '../lib/kernelPair';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';

// Timeline queries over sorted lines: hit-testing (random pointer positions with the 50 ms edge
// tolerance, and playback: the playhead advancing 10 ms a tick, each query hinted with the
// previous answer) and the visible range of a 20 s window. Times are per query, from batches.

const SIZES = [1_000, 100_000, 1_000_000];
const QUERIES = 200_000;
const PLAYBACK_STEP_MS = 10;
const WINDOW_MS = 20_000;

/** Results land here so the JIT cannot drop the query loops as dead code. */
let sink = 0;

interface Workload {
  table: 'hit' | 'range';
  label: string;
  target?: { limitUs: number; size: number };
  run(k: Kernels, times: Float64Array): number;
}

const WORKLOADS: Workload[] = [
  {
    table: 'hit',
    label: 'hit-test, random t, 50 ms tolerance',
    target: { limitUs: 0.5, size: 1_000_000 },
    run(k, times) {
      let sum = 0;
      for (let q = 0; q < times.length; q++) sum += k.hitTest(times[q] ?? 0, 50, -1);
      return sum;
    },
  },
  {
    table: 'hit',
    label: 'hit-test, playback (+10 ms, hinted)',
    target: { limitUs: 0.1, size: 1_000_000 },
    run(k, times) {
      let code = 0;
      let sum = 0;
      const t0 = times[0] ?? 0;
      for (let q = 0; q < times.length; q++) {
        code = k.hitTest(t0 + q * PLAYBACK_STEP_MS, 0, hitIndex(code));
        sum += code;
      }
      return sum;
    },
  },
  {
    table: 'range',
    label: 'visible range, random 20 s window',
    run(k, times) {
      let sum = 0;
      for (let q = 0; q < times.length; q++) {
        const t = times[q] ?? 0;
        const range = k.visibleRange(t, t + WINDOW_MS);
        sum += range.end - range.first;
      }
      return sum;
    },
  },
];

function queryTimes(lastMs: number, seed: number): Float64Array {
  const random = seededRandom(seed);
  return Float64Array.from({ length: QUERIES }, () => random() * lastMs);
}

export const timelineBench: Bench = {
  name: 'kernels/timeline',
  async run(): Promise<BenchResult[]> {
    const { wasm, reference } = await kernelPair();
    const rows: Record<Workload['table'], (string | number)[][]> = { hit: [], range: [] };
    const indexRows: (string | number)[][] = [];
    for (const size of SIZES) {
      const data = makeTimings(size);
      for (const k of [wasm, reference]) k.store.load(data.start, data.end);
      // The time index is derived data, rebuilt once after an edit: timed on its own.
      const build = [wasm, reference].map((k) =>
        measure(() => k.hitTest(0), { setup: () => k.store.markTimesChanged() }),
      );
      const [wasmBuild, referenceBuild] = build.map((m) => m.medianMs);
      indexRows.push([
        size,
        fixed(wasmBuild ?? NaN),
        fixed(referenceBuild ?? NaN),
        ratio(referenceBuild ?? NaN, wasmBuild ?? NaN),
      ]);
      const times = queryTimes(data.end[size - 1] ?? 0, size);
      for (const workload of WORKLOADS) {
        const [w, r] = [wasm, reference].map((k) =>
          measure(() => {
            sink += workload.run(k, times);
          }),
        );
        const perQuery = (ms: number): number => (ms * 1000) / QUERIES;
        const wasmUs = perQuery(w?.medianMs ?? NaN);
        const referenceUs = perQuery(r?.medianMs ?? NaN);
        rows[workload.table].push([
          workload.label,
          size,
          fixed(wasmUs, 4),
          fixed(referenceUs, 4),
          ratio(referenceUs, wasmUs),
          workload.target && workload.target.size === size
            ? target(Math.min(wasmUs, referenceUs), workload.target.limitUs, 'µs')
            : '',
        ]);
      }
    }
    if (sink === 0.5) console.log('');
    const headers = ['query', 'lines', 'wasm µs', 'reference µs', 'ratio', 'target'];
    const note = 'ratio = reference / wasm, same run, same data; target judged on the faster one';
    return [
      {
        title: `Hit-test: µs per query, batches of ${QUERIES} (median of 7 runs)`,
        note,
        headers,
        rows: rows.hit,
      },
      {
        title: `Visible range: µs per query, batches of ${QUERIES} (median of 7 runs)`,
        note,
        headers,
        rows: rows.range,
      },
      {
        title: 'Time index rebuild after an edit (maxEndSoFar + prevLaterEnd), ms',
        note: 'runs once per change of times, before the next hit-test or visible range',
        headers: ['lines', 'wasm ms', 'reference ms', 'ratio'],
        rows: indexRows,
      },
    ];
  },
};
