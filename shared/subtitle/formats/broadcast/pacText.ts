// The text of a PAC subtitle in the Latin code page: ISO 8859-1 with PAC's own bytes (Nordic
// letters at 0x5C/0x5D/0x7C/0x7D, '£' at 0x23, '#' at 0x80, …) and an accent byte 0xE0–0xEC
// before the letter it goes on. '<' starts italics up to '>' or the end of the line, and takes the
// place of the space before it ('>' of the space after it). Unicode PAC wraps each line's UTF-8 in
// 1F EF BB BF … 2E, with 0xFF standing for a '.' inside.
import { transliterate } from './binaryCommon';
import type { CaptionTextBuilder, StyledLine } from './captionText';

export const LINE_BREAK = 0xfe;
const UNICODE_START = [0x1f, 0xef, 0xbb, 0xbf] as const;
const UNICODE_END = 0x2e;
const UNICODE_DOT = 0xff;
const ITALIC_ON = 0x3c;
const ITALIC_OFF = 0x3e;

/** Accent byte → combining mark of the letter after it. */
export const ACCENTS: ReadonlyMap<number, string> = new Map([
  [0xe0, '\u0303'], // tilde
  [0xe1, '\u030a'], // ring
  [0xe2, '\u0301'], // acute
  [0xe3, '\u0300'], // grave
  [0xe4, '\u0302'], // circumflex
  [0xe5, '\u0308'], // diaeresis
  [0xe6, '\u0327'], // cedilla
  [0xe7, '\u030c'], // caron (breve on A)
  [0xe8, '\u0307'], // dot above
  [0xe9, '\u0304'], // macron
  [0xea, '\u030c'], // caron (breve on A)
  [0xeb, '\u0328'], // ogonek
  [0xec, '\u030b'], // double acute
]);
const WRITTEN_ACCENTS: ReadonlyMap<string, number> = new Map([
  ['\u0303', 0xe0],
  ['\u030a', 0xe1],
  ['\u0301', 0xe2],
  ['\u0300', 0xe3],
  ['\u0302', 0xe4],
  ['\u0308', 0xe5],
  ['\u0327', 0xe6],
  ['\u030c', 0xe7],
  ['\u0307', 0xe8],
  ['\u0304', 0xe9],
  ['\u0328', 0xeb],
  ['\u030b', 0xec],
]);

/** Single bytes that are not their ISO 8859-1 character; the first byte of a character is the
 *  one written. */
const SINGLES: readonly (readonly [number, string])[] = [
  [0x20, ' '],
  [0x09, ' '],
  [0x23, '£'],
  [0x7c, 'æ'],
  [0x7d, 'ø'],
  [0x7e, '§'],
  [0x80, '#'],
  [0x5c, 'Æ'],
  [0x5d, 'Ø'],
  [0x5e, '÷'],
  [0x5f, '–'],
  [0x13, '–'],
  [0x14, '—'],
  [0x18, '‘'],
  [0x19, '’'],
  [0x1c, '“'],
  [0x81, 'ß'],
  [0x82, '²'],
  [0xb3, '³'],
  [0x83, '³'],
  [0x85, 'ŧ'],
  [0x86, 'Ŧ'],
  [0x87, 'þ'],
  [0x88, 'Þ'],
  [0x89, 'ð'],
  [0x8a, '«'],
  [0xbb, '»'],
  [0x8b, '»'],
  [0x8c, 'Đ'],
  [0x8d, 'ŋ'],
  [0x8e, 'Ŋ'],
  [0x95, 'Ħ'],
  [0x96, 'ħ'],
  [0x9a, 'Œ'],
  [0x9b, '¢'],
  [0x9c, 'Ł'],
  [0x9d, '¥'],
  [0x9e, '€'],
  [0xa6, 'ª'],
  [0xa7, 'º'],
  [0xa8, '¿'],
  [0xa9, '°'],
  [0xaa, '¾'],
  [0xab, '½'],
  [0xac, '¼'],
  [0xad, '¡'],
  [0xae, 'đ'],
  [0xb1, '±'],
  [0xb5, 'µ'],
  [0xba, 'œ'],
  [0xbc, 'ł'],
  [0xc0, '['],
  [0xc1, ']'],
  [0xd2, '®'],
  [0xd4, '©'],
  [0x7b, 'ı'],
  [0x5b, '¤'],
];
const SINGLE_CHARS: ReadonlyMap<number, string> = new Map(SINGLES);
const SINGLE_BYTES = new Map<string, number>();
for (const [byte, ch] of SINGLES) if (!SINGLE_BYTES.has(ch)) SINGLE_BYTES.set(ch, byte);

