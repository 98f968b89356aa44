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

/** Per-line numbers for the rule check: 5–80 characters, longest line 5–50 (some too long). */
export function makeLineStats(count: number, seed = 7): { chars: Int32Array; longest: Int32Array } {
  const random = seededRandom(seed);
  const chars = new Int32Array(count);
  const longest = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    chars[i] = 5 + Math.floor(random() * 76);
    longest[i] = 5 + Math.floor(random() * 46);
  }
  return { chars, longest };
}

/** Peaks per second of the desktop program's waveform files. */
export const DESKTOP_PEAKS_PER_SECOND = 150;

/**
 * `count` peak pairs shaped like the desktop program's 16-bit peaks: a speech-like envelope
 * (bursts and pauses) with noise, max >= 0 >= min.
 */
export function makePeaks(count: number, seed = 11): { maxs: Int16Array; mins: Int16Array } {
  const random = seededRandom(seed);
  const maxs = new Int16Array(count);
  const mins = new Int16Array(count);
  let envelope = 0;
  for (let i = 0; i < count; i++) {
    if (i % 75 === 0) envelope = random() < 0.3 ? 0.02 : 0.2 + random() * 0.8;
    maxs[i] = Math.round(32767 * envelope * random());
    mins[i] = -Math.round(32767 * envelope * random());
  }
  return { maxs, mins };
}

/** `length` PCM samples in [-1, 1]: a 220 Hz tone under a slow envelope, with noise. */
export function makePcm(length: number, sampleRate: number, seed = 13): Float32Array {
  const random = seededRandom(seed);
  const pcm = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const envelope = 0.5 + 0.5 * Math.sin((2 * Math.PI * i) / (sampleRate * 3));
    pcm[i] =
      envelope * (0.8 * Math.sin((2 * Math.PI * 220 * i) / sampleRate) + 0.2 * (random() * 2 - 1));
  }
  return pcm;
}
