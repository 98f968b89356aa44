// Scenarist Closed Caption has no kit: its captions are control codes spread over lines (a
// caption ends at the next one's display code), so skipping one line changes its neighbours'
// times; the damaged-file table test covers it.
//
// How to damage a written file of each text format the way hand edits, old tools and bad
// downloads do, for damagedBlocks.test.ts: where each paragraph's timing line is in the file the
// format's writer produced, where its block starts (the line a warning names), which characters
// of the timing line hold the times, how short a cut line may be and still be seen as a damaged
// timing line, and which other damages the format knows.

/** A damage applied to one block's timing line (one line in, one line out). */
export type LineDamage = 'letter' | 'cut' | 'arrow';

export interface DamageKit {
  /** Registry name of the format. */
  readonly format: string;
  /** Index of each paragraph's timing line in the written file's lines, in paragraph order. */
  timingLines(lines: readonly string[]): number[];
  /** Lines from the timing line back to the line where its block starts (SubRip: 1, its number). */
  readonly startOffset: number;
  /** [from, to) of the times in a timing line: letters land inside. */
  timesSpan(line: string): readonly [number, number];
  /** The lengths [shortest, longest + 1) a timing line may be cut to and still be a damaged one:
   *  not so short that it no longer looks like a timing line, and not so long that what is left
   *  still reads as times (SubRip's "… --> 00:00:01" is a whole time); null: no cut damage. */
  cutLengths(line: string): readonly [number, number] | null;
  /** Texts of one line only (a CSV row cut off loses the quote that held its line break). */
  readonly singleLineText?: boolean;
  /** Whether the arrow can be damaged ("-->" written). */
  readonly arrow: boolean;
  /** Whether a block's blank line can go missing (the block must still read). */
  readonly blankLines: boolean;
  /** Paragraph texts must never hold a line like this (a timing line glued into a cue). */
  readonly timingPattern: RegExp;
}

const indexesWhere = (lines: readonly string[], test: (line: string) => boolean): number[] =>
  lines.flatMap((line, index) => (test(line) ? [index] : []));

const whole = (line: string): readonly [number, number] => [0, line.length];

/** Up to the end of the first n fields separated by `separator`. */
function fieldsSpan(line: string, separator: string, from: number, to: number): [number, number] {
  let at = 0;
  const starts: number[] = [0];
  for (;;) {
    at = line.indexOf(separator, at);
    if (at < 0) break;
    starts.push(++at);
  }
  return [starts[from] ?? 0, (starts[to] ?? line.length + 1) - 1];
}

