import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getFormat } from '../../../shared/subtitle/formats/registry';
import type { Subtitle } from '../../../shared/subtitle/model';

// The row exports' reader (shared/subtitle/formats/authoring/rowParse.ts) reads a row by the
// written shape, by char codes, or by the loose pattern, and walks LF, CRLF and CR line ends in
// place. Whichever path a line takes, the file reads the same: written files, damaged at random,
// read alike with every line end; rows spaced by hand read as the tidy rows.

const ROW_FORMATS = [
  'DVD Studio Pro',
  'DVD Studio Pro with one space/semicolon',
  'Sony DVDArchitect',
  'Sony DVDArchitect Explicit duration',
  'Sony DVDArchitect line/dur/length',
  'Adobe Encore (tabs)',
  'Adobe Encore (line#/tabs/n)',
  'Avid DVD',
  'Avid Caption',
  'DigiBeta',
  'DVD Subtitle System',
  'Ulead subtitle format',
  'ELR Studio print',
];

const textLine = fc
  .tuple(
    fc.constantFrom(...'AbCdéZ'),
    fc.string({ unit: fc.constantFrom(...'abc019 ,.^I|/@'), maxLength: 20 }),
  )
  .map(([first, rest]) => `${first}${rest}`.trim());

const subtitle: fc.Arbitrary<Subtitle> = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 5000 }),
      length: fc.integer({ min: 40, max: 5000 }),
      lines: fc.array(textLine, { minLength: 1, maxLength: 2 }),
    }),
    { minLength: 1, maxLength: 20 },
  )
  .map((list) => {
    let end = 0;
    return {
      fileName: 'random.srt',
      paragraphs: list.map(({ gap, length, lines }, index) => {
        const start = end + gap;
        end = start + length;
        return { number: index + 1, start, end, text: lines.join('\n') };
      }),
    };
  });

/** Insertions of what rows are made of, at random places. */
const damage = fc.array(
  fc.tuple(
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.constantFrom('0', '9', ':', ';', ' ', '\t', ',', '|', 'x', '\n', '\u2028', '\u00a0', '^I'),
  ),
  { maxLength: 4 },
);

function damaged(text: string, edits: readonly [number, string][]): string {
  let out = text;
  for (const [place, insert] of edits) {
    const at = Math.floor(place * out.length);
    out = out.slice(0, at) + insert + out.slice(at);
  }
  return out;
}

function read(format: string, text: string): unknown {
  try {
    const { paragraphs, header, warnings } = getFormat(format).parse({
      text,
      bytes: new TextEncoder().encode(text),
      fileName: 'random.txt',
    });
    return { paragraphs, header, warnings };
  } catch (error) {
    return { error: String(error) };
  }
}

describe('row exports: every reading path agrees', () => {
  it.each(ROW_FORMATS)('%s reads alike with LF, CRLF and CR line ends', (format) => {
    fc.assert(
      fc.property(subtitle, damage, (cues, edits) => {
        const written = getFormat(format).write(cues, { newLine: '\n' });
        if (typeof written !== 'string') throw new Error('a text format wrote bytes');
        const text = damaged(written, edits).replace(/\r\n?/g, '\n');
        const expected = read(format, text);
        expect(read(format, text.replaceAll('\n', '\r\n'))).toEqual(expected);
        expect(read(format, text.replaceAll('\n', '\r'))).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('reads DVD Studio Pro rows spaced by hand as the tidy rows', () => {
    const blanks = fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 });
    fc.assert(
      fc.property(subtitle, fc.array(blanks, { minLength: 5, maxLength: 5 }), (cues, spaces) => {
        const tidy = getFormat('DVD Studio Pro').write(cues, { newLine: '\n' });
        if (typeof tidy !== 'string') throw new Error('a text format wrote bytes');
        const [lead = '', a = '', b = '', c = '', d = ''] = spaces;
        const spaced = tidy.replace(
          /^(\d\d:\d\d:\d\d:\d\d)\t,\t(\d\d:\d\d:\d\d:\d\d)\t,\t/gm,
          `${lead}$1${a},${b}$2${c},${d}`,
        );
        expect(read('DVD Studio Pro', spaced)).toEqual(read('DVD Studio Pro', tidy));
      }),
      { numRuns: 100 },
    );
  });
});
