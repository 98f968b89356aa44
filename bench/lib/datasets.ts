// Seeded data, so every run of the bench measures the same input.

/** A small, fast linear congruential generator (Numerical Recipes constants); values in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface Timings {
  start: Float64Array;
  end: Float64Array;
}

/** `count` subtitle lines in order: 0.1–2 s gaps, 0.8–6 s durations, fractional ms included. */
export function makeTimings(count: number, seed = 42): Timings {
  const random = seededRandom(seed);
  const start = new Float64Array(count);
  const end = new Float64Array(count);
  let time = 1000;
  for (let i = 0; i < count; i++) {
    time += 100 + random() * 1900;
    start[i] = time;
    time += 800 + random() * 5200;
    end[i] = time;
  }
  return { start, end };
}
