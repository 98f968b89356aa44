// CEA-608 caption data as the caption files of this family store it: a byte stream without
// parity, each control code once (two bytes, the first below 0x20), each character one byte.
// Decoding turns it into the 16-bit pairs the SCC decoder reads; encoding takes the SCC encoder's
// pairs (parity, doubled control codes) apart again.
import { decodeCaptions, type DecodedCaption, type TimedPairs } from '../scc/sccDecode';
import { loadCaptionWords } from '../scc/sccEncode';

/** CEA-608 erase displayed memory and end of caption, parity stripped. */
export const EDM = [0x14, 0x2c] as const;

/** The pairs of a stream: a control code is its two bytes, a character byte a pair of its own. */
export function streamWords(data: Uint8Array): number[] {
  const words: number[] = [];
  for (let at = 0; at < data.length; at++) {
    const byte = (data[at] ?? 0) & 0x7f;
    if (byte === 0) continue;
    if (byte < 0x20) {
      words.push((byte << 8) | ((data[at + 1] ?? 0) & 0x7f));
      at++;
    } else words.push(byte << 8);
  }
  return words;
}

/** Captions of streams placed in time; every byte of a stream acts at its stream's time (ms). */
export function decodeStreams(
  streams: readonly { ms: number; data: Uint8Array }[],
): DecodedCaption[] {
  const timed: TimedPairs[] = [];
  for (const stream of streams) {
    for (const word of streamWords(stream.data)) timed.push({ frame: stream.ms, words: [word] });
  }
  return decodeCaptions(timed);
}

/** The stream that loads a caption and shows it (RCL … EOC); [] for a text with no characters. */
export function captionStream(text: string): number[] {
  const out: number[] = [];
  let previous = -1;
  for (const hex of loadCaptionWords(text)) {
    const word = Number.parseInt(hex, 16) & 0x7f7f;
    const first = word >> 8;
    const second = word & 0x7f;
    if (first >= 0x10 && first < 0x20) {
      // The encoder sends each control code twice, as line 21 does; a stream holds it once.
      if (word === previous) {
        previous = -1;
        continue;
      }
      previous = word;
      out.push(first, second);
      continue;
    }
    previous = -1;
    if (first !== 0) out.push(first);
    if (second !== 0) out.push(second);
  }
  return out;
}