export const KITS: readonly DamageKit[] = [
  {
    format: 'SubRip',
    timingLines: (lines) => indexesWhere(lines, (line) => line.includes('-->')),
    startOffset: 1,
    timesSpan: whole,
    // From "00:00:" (still like a time) to before the end time's seconds are whole.
    cutLengths: (line) => [6, line.length - 4],
    arrow: true,
    blankLines: true,
    timingPattern: /\d:\d\d[,.]\d+\s*-+>/,
  },
  {
    format: 'WebVTT',
    timingLines: (lines) => indexesWhere(lines, (line) => line.includes('-->')),
    startOffset: 0,
    timesSpan: whole,
    cutLengths: (line) => [4, line.length],
    arrow: true,
    blankLines: true,
    timingPattern: /\d:\d\d\.\d+\s*-+>/,
  },
  {
    format: 'Advanced Sub Station Alpha',
    timingLines: (lines) => indexesWhere(lines, (line) => line.startsWith('Dialogue:')),
    startOffset: 0,
    timesSpan: (line) => fieldsSpan(line, ',', 1, 3),
    cutLengths: (line) => [10, fieldsSpan(line, ',', 1, 3)[1]],
    arrow: false,
    blankLines: false,
    timingPattern: /^Dialogue:/,
  },
  {
    format: 'Sub Station Alpha',
    timingLines: (lines) => indexesWhere(lines, (line) => line.startsWith('Dialogue:')),
    startOffset: 0,
    timesSpan: (line) => fieldsSpan(line, ',', 1, 3),
    cutLengths: (line) => [10, fieldsSpan(line, ',', 1, 3)[1]],
    arrow: false,
    blankLines: false,
    timingPattern: /^Dialogue:/,
  },
  {
    format: 'YouTube sbv',
    timingLines: (lines) => indexesWhere(lines, (line) => /^\d+:\d\d:\d\d\.\d+,/.test(line)),
    startOffset: 0,
    timesSpan: whole,
    cutLengths: (line) => [5, line.length - 4],
    arrow: false,
    blankLines: true,
    timingPattern: /^\d+:\d\d:\d\d\.\d+,/,
  },
  {
    format: 'SubViewer 2.0',
    timingLines: (lines) => indexesWhere(lines, (line) => /^\d\d:\d\d:\d\d\.\d\d,/.test(line)),
    startOffset: 0,
    timesSpan: whole,
    cutLengths: (line) => [6, line.length],
    arrow: false,
    blankLines: true,
    timingPattern: /^\d\d:\d\d:\d\d\.\d\d,/,
  },
  {
    format: 'SubViewer 1.0',
    // Start lines: the time lines that follow a blank line (or the header's last line).
    timingLines: (lines) =>
      indexesWhere(lines, (line) => /^\[\d\d:\d\d:\d\d\]$/.test(line)).filter(
        (_, index) => index % 2 === 0,
      ),
    startOffset: 0,
    timesSpan: whole,
    cutLengths: (line) => [2, line.length],
    arrow: false,
    blankLines: true,
    timingPattern: /^\[\d\d:\d\d:\d\d\]$/,
  },
  {
    format: 'MicroDVD',
    timingLines: (lines) => indexesWhere(lines, (line) => /^\{\d+\}\{\d+\}/.test(line)),
    startOffset: 0,
    timesSpan: (line) => [0, line.indexOf('}', line.indexOf('}') + 1) + 1],
    cutLengths: (line) => [1, line.indexOf('}', line.indexOf('}') + 1) + 1],
    arrow: false,
    blankLines: false,
    timingPattern: /^\{\d+\}\{\d*\}/,
  },
  {
    format: 'MPL2',
    timingLines: (lines) => indexesWhere(lines, (line) => /^\[\d+\]\[\d+\]/.test(line)),
    startOffset: 0,
    timesSpan: (line) => [0, line.indexOf(']', line.indexOf(']') + 1) + 1],
    cutLengths: (line) => [1, line.indexOf(']', line.indexOf(']') + 1) + 1],
    arrow: false,
    blankLines: false,
    timingPattern: /^\[\d+\]\[\d*\]/,
  },
  {
    format: 'LRC',
    // Lines with text; the bare end tags are no blocks.
    timingLines: (lines) => indexesWhere(lines, (line) => /^\[\d+:\d\d\.\d\d\]./.test(line)),
    startOffset: 0,
    timesSpan: (line) => [0, line.indexOf(']') + 1],
    cutLengths: (line) => [2, line.indexOf(']') + 1],
    arrow: false,
    blankLines: false,
    timingPattern: /^\[\d+:\d\d/,
  },
  {
    format: 'SAMI',
    // Caption SYNCs: those followed by text (the clearing ones hold &nbsp;).
    timingLines: (lines) =>
      indexesWhere(lines, (line) => line.startsWith('<SYNC')).filter((_, index) => index % 2 === 0),
    startOffset: 0,
    timesSpan: (line) => [line.indexOf('=') + 1, line.indexOf('>')],
    cutLengths: () => null,
    arrow: false,
    blankLines: false,
    timingPattern: /<SYNC/i,
  },
  ...['Timed Text 1.0', 'DFXP', 'IMSC1'].map((format): DamageKit => ({
    format,
    timingLines: (lines) => indexesWhere(lines, (line) => line.trimStart().startsWith('<p ')),
    startOffset: 0,
    timesSpan: (line) => [line.indexOf('begin='), line.indexOf('>')],
    cutLengths: () => null,
    arrow: false,
    blankLines: false,
    timingPattern: /begin=/,
  })),
  {
    format: 'Adobe Encore',
    timingLines: (lines) => indexesWhere(lines, (line) => /^\d{4} \d\d:/.test(line)),
    startOffset: 0,
    timesSpan: () => [5, 28],
    // From "0001 00:00:" (still like an entry) to before the end's frames (one digit reads).
    cutLengths: () => [11, 27],
    arrow: false,
    blankLines: false,
    timingPattern: /^\d{4} \d\d:\d\d:\d\d:\d\d /,
  },
  {
    format: 'Spruce STL',
    timingLines: (lines) => indexesWhere(lines, (line) => /^\d\d:\d\d:\d\d:\d\d , /.test(line)),
    startOffset: 0,
    timesSpan: () => [0, 25],
    cutLengths: () => [1, 25],
    arrow: false,
    blankLines: false,
    timingPattern: /^\d\d:\d\d:\d\d:\d\d , /,
  },
  {
    format: 'CSV',
    timingLines: (lines) => indexesWhere(lines, (line) => /^\d+,\d\d:/.test(line)),
    startOffset: 0,
    timesSpan: (line) => fieldsSpan(line, ',', 1, 3),
    cutLengths: (line) => [2, fieldsSpan(line, ',', 1, 3)[1]],
    singleLineText: true,
    arrow: false,
    blankLines: false,
    timingPattern: /^\d+,\d\d:\d\d/,
  },
  {
    format: 'JSON',
    timingLines: (lines) => indexesWhere(lines, (line) => /^ {6}"start": /.test(line)),
    // "{", then "number", then "start".
    startOffset: 2,
    timesSpan: (line) => [line.indexOf(':') + 2, line.length - 1],
    cutLengths: () => null,
    arrow: false,
    blankLines: false,
    timingPattern: /"start":/,
  },
];
