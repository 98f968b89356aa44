import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getFormat } from '../../../shared/subtitle/formats/registry';
import {
  DelimitedRowWalker,
  readDelimitedRows,
} from '../../../shared/subtitle/formats/toolExports/delimitedRows';
import {
  type CellTime,
  readCellTime,
  rowTime,
} from '../../../shared/subtitle/formats/toolExports/delimitedTimes';
import { timecodeCells, timeLikeCells } from './delimitedCells';

// The CSV/TSV row walker reads rows with the runtime's searches and time cells from character
// codes; these properties hold it to a plain character-by-character reading of RFC 4180 rows (the
// reference below) and to the time cells' regular expressions, on texts made of the characters
// that matter (delimiters, quotes, CR, LF, spaces, white space trim() cuts, digits).

interface Row {
  cells: string[];
  line: number;
}

/** Rows read one character at a time: the reading the walker must give. */
function referenceRows(text: string, delimiter: string): { rows: Row[]; unclosed: number } {
  const rows: Row[] = [];
  const separator = delimiter.charCodeAt(0);
  const isCellEnd = (code: number): boolean => code === separator || code === 10 || code === 13;
  let cells: string[] = [];
  let line = 1;
  let rowLine = 1;
  let at = 0;
  while (at <= text.length) {
    let first = at;
    while (first < text.length && text.charCodeAt(first) === 32) first++;
    let cell: string;
    let end: number;
    if (text.charCodeAt(first) === 34) {
      const parts: string[] = [];
      let from = first + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) return { rows, unclosed: rowLine };
        for (let index = from; index < quote; index++) {
          const code = text.charCodeAt(index);
          if (code === 10 || (code === 13 && text.charCodeAt(index + 1) !== 10)) line++;
        }
        parts.push(text.slice(from, quote));
        if (text.charCodeAt(quote + 1) !== 34) {
          from = quote + 1;
          break;
        }
        parts.push('"');
        from = quote + 2;
      }
      end = from;
      while (end < text.length && !isCellEnd(text.charCodeAt(end))) end++;
      cell = parts.join('') + text.slice(from, end);
      cell = cell.replace(/\r\n?/g, '\n');
    } else {
      end = at;
      while (end < text.length && !isCellEnd(text.charCodeAt(end))) end++;
      cell = text.slice(at, end);
    }
    cells.push(cell);
    const code = text.charCodeAt(end);
    if (code === separator) {
      at = end + 1;
      continue;
    }
    if (cells.some((value) => value.trim().length > 0)) rows.push({ cells, line: rowLine });
    cells = [];
    if (end >= text.length) break;
    at = code === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
    line++;
    rowLine = line;
  }
  return { rows, unclosed: 0 };
}

const pieces = [
  'a',
  'b c',
  '1',
  '07',
  ':',
  '"',
  '""',
  ',',
  '\t',
  '\n',
  '\r',
  '\r\n',
  ' ',
  '\u00a0',
];
const texts = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((p) => p.join(''));

describe('the CSV/TSV row walker', () => {
  it('reads the rows, cells and lines a character-by-character reading gives', () => {
    fc.assert(
      fc.property(texts, fc.constantFrom(',', '\t'), (text, delimiter) => {
        expect(readDelimitedRows(text, delimiter)).toEqual(referenceRows(text, delimiter));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('time cells', () => {
  it('read from the text as the regular expressions read them', () => {
    fc.assert(
      fc.property(
        fc.oneof(timeLikeCells, timecodeCells, fc.stringMatching(/^ ?\d{1,20} ?$/)),
        fc.constantFrom<CellTime>('ms', 'frames', 'framesDot'),
        (cell, time) => {
          const row = new DelimitedRowWalker(`x,${cell},y\n`, ',');
          expect(row.next()).toBe(true);
          expect(rowTime(row, 1, time)).toBe(readCellTime(cell, time));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('read the usual cells without the regular expressions', () => {
    const row = new DelimitedRowWalker('1\t01:02:03:04\t1500\t00:00:01.12\n', '\t');
    expect(row.next()).toBe(true);
    expect(rowTime(row, 1, 'frames')).toBe(readCellTime('01:02:03:04', 'frames'));
    expect(rowTime(row, 2, 'ms')).toBe(1500);
    expect(rowTime(row, 3, 'framesDot')).toBe(readCellTime('00:00:01.12', 'framesDot'));
    expect(rowTime(row, 3, 'frames')).toBe(-1);
    expect(rowTime(row, 4, 'ms')).toBe(-1);
  });
});

describe('cue texts', () => {
  it('have each line trimmed, then the whole, as split, trim and join give', () => {
    const textPieces = ['a', 'b c', ' ', '\n', '\t', '\u00a0', '\u3000', 'x\ny'];
    const cueTexts = fc
      .array(fc.constantFrom(...textPieces), { maxLength: 12 })
      .map((p) => p.join(''));
    fc.assert(
      fc.property(cueTexts, (cueText) => {
        const text = `1,00:00:01:00,00:00:02:00,"${cueText}"\n`;
        const read = getFormat('Csv2').parse({ text, bytes: new Uint8Array(), fileName: 'a.csv' });
        const expected = cueText
          .split('\n')
          .map((line) => line.trim())
          .join('\n')
          .trim();
        expect(read.paragraphs[0]?.text).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
