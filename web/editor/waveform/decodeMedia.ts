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
  type InputAudioTrack,
} from 'mediabunny';
import { pcmPeakCount } from '../../../shared/kernels/codes';
import { loadKernels } from '../../../shared/kernels/loadKernels';
import type { Kernels } from '../../../shared/kernels/types';
import type { WaveformFailure } from './messages';
import { firstFrameSync, id3v2Length, mp3LeadingFrames } from './mp3Delay';
import { bytesOf, OPUS_RATE, opusPreSkip } from './opusPieces';
import { PeakFolder } from './peakFolder';
import {
  blockStartNear,
  highestPeakOf,
  peaksPerSecondFor,
  placeBlock,
  planSegments,
  type Segment,
} from './peakPlan';
import { foldOpusPieces, PieceDecodeError, type PieceDecoder } from './pieceDecode';
import type {
  MediaSource,
  PeaksResult,
  WaveformRoute,
  WaveformTimings,
} from './waveformWorkerMessages';

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

/**
 * Leading frames players drop from an MP3 file's decoded audio (mp3Delay.ts); 0 for others.
 * (Chromium's Opus AudioDecoder drops an Opus stream's pre-skip itself.)
 */
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

/** Decoded before a segment's first frame and thrown away (cf. PRE_ROLL_FRAMES). */
const SEGMENT_PRE_ROLL_SECONDS = 0.2;

