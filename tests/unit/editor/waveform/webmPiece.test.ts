import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { webmOfOpus, type WebmPacket } from '../../../../web/editor/waveform/webmPiece';

/** An OpusHead (RFC 7845 §5.1), stereo, pre-skip 0. */
const HEAD = Uint8Array.from([
  ...new TextEncoder().encode('OpusHead'),
  1,
  2,
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

/** `count` 20-ms CELT packets whose bytes tell them apart. */
function packets(count: number): WebmPacket[] {
  return Array.from({ length: count }, (_, i) => ({
    data: Uint8Array.from([0xf8, i % 256, (i >> 8) % 256, 7, 7, 7].slice(0, 3 + (i % 4))),
    samples: 960,
  }));
}

async function readBack(file: ArrayBuffer) {
  const input = new Input({ formats: ALL_FORMATS, source: new BufferSource(file) });
  const track = await input.getPrimaryAudioTrack();
  if (!track) throw new Error('no audio track');
  const config = await track.getDecoderConfig();
  const read: { data: number[]; timestamp: number }[] = [];
  for await (const packet of new EncodedPacketSink(track).packets()) {
    read.push({ data: Array.from(packet.data), timestamp: packet.timestamp });
  }
  return { format: (await input.getFormat()).name, codec: await track.getCodec(), config, read };
}

describe('a piece of Opus as a WebM file', () => {
  it('is read back by a WebM demuxer: codec, OpusHead, channels and every packet in order', async () => {
    const sent = packets(200);
    const back = await readBack(webmOfOpus(sent, HEAD, 2));
    expect(back.format).toBe('WebM');
    expect(back.codec).toBe('opus');
    expect(back.config?.numberOfChannels).toBe(2);
    expect(back.config?.sampleRate).toBe(48_000);
    expect(Array.from(new Uint8Array(back.config?.description as ArrayBuffer))).toEqual(
      Array.from(HEAD),
    );
    expect(back.read.map((p) => p.data)).toEqual(sent.map((p) => Array.from(p.data)));
    expect(back.read.map((p) => Math.round(p.timestamp * 1000))).toEqual(
      sent.map((_, i) => i * 20),
    );
  });

  it('starts a new cluster before block times outgrow their 16 bits (a 70-s piece)', async () => {
    const sent = packets(3500);
    const back = await readBack(webmOfOpus(sent, HEAD, 1));
    expect(back.read).toHaveLength(3500);
    expect(back.read.at(-1)?.timestamp).toBeCloseTo(69.98, 6);
    expect(back.read.map((p) => p.data)).toEqual(sent.map((p) => Array.from(p.data)));
  });
});
