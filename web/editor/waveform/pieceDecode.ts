// Runs in waveform.worker.ts: the fast route for Opus (opusPieces.ts says why). The worker
// reads the packets, cuts them into pieces, writes each as a small WebM file and asks the page
// to decode it (decodeAudioData exists only there; the browser decodes on threads of its own, and
// the page only copies the result, ~3 ms a piece). The decoded channels come back transferred
// and are folded here. At most `parallel` pieces are out at once, so memory stays bounded (about
// 12 MB of PCM a stereo piece) whatever the media's length.
import { EncodedPacketSink, type InputAudioTrack } from 'mediabunny';
import {
  bytesOf,
  OPUS_RATE,
  opusPreSkip,
  PieceCutter,
  PIECE_SECONDS,
  withoutPreSkip,
  type Piece,
} from './opusPieces';
import type { PeakFolder } from './peakFolder';
import { placeBlock } from './peakPlan';
import { webmOfOpus } from './webmPiece';

/** The page's side: decodes a whole (small) media file into planar channels. */
export interface PieceDecoder {
  decode(file: ArrayBuffer, sampleRate: number): Promise<Float32Array[]>;
}

/** The page could not decode a piece: the caller takes the WebCodecs route instead. */
export class PieceDecodeError extends Error {
  override readonly name = 'PieceDecodeError';
}

export interface PieceRun {
  readonly track: InputAudioTrack;
  readonly durationSeconds: number;
  readonly peaksPerSecond: number;
  readonly samplesPerPeak: number;
  readonly folder: PeakFolder;
  readonly decoder: PieceDecoder;
  /** Pieces out at once (decoded side by side). */
  readonly parallel: number;
  readonly onFrames: (framesFolded: number) => void;
}

/** Decodes and folds the whole track; answers the frame after the last one folded. */
export async function foldOpusPieces(run: PieceRun): Promise<{ endFrame: number; pieces: number }> {
  const config = await run.track.getDecoderConfig();
  const original = bytesOf(config?.description);
  const head = withoutPreSkip(original);
  const channels = config?.numberOfChannels ?? 2;
  // Never past what the container says: a last packet's padding is not audio.
  const lastFrame = Math.ceil(run.durationSeconds * OPUS_RATE);
  const cutter = new PieceCutter(
    run.peaksPerSecond * PIECE_SECONDS,
    run.samplesPerPeak,
    opusPreSkip(original),
  );
  let folded = 0;
  let endFrame = 0;
  let pieces = 0;
  /** Pieces out; each settles (never rejects) and leaves the set as it does. */
  const out = new Set<Promise<void>>();
  /** The first piece that failed: a piece may fail while none is awaited, so it is kept here. */
  let failed: { error: unknown } | null = null;
  const throwIfFailed = (): void => {
    if (failed) throw failed.error;
  };

  const send = async (piece: Piece): Promise<void> => {
    // Made while the page decodes the pieces before it, and sent when a decoder is free.
    const file = webmOfOpus(piece.packets, head, channels);
    while (out.size >= run.parallel) await Promise.race(out);
    throwIfFailed();
    const decodedAndFolded = run.decoder.decode(file, OPUS_RATE).then((decoded) => {
      const length = decoded[0]?.length ?? 0;
      const placement = placeBlock(
        piece.firstFrame,
        length,
        piece.from,
        Math.min(piece.to, lastFrame),
      );
      if (!placement) return;
      run.folder.foldChannels(decoded, placement);
      const end = placement.firstFrame + placement.to - placement.from;
      endFrame = Math.max(endFrame, end);
      folded += placement.to - placement.from;
      run.onFrames(folded);
    });
    const job: Promise<void> = decodedAndFolded.then(
      () => void out.delete(job),
      (error: unknown) => {
        out.delete(job);
        failed ??= { error };
      },
    );
    out.add(job);
    pieces++;
  };

  for await (const packet of new EncodedPacketSink(run.track).packets()) {
    for (const piece of cutter.push(packet.data)) await send(piece);
  }
  const last = cutter.finish();
  if (last) await send(last);
  await Promise.all(out);
  throwIfFailed();
  return { endFrame, pieces };
}
