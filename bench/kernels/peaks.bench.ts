import WaveformData from 'waveform-data';
import type { Kernels, PeakWindow } from '../../shared/kernels/types';
import { DESKTOP_PEAKS_PER_SECOND, makePeaks } from '../lib/datasets';
import { measure, type MeasureOptions } from '../lib/harness';
import { kernelPair, ratio, target } from '../lib/kernelPair';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';

// Per-pixel min/max for a 1920-px timeline over 1 h / 3 h / 10 h of the desktop program's
// peaks (150 a second), at four zooms: the pyramid kernels (Wasm and TS) against a plain scan
// of the view's peaks (the floor without a pyramid) and the npm peer waveform-data, whose
// slice + resample of the same view is what peaks.js-style viewers do.

const HOURS = [1, 3, 10];
const WIDTH = 1920;
const SAMPLE_RATE = 44_100;
const SAMPLES_PER_PEAK = SAMPLE_RATE / DESKTOP_PEAKS_PER_SECOND; // 294
const TARGET_MS = 0.5;
const TARGET_PEER_RATIO = 100;

const ZOOMS: { label: string; seconds: number | null }[] = [
  { label: 'whole file', seconds: null },
  { label: '10 min', seconds: 600 },
  { label: '1 min', seconds: 60 },
  { label: '10 s', seconds: 10 },
];

let sink = 0;

/** The desktop peaks as a waveform-data v2 binary (.dat): 24-byte header, then min/max int16. */
function toWaveformData(maxs: Int16Array, mins: Int16Array): WaveformData {
  const buffer = new ArrayBuffer(24 + maxs.length * 4);
  const header = new DataView(buffer);
  header.setInt32(0, 2, true); // version
  header.setUint32(4, 0, true); // flags: 16-bit
  header.setInt32(8, SAMPLE_RATE, true);
  header.setInt32(12, SAMPLES_PER_PEAK, true);
  header.setUint32(16, maxs.length, true);
  header.setInt32(20, 1, true); // channels
  const data = new Int16Array(buffer, 24);
  for (let i = 0; i < maxs.length; i++) {
    data[2 * i] = mins[i] ?? 0;
    data[2 * i + 1] = maxs[i] ?? 0;
  }
  return WaveformData.create(buffer);
}

/** A plain scan of every peak in the view: what drawing without a pyramid costs. */
function scanView(maxs: Int16Array, mins: Int16Array, view: PeakWindow, out: Float32Array): void {
  for (let p = 0; p < view.width; p++) {
    const from = Math.max(0, Math.floor(view.startPeak + p * view.peaksPerPixel));
    const to = Math.min(
      maxs.length,
      Math.max(from + 1, Math.floor(view.startPeak + (p + 1) * view.peaksPerPixel)),
    );
    let high = 0;
    let low = 0;
    for (let j = from; j < to; j++) {
      high = Math.max(high, maxs[j] ?? 0);
      low = Math.min(low, mins[j] ?? 0);
    }
    out[2 * p] = high * view.scale;
    out[2 * p + 1] = low * view.scale;
  }
}

/** Batches last at least this long, so the timer's cost and jitter vanish from a 5 µs call. */
const BATCH_MS = 2;

/**
 * Median ms of one call: every column times batches of calls (as many as fill BATCH_MS, judged
 * from one untimed call, so one for anything slower), the same way for ours, the scan and the peer.
 */
function perCallMs(run: () => void, options?: MeasureOptions): number {
  const started = performance.now();
  run();
  const once = performance.now() - started;
  const calls = Math.min(1000, Math.max(1, Math.ceil(BATCH_MS / Math.max(once, 1e-4))));
  const batch = measure(() => {
    for (let i = 0; i < calls; i++) run();
  }, options);
  return batch.medianMs / calls;
}

function timeFill(k: Kernels, view: PeakWindow): number {
  return perCallMs(() => {
    sink += k.fillPeaks(view).max[0] ?? 0;
  });
}