/** Colour and box codes, which this reader drops. */
export function isStyleCode(byte: number): boolean {
  return byte < 0x08 || byte === 0x0b || byte === 0x0d || byte === 0x17 || byte === 0x1d;
}

/** True when a byte of the ISO 8859-1 range stands for its own character here. */
function isPlainLatin(byte: number): boolean {
  return (
    byte >= 0x20 &&
    byte !== 0x7f &&
    !(byte >= 0x80 && byte <= 0x9f) &&
    !(byte >= 0xe0 && byte <= 0xec) &&
    byte !== ITALIC_ON &&
    byte !== ITALIC_OFF &&
    byte !== 0xfe &&
    byte !== 0xff &&
    !SINGLE_CHARS.has(byte)
  );
}

const UTF8 = new TextDecoder();

function isUnicodeStart(text: Uint8Array, at: number): boolean {
  return (
    text[at] === UNICODE_START[0] &&
    text[at + 1] === UNICODE_START[1] &&
    text[at + 2] === UNICODE_START[2] &&
    text[at + 3] === UNICODE_START[3]
  );
}

/** The characters of one subtitle's text as they go into the builder: '<' and '>' switch
 *  italics and stand for the spaces next to them. */
class PacCharacters {
  private readonly builder: CaptionTextBuilder;
  private last = '';
  private spaceAfterItalic = false;

  constructor(builder: CaptionTextBuilder) {
    this.builder = builder;
  }

  put(ch: string): void {
    const { builder } = this;
    if (ch === '<') {
      // The marker stands for the space before an italic run that follows text.
      if (this.last !== '' && this.last !== ' ') builder.append(' ');
      builder.setItalic(true);
      this.last = this.last === '' ? '' : ' ';
      return;
    }
    if (ch === '>') {
      builder.setItalic(false);
      this.spaceAfterItalic = true;
      return;
    }
    if (this.spaceAfterItalic && !' .,!?"'.includes(ch)) builder.append(' ');
    this.spaceAfterItalic = false;
    builder.append(ch);
    this.last = ch;
  }

  newLine(): void {
    this.builder.setItalic(false);
    this.builder.newLine();
    this.spaceAfterItalic = false;
    this.last = '';
  }
}

/** The accented letter an accent byte and the letter after it stand for. */
export function pacAccented(accent: number, letter: number): string {
  const mark = ACCENTS.get(accent) ?? '';
  const breve = (accent === 0xe7 || accent === 0xea) && (letter === 0x41 || letter === 0x61);
  return `${String.fromCharCode(letter)}${breve ? '\u0306' : mark}`.normalize('NFC');
}

/** Reads the text bytes of one subtitle (line breaks included) into the builder. */
export function decodePacText(text: Uint8Array, builder: CaptionTextBuilder): void {
  const out = new PacCharacters(builder);
  for (let at = 0; at < text.length; at++) {
    const byte = text[at] ?? 0;
    if (byte === LINE_BREAK) {
      out.newLine();
      at += 2; // justification and 0x03
    } else if (isUnicodeStart(text, at)) {
      const end = text.indexOf(UNICODE_END, at + UNICODE_START.length);
      const stop = end < 0 ? text.length : end;
      const utf8 = text
        .subarray(at + UNICODE_START.length, stop)
        .map((b) => (b === UNICODE_DOT ? 0x2e : b));
      for (const ch of UTF8.decode(utf8)) out.put(ch);
      at = stop;
    } else if (byte === 0x1f && text[at + 1] === 0x43) {
      // 0x1F 'C' and a digit: a colour; 0x1F 'C' and anything else: a comment to the end.
      const digit = text[at + 2] ?? 0;
      if (digit >= 0x30 && digit <= 0x39) at += 2;
      else break;
    } else if (byte === 0xff) out.put(' ');
    else if (!isStyleCode(byte)) {
      if (ACCENTS.has(byte)) {
        const next = text[at + 1] ?? 0;
        if (isAccentedLetter(next)) {
          out.put(pacAccented(byte, next));
          at++;
        }
      } else {
        const ch = latinChar(byte);
        if (ch !== '') out.put(ch);
      }
    }
  }
  builder.setItalic(false);
}

