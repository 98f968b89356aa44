// Character code tables of EBU STL text fields. Table 00 is Latin ISO/IEC 6937: ASCII below
// 0x80, single characters in 0xA0–0xFF, and non-spacing diacritics 0xC1–0xCF that precede the
// letter they go on. Tables 01–04 are ISO 8859-5/6/7/8 in their upper half (decoded through
// TextDecoder, which browsers and Node both provide).

const LATIN_UPPER: Record<number, string> = {
  0xa0: '\u00a0',
  0xa1: '¡',
  0xa2: '¢',
  0xa3: '£',
  0xa4: '$',
  0xa5: '¥',
  0xa6: '#',
  0xa7: '§',
  0xa8: '¤',
  0xa9: '‘',
  0xaa: '“',
  0xab: '«',
  0xac: '←',
  0xad: '↑',
  0xae: '→',
  0xaf: '↓',
  0xb0: '°',
  0xb1: '±',
  0xb2: '²',
  0xb3: '³',
  0xb4: '×',
  0xb5: 'µ',
  0xb6: '¶',
  0xb7: '·',
  0xb8: '÷',
  0xb9: '’',
  0xba: '”',
  0xbb: '»',
  0xbc: '¼',
  0xbd: '½',
  0xbe: '¾',
  0xbf: '¿',
  0xd0: '―',
  0xd1: '¹',
  0xd2: '®',
  0xd3: '©',
  0xd4: '™',
  0xd5: '♪',
  0xd6: '¬',
  0xd7: '¦',
  0xdc: '⅛',
  0xdd: '⅜',
  0xde: '⅝',
  0xdf: '⅞',
  0xe0: 'Ω',
  0xe1: 'Æ',
  0xe2: 'Đ',
  0xe3: 'ª',
  0xe4: 'Ħ',
  0xe6: 'Ĳ',
  0xe7: 'Ŀ',
  0xe8: 'Ł',
  0xe9: 'Ø',
  0xea: 'Œ',
  0xeb: 'º',
  0xec: 'Þ',
  0xed: 'Ŧ',
  0xee: 'Ŋ',
  0xef: 'ŉ',
  0xf0: 'ĸ',
  0xf1: 'æ',
  0xf2: 'đ',
  0xf3: 'ð',
  0xf4: 'ħ',
  0xf5: 'ı',
  0xf6: 'ĳ',
  0xf7: 'ŀ',
  0xf8: 'ł',
  0xf9: 'ø',
  0xfa: 'œ',
  0xfb: 'ß',
  0xfc: 'þ',
  0xfd: 'ŧ',
  0xfe: 'ŋ',
  0xff: '\u00ad',
};

/** Prefix byte → combining mark (0xC9 is an old second umlaut code, read as diaeresis). */
const DIACRITICS: Record<number, string> = {
  0xc1: '\u0300',
  0xc2: '\u0301',
  0xc3: '\u0302',
  0xc4: '\u0303',
  0xc5: '\u0304',
  0xc6: '\u0306',
  0xc7: '\u0307',
  0xc8: '\u0308',
  0xc9: '\u0308',
  0xca: '\u030a',
  0xcb: '\u0327',
  0xcd: '\u030b',
  0xce: '\u0328',
  0xcf: '\u030c',
};

export function isDiacriticPrefix(byte: number): boolean {
  return byte >= 0xc1 && byte <= 0xcf && DIACRITICS[byte] !== undefined;
}

const LATIN_ENCODE = new Map<string, number>();
for (const [byte, ch] of Object.entries(LATIN_UPPER))
  if (Number(byte) !== 0xa4) LATIN_ENCODE.set(ch, Number(byte));
const MARK_TO_PREFIX = new Map<string, number>();
for (const [byte, mark] of Object.entries(DIACRITICS))
  if (Number(byte) !== 0xc9) MARK_TO_PREFIX.set(mark, Number(byte));

/** Decodes one printable byte (or a prefix + letter pair) of table 00; returns the text and
 *  how many bytes it used. */
export function decodeLatin(bytes: Uint8Array, at: number): [text: string, used: number] {
  const byte = bytes[at] ?? 0;
  if (byte < 0x80) return [String.fromCharCode(byte), 1];
  const mark = DIACRITICS[byte];
  if (mark !== undefined) {
    const next = bytes[at + 1];
    if (next !== undefined && next >= 0x20 && next < 0x80) {
      return [(String.fromCharCode(next) + mark).normalize('NFC'), 2];
    }
    return ['', 1];
  }
  return [LATIN_UPPER[byte] ?? '', 1];
}

/** Bytes of one character in table 00 ('?' when the table cannot hold it). */
export function encodeLatin(ch: string): number[] {
  const code = ch.charCodeAt(0);
  if (ch.length === 1 && code >= 0x20 && code < 0x7f) return [code];
  const single = LATIN_ENCODE.get(ch);
  if (single !== undefined) return [single];
  const [base = '', mark = '', extra] = [...ch.normalize('NFD')];
  const prefix = MARK_TO_PREFIX.get(mark);
  if (
    prefix !== undefined &&
    extra === undefined &&
    base.charCodeAt(0) >= 0x20 &&
    base.charCodeAt(0) < 0x7f
  ) {
    return [prefix, base.charCodeAt(0)];
  }
  return [0x3f];
}

const OTHER_TABLES: Record<string, string> = {
  '01': 'iso-8859-5',
  '02': 'iso-8859-6',
  '03': 'iso-8859-7',
  '04': 'iso-8859-8',
};
const upperHalves = new Map<string, { decode: string[]; encode: Map<string, number> }>();

function upperHalf(table: string): { decode: string[]; encode: Map<string, number> } | undefined {
  const label = OTHER_TABLES[table];
  if (!label) return undefined;
  let half = upperHalves.get(table);
  if (!half) {
    const decoder = new TextDecoder(label);
    const decode: string[] = [];
    const encode = new Map<string, number>();
    for (let byte = 0xa0; byte <= 0xff; byte++) {
      const ch = decoder.decode(new Uint8Array([byte]));
      decode[byte - 0xa0] = ch === '\ufffd' ? '' : ch;
      if (ch !== '\ufffd') encode.set(ch, byte);
    }
    half = { decode, encode };
    upperHalves.set(table, half);
  }
  return half;
}

export function isKnownCodeTable(table: string): boolean {
  return table === '00' || OTHER_TABLES[table] !== undefined;
}

/** Decodes a printable byte (≥ 0x20, not 0x80–0x9F) in the given character code table. */
export function decodeCharacter(
  table: string,
  bytes: Uint8Array,
  at: number,
): [text: string, used: number] {
  if (table === '00') return decodeLatin(bytes, at);
  const byte = bytes[at] ?? 0;
  if (byte < 0x80) return [String.fromCharCode(byte), 1];
  return [upperHalf(table)?.decode[byte - 0xa0] ?? '', 1];
}

export function encodeCharacter(table: string, ch: string): number[] {
  if (table === '00') return encodeLatin(ch);
  const code = ch.charCodeAt(0);
  if (ch.length === 1 && code >= 0x20 && code < 0x7f) return [code];
  const byte = upperHalf(table)?.encode.get(ch);
  return [byte ?? 0x3f];
}
