// The messages between the page (waveformClient.ts) and waveform.worker.ts. Peaks travel as
// transferred Float32Arrays: no copy, and no clone of millions of numbers on the page's thread.
import type { PeakCacheKey } from '../persistence/editorDb';
import type { WaveformFailure } from './messages';

/** What to read: a file from disk (never uploaded) or a web address (absolute). */
export type MediaSource =
  { readonly kind: 'file'; readonly file: File } | { readonly kind: 'url'; readonly url: string };

export type WaveformRequest =
  /** Cached peaks of a file, or a 'missing' reply; nothing is decoded. */
  | { readonly kind: 'cached'; readonly key: PeakCacheKey }
  /**
   * Peaks of the media: from the cache when present, else decoded, folded and cached. With
   * `pageDecodes`, the page answers `decodePiece` replies (the Opus route, pieceDecode.ts).
   */
  | {
      readonly kind: 'make';
      readonly source: MediaSource;
      readonly parallel: number;
      readonly pageDecodes: boolean;
    };

/** The page's answer to a `decodePiece` reply: the piece's channels, transferred. */
export type PieceAnswer =
  | { readonly kind: 'pieceDecoded'; readonly id: number; readonly channels: Float32Array[] }
  | { readonly kind: 'pieceFailed'; readonly id: number; readonly detail: string };

/** How the audio was decoded: WebCodecs in segments, or the page's decodeAudioData in pieces. */
export type WaveformRoute = 'segments' | 'pieces';

/** Where the time went, in ms (the bench prints these). */
export interface WaveformTimings {
  /** Reading the container's header, the track and its duration. */
  openMs: number;
  /** From the first packet to the last decoded frame folded (all segments side by side). */
  decodeMs: number;
  /** Of decodeMs, the worker's own time spent copying frames and folding them into peaks. */
  peaksMs: number;
  /** Copying the peaks out and writing them to the cache. */
  finishMs: number;
  route: WaveformRoute;
  /** Segments decoded side by side, or pieces decoded (two at a time on two cores). */
  parts: number;
  codec: string;
}

export interface PeaksResult {
  readonly peakMaxs: Float32Array;
  readonly peakMins: Float32Array;
  readonly highestPeak: number;
  /** Peaks per second. */
  readonly sampleRate: number;
}

export type WaveformReply =
  | { readonly kind: 'progress'; readonly doneSeconds: number; readonly totalSeconds: number }
  /** A piece of Opus audio as a WebM file, for the page to decode (transferred). */
  | {
      readonly kind: 'decodePiece';
      readonly id: number;
      readonly file: ArrayBuffer;
      readonly sampleRate: number;
    }
  | {
      readonly kind: 'done';
      readonly peaks: PeaksResult;
      readonly fromCache: boolean;
      readonly timings: WaveformTimings | null;
    }
  | { readonly kind: 'missing' }
  | { readonly kind: 'failed'; readonly failure: WaveformFailure };
