import chardet from 'chardet';
import { codecExists, decodeWith } from './codecs';

// Which encoding an upload is in: a byte-order mark decides; else text that is valid UTF-8 is
// UTF-8; else a statistical detector (chardet) guesses from a sample.

export interface DetectedText {
  readonly text: string;
  /** The codec the bytes were read with (an iconv-lite / WHATWG name such as 'utf-8'). */
  readonly encoding: string;
  readonly hadBom: boolean;
}

/** UTF-32 marks first: FF FE 00 00 also starts with the UTF-16 LE mark. */
const BOMS: readonly (readonly [string, readonly number[]])[] = [
  ['utf-32le', [0xff, 0xfe, 0x00, 0x00]],
  ['utf-32be', [0x00, 0x00, 0xfe, 0xff]],
  ['utf-8', [0xef, 0xbb, 0xbf]],
  ['utf-16le', [0xff, 0xfe]],
  ['utf-16be', [0xfe, 0xff]],
];

/** The detector is slow on tens of megabytes and gains nothing past the first pages. */
const DETECTOR_SAMPLE_BYTES = 64 * 1024;
const FALLBACK_CODEC = 'windows-1252';

export function detectBom(bytes: Uint8Array): { codec: string; length: number } | undefined {
  for (const [codec, mark] of BOMS) {
    if (bytes.length >= mark.length && mark.every((byte, index) => bytes[index] === byte)) {
      return { codec, length: mark.length };
    }
  }
  return undefined;
}

/** chardet's name for the sample, mapped to a codec iconv-lite can decode. */
export function guessCodec(bytes: Uint8Array): string {
  const guess = chardet.detect(bytes.subarray(0, DETECTOR_SAMPLE_BYTES));
  if (!guess) return FALLBACK_CODEC;
  const name = guess.toLowerCase();
  // ISO-8859-1 guesses are usually Windows files using the 0x80–0x9F punctuation (’ “ – …).
  if (name === 'iso-8859-1') return 'windows-1252';
  return codecExists(name) ? name : FALLBACK_CODEC;
}

export function decodeDetected(bytes: Uint8Array): DetectedText {
  const bom = detectBom(bytes);
  if (bom) {
    return {
      text: decodeWith(bytes.subarray(bom.length), bom.codec),
      encoding: bom.codec,
      hadBom: true,
    };
  }
  try {
    // fatal: one native pass both validates and decodes, so large UTF-8 files cost one decode.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text, encoding: 'utf-8', hadBom: false };
  } catch {
    const codec = guessCodec(bytes);
    return { text: decodeWith(bytes, codec), encoding: codec, hadBom: false };
  }
}
