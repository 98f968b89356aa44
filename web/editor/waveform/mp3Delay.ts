// An MP3 decoder's output starts with frames that are not part of the recording: the encoder's
// delay, written by LAME (and FFmpeg's encoder, "Lavc") into the tag of the first frame, plus
// the decoder's own 529. Players skip them (Chromium decodes MP3 with FFmpeg, which counts
// enc_delay + 528 + 1), mediabunny does not, so without this a waveform would run ~25 ms late.
// Pure functions over the file's first bytes; decodeMedia.ts reads those.

/** The MPEG-1 Layer III decoder's delay, in frames (FFmpeg: 528 + 1). */
export const MP3_DECODER_DELAY = 529;

/** Bytes of an ID3v2 tag at the start of `head` (its first 10 bytes suffice), 0 without one. */
export function id3v2Length(head: Uint8Array): number {
  if (head.length < 10 || head[0] !== 0x49 || head[1] !== 0x44 || head[2] !== 0x33) return 0;
  // Size: four 7-bit bytes ("syncsafe"), not counting the 10-byte header or the footer.
  const size =
    ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0);
  const hasFooter = ((head[5] ?? 0) & 0x10) !== 0;
  return 10 + size + (hasFooter ? 10 : 0);
}

function text(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** Where the first MPEG audio frame starts in `bytes` (its 11 sync bits), or -1. */
export function firstFrameSync(bytes: Uint8Array): number {
  for (let i = 0; i + 1 < bytes.length; i++) {
    if (bytes[i] === 0xff && ((bytes[i + 1] ?? 0) & 0xe0) === 0xe0) return i;
  }
  return -1;
}

/**
 * Frames to drop from the start of the decoded audio, given the bytes of the first MPEG audio
 * frame (at least ~200 bytes): the encoder delay of its Xing/Info + LAME tag plus the decoder
 * delay; 0 when the frame has no such tag (then players know no delay either).
 */
export function mp3LeadingFrames(frame: Uint8Array): number {
  // Frame header: 11 sync bits; version (bits 19-20, 3 = MPEG-1); layer (bits 17-18, 1 = III).
  if (frame.length < 4 || frame[0] !== 0xff || ((frame[1] ?? 0) & 0xe0) !== 0xe0) return 0;
  const version = ((frame[1] ?? 0) >> 3) & 3;
  const layer = ((frame[1] ?? 0) >> 1) & 3;
  if (layer !== 1 || version === 1) return 0;
  const mono = (frame[3] ?? 0) >> 6 === 3;
  // The tag follows the side information, whose size depends on the version and channels.
  const sideInfo = version === 3 ? (mono ? 17 : 32) : mono ? 9 : 17;
  let at = 4 + sideInfo;
  const id = text(frame, at, 4);
  if (id !== 'Xing' && id !== 'Info') return 0;
  const flags = frame[at + 7] ?? 0;
  at += 8;
  if (flags & 1) at += 4; // frame count
  if (flags & 2) at += 4; // byte count
  if (flags & 4) at += 100; // seek table
  if (flags & 8) at += 4; // quality
  // The LAME tag: 9 bytes of encoder name, then fields; the delays are 12 bits each at +21.
  if (frame.length < at + 24 || !/^(LAME|Lavc|Lavf)$/.test(text(frame, at, 4))) return 0;
  const encoderDelay = ((frame[at + 21] ?? 0) << 4) | ((frame[at + 22] ?? 0) >> 4);
  return encoderDelay + MP3_DECODER_DELAY;
}
