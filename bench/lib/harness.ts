// Timing with warm-up and the median of several runs. Ratios are always computed between
// figures of the same process run, never against numbers from another day or machine.

export interface Measurement {
  /** Median wall time of one run, in milliseconds. */
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
}

export interface MeasureOptions {
  /** Runs thrown away first (JIT warm-up, caches); warm-up also lasts at least WARMUP_MS. */
  warmup?: number;
  /** Timed runs; at least 5. */
  runs?: number;
  /** Called before each run, untimed (e.g. to reload input data the run changes). */
  setup?: () => void;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The q-quantile (0–1) of the values: the value at rank floor(q·n) of the sorted values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Small inputs finish in microseconds; the JIT needs more calls than that to settle. */
const WARMUP_MS = 50;

export function measure(run: () => void, options: MeasureOptions = {}): Measurement {
  const { warmup = 3, runs = 7, setup } = options;
  if (runs < 5) throw new RangeError('a measurement needs at least 5 runs');
  const warmupStart = performance.now();
  for (let i = 0; i < warmup || performance.now() - warmupStart < WARMUP_MS; i++) {
    setup?.();
    run();
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    setup?.();
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return { medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), runs };
}

/** measure() for work that awaits (database queries): the same warm-up, runs and median. */
export async function measureAsync(
  run: () => Promise<unknown>,
  options: Omit<MeasureOptions, 'setup'> = {},
): Promise<Measurement> {
  const { warmup = 3, runs = 7 } = options;
  if (runs < 5) throw new RangeError('a measurement needs at least 5 runs');
  const warmupStart = performance.now();
  for (let i = 0; i < warmup || performance.now() - warmupStart < WARMUP_MS; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return { medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), runs };
}
