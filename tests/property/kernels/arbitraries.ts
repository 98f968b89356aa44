// Shared fast-check inputs for the kernel parity tests: sorted lines with overlaps, ties, empty
// and one-line lists, and times from everyday (ms of a film) to huge (1e12 ms) magnitudes.
import fc from 'fast-check';

export interface Lines {
  start: number[];
  end: number[];
}

const magnitude = fc.constantFrom(1, 1000, 1e6, 1e12);

/** Lines sorted by start; durations may exceed the next gap, so overlaps and nesting happen. */
export const linesArb: fc.Arbitrary<Lines> = fc
  .tuple(
    magnitude,
    fc.array(
      fc.tuple(
        fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.double({ min: 0, max: 5000, noNaN: true })),
        fc.oneof(
          fc.integer({ min: 0, max: 20000 }),
          fc.double({ min: 0, max: 20000, noNaN: true }),
          fc.constant(0),
        ),
      ),
      { maxLength: 120 },
    ),
  )
  .map(([scale, pairs]) => {
    const start: number[] = [];
    const end: number[] = [];
    let time = scale;
    for (const [gap, duration] of pairs) {
      time += gap;
      start.push(time);
      end.push(time + duration);
    }
    return { start, end };
  });

/** Query times near the interesting places of `lines`: edges ± the tolerance, and anywhere. */
export function queryTimes(lines: Lines, picks: readonly [number, number, number][]): number[] {
  const times = [...lines.start, ...lines.end];
  return picks.map(([which, delta, free]) => {
    if (times.length === 0 || which % 4 === 3) return free;
    const base = times[which % times.length] ?? 0;
    return base + delta;
  });
}

export const picksArb = fc.array(
  fc.tuple(
    fc.nat(1000),
    fc.oneof(fc.constantFrom(-50, 50, 0, -49.5, 50.5, -51), fc.integer({ min: -200, max: 200 })),
    fc.double({ min: -1e6, max: 2e12, noNaN: true }),
  ),
  { minLength: 1, maxLength: 30 },
);
