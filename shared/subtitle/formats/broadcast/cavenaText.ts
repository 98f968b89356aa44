// The 51-byte text fields of Cavena 890. Latin languages use Windows-1252 with Cavena's own codes:
// an accent byte (0x81–0x8F) before the letter it goes on, Nordic letters at 0x1B–0x1F and
// 0x5B–0x5D, 0x88/0x98 to start/end italics, 0x7F filling the rest of the field. Chinese fields
// hold UTF-16BE with the same control codes as 0x00 XX pairs. The reader is cavenaFields.ts.
import { cp1252Byte, transliterate } from './binaryCommon';
import type { StyledLine } from './captionText';

export const FIELD_BYTES = 51;
export const FILL = 0x7f;
export const ITALIC_ON = 0x88;
export const ITALIC_OFF = 0x98;

export const LANGUAGE_ENGLISH = 0x09;
export const LANGUAGE_DANISH = 0x07;
export const LANGUAGE_SWEDISH = 0x28;
export const LANGUAGE_NORWEGIAN = 0x1e;
export const LANGUAGE_CHINESE_TRADITIONAL = 0x90;
export const LANGUAGE_CHINESE_SIMPLIFIED = 0x91;

export function isChinese(language: number): boolean {
  return language === LANGUAGE_CHINESE_TRADITIONAL || language === LANGUAGE_CHINESE_SIMPLIFIED;
}

export function isNordic(language: number): boolean {
  return (
    language === LANGUAGE_DANISH || language === LANGUAGE_SWEDISH || language === LANGUAGE_NORWEGIAN
  );
}

/** Accent byte → combining mark of the letter that follows it. */
export const ACCENTS: ReadonlyMap<number, string> = new Map([
  [0x81, '\u0300'], // grave
  [0x82, '\u0301'], // acute
  [0x83, '\u0302'], // circumflex
  [0x84, '\u030c'], // caron
  [0x85, '\u0303'], // tilde
  [0x86, '\u0308'], // diaeresis
  [0x87, '\u0327'], // cedilla (Romanian ş ţ)
  [0x89, '\u0306'], // breve
  [0x8c, '\u030a'], // ring
  [0x8e, '\u0307'], // dot above
  [0x8f, '\u0328'], // ogonek
]);
const ACCENT_BYTES = new Map([...ACCENTS].map(([byte, mark]) => [mark, byte]));

export const SINGLES: ReadonlyMap<number, string> = new Map([
  [0x02, 'Đ'],
  [0x1b, 'æ'],
  [0x1c, 'ø'],
  [0x1d, 'å'],
  [0x1e, 'Æ'],
  [0x1f, 'Ø'],
  [0x5b, 'Æ'],
  [0x5c, 'Ø'],
  [0x5d, 'Å'],
  [0x7c, 'ł'],
  [0x7d, 'đ'],
  [0xbe, '-'],
  [0xe2, '@'],
  [0xeb, '♪'],
]);
/** Bytes a writer never uses for their Windows-1252 character (they are codes here). */
const RESERVED = new Set([
  ...SINGLES.keys(),
  0xe5,
  0xe6,
  0xf1,
  0xf2,
  0xf3,
  0xf4,
  0xf5,
  0xf6,
  0xf7,
  0xf8,
]);
const WRITTEN_SINGLES: ReadonlyMap<string, number> = new Map([
  ['æ', 0x1b],
  ['ø', 0x1c],
  ['å', 0x1d],
  ['Æ', 0x5b],
  ['Ø', 0x5c],
  ['Å', 0x5d],
  ['ł', 0x7c],
  ['đ', 0x7d],
  ['Đ', 0x02],
  ['♪', 0xeb],
]);

function latinBytes(ch: string, language: number): number[] {
  const single = WRITTEN_SINGLES.get(ch);
  if (single !== undefined) return [single];
  if ((ch === '[' || ch === ']') && !isNordic(language)) return [ch === '[' ? 0xe5 : 0xe6];
  const decomposed = ch.normalize('NFD');
  const mark = decomposed.slice(1);
  const base = decomposed.charCodeAt(0);
  const accent = ACCENT_BYTES.get(mark);
  if (decomposed.length === 2 && accent !== undefined && base >= 0x41 && base <= 0x7a) {
    return [accent, base];
  }
  const byte = cp1252Byte(ch);
  if (byte !== undefined && !RESERVED.has(byte) && !(byte >= 0x80 && byte <= 0x9f)) return [byte];
  if (byte !== undefined && byte < 0x80) return [0x3f];
  const plain = transliterate(ch);
  return plain === ch ? [0x3f] : [...plain].flatMap((c) => latinBytes(c, language));
}

/** One line as a 51-byte field: what does not fit is cut at a character boundary. */
export function encodeField(line: StyledLine, language: number): Uint8Array {
  const wide = isChinese(language);
  const field = new Uint8Array(FIELD_BYTES).fill(wide ? 0 : FILL);
  let at = 0;
  const put = (codes: readonly number[]): boolean => {
    const bytes = wide ? codes.flatMap((code) => [code >> 8, code & 0xff]) : codes;
    if (at + bytes.length > FIELD_BYTES) return false;
    field.set(bytes, at);
    at += bytes.length;
    return true;
  };
  let italic = false;
  for (const run of line) {
    if (run.italic !== italic && run.text.trim() !== '') {
      if (!put([run.italic ? ITALIC_ON : ITALIC_OFF])) return field;
      italic = run.italic;
    }
    for (const ch of run.text) {
      const codes = wide
        ? Array.from({ length: ch.length }, (_, i) => ch.charCodeAt(i))
        : latinBytes(ch, language);
      if (!put(codes)) return field;
    }
  }
  if (italic) put([ITALIC_OFF]);
  return field;
}
