// The actions of waveforms made in the browser: make one from the open video (Video menu, empty
// timeline), cancel it, and show a file's cached waveform when that file is opened again. The
// work runs in a worker (waveformClient.ts); the page only converts the finished peaks, in
// slices short enough to keep it responsive.
import { setWaveform } from '../files/waveformActions';
import type { Waveform } from '../state/media';
import type { EditorStore } from '../state/store';
import { noticeAtom } from '../state/ui';
import { videoSourceAtom, type VideoSource } from '../state/video';
import { doneMessage, failureMessage, NO_VIDEO_MESSAGE } from './messages';
import { pageDecodes } from './pageDecoder';
import { fileCacheKey } from './peakCache';
import { MAX_SEGMENTS } from './peakPlan';
import { startWaveformWorker, type WaveformTask } from './waveformClient';
import { percentDone, waveformJobAtom } from './waveformJob';
import type { MediaSource, PeaksResult, WaveformTimings } from './waveformWorkerMessages';

/** The running job of each editor store (tests make several stores). */
const runningTasks = new WeakMap<EditorStore, WaveformTask>();

/** Decoders side by side: one per core, at most MAX_SEGMENTS. */
function parallelDecoders(): number {
  const cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(cores, MAX_SEGMENTS));
}

function mediaSourceOf(video: VideoSource): MediaSource | null {
  if (video.file) return { kind: 'file', file: video.file };
  if (video.fromDisk) return null;
  return { kind: 'url', url: new URL(video.url, window.location.href).href };
}

/** Lets the page handle input and paint between slices of long work. */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Converting more than this many peaks in one go could block the page for over ~5 ms. */
const PEAKS_PER_SLICE = 131_072;

/** Grown by push: `new Array(n)` past 100k elements starts in V8's slow dictionary mode. */
async function numberArrayOf(values: Float32Array): Promise<number[]> {
  const numbers: number[] = [];
  for (let start = 0; start < values.length; start += PEAKS_PER_SLICE) {
    const end = Math.min(values.length, start + PEAKS_PER_SLICE);
    for (let i = start; i < end; i++) numbers.push(values[i] ?? 0);
    await yieldToPage();
  }
  return numbers;
}

/** The editor's Waveform (number arrays, as the service answers) of the worker's peaks. */
export async function waveformOf(peaks: PeaksResult): Promise<Waveform> {
  return {
    peakMaxs: await numberArrayOf(peaks.peakMaxs),
    peakMins: await numberArrayOf(peaks.peakMins),
    highestPeak: peaks.highestPeak,
    sampleRate: peaks.sampleRate,
  };
}

async function showPeaks(
  store: EditorStore,
  name: string,
  peaks: PeaksResult,
  fromCache: boolean,
): Promise<void> {
  setWaveform(store, { waveform: await waveformOf(peaks), name });
  store.set(noticeAtom, { kind: 'info', text: doneMessage(name, fromCache) });
}

/**
 * The worker's phases as User Timing measures ('waveform decode', …), ending now: DevTools'
 * performance panel shows them, and the bench reads them.
 */
function recordTimings(timings: WaveformTimings): void {
  if (typeof performance.measure !== 'function') return;
  const end = performance.now();
  const detail = { codec: timings.codec, route: timings.route, parts: timings.parts };
  const phases: [string, number][] = [
    ['waveform open', timings.openMs],
    ['waveform decode', timings.decodeMs],
    ['waveform peaks', timings.peaksMs],
    ['waveform finish', timings.finishMs],
  ];
  for (const [name, duration] of phases) {
    performance.measure(name, {
      start: Math.max(0, end - duration),
      duration: Math.min(end, duration),
      detail,
    });
  }
}

/** Makes the open video's waveform (or shows its cached one); tells the user when none is open. */
export async function makeWaveformFromVideo(store: EditorStore): Promise<void> {
  const video = store.get(videoSourceAtom);
  const source = video && mediaSourceOf(video);
  if (!video || !source) {
    store.set(noticeAtom, { kind: 'info', text: NO_VIDEO_MESSAGE });
    return;
  }
  if (runningTasks.has(store)) return;
  const { name } = video;
  store.set(waveformJobAtom, { status: 'running', name, percent: 0 });
  let shownPercent = 0;
  const task = startWaveformWorker(
    { kind: 'make', source, parallel: parallelDecoders(), pageDecodes: pageDecodes() },
    (done, total) => {
      const percent = percentDone(done, total);
      if (percent === shownPercent || runningTasks.get(store) !== task) return;
      shownPercent = percent;
      store.set(waveformJobAtom, { status: 'running', name, percent });
    },
  );
  runningTasks.set(store, task);
  const outcome = await task.outcome;
  // Cancelled, or replaced by a newer video's job: that one owns the state now.
  if (runningTasks.get(store) !== task) return;
  if (outcome.kind === 'done') {
    if (outcome.timings) recordTimings(outcome.timings);
    store.set(waveformJobAtom, { status: 'running', name, percent: 100 });
    await showPeaks(store, name, outcome.peaks, outcome.fromCache);
  }
  if (runningTasks.get(store) !== task) return;
  runningTasks.delete(store);
  if (outcome.kind === 'failed') {
    store.set(waveformJobAtom, {
      status: 'failed',
      name,
      message: failureMessage(outcome.failure, name),
    });
  } else {
    store.set(waveformJobAtom, null);
  }
}

/** Stops making a waveform (the Cancel button, or another video being opened). */
export function cancelWaveformJob(store: EditorStore): void {
  const task = runningTasks.get(store);
  runningTasks.delete(store);
  task?.cancel();
  store.set(waveformJobAtom, null);
}

/**
 * When a file whose waveform was made before is opened, shows that waveform at once (no
 * decoding). Answers whether it did.
 */
export async function showCachedWaveform(store: EditorStore, file: File): Promise<boolean> {
  const outcome = await startWaveformWorker({ kind: 'cached', key: fileCacheKey(file) }).outcome;
  // The user may have opened another video meanwhile.
  if (outcome.kind !== 'done' || store.get(videoSourceAtom)?.file !== file) return false;
  await showPeaks(store, file.name, outcome.peaks, true);
  return true;
}