/** The letters an accent byte goes on. */
export function isAccentedLetter(byte: number): boolean {
  return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
}

/** The character of a byte that is neither a code nor an accent ('' for none). */
export function latinChar(byte: number): string {
  const plain = byte >= 0x20 && byte !== 0x7f && !(byte >= 0x80 && byte <= 0x9f);
  return SINGLE_CHARS.get(byte) ?? (plain ? String.fromCharCode(byte) : '');
}

/** A line as PAC writes it: '<' and '>' around italic runs (a '>' at the line end left out) in
 *  place of the spaces next to them; \uE001 and \uE002 stand for the markers until encoded. */
function markedLine(line: StyledLine): string {
  let out = '';
  let italic = false;
  for (const run of line) {
    const text = run.text.replace(/</g, '‹').replace(/>/g, '›');
    if (run.italic !== italic && text.trim() !== '') {
      out += run.italic ? '\uE001' : '\uE002';
      italic = run.italic;
    }
    out += text;
  }
  out = out
    .trim()
    .replace(/ \uE001/g, '\uE001')
    .replace(/\uE002 /g, '\uE002');
  return out.replace(/\uE002$/, '');
}

function latinBytes(ch: string): number[] {
  if (ch === '\uE001') return [ITALIC_ON];
  if (ch === '\uE002') return [ITALIC_OFF];
  const single = SINGLE_BYTES.get(ch);
  if (single !== undefined) return [single];
  const decomposed = ch.normalize('NFD');
  const base = decomposed.charCodeAt(0);
  const mark = decomposed.slice(1);
  const isLetter = (base >= 0x41 && base <= 0x5a) || (base >= 0x61 && base <= 0x7a);
  if (decomposed.length === 2 && isLetter) {
    if (mark === '\u0306' && (base === 0x41 || base === 0x61)) return [0xe7, base];
    const accent = WRITTEN_ACCENTS.get(mark);
    if (accent !== undefined) return [accent, base];
  }
  const code = ch.charCodeAt(0);
  if (ch.length === 1 && code <= 0xff && isPlainLatin(code)) return [code];
  const plain = transliterate(ch);
  return plain === ch || plain === '?' ? [0x3f] : [...plain].flatMap(latinBytes);
}

function unicodeBytes(line: string): number[] {
  const out: number[] = [...UNICODE_START];
  for (const ch of line) {
    if (ch === '\uE001') out.push(ITALIC_ON);
    else if (ch === '\uE002') out.push(ITALIC_OFF);
    else
      for (const b of new TextEncoder().encode(ch)) out.push(b === UNICODE_END ? UNICODE_DOT : b);
  }
  out.push(UNICODE_END);
  return out;
}

/** The text bytes of a subtitle: lines apart by FE, the justification byte and 0x03. */
export function encodePacText(
  lines: readonly StyledLine[],
  justification: number,
  unicode: boolean,
): number[] {
  const out: number[] = [];
  lines.forEach((line, index) => {
    if (index > 0) out.push(LINE_BREAK, justification, 0x03);
    const marked = markedLine(line);
    if (unicode) out.push(...unicodeBytes(marked));
    else for (const ch of marked) out.push(...latinBytes(ch));
  });
  return out;
}

/** True when the text holds a Unicode PAC line. */
export function hasUnicodeText(text: Uint8Array): boolean {
  for (let at = 0; at + 3 < text.length; at++) if (isUnicodeStart(text, at)) return true;
  return false;
}
