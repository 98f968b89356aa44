// Runs in waveform.worker.ts: reads a media file with mediabunny, decodes its first audio track
// through WebCodecs and folds the frames into peaks with the mediaPeaks kernel, a block at a
// time: the decoded audio never sits in memory as a whole (a 2-hour stereo film would be 2.7 GB
// of float32). The media is cut into segments on peak boundaries (peakPlan.ts) that decode side
// by side; Chromium runs each AudioDecoder on a thread of its own, so two segments use two cores.
// Each segment reads through an Input of its own: mediabunny's demuxers keep reading state
// (its FLAC demuxer fails an assertion when two reads of one Input interleave).
import {
  ALL_FORMATS,
  AudioSampleSink,
  BlobSource,
  Input,
  Mp3InputFormat,
  UrlSource,
  type AudioSample,
  type InputAudioTrack,
} from 'mediabunny';
import { pcmPeakCount } from '../../../shared/kernels/codes';
import { loadKernels } from '../../../shared/kernels/loadKernels';
import type { Kernels } from '../../../shared/kernels/types';
import type { WaveformFailure } from './messages';
import { firstFrameSync, id3v2Length, mp3LeadingFrames } from './mp3Delay';
import {
  highestPeakOf,
  peaksPerSecondFor,
  placeBlock,
  planSegments,
  type Placement,
  type Segment,
} from './peakPlan';
import type { MediaSource, PeaksResult, WaveformTimings } from './waveformWorkerMessages';

/** A failure the user is told about in words of messages.ts. */
export class WaveformError extends Error {
  override readonly name = 'WaveformError';
  constructor(readonly failure: WaveformFailure) {
    super(failure.kind);
  }
}

/** fetch rejects with a TypeError when CORS refuses or the host is unreachable: no retry helps. */
function retryDelaySeconds(previousAttempts: number, error: unknown): number | null {
  if (error instanceof TypeError || previousAttempts >= 3) return null;
  return previousAttempts;
}

export function openInput(source: MediaSource): Input {
  return new Input({
    formats: ALL_FORMATS,
    source:
      source.kind === 'file'
        ? new BlobSource(source.file)
        : new UrlSource(source.url, { getRetryDelay: retryDelaySeconds }),
  });
}

/** The track to read, or a WaveformError saying why there is none that can be decoded. */
async function decodableAudioTrack(input: Input): Promise<InputAudioTrack> {
  const track = await input.getPrimaryAudioTrack();
  if (!track) throw new WaveformError({ kind: 'noAudio' });
  if (await track.canDecode()) return track;
  const codec = await track.getCodec();
  // mediabunny decodes PCM itself; everything else needs WebCodecs.
  if (typeof AudioDecoder === 'undefined' && codec !== null && !codec.startsWith('pcm-')) {
    throw new WaveformError({ kind: 'noWebCodecs' });
  }
  throw new WaveformError({ kind: 'undecodableCodec', codec });
}

/**
 * The rate of the decoded audio. It can differ from the container's (HE-AAC declares half its
 * output rate), and frame positions must count decoded frames, so one block is decoded to see.
 */
async function decodedSampleRate(track: InputAudioTrack): Promise<number> {
  const first = await new AudioSampleSink(track).getSample(await track.getFirstTimestamp());
  const rate = first?.sampleRate ?? (await track.getSampleRate());
  first?.close();
  return rate;
}

/** Bytes [start, end) of the media (fewer at its end). */
async function readBytes(source: MediaSource, start: number, end: number): Promise<Uint8Array> {
  if (source.kind === 'file') {
    return new Uint8Array(await source.file.slice(start, end).arrayBuffer());
  }
  const response = await fetch(source.url, { headers: { Range: `bytes=${start}-${end - 1}` } });
  if (response.status === 206) return new Uint8Array(await response.arrayBuffer());
  // A server that ignores ranges sends the whole file: read up to `end`, then stop it.
  const reader = response.body?.getReader();
  const bytes = new Uint8Array(end);
  let filled = 0;
  while (reader && filled < end) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes.set(value.subarray(0, end - filled), filled);
    filled += Math.min(value.length, end - filled);
  }
  await reader?.cancel();
  return bytes.subarray(Math.min(start, filled), filled);
}

/** Leading frames players drop from an MP3 file's decoded audio (mp3Delay.ts); 0 for others. */
async function leadingFramesOf(source: MediaSource, input: Input): Promise<number> {
  if (!((await input.getFormat()) instanceof Mp3InputFormat)) return 0;
  try {
    const tagLength = id3v2Length(await readBytes(source, 0, 10));
    const start = await readBytes(source, tagLength, tagLength + 4096);
    const sync = firstFrameSync(start);
    return sync < 0 ? 0 : mp3LeadingFrames(start.subarray(sync));
  } catch (error) {
    // Only a refinement: without it an MP3's waveform runs ~25 ms late.
    console.warn('The MP3 encoder delay could not be read:', error);
    return 0;
  }
}

/** Copies a block's frames, all channels averaged, into the kernels' PCM chunk and folds them. */
class PeakFolder {
  private scratch = new Float32Array(0);
  /** Worker time spent here, in ms. */
  spentMs = 0;

  constructor(
    private readonly kernels: Kernels,
    private readonly samplesPerPeak: number,
  ) {}

