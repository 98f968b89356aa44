// The Latin code page of PAC texts (pacText.ts) for the bulk reader (latinTexts.ts): FE and the
// two bytes after it end a line; 0x1F (Unicode text, colours) and the italic markers '<' and '>'
// are read by decodePacText.
import { latinPage } from './latinTexts';
import {
  ACCENTS,
  isAccentedLetter,
  isStyleCode,
  LINE_BREAK,
  latinChar,
  pacAccented,
} from './pacText';

export const PAC_LATIN = latinPage({
  lineEnd: LINE_BREAK,
  lineEndBytes: 2,
  special: (byte) => byte === 0x1f || byte === 0x3c || byte === 0x3e,
  isAccent: (byte) => !isStyleCode(byte) && ACCENTS.has(byte),
  accented: (accent, next) => (isAccentedLetter(next) ? pacAccented(accent, next) : ''),
  charOf: (byte) => {
    if (byte === 0xff) return ' ';
    return isStyleCode(byte) ? '' : latinChar(byte);
  },
});
