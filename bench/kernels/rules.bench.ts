import type { RuleSettings } from '../../shared/kernels/types';
import { makeLineStats, makeTimings } from '../lib/datasets';
import { measure } from '../lib/harness';
import { kernelPair, ratio, target } from '../lib/kernelPair';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';

// The rule check over all lines (spec §5 defaults, all four rules on, plus overlap): what the
// list runs after every edit to colour its rows.

const SIZES = [1_000, 100_000, 1_000_000];
const TARGET_MS = 3;

const DEFAULT_RULES: RuleSettings = {
  singleLineMaxLengthOn: true,
  singleLineMaxLength: 42,
  maxCpsOn: true,
  maxCps: 25,
  minDurationOn: true,
  minDurationMs: 1000,
  maxDurationOn: true,
  maxDurationMs: 8000,
};

export const rulesBench: Bench = {
  name: 'kernels/rules',
  async run(): Promise<BenchResult[]> {
    const { wasm, reference } = await kernelPair();
    const rows: (string | number)[][] = [];
    for (const size of SIZES) {
      const times = makeTimings(size);
      const stats = makeLineStats(size);
      const flagged: number[] = [];
      const [w, r] = [wasm, reference].map((k) => {
        k.store.load(times.start, times.end, stats.chars, stats.longest);
        return measure(() => {
          flagged.push(k.checkRules(DEFAULT_RULES));
        });
      });
      const wasmMs = w?.medianMs ?? NaN;
      const referenceMs = r?.medianMs ?? NaN;
      rows.push([
        size,
        fixed(wasmMs),
        fixed(referenceMs),
        ratio(referenceMs, wasmMs),
        fixed(size / wasmMs / 1000, 1),
        flagged.at(-1) ?? 0,
        size === 1_000_000 ? target(Math.min(wasmMs, referenceMs), TARGET_MS, 'ms') : '',
      ]);
    }
    return [
      {
        title:
          'Rule check (CPS, too short, too long, line too long, overlap): ms per pass (median of 7)',
        note: 'ratio = reference ms / wasm ms, same run, same data',
        headers: [
          'lines',
          'wasm ms',
          'reference ms',
          'ratio',
          'wasm M lines/s',
          'flagged',
          'target',
        ],
        rows,
      },
    ];
  },
};
