// Encodes captions as pop-on SCC data: each caption is loaded into non-displayed memory
// (RCL, ENM, a PAC per row, text) early enough that its EOC lands on the caption's start frame,
// and cleared by EDM at its end unless the next caption's EOC replaces it. Control codes are
// doubled, rows are centred (PAC indent + tab offset) on the bottom rows, 32 columns at most.
import {
  basicCharacter,
  EXTENDED_PORTUGUESE_GERMAN,
  EXTENDED_SPANISH_FRENCH,
  MID_ROW_CC1,
  MID_ROW_ITALICS,
  MID_ROW_WHITE,
  MISC,
  MISC_CONTROL_CC1,
  preambleAddressCode,
  SPECIAL_CHARACTERS,
  TAB_OFFSET_CC1,
  withOddParity,
} from './cea608';
import { COLUMNS, ROWS } from './sccMemory';

type Unit = { kind: 'std'; code: number } | { kind: 'ctrl'; first: number; second: number };
interface StyledChar {
  ch: string;
  italic: boolean;
}

const STANDARD_CODES = new Map<string, number>();
for (let code = 0x20; code <= 0x7f; code++) {
  const ch = basicCharacter(code);
  if (ch !== undefined) STANDARD_CODES.set(ch, code);
}

const FALLBACKS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '«': '"',
  '»': '"',
  '—': '-',
  '•': '.',
  '{': '(',
  '}': ')',
  '\\': '/',
};

function standardFallback(ch: string): number {
  const base = ch.normalize('NFD')[0] ?? '';
  return STANDARD_CODES.get(FALLBACKS[ch] ?? base) ?? STANDARD_CODES.get(' ') ?? 0x20;
}

/** The units one character needs: a standard code, a special code, or fallback + extended. */
export function encodeCharacter(ch: string): Unit[] {
  const standard = STANDARD_CODES.get(ch);
  if (standard !== undefined) return [{ kind: 'std', code: standard }];
  const special = SPECIAL_CHARACTERS.indexOf(ch);
  if (special >= 0 && ch !== ' ')
    return [{ kind: 'ctrl', first: MID_ROW_CC1, second: 0x30 + special }];
  for (const [first, set] of [
    [0x12, EXTENDED_SPANISH_FRENCH],
    [0x13, EXTENDED_PORTUGUESE_GERMAN],
  ] as const) {
    const index = set.indexOf(ch);
    if (index >= 0) {
      return [
        { kind: 'std', code: standardFallback(ch) },
        { kind: 'ctrl', first, second: 0x20 + index },
      ];
    }
  }
  const base = ch.normalize('NFD')[0] ?? '?';
  return [{ kind: 'std', code: STANDARD_CODES.get(base) ?? 0x3f }];
}

function styledChars(line: string): StyledChar[] {
  const chars: StyledChar[] = [];
  let italic = false;
  for (const part of line.split(/(<\/?i>|<[^<>]*>)/i)) {
    if (/^<i>$/i.test(part)) italic = true;
    else if (/^<\/i>$/i.test(part)) italic = false;
    else if (!part.startsWith('<') || part.length < 2) {
      for (const ch of part) chars.push({ ch: ch === '\t' ? ' ' : ch, italic });
    }
  }
  return chars;
}

/** Greedy word wrap to the 32 columns of a caption row. */
export function wrapRow(chars: readonly StyledChar[], width = COLUMNS): StyledChar[][] {
  const rows: StyledChar[][] = [];
  let row: StyledChar[] = [];
  let lastSpace = -1;
  for (const char of chars) {
    if (row.length === 0 && char.ch === ' ') continue;
    row.push(char);
    if (char.ch === ' ') lastSpace = row.length - 1;
    if (row.length > width) {
      const cut = lastSpace > 0 ? lastSpace : width;
      rows.push(row.slice(0, cut));
      row = row.slice(lastSpace > 0 ? cut + 1 : cut);
      lastSpace = row.findLastIndex((c) => c.ch === ' ');
    }
  }
  if (row.length > 0) rows.push(row);
  return rows.map((r) => {
    let end = r.length;
    while (end > 0 && r[end - 1]?.ch === ' ') end--;
    return r.slice(0, end);
  });
}

/** A row's units with mid-row codes where italics change (a mid-row code takes a column, so it
 *  replaces the space before the change when there is one); returns the columns it fills. */
function rowUnits(chars: readonly StyledChar[]): { units: Unit[]; columns: number } {
  const units: Unit[] = [];
  let columns = 0;
  let italic = false;
  for (const char of chars) {
    if (char.ch !== ' ' && char.italic !== italic) {
      italic = char.italic;
      const midRow: Unit = {
        kind: 'ctrl',
        first: MID_ROW_CC1,
        second: italic ? MID_ROW_ITALICS : MID_ROW_WHITE,
      };
      const last = units.at(-1);
      if (last?.kind === 'std' && last.code === 0x20) units[units.length - 1] = midRow;
      else {
        units.push(midRow);
        columns++;
      }
    }
    const encoded = encodeCharacter(char.ch);
    units.push(...encoded);
    columns++;
  }
  return { units, columns };
}

function word(first: number, second: number): string {
  const value = (withOddParity(first) << 8) | withOddParity(second);
  return value.toString(16).padStart(4, '0');
}

const control = (first: number, second: number): Unit => ({ kind: 'ctrl', first, second });
const misc = (code: number): Unit => control(MISC_CONTROL_CC1, code);
export const EDM_WORD = word(MISC_CONTROL_CC1, MISC.EDM);

/** Words that load a caption and display it with EOC (the last two words); [] for no text. */
export function loadCaptionWords(text: string): string[] {
  const rows = text
    .split('\n')
    .flatMap((line) => wrapRow(styledChars(line)))
    .filter((r) => r.length > 0);
  if (rows.length === 0) return [];
  const shown = rows.slice(-ROWS);
  const units: Unit[] = [misc(MISC.RCL), misc(MISC.ENM)];
  shown.forEach((chars, index) => {
    const { units: text, columns } = rowUnits(chars);
    const column = Math.max(0, Math.floor((COLUMNS - columns) / 2));
    const [first, second] = preambleAddressCode(ROWS - shown.length + 1 + index, column);
    units.push(control(first, second));
    if (column % 4 !== 0) units.push(control(TAB_OFFSET_CC1, 0x20 + (column % 4)));
    units.push(...text);
  });
  units.push(misc(MISC.EOC));
  const words: string[] = [];
  let pending: number | undefined;
  for (const unit of units) {
    if (unit.kind === 'std') {
      if (pending === undefined) pending = unit.code;
      else {
        words.push(word(pending, unit.code));
        pending = undefined;
      }
      continue;
    }
    if (pending !== undefined) words.push(word(pending, 0));
    pending = undefined;
    const code = word(unit.first, unit.second);
    words.push(code, code);
  }
  return words;
}
