// The arithmetic of decoding Opus audio in pieces (pieceDecode.ts): how many samples a packet
// holds, the stream's pre-skip, and where the stream is cut. Pure functions, unit-tested.
//
// Why pieces: the browser's one-call decoder (decodeAudioData) decodes Opus at about twice the
// speed of WebCodecs' AudioDecoder, whose cost per 20-ms packet doubles libopus's own work. It
// takes a whole file, so the stream is cut into pieces of PIECE_SECONDS, each remuxed into a
// small WebM file of its own and decoded side by side. Opus decoders carry state from packet to
// packet, so every piece starts PRE_ROLL_FRAMES early and those frames are thrown away: measured
// in Chromium, the decoded samples after 120 ms of pre-roll equal a whole-file decode exactly.
// Positions are counted from the packets' own headers (RFC 6716 §3.1), never from container
// timestamps (WebM's are rounded to the millisecond), so every piece lands to the sample.
import { firstFrameOfPeak } from './peakPlan';

/** Opus always decodes at 48 kHz (RFC 7845 §5.1: the header's rate is informational). */
export const OPUS_RATE = 48_000;
/** A piece's length: its decoded PCM (11.5 MB stereo) is copied on the page in ~3 ms. */
export const PIECE_SECONDS = 30;
/** Decoded and thrown away at each piece's start: 200 ms (RFC 7845 §4.6 asks for 80 at least). */
export const PRE_ROLL_FRAMES = OPUS_RATE / 5;

/** Frame length in 48 kHz samples of each TOC configuration (RFC 6716 §3.1, table 2). */
function frameSamplesOf(config: number): number {
  if (config < 12) return [480, 960, 1920, 2880][config & 3] ?? 0; // SILK: 10, 20, 40, 60 ms
  if (config < 16) return [480, 960][config & 1] ?? 0; // Hybrid: 10, 20 ms
  return [120, 240, 480, 960][config & 3] ?? 0; // CELT: 2.5, 5, 10, 20 ms
}

/** Samples (at 48 kHz) an Opus packet decodes to; 0 for an empty or malformed packet. */
export function opusPacketSamples(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const code = toc & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : (packet[1] ?? 0) & 0x3f;
  return frameSamplesOf(toc >> 3) * frames;
}

/** The bytes of a BufferSource: a view covers only its own part of its buffer. */
export function bytesOf(source: AllowSharedBufferSource | undefined): Uint8Array {
  if (!source) return new Uint8Array(0);
  if (ArrayBuffer.isView(source)) {
    return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  }
  return new Uint8Array(source);
}

/** The OpusHead's pre-skip: samples a decoder drops at the stream's start (RFC 7845 §5.1). */
export function opusPreSkip(head: Uint8Array): number {
  if (head.length < 19 || new TextDecoder().decode(head.subarray(0, 8)) !== 'OpusHead') return 0;
  return (head[10] ?? 0) | ((head[11] ?? 0) << 8);
}

/**
 * The OpusHead with a pre-skip of 0, for the pieces: each piece's first decoded sample is then
 * the first sample of its first packet, wherever in the stream that packet was.
 */
export function withoutPreSkip(head: Uint8Array): Uint8Array {
  const copy = head.slice();
  if (opusPreSkip(head) > 0) copy.fill(0, 10, 12);
  return copy;
}

/** A packet placed in the stream: its first sample is frame `firstFrame` (after pre-skip). */
export interface PlacedPacket {
  readonly data: Uint8Array;
  readonly samples: number;
  readonly firstFrame: number;
}

/** A piece to decode: its packets, and the stream frames [from, to) its peaks take. */
export interface Piece {
  readonly index: number;
  readonly packets: readonly PlacedPacket[];
  /** The stream frame of the piece's first decoded sample (its first packet's first sample). */
  readonly firstFrame: number;
  readonly from: number;
  /** Infinity for the last piece: it runs to the end. */
  readonly to: number;
}

/**
 * Cuts a packet stream into pieces. Piece k folds the frames [start(k), start(k + 1)), where
 * start(k) is the first frame of peak k·peaksPerPiece: pieces start on the kernel's peak
 * boundaries, so each can be folded whenever it is decoded. A piece holds the packets that reach
 * into its frames, plus those covering the PRE_ROLL_FRAMES before them.
 */
export class PieceCutter {
  private index = 0;
  private packets: PlacedPacket[] = [];
  /** Stream frame of the next packet's first sample: negative while in the pre-skip. */
  private nextFrame: number;

  constructor(
    private readonly peaksPerPiece: number,
    private readonly samplesPerPeak: number,
    preSkip: number,
  ) {
    this.nextFrame = 0 - preSkip; // not -preSkip: -0 for a pre-skip of 0
  }

  private startOf(index: number): number {
    return firstFrameOfPeak(index * this.peaksPerPiece, this.samplesPerPeak);
  }

  /** Adds the stream's next packet; answers the pieces it completes (mostly none). */
  push(data: Uint8Array): Piece[] {
    const packet = { data, samples: opusPacketSamples(data), firstFrame: this.nextFrame };
    this.nextFrame += packet.samples;
    const done: Piece[] = [];
    // A packet that starts at or after the piece's end closes it (a long packet can close two).
    while (packet.firstFrame >= this.startOf(this.index + 1)) {
      done.push(this.piece(this.startOf(this.index + 1)));
      this.index++;
      const preRollFrom = this.startOf(this.index) - PRE_ROLL_FRAMES;
      this.packets = this.packets.filter((kept) => kept.firstFrame + kept.samples > preRollFrom);
    }
    this.packets.push(packet);
    return done;
  }

  /** The last piece, to the end of the stream; null when there was no packet at all. */
  finish(): Piece | null {
    return this.packets.length > 0 ? this.piece(Infinity) : null;
  }

  private piece(to: number): Piece {
    const packets = this.packets;
    return {
      index: this.index,
      packets,
      firstFrame: packets[0]?.firstFrame ?? this.startOf(this.index),
      from: this.startOf(this.index),
      to,
    };
  }
}
