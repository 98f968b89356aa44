import WaveformData from 'waveform-data';
import { pcmPeakCount } from '../../shared/kernels/codes';
import type { Kernels } from '../../shared/kernels/types';
import { DESKTOP_PEAKS_PER_SECOND, makePcm } from '../lib/datasets';
import { measure } from '../lib/harness';
import { kernelPair, ratio } from '../lib/kernelPair';
import { fixed } from '../lib/table';
import type { Bench, BenchResult } from '../lib/types';

// Peaks from decoded PCM (44.1 kHz mono Float32) at the desktop program's 150 peaks a second,
// fed in 10 s chunks as a decoder would. "wasm" copies each chunk into linear memory first;
// "wasm in place" is the decoder writing straight into store.pcmChunk() (no copy). The peer is
// waveform-data's createFromAudio (no worker), which needs the whole PCM in one array.

const SAMPLE_RATE = 44_100;
const SAMPLES_PER_PEAK = SAMPLE_RATE / DESKTOP_PEAKS_PER_SECOND;
const CHUNK_SECONDS = 10;
const DURATIONS = [
  { label: '1 min', seconds: 60, peer: true },
  { label: '10 min', seconds: 600, peer: true },
  { label: '1 h', seconds: 3600, peer: false },
];

let sink = 0;

function feed(k: Kernels, chunk: Float32Array, seconds: number): void {
  const total = seconds * SAMPLE_RATE;
  k.store.preparePeaks(pcmPeakCount(total, SAMPLES_PER_PEAK));
  for (let first = 0; first < total; first += chunk.length) {
    k.addPcmChunk(chunk, first, SAMPLES_PER_PEAK);
  }
  sink += k.store.peakMax[0] ?? 0;
}

function peerPeaks(pcm: Float32Array): number {
  let length = 0;
  const audioBuffer = {
    numberOfChannels: 1,
    sampleRate: SAMPLE_RATE,
    length: pcm.length,
    getChannelData: () => pcm,
  } as unknown as AudioBuffer;
  WaveformData.createFromAudio(
    { audio_buffer: audioBuffer, scale: SAMPLES_PER_PEAK, disable_worker: true },
    (error, waveform) => {
      if (error) throw error;
      length = waveform.length;
    },
  );
  return length;
}

export const mediaPeaksBench: Bench = {
  name: 'kernels/mediaPeaks',
  async run(): Promise<BenchResult[]> {
    const { wasm, reference } = await kernelPair();
    const chunk = makePcm(CHUNK_SECONDS * SAMPLE_RATE, SAMPLE_RATE);
    const rows: (string | number)[][] = [];
    for (const { label, seconds, peer } of DURATIONS) {
      const options = { warmup: 1, runs: 5 };
      const wasmMs = measure(() => feed(wasm, chunk, seconds), options).medianMs;
      const inPlace = wasm.store.pcmChunk(chunk.length);
      inPlace.set(chunk);
      const inPlaceMs = measure(
        () => feed(wasm, wasm.store.pcmChunk(chunk.length), seconds),
        options,
      ).medianMs;
      const referenceMs = measure(() => feed(reference, chunk, seconds), options).medianMs;
      let peerMs = NaN;
      if (peer) {
        const whole = new Float32Array(seconds * SAMPLE_RATE);
        for (let at = 0; at < whole.length; at += chunk.length)
          whole.set(chunk.subarray(0, whole.length - at), at);
        peerMs = measure(() => {
          sink += peerPeaks(whole);
        }, options).medianMs;
      }
      const samples = seconds * SAMPLE_RATE;
      rows.push([
        label,
        samples,
        fixed(wasmMs, 2),
        fixed(inPlaceMs, 2),
        fixed(referenceMs, 2),
        ratio(referenceMs, wasmMs),
        fixed(peerMs, 2),
        Number.isFinite(peerMs) ? fixed(peerMs / wasmMs, 1) : '—',
        fixed(samples / inPlaceMs / 1000, 0),
      ]);
    }
    if (sink === 0.5) console.log('');
    return [
      {
        title: 'Waveform from media: PCM 44.1 kHz → 150 peaks/s, ms (median of 5)',
        note: 'ratio = reference / wasm (with copy); peer× = waveform-data / wasm (with copy); peer skipped for 1 h (it needs all 635 MB of PCM at once); all in this run',
        headers: [
          'media',
          'samples',
          'wasm ms',
          'wasm in place ms',
          'reference ms',
          'ratio',
          'peer ms',
          'peer×',
          'M samples/s',
        ],
        rows,
      },
    ];
  },
};
