import type { TimingStore } from './timingStore';

/** The one signature both kernel implementations (WebAssembly and plain TS) satisfy. */
export interface Kernels {
  readonly kind: 'wasm' | 'reference';
  /** The timing arrays the kernels work on; one store per kernels instance. */
  readonly store: TimingStore;
  /** Shifts lines [from, count) by offsetMs; rounds to whole ms; clamps at 0. */
  shiftTimes(from: number, offsetMs: number): void;
  /** Multiplies all times by factor and rounds to whole ms. */
  scaleTimes(factor: number): void;
}
