import { describe, expect, it } from 'vitest';
import {
  firstFrameSync,
  id3v2Length,
  MP3_DECODER_DELAY,
  mp3LeadingFrames,
} from '../../../../web/editor/waveform/mp3Delay';

/**
 * The first frame of an MP3 as LAME writes it: a header, zeroed side information, an 'Info' tag
 * with the frame count, byte count, seek table and quality fields, then the LAME tag whose
 * bytes 21-23 hold the encoder delay and padding (12 bits each).
 */
function lameFrame(options: {
  mpeg1?: boolean;
  mono?: boolean;
  encoder?: string;
  delay: number;
  padding?: number;
}): Uint8Array {
  const { mpeg1 = true, mono = false, encoder = 'LAME3.100', delay, padding = 1000 } = options;
  const frame = new Uint8Array(417);
  frame.set([0xff, mpeg1 ? 0xfb : 0xf3, 0x90, mono ? 0xc4 : 0x64]);
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  let at = 4 + sideInfo;
  frame.set(
    [...'Info'].map((c) => c.charCodeAt(0)),
    at,
  );
  frame[at + 7] = 0x0f; // frames, bytes, seek table, quality
  at += 8 + 4 + 4 + 100 + 4;
  frame.set(
    [...encoder].map((c) => c.charCodeAt(0)),
    at,
  );
  frame[at + 21] = delay >> 4;
  frame[at + 22] = ((delay & 0x0f) << 4) | (padding >> 8);
  frame[at + 23] = padding & 0xff;
  return frame;
}

describe('MP3 leading frames', () => {
  it('are the LAME tag’s encoder delay plus the decoder’s 529', () => {
    expect(mp3LeadingFrames(lameFrame({ delay: 576 }))).toBe(576 + MP3_DECODER_DELAY);
    expect(mp3LeadingFrames(lameFrame({ delay: 576, mono: true }))).toBe(1105);
    expect(mp3LeadingFrames(lameFrame({ delay: 1105, mpeg1: false }))).toBe(1105 + 529);
    expect(mp3LeadingFrames(lameFrame({ delay: 576, encoder: 'Lavc59.37' }))).toBe(1105);
    expect(mp3LeadingFrames(lameFrame({ delay: 0xfff, padding: 0xfff }))).toBe(0xfff + 529);
  });

  it('are 0 without a tag, with a tag of another encoder, or for what is not an MP3 frame', () => {
    const plain = lameFrame({ delay: 576 });
    plain.fill(0, 4);
    expect(mp3LeadingFrames(plain)).toBe(0);
    expect(mp3LeadingFrames(lameFrame({ delay: 576, encoder: 'XYZ' }))).toBe(0);
    expect(mp3LeadingFrames(Uint8Array.of(0x49, 0x44, 0x33, 4))).toBe(0);
    expect(mp3LeadingFrames(new Uint8Array(0))).toBe(0);
  });
});

describe('ID3v2 tags and the first frame', () => {
  it('measure the tag from its syncsafe size, header and footer included', () => {
    // Size 0x01 0x7f in syncsafe bytes = 255.
    expect(id3v2Length(Uint8Array.of(0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 1, 0x7f))).toBe(10 + 255);
    expect(id3v2Length(Uint8Array.of(0x49, 0x44, 0x33, 4, 0, 0x10, 0, 0, 0, 5))).toBe(25);
    expect(id3v2Length(Uint8Array.of(0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0))).toBe(0);
  });

  it('find the first frame’s sync bits', () => {
    expect(firstFrameSync(Uint8Array.of(0, 0, 0xff, 0xfb, 0x90))).toBe(2);
    expect(firstFrameSync(Uint8Array.of(0xff, 0x00, 0xff))).toBe(-1);
  });
});
