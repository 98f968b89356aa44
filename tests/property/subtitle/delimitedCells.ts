import fc from 'fast-check';

// Time cells for the CSV/TSV properties (delimitedRows.test.ts, delimitedSpans.test.ts): cells
// made of the characters a time cell's readings turn on (digits, separators, white space, a
// letter), and well-formed timecodes with hours of any length and every frame separator.

const timePieces = ['0', '1', '5', '9', '00', '59', '60', ':', ';', '.', ' ', '\t', '\u00a0', 'x'];

/** Cells of time-like pieces, without the delimiter, line ends or quotes. */
export const timeLikeCells = fc
  .array(fc.constantFrom(...timePieces), { maxLength: 14 })
  .map((p) => p.join('').replace(/[,\n\r"]/g, ''));

/** hh…:mm:ss followed by ':', ';' or '.' and two frame digits. */
export const timecodeCells = fc
  .tuple(
    fc.stringMatching(/^\d{1,17}$/),
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 0, max: 99 }),
    fc.constantFrom(':', ';', '.'),
    fc.integer({ min: 0, max: 99 }),
  )
  .map(([h, m, s, sep, f]) => {
    const two = (n: number): string => String(n).padStart(2, '0');
    return `${h}:${two(m)}:${two(s)}${sep}${two(f)}`;
  });
