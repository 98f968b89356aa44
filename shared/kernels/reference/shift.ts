// Plain-TypeScript twin of assembly/shift.ts, written from the same contract, not translated
// from it: the parity test compares the two on random data.

function roundMs(value: number): number {
  return Math.floor(value + 0.5);
}

/** Shifts lines [from, count) by offsetMs, rounds to whole ms and clamps each time at 0. */
export function shiftTimes(
  start: Float64Array,
  end: Float64Array,
  count: number,
  from: number,
  offsetMs: number,
): void {
  for (let i = Math.max(from, 0); i < count; i++) {
    start[i] = Math.max(0, roundMs((start[i] ?? 0) + offsetMs));
    end[i] = Math.max(0, roundMs((end[i] ?? 0) + offsetMs));
  }
}

/** Multiplies every time by factor (old frame rate / new frame rate) and rounds to whole ms. */
export function scaleTimes(
  start: Float64Array,
  end: Float64Array,
  count: number,
  factor: number,
): void {
  for (let i = 0; i < count; i++) {
    start[i] = roundMs((start[i] ?? 0) * factor);
    end[i] = roundMs((end[i] ?? 0) * factor);
  }
}
