// Bulk time shifts over the start/end arrays (Float64 milliseconds, one slot per line).

/** Rounds to the nearest whole millisecond, halves upward (the same rule as the TS twin). */
@inline
function roundMs(value: f64): f64 {
  return Math.floor(value + 0.5);
}

/**
 * Adds `offsetMs` to start and end of lines [from, count), rounds to whole ms and clamps at 0.
 * Start and end are clamped separately, so a line pushed below zero collapses to [0, 0].
 */
export function shiftTimes(startPtr: usize, endPtr: usize, count: i32, from: i32, offsetMs: f64): void {
  for (let i = max(from, 0); i < count; i++) {
    const at = <usize>i << 3;
    const start = roundMs(load<f64>(startPtr + at) + offsetMs);
    const end = roundMs(load<f64>(endPtr + at) + offsetMs);
    store<f64>(startPtr + at, start < 0 ? 0 : start);
    store<f64>(endPtr + at, end < 0 ? 0 : end);
  }
}

/**
 * Multiplies every start and end by `factor` (old frame rate / new frame rate) and rounds to
 * whole ms. A factor must be positive; the caller validates it.
 */
export function scaleTimes(startPtr: usize, endPtr: usize, count: i32, factor: f64): void {
  for (let i = 0; i < count; i++) {
    const at = <usize>i << 3;
    store<f64>(startPtr + at, roundMs(load<f64>(startPtr + at) * factor));
    store<f64>(endPtr + at, roundMs(load<f64>(endPtr + at) * factor));
  }
}