  fold(sample: AudioSample, placement: Placement): void {
    const started = performance.now();
    const frameCount = placement.to - placement.from;
    const channels = sample.numberOfChannels;
    const copy = { format: 'f32-planar', frameOffset: placement.from, frameCount } as const;
    // Decoded straight into linear memory: the kernel reads it without another copy.
    const chunk = this.kernels.store.pcmChunk(frameCount);
    sample.copyTo(chunk, { ...copy, planeIndex: 0 });
    if (channels > 1) {
      if (this.scratch.length < frameCount) this.scratch = new Float32Array(frameCount);
      const other = this.scratch;
      for (let channel = 1; channel < channels; channel++) {
        sample.copyTo(other, { ...copy, planeIndex: channel });
        for (let i = 0; i < frameCount; i++) chunk[i] = (chunk[i] ?? 0) + (other[i] ?? 0);
      }
      const scale = 1 / channels;
      for (let i = 0; i < frameCount; i++) chunk[i] = (chunk[i] ?? 0) * scale;
    }
    this.kernels.addPcmChunk(chunk, placement.firstFrame, this.samplesPerPeak);
    this.spentMs += performance.now() - started;
  }
}

/** Decodes one segment in order; answers the frame after the last one folded. */
async function decodeSegment(
  source: MediaSource,
  segment: Segment,
  sampleRate: number,
  leadingFrames: number,
  folder: PeakFolder,
  onFrames: (framesDone: number) => void,
): Promise<number> {
  const input = openInput(source);
  try {
    const sink = new AudioSampleSink(await decodableAudioTrack(input));
    // Decoded frame f is media frame f - leadingFrames.
    const secondsOf = (frame: number): number => (frame + leadingFrames) / sampleRate;
    let cursor = segment.firstFrame;
    for await (const sample of sink.samples(secondsOf(cursor), secondsOf(segment.endFrame))) {
      try {
        const blockStart = Math.round(sample.timestamp * sampleRate) - leadingFrames;
        const placement = placeBlock(blockStart, sample.numberOfFrames, cursor, segment.endFrame);
        if (placement) {
          folder.fold(sample, placement);
          cursor = placement.firstFrame + placement.to - placement.from;
          onFrames(cursor - segment.firstFrame);
        }
      } finally {
        sample.close();
      }
    }
    return cursor;
  } finally {
    input.dispose();
  }
}

/** How often progress is reported, in ms. */
const PROGRESS_INTERVAL_MS = 100;

/** `input` reads `source`; it answers the metadata, and each segment opens `source` again. */
export async function peaksOfMedia(
  source: MediaSource,
  input: Input,
  parallel: number,
  onProgress: (doneSeconds: number, totalSeconds: number) => void,
): Promise<{ peaks: PeaksResult; timings: WaveformTimings }> {
  const started = performance.now();
  const track = await decodableAudioTrack(input);
  const codec = (await track.getCodec()) ?? 'unknown';
  const kernelsLoaded = loadKernels();
  // One read at a time on one Input (see the top of this file).
  const durationSeconds = await track.computeDuration();
  const sampleRate = await decodedSampleRate(track);
  const leadingFrames = await leadingFramesOf(source, input);
  const kernels = await kernelsLoaded;
  const peaksPerSecond = peaksPerSecondFor(durationSeconds);
  const samplesPerPeak = sampleRate / peaksPerSecond;
  // One second to spare: a container's duration can fall a block short of the decoded audio.
  const peakCount = pcmPeakCount(Math.ceil((durationSeconds + 1) * sampleRate), samplesPerPeak);
  kernels.store.preparePeaks(peakCount);
  const segments = planSegments(peakCount, samplesPerPeak, durationSeconds, parallel);
  const folder = new PeakFolder(kernels, samplesPerPeak);
  const openMs = performance.now() - started;

  const framesDone = segments.map(() => 0);
  let reportedAt = 0;
  const report = (segment: number, frames: number): void => {
    framesDone[segment] = frames;
    const now = performance.now();
    if (now - reportedAt < PROGRESS_INTERVAL_MS) return;
    reportedAt = now;
    const done = framesDone.reduce((sum, value) => sum + value, 0) / sampleRate;
    onProgress(Math.min(done, durationSeconds), durationSeconds);
  };
  const decodeStarted = performance.now();
  let ends: number[];
  try {
    ends = await Promise.all(
      segments.map((segment, k) =>
        decodeSegment(source, segment, sampleRate, leadingFrames, folder, (frames) =>
          report(k, frames),
        ),
      ),
    );
  } catch (error) {
    if (error instanceof WaveformError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new WaveformError({ kind: 'decodeFailed', codec, detail });
  }
  const decodeMs = performance.now() - decodeStarted;

  const finishStarted = performance.now();
  const lastFrame = Math.max(...ends);
  const used = Math.min(peakCount, pcmPeakCount(lastFrame, samplesPerPeak));
  const peakMaxs = kernels.store.peakMax.slice(0, used);
  const peakMins = kernels.store.peakMin.slice(0, used);
  const peaks: PeaksResult = {
    peakMaxs,
    peakMins,
    highestPeak: highestPeakOf(peakMaxs, peakMins),
    sampleRate: peaksPerSecond,
  };
  return {
    peaks,
    timings: {
      openMs,
      decodeMs,
      peaksMs: folder.spentMs,
      finishMs: performance.now() - finishStarted,
      segments: segments.length,
      codec,
    },
  };
}
