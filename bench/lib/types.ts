/** One benchmark's printed table and the figures written to bench/results/latest.json. */
export interface BenchResult {
  title: string;
  /** What the ratios mean, printed under the table. */
  note?: string;
  headers: string[];
  rows: (string | number)[][];
}

export interface Bench {
  name: string;
  run(): Promise<BenchResult[]> | BenchResult[];
}