/** Decodes one segment in order; answers the frame after the last one folded. */
async function decodeSegment(
  source: MediaSource,
  segment: Segment,
  sampleRate: number,
  leadingFrames: number,
  /**
   * Frames the decoder drops from its first block without moving its timestamps: every block
   * after is that much later than its timestamp says.
   */
  droppedAtStart: number,
  folder: PeakFolder,
  onFrames: (framesDone: number) => void,
): Promise<number> {
  const input = openInput(source);
  try {
    const sink = new AudioSampleSink(await decodableAudioTrack(input));
    // Decoded frame f is media frame f - leadingFrames.
    const secondsOf = (frame: number): number => (frame + leadingFrames) / sampleRate;
    let cursor = segment.firstFrame;
    let first = true;
    // Decoders carry state from block to block: a segment starts decoding a little early, and
    // what it decodes before its first frame is cut (placeBlock), as at a seek in a player.
    const from = Math.max(0, secondsOf(cursor) - SEGMENT_PRE_ROLL_SECONDS);
    for await (const sample of sink.samples(from, secondsOf(segment.endFrame))) {
      try {
        const stamped = Math.round(sample.timestamp * sampleRate) - leadingFrames + droppedAtStart;
        // The segment's first block is placed by its timestamp; the rest follow on.
        const blockStart = first ? stamped : blockStartNear(stamped, cursor, sampleRate);
        first = false;
        const placement = placeBlock(blockStart, sample.numberOfFrames, cursor, segment.endFrame);
        if (placement) {
          folder.foldSample(sample, placement);
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

/** What both routes need to know of the media, read before decoding starts. */
interface Plan {
  readonly source: MediaSource;
  readonly track: InputAudioTrack;
  readonly sampleRate: number;
  readonly durationSeconds: number;
  readonly leadingFrames: number;
  /** An Opus stream's pre-skip (opusPieces.ts); 0 for other codecs. */
  readonly opusPreSkip: number;
  readonly peaksPerSecond: number;
  readonly samplesPerPeak: number;
  readonly parallel: number;
  readonly kernels: Kernels;
  readonly peakCount: number;
}

interface RouteResult {
  readonly endFrame: number;
  readonly route: WaveformRoute;
  readonly parts: number;
  readonly peaksMs: number;
}

/** WebCodecs, the media cut into `parallel` segments decoded side by side. */
async function foldSegments(plan: Plan, report: FrameReport): Promise<RouteResult> {
  plan.kernels.store.preparePeaks(plan.peakCount);
  const { sampleRate, durationSeconds, parallel } = plan;
  const segments = planSegments(plan.peakCount, plan.samplesPerPeak, durationSeconds, parallel);
  const folder = new PeakFolder(plan.kernels, plan.samplesPerPeak);
  // Chromium's Opus decoder drops the stream's pre-skip from the first packet it is given,
  // wherever in the stream that is, and keeps the packets' timestamps. At the stream's start
  // the timestamps already count it; further in, the segment's audio would land 6.5 ms early.
  const ends = await Promise.all(
    segments.map((segment, k) =>
      decodeSegment(
        plan.source,
        segment,
        sampleRate,
        plan.leadingFrames,
        k > 0 ? plan.opusPreSkip : 0,
        folder,
        (frames) => report(k, frames),
      ),
    ),
  );
  return {
    endFrame: Math.max(...ends),
    route: 'segments',
    parts: segments.length,
    peaksMs: folder.spentMs,
  };
}

/** Opus through the page's decodeAudioData, in pieces (pieceDecode.ts). */
async function foldPieces(
  plan: Plan,
  decoder: PieceDecoder,
  report: FrameReport,
): Promise<RouteResult> {
  plan.kernels.store.preparePeaks(plan.peakCount);
  const folder = new PeakFolder(plan.kernels, plan.samplesPerPeak);
  const { endFrame, pieces } = await foldOpusPieces({
    ...plan,
    folder,
    decoder,
    onFrames: (frames) => report(0, frames),
  });
  return { endFrame, route: 'pieces', parts: pieces, peaksMs: folder.spentMs };
}

/** Reports frames folded so far by part `part` of the work. */
type FrameReport = (part: number, frames: number) => void;

/** How often progress is reported, in ms. */
const PROGRESS_INTERVAL_MS = 100;

/**
 * `input` reads `source`; it answers the metadata, and each segment opens `source` again.
 * Opus goes through `pieceDecoder` when the page offers one (about twice as fast); should the
 * page fail to decode a piece, the waveform is made again through WebCodecs.
 */
export async function peaksOfMedia(
  source: MediaSource,
  input: Input,
  parallel: number,
  pieceDecoder: PieceDecoder | null,
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
  const preSkip =
    codec === 'opus' ? opusPreSkip(bytesOf((await track.getDecoderConfig())?.description)) : 0;
  const plan: Plan = {
    source,
    track,
    sampleRate,
    durationSeconds,
    leadingFrames,
    opusPreSkip: preSkip,
    peaksPerSecond,
    samplesPerPeak,
    parallel,
    kernels,
    peakCount,
  };
  const openMs = performance.now() - started;

  const framesDone: number[] = [];
  let reportedAt = 0;
  const report: FrameReport = (part, frames) => {
    framesDone[part] = frames;
    const now = performance.now();
    if (now - reportedAt < PROGRESS_INTERVAL_MS) return;
    reportedAt = now;
    const done = framesDone.reduce((sum, value) => sum + value, 0) / sampleRate;
    onProgress(Math.min(done, durationSeconds), durationSeconds);
  };
  const decodeStarted = performance.now();
  let result: RouteResult;
  try {
    result = await foldPiecesOrSegments(plan, codec, pieceDecoder, report);
  } catch (error) {
    if (error instanceof WaveformError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new WaveformError({ kind: 'decodeFailed', codec, detail });
  }
  const decodeMs = performance.now() - decodeStarted;

  const finishStarted = performance.now();
  const used = Math.min(peakCount, pcmPeakCount(result.endFrame, samplesPerPeak));
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
      peaksMs: result.peaksMs,
      finishMs: performance.now() - finishStarted,
      route: result.route,
      parts: result.parts,
      codec,
    },
  };
}

async function foldPiecesOrSegments(
  plan: Plan,
  codec: string,
  pieceDecoder: PieceDecoder | null,
  report: FrameReport,
): Promise<RouteResult> {
  // Pieces need the packets' sample counts (Opus's own headers) and a 48 kHz stream.
  if (!pieceDecoder || codec !== 'opus' || plan.sampleRate !== OPUS_RATE) {
    return foldSegments(plan, report);
  }
  try {
    return await foldPieces(plan, pieceDecoder, report);
  } catch (error) {
    if (!(error instanceof PieceDecodeError)) throw error;
    console.warn('The page could not decode this Opus audio; decoding it with WebCodecs:', error);
    return foldSegments(plan, report);
  }
}
