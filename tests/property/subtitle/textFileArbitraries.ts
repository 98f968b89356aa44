import fc from 'fast-check';
import { it } from 'vitest';

// Pieces of text subtitle files for the reference tests: lines as real files have them, whole,
// damaged or odd, how a list of lines becomes a file, and the two checks each test makes.

/** A decimal of `min` to `max` digits. */
export const digits = (min: number, max: number) =>
  fc.integer({ min: min === 1 ? 0 : 10 ** (min - 1), max: 10 ** max - 1 }).map(String);

/** A clock part: mostly two digits as written, sometimes one digit or a value past 59. */
const clockPart = fc.oneof(
  fc.integer({ min: 0, max: 59 }).map((n) => String(n).padStart(2, '0')),
  fc.integer({ min: 0, max: 99 }).map(String),
);

export const blanks = fc.constantFrom('', ' ', '  ', '\t', ' \t');

/** "h:m:s" with a ',' or '.' fraction or none; `hoursOptional` also gives "m:s" times. */
export function clockText(hoursOptional: boolean) {
  return fc
    .tuple(
      fc.oneof(
        fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0')),
        digits(1, 3),
      ),
      clockPart,
      clockPart,
      fc.constantFrom(',', '.', ''),
      digits(1, 5),
      fc.boolean(),
    )
    .map(([h, m, s, separator, fraction, withoutHours]) => {
      const clock = hoursOptional && withoutHours ? `${m}:${s}` : `${h}:${m}:${s}`;
      return `${clock}${separator}${separator ? fraction : ''}`;
    });
}

export const textLine = fc.oneof(
  fc.constantFrom(
    'Hello there',
    '<i>Careful</i>',
    'It costs 12:30',
    'A --> B',
    '42',
    ' 7 ',
    '♪',
    '',
  ),
  fc.string({ maxLength: 20 }).map((s) => s.replace(/[\r\n]/g, ' ')),
);

/** Lines joined into a file the way files are saved: one kind of line end, maybe a BOM, maybe a
 *  line end after the last line. */
export function asFile(lines: fc.Arbitrary<string[]>): fc.Arbitrary<string> {
  return fc
    .tuple(fc.boolean(), lines, fc.constantFrom('\n', '\r\n', '\r'), fc.boolean())
    .map(([bom, body, newLine, finalNewLine]) => {
      const text = body.join(newLine);
      return `${bom ? '\uFEFF' : ''}${text}${finalNewLine ? newLine : ''}`;
    });
}

/** The file's lines, whatever their ends, without its BOM. */
export function fileLines(source: string): string[] {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  return text.split(/\r\n|\r|\n/);
}

/** A fraction's digits as ms: "5" is 500, "25" 250, "1234" 123 (rounded). */
export function fractionMs(fraction: string | undefined): number {
  if (fraction === undefined || fraction === '') return 0;
  return Math.round((Number(fraction) * 1000) / 10 ** fraction.length);
}

/** Trims what the parsers trim: every character up to the space, line ends included. */
export function trimControls(text: string): string {
  let from = 0;
  let to = text.length;
  while (from < to && text.charCodeAt(from) <= 32) from++;
  while (to > from && text.charCodeAt(to - 1) <= 32) to--;
  return text.slice(from, to);
}

/** The two checks of a reference test: random files from `files`, then the hand-picked `cases`.
 *  `agree` asserts that the parser and the plain reading of its rules read a file alike. */
export function itAgreesWithReference(
  files: fc.Arbitrary<string>,
  cases: readonly string[],
  agree: (file: string) => void,
): void {
  it('reads random whole and damaged files as the reference does', () => {
    fc.assert(
      fc.property(files, (file) => {
        agree(file);
      }),
      { numRuns: 600 },
    );
  });
  it('agrees on the cases the generator finds hard to hit', () => {
    for (const file of cases) agree(file);
  });
}
