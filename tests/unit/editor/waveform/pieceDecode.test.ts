import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { createReferenceKernels } from '../../../../shared/kernels/referenceKernels';
import { PeakFolder } from '../../../../web/editor/waveform/peakFolder';
import {
  foldOpusPieces,
  PieceDecodeError,
  type PieceDecoder,
} from '../../../../web/editor/waveform/pieceDecode';
import { webmOfOpus } from '../../../../web/editor/waveform/webmPiece';

/** An OpusHead (RFC 7845 §5.1), mono, pre-skip 0. */
const HEAD = Uint8Array.from([
  ...new TextEncoder().encode('OpusHead'),
  1,
  1,
  0,
  0,
  0x80,
  0xbb,
  0,
  0,
  0,
  0,
  0,
]);

/** 100 s of 20-ms packets in a WebM file: four 30-s pieces at 100 peaks a second. */
async function hundredSeconds() {
  const packets = Array.from({ length: 5000 }, () => ({
    data: Uint8Array.of(0xf8, 0),
    samples: 960,
  }));
  const input = new Input({
    formats: ALL_FORMATS,
    source: new BufferSource(webmOfOpus(packets, HEAD, 1)),
  });
  const track = await input.getPrimaryAudioTrack();
  if (!track) throw new Error('no audio track');
  return track;
}

/** Decodes a piece to silence of its length, or fails on the pieces numbered in `failing`. */
function decoder(failing: number[]): PieceDecoder & { asked: number } {
  const asked = { asked: 0 };
  return Object.assign(asked, {
    decode(file: ArrayBuffer): Promise<Float32Array[]> {
      const piece = asked.asked++;
      if (failing.includes(piece)) return Promise.reject(new PieceDecodeError('refused'));
      // Long enough for any piece: placement cuts what lies outside it.
      return Promise.resolve([new Float32Array(Math.max(1, file.byteLength) * 960)]);
    },
  });
}

async function run(decode: PieceDecoder) {
  const kernels = createReferenceKernels();
  kernels.store.preparePeaks(10_100);
  return foldOpusPieces({
    track: await hundredSeconds(),
    durationSeconds: 100,
    peaksPerSecond: 100,
    samplesPerPeak: 480,
    folder: new PeakFolder(kernels, 480),
    decoder: decode,
    parallel: 2,
    onFrames: () => undefined,
  });
}

describe('folding Opus pieces', () => {
  it('decodes every piece and folds to the end', async () => {
    const decode = decoder([]);
    const { pieces, endFrame } = await run(decode);
    expect(pieces).toBe(4);
    expect(decode.asked).toBe(4);
    expect(endFrame).toBe(100 * 48_000);
  });

  it('fails when any piece fails, also one that fails while the next is being written', async () => {
    for (const failing of [[0], [1], [3]]) {
      await expect(run(decoder(failing)), `piece ${failing[0]}`).rejects.toBeInstanceOf(
        PieceDecodeError,
      );
    }
  });
});
