import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getFormat } from '../../../shared/subtitle/formats/registry';
import { DelimitedRowWalker } from '../../../shared/subtitle/formats/toolExports/delimitedRows';
import {
  type CellTime,
  readCellTime,
  rowTime,
} from '../../../shared/subtitle/formats/toolExports/delimitedTimes';
import { timecodeCells, timeLikeCells } from './delimitedCells';

// A quoted cell whose value is all between its quotes is kept as a span of the text, as an
// unquoted cell is (DaVinci quotes every cell): its times are read from the character codes and
// the play flag is looked at where it is. These properties hold both to the readings of the
// decoded cell: the time cells' regular expressions and /^true$/i on the trimmed flag. (The rows
// and cells themselves are held to a character-by-character reading in delimitedRows.test.ts.)

/** The cell as a file may hold it: quoted, quoted with spaces before the quote, quoted with
 *  something after the closing quote (kept as spreadsheets do), or with a doubled quote. */
const written = fc.constantFrom(
  (cell: string) => `"${cell}"`,
  (cell: string) => `  "${cell}"`,
  (cell: string) => `"${cell}"${cell}`,
  (cell: string) => `"${cell}"""`,
);

/** The decoded value of a cell written by `written`. */
function decoded(text: string): string {
  const row = new DelimitedRowWalker(`x,${text},y\n`, ',');
  row.next();
  return row.cell(1) ?? '';
}

describe('quoted time cells', () => {
  it('read from the text as the regular expressions read the decoded cell', () => {
    fc.assert(
      fc.property(
        fc.oneof(timeLikeCells, timecodeCells, fc.stringMatching(/^ ?\d{1,20} ?$/)),
        written,
        fc.constantFrom<CellTime>('ms', 'frames', 'framesDot'),
        fc.constantFrom('\n', '\r\n'),
        (cell, write, time, newLine) => {
          const text = write(cell);
          const row = new DelimitedRowWalker(`x,${text},y${newLine}`, ',');
          expect(row.next()).toBe(true);
          expect(rowTime(row, 1, time)).toBe(readCellTime(decoded(text), time));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe("DaVinci's play flag", () => {
  const flags = fc.oneof(
    fc.constantFrom('True', 'TRUE', 'true', 'tRuE', 'False', 'false', '', ' ', 'truee', 'tru'),
    fc.constantFrom(' true', 'true ', '\u00a0TRUE\t', ' True ', '\ttrue', 'tr ue'),
    // Letters that fold to t, r, u, e only beyond ASCII, and white space trim() cuts.
    fc
      .array(fc.constantFrom('t', 'T', 'r', 'u', 'e', 'E', 'ⓣ', 'ʀ', ' ', '\u00a0', '\t', 'x'), {
        maxLength: 7,
      })
      .map((p) => p.join('')),
  );

  it('is read as /^true$/i reads the trimmed cell, quoted or not', () => {
    fc.assert(
      fc.property(flags, fc.boolean(), (flag, quoted) => {
        const cell = quoted ? `"${flag}"` : flag;
        const text = `"1","00:00:01:00","00:00:02:00","","Hello",${cell}\n`;
        const read = getFormat('Csv DaVinci').parse({
          text,
          bytes: new Uint8Array(),
          fileName: 'a.csv',
        });
        expect(read.paragraphs[0]?.extra?.play === true).toBe(/^true$/i.test(flag.trim()));
      }),
      { numRuns: 1000 },
    );
  });
});
