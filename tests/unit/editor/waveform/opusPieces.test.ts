import { describe, expect, it } from 'vitest';
import { firstFrameOfPeak } from '../../../../web/editor/waveform/peakPlan';
import {
  opusPacketSamples,
  opusPreSkip,
  PieceCutter,
  PRE_ROLL_FRAMES,
  withoutPreSkip,
  type Piece,
} from '../../../../web/editor/waveform/opusPieces';

/** A packet whose TOC byte is config `config`, frame-count code `code` (RFC 6716 §3.1). */
function packet(config: number, code = 0, countByte = 0): Uint8Array {
  return Uint8Array.of((config << 3) | code, countByte, 0xaa);
}

/** An OpusHead (RFC 7845 §5.1) with `preSkip`, stereo, 48 kHz, mapping family 0. */
function opusHead(preSkip: number): Uint8Array {
  const head = new Uint8Array(19);
  head.set(new TextEncoder().encode('OpusHead'));
  head[8] = 1;
  head[9] = 2;
  new DataView(head.buffer).setUint16(10, preSkip, true);
  new DataView(head.buffer).setUint32(12, 48_000, true);
  return head;
}

describe('Opus packet lengths', () => {
  it('follow the TOC: SILK, Hybrid and CELT frame sizes', () => {
    expect([0, 1, 2, 3].map((c) => opusPacketSamples(packet(c)))).toEqual([480, 960, 1920, 2880]);
    expect([12, 13, 14, 15].map((c) => opusPacketSamples(packet(c)))).toEqual([480, 960, 480, 960]);
    expect([16, 17, 18, 19, 31].map((c) => opusPacketSamples(packet(c)))).toEqual([
      120, 240, 480, 960, 960,
    ]);
  });

  it('count two frames for codes 1 and 2, and the frame-count byte for code 3', () => {
    expect(opusPacketSamples(packet(31, 1))).toBe(1920);
    expect(opusPacketSamples(packet(31, 2))).toBe(1920);
    expect(opusPacketSamples(packet(31, 3, 3))).toBe(2880);
    // The top two bits of the count byte are the VBR and padding flags, not the count.
    expect(opusPacketSamples(packet(16, 3, 0b1100_0101))).toBe(600);
  });

  it('are 0 for an empty packet', () => {
    expect(opusPacketSamples(new Uint8Array(0))).toBe(0);
  });
});

describe('the OpusHead', () => {
  it('gives its pre-skip, and a copy without it for the pieces', () => {
    const head = opusHead(312);
    expect(opusPreSkip(head)).toBe(312);
    const pieceHead = withoutPreSkip(head);
    expect(opusPreSkip(pieceHead)).toBe(0);
    expect(Array.from(pieceHead.subarray(12))).toEqual(Array.from(head.subarray(12)));
    expect(opusPreSkip(head)).toBe(312);
  });

  it('reads 0 from anything that is not an OpusHead', () => {
    expect(opusPreSkip(new Uint8Array(0))).toBe(0);
    expect(opusPreSkip(new Uint8Array(19))).toBe(0);
  });
});

/** Cuts `count` 20-ms packets with pre-skip 312 at 1000 peaks/s into 30-s pieces. */
function cut(count: number, peaksPerPiece = 30_000): Piece[] {
  const cutter = new PieceCutter(peaksPerPiece, 48, 312);
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i++) pieces.push(...cutter.push(packet(31)));
  const last = cutter.finish();
  if (last) pieces.push(last);
  return pieces;
}

describe('cutting the stream into pieces', () => {
  it('gives one piece to short media, starting at the pre-skip', () => {
    const [only, ...rest] = cut(100);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ index: 0, firstFrame: -312, from: 0, to: Infinity });
    expect(only?.packets).toHaveLength(100);
  });

  it('covers every frame exactly once, each piece from a peak boundary', () => {
    // 100 s: pieces [0, 30 s), [30, 60), [60, 90), [90, end).
    const pieces = cut(5000);
    expect(pieces.map((piece) => [piece.from, piece.to])).toEqual([
      [0, 1_440_000],
      [1_440_000, 2_880_000],
      [2_880_000, 4_320_000],
      [4_320_000, Infinity],
    ]);
    for (const piece of pieces) {
      expect(piece.from).toBe(firstFrameOfPeak(piece.index * 30_000, 48));
      // Its packets run without a gap from firstFrame and reach past its last frame.
      piece.packets.forEach((placed, i) => {
        expect(placed.firstFrame).toBe(piece.firstFrame + i * 960);
      });
      const last = piece.packets.at(-1);
      if (Number.isFinite(piece.to) && last) {
        expect(last.firstFrame + last.samples).toBeGreaterThanOrEqual(piece.to);
      }
    }
  });

  it('starts each later piece at least PRE_ROLL_FRAMES early, and no packet more than needed', () => {
    for (const piece of cut(5000).slice(1)) {
      const preRoll = piece.from - piece.firstFrame;
      expect(preRoll).toBeGreaterThanOrEqual(PRE_ROLL_FRAMES);
      expect(preRoll).toBeLessThan(PRE_ROLL_FRAMES + 960);
    }
  });

  it('places a packet by the samples before it, whatever their sizes', () => {
    const cutter = new PieceCutter(1000, 48, 0);
    const sizes = [packet(16), packet(31, 3, 2), packet(0)];
    for (const data of sizes) cutter.push(data);
    const piece = cutter.finish();
    expect(piece?.packets.map((placed) => placed.firstFrame)).toEqual([0, 120, 2040]);
  });

  it('closes two pieces at once when one packet spans a whole piece', () => {
    // 10 peaks a piece = 480 frames; a 60-ms packet (2880 frames) jumps past several.
    const cutter = new PieceCutter(10, 48, 0);
    expect(cutter.push(packet(3))).toEqual([]);
    const closed = cutter.push(packet(3));
    expect(closed.map((piece) => [piece.index, piece.from, piece.to])).toEqual([
      [0, 0, 480],
      [1, 480, 960],
      [2, 960, 1440],
      [3, 1440, 1920],
      [4, 1920, 2400],
      [5, 2400, 2880],
    ]);
    expect(cutter.finish()).toMatchObject({ index: 6, from: 2880, to: Infinity });
  });

  it('has nothing to decode without packets', () => {
    expect(new PieceCutter(30_000, 48, 312).finish()).toBeNull();
  });
});
