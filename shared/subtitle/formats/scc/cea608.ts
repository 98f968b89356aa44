// CEA-608 (line 21) facts the SCC reader and writer share: odd parity, the character sets and
// the control codes of data channel 1. Bytes here are 7-bit values unless a name says parity.

/** Sets bit 7 so the byte has an odd number of 1 bits, as line 21 transmits it. */
export function withOddParity(byte: number): number {
  let ones = 0;
  for (let bits = byte & 0x7f; bits !== 0; bits >>= 1) ones += bits & 1;
  return ones % 2 === 1 ? byte & 0x7f : (byte & 0x7f) | 0x80;
}

export function hasOddParity(byte: number): boolean {
  return withOddParity(byte & 0x7f) === byte;
}

/** The basic North American set is ASCII except at these ten codes. */
const BASIC_DIFFERENCES: ReadonlyMap<number, string> = new Map([
  [0x2a, 'á'],
  [0x5c, 'é'],
  [0x5e, 'í'],
  [0x5f, 'ó'],
  [0x60, 'ú'],
  [0x7b, 'ç'],
  [0x7c, '÷'],
  [0x7d, 'Ñ'],
  [0x7e, 'ñ'],
  [0x7f, '█'],
]);

export function basicCharacter(code: number): string | undefined {
  if (code < 0x20 || code > 0x7f) return undefined;
  return BASIC_DIFFERENCES.get(code) ?? String.fromCharCode(code);
}

/** 0x11 0x30–0x3F (0x39 is the transparent space, read as a plain space). */
export const SPECIAL_CHARACTERS = '®°½¿™¢£♪à èâêîôû';
/** 0x12 0x20–0x3F: Spanish, French and miscellaneous. */
export const EXTENDED_SPANISH_FRENCH = 'ÁÉÓÚÜü‘¡*’—©℠•“”ÀÂÇÈÊËëÎÏïÔÙùÛ«»';
/** 0x13 0x20–0x3F: Portuguese, German, Danish and box corners. */
export const EXTENDED_PORTUGUESE_GERMAN = 'ÃãÍÌìÒòÕõ{}\\^_|~ÄäÖöß¥¤¦ÅåØø┌┐└┘';

export const MISC = {
  RCL: 0x20,
  BS: 0x21,
  DER: 0x24,
  RU2: 0x25,
  RU3: 0x26,
  RU4: 0x27,
  RDC: 0x29,
  TR: 0x2a,
  RTD: 0x2b,
  EDM: 0x2c,
  CR: 0x2d,
  ENM: 0x2e,
  EOC: 0x2f,
} as const;

/** First byte of a channel-1 miscellaneous control code (0x1C is channel 2). */
export const MISC_CONTROL_CC1 = 0x14;
export const MID_ROW_CC1 = 0x11;
export const TAB_OFFSET_CC1 = 0x17;
export const MID_ROW_WHITE = 0x20;
export const MID_ROW_ITALICS = 0x2e;

/** PAC rows: [first byte, second byte base] for rows 1–15 (row 11 has only the low half). */
const PAC_ROWS: readonly (readonly [number, number])[] = [
  [0x11, 0x40],
  [0x11, 0x60],
  [0x12, 0x40],
  [0x12, 0x60],
  [0x15, 0x40],
  [0x15, 0x60],
  [0x16, 0x40],
  [0x16, 0x60],
  [0x17, 0x40],
  [0x17, 0x60],
  [0x10, 0x40],
  [0x13, 0x40],
  [0x13, 0x60],
  [0x14, 0x40],
  [0x14, 0x60],
];

/** Preamble address code placing the cursor at row 1–15, column 0/4/…/28, white, no underline. */
export function preambleAddressCode(row: number, indentColumns: number): [number, number] {
  const [first, base] = PAC_ROWS[Math.min(15, Math.max(1, row)) - 1] ?? [0x14, 0x60];
  const indentStep = Math.min(7, Math.floor(Math.max(0, indentColumns) / 4));
  return [first, base + 0x10 + indentStep * 2];
}

export interface PreambleAddress {
  row: number;
  column: number;
  italic: boolean;
}

/** Decodes a PAC of channel 1 (first byte 0x10–0x17, second 0x40–0x7F); undefined if none. */
export function decodePreambleAddress(first: number, second: number): PreambleAddress | undefined {
  if (first < 0x10 || first > 0x17 || second < 0x40 || second > 0x7f) return undefined;
  const high = second >= 0x60 ? 0x60 : 0x40;
  const index = PAC_ROWS.findIndex(([f, base]) => f === first && base === high);
  if (index < 0) return undefined;
  const attribute = second & 0x1f;
  if (attribute >= 0x10)
    return { row: index + 1, column: ((attribute - 0x10) >> 1) * 4, italic: false };
  // 0x0E/0x0F: white italics (with/without underline) at column 0; others are colours.
  return { row: index + 1, column: 0, italic: attribute >= 0x0e };
}
