// The 112-byte text field of a TTI block: printable bytes in the file's character code table,
// 0x8A line breaks, 0x80/0x81 italics on/off, 0x82/0x83 underline on/off, 0x8F unused space,
// and teletext control codes 0x00–0x1F (colours, double height 0x0D, boxing) that carry no text.
import { decodeCharacter, encodeCharacter, isDiacriticPrefix } from './iso6937';

export const TEXT_FIELD_BYTES = 112;
const CR_LF = 0x8a;
const UNUSED = 0x8f;
const DOUBLE_HEIGHT = 0x0d;
const START_BOX = 0x0b;

const CONTROL_TAGS: Record<number, string> = {
  0x80: '<i>',
  0x81: '</i>',
  0x82: '<u>',
  0x83: '</u>',
};

export interface DecodedText {
  text: string;
  doubleHeight: boolean;
}

/** Drops closings without an opening and closes what is left open, line by line. */
function balanceTags(line: string, open: Set<string>): string {
  let out = '';
  for (const part of line.split(/(<\/?[iu]>)/)) {
    const match = /^<(\/?)([iu])>$/.exec(part);
    if (!match) out += part;
    else if (match[1] === '' && !open.has(match[2] ?? '')) {
      open.add(match[2] ?? '');
      out += part;
    } else if (match[1] === '/' && open.has(match[2] ?? '')) {
      open.delete(match[2] ?? '');
      out += part;
    }
  }
  return out;
}

export function decodeTextField(field: Uint8Array, table: string): DecodedText {
  const rows: string[] = [''];
  let doubleHeight = false;
  for (let i = 0; i < field.length;) {
    const byte = field[i] ?? UNUSED;
    if (byte === CR_LF) {
      // Teletext double-height rows are separated by two CR/LFs; empty rows are not kept.
      if (rows.at(-1)?.trim() !== '') rows.push('');
      i++;
      continue;
    }
    const tag = CONTROL_TAGS[byte];
    let piece = '';
    let used = 1;
    if (tag !== undefined) piece = tag;
    else if (byte === DOUBLE_HEIGHT) doubleHeight = true;
    else if (byte >= 0x20 && (byte < 0x80 || byte >= 0xa0))
      [piece, used] = decodeCharacter(table, field, i);
    rows[rows.length - 1] += piece;
    i += used;
  }
  const open = new Set<string>();
  const lines = rows
    .map((row) => balanceTags(row, open).replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  let text = lines.join('\n');
  for (const tag of [...open].reverse()) text += `</${tag}>`;
  return { text: text.replace(/<([iu])>( *)<\/\1>/g, '$2'), doubleHeight };
}

/** Text bytes of a subtitle (any length; split into 112-byte fields by the caller). */
export function encodeText(text: string, table: string, doubleHeight: boolean): number[] {
  const bytes: number[] = [];
  const lines = text.normalize('NFC').split('\n');
  lines.forEach((line, index) => {
    if (index > 0) bytes.push(...(doubleHeight ? [CR_LF, CR_LF] : [CR_LF]));
    if (doubleHeight) bytes.push(DOUBLE_HEIGHT, START_BOX, START_BOX);
    for (const part of line.split(/(<\/?[a-z][^<>]*>)/i)) {
      const tag = /^<(\/?)([iu])>$/i.exec(part);
      if (tag) {
        const italic = (tag[2] ?? '').toLowerCase() === 'i';
        bytes.push((italic ? 0x80 : 0x82) + (tag[1] === '/' ? 1 : 0));
      } else if (!/^<\/?[a-z]/i.test(part)) {
        for (const ch of part) bytes.push(...encodeCharacter(table, ch));
      }
    }
  });
  return bytes;
}

/** Cuts text bytes into 112-byte fields padded with 0x8F, never between a diacritic and its
 *  letter. An empty text still needs one field. */
export function splitTextFields(bytes: readonly number[]): Uint8Array[] {
  const fields: Uint8Array[] = [];
  let at = 0;
  do {
    let end = Math.min(bytes.length, at + TEXT_FIELD_BYTES);
    if (end < bytes.length && end > at + 1 && isDiacriticPrefix(bytes[end - 1] ?? 0)) end--;
    const field = new Uint8Array(TEXT_FIELD_BYTES).fill(UNUSED);
    field.set(bytes.slice(at, end));
    fields.push(field);
    at = end;
  } while (at < bytes.length);
  return fields;
}