export const peaksBench: Bench = {
  name: 'kernels/peaks',
  async run(): Promise<BenchResult[]> {
    const { wasm, reference } = await kernelPair();
    const rows: (string | number)[][] = [];
    const buildRows: (string | number)[][] = [];
    const scanOut = new Float32Array(2 * WIDTH);
    for (const hours of HOURS) {
      const count = hours * 3600 * DESKTOP_PEAKS_PER_SECOND;
      const { maxs, mins } = makePeaks(count);
      const [wasmBuild, referenceBuild] = [wasm, reference].map(
        (k) => measure(() => k.setPeaks(maxs, mins), { warmup: 1, runs: 5 }).medianMs,
      );
      buildRows.push([
        `${hours} h`,
        count,
        fixed(wasmBuild ?? NaN),
        fixed(referenceBuild ?? NaN),
        ratio(referenceBuild ?? NaN, wasmBuild ?? NaN),
      ]);
      const peer = toWaveformData(maxs, mins);
      for (const zoom of ZOOMS) {
        const viewPeaks = zoom.seconds === null ? count : zoom.seconds * DESKTOP_PEAKS_PER_SECOND;
        const startPeak = zoom.seconds === null ? 0 : Math.floor(count / 2);
        const view = {
          startPeak,
          peaksPerPixel: viewPeaks / WIDTH,
          width: WIDTH,
          scale: 1 / 32768,
        };
        const wasmMs = timeFill(wasm, view);
        const referenceMs = timeFill(reference, view);
        // Slow baselines get fewer runs: they exist to show the gap, and the bench has ~2 min.
        const slow = { warmup: 1, runs: 5 };
        const scanMs = perCallMs(() => scanView(maxs, mins, view, scanOut), slow);
        // waveform-data only zooms out (scale >= its own): a view under one peak per pixel is
        // beyond it.
        const peerMs =
          viewPeaks >= WIDTH
            ? perCallMs(() => {
                const slice = peer.slice({
                  startIndex: startPeak,
                  endIndex: startPeak + viewPeaks,
                });
                sink += slice.resample({ width: WIDTH }).length;
              })
            : NaN;
        const best = Math.min(wasmMs, referenceMs);
        rows.push([
          `${hours} h`,
          zoom.label,
          fixed(wasmMs, 4),
          fixed(referenceMs, 4),
          ratio(referenceMs, wasmMs),
          fixed(scanMs, 3),
          fixed(peerMs, 2),
          Number.isFinite(peerMs) ? fixed(peerMs / wasmMs, 0) : '—',
          hours === 10
            ? `${target(best, TARGET_MS, 'ms')}${Number.isFinite(peerMs) ? `, ${peerMs / wasmMs >= TARGET_PEER_RATIO ? 'met' : 'MISSED'} (≥ ${TARGET_PEER_RATIO}× peer)` : ''}`
            : '',
        ]);
      }
    }
    if (sink === 0.5) console.log('');
    return [
      {
        title: `Waveform peaks: ${WIDTH}-px view, ${DESKTOP_PEAKS_PER_SECOND} peaks/s, ms per redraw (median of 7 batches)`,
        note: "every column timed in batches of calls lasting >= 2 ms, divided by the calls (a 5 µs call timed alone also measures the timer); ratio = reference / wasm; scan = plain loop over the view's peaks (no pyramid); peer = waveform-data resample({ width }) of the same view (slice() first when the view is a part); peer× = peer / wasm; waveform-data cannot zoom in past one peak a pixel (—); all in this run",
        headers: [
          'waveform',
          'view',
          'wasm ms',
          'reference ms',
          'ratio',
          'scan ms',
          'peer ms',
          'peer×',
          'target',
        ],
        rows,
      },
      {
        title: 'Waveform pyramid build (load peaks + all levels), ms (median of 5)',
        note: 'once per waveform load',
        headers: ['waveform', 'peaks', 'wasm ms', 'reference ms', 'ratio'],
        rows: buildRows,
      },
    ];
  },
};
