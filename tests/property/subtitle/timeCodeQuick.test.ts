import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_CODE_FORMATS } from '../../../shared/subtitle/formats/timeCode/index';
import { smpte } from '../../../shared/subtitle/formats/timeCode/timeCodecs';
import { timecodeToMs } from '../../../shared/subtitle/formats/frameTimecode';
import type { SubtitleFormat } from '../../../shared/subtitle/formats/types';
import type { Subtitle } from '../../../shared/subtitle/model';

// The time-code layouts read their usual lines by char codes (a format's `quick` reader) and
// leave every other line to the format's regular expression; a file holding U+2028 or U+2029
// goes to the regular expressions alone. So the same file read twice, once ending with an empty
// line and once with a line holding only U+2028 (blank to both readers), must read the same
// whatever its lines: the char-code readers accept nothing the regular expressions would read
// otherwise. Lines are drawn near the formats' own: written cues, the same cut or with a piece
// put in, and runs of the pieces cue lines are made of.

const PIECES = [
  '0',
  '1',
  '5',
  '7',
  '9',
  '00',
  '12',
  '29',
  '59',
  '60',
  '99',
  '123',
  '0000000000000000001',
  ':',
  '=',
  ' ',
  '  ',
  '\t',
  '.',
  ',',
  ', ',
  '|',
  '{',
  '}',
  '{c}',
  '~',
  '\\',
  '\\n',
  '\\I',
  '\\i',
  '\\N',
  '\\\\',
  '@',
  '@12',
  'D',
  'd',
  'VL',
  'x',
  'word',
  '#',
  '"',
  '\u00a0',
  '\u3000',
  '-',
  '-->>',
  '/',
  '[',
  ']',
  '\uFEFF',
];

const piece = fc.constantFrom(...PIECES);
const pieceRun = fc.array(piece, { minLength: 1, maxLength: 12 }).map((list) => list.join(''));

const textLine = fc
  .tuple(
    fc.constantFrom(...'AbéZ'),
    fc.string({ unit: fc.constantFrom(...'ab 01|~\\{}'), maxLength: 12 }),
  )
  .map(([first, rest]) => `${first}${rest}`);

const subtitle: fc.Arbitrary<Subtitle> = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 90_000 }),
      length: fc.integer({ min: 0, max: 9_000 }),
      lines: fc.array(textLine, { minLength: 1, maxLength: 2 }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((list) => {
    let at = 0;
    return {
      fileName: 'random.srt',
      paragraphs: list.map(({ gap, length, lines }, index) => {
        const start = at + gap;
        at = start + length;
        return { number: index + 1, start, end: at, text: lines.join('\n') };
      }),
    };
  });

/** The format's own lines for a random subtitle, each kept, cut short, or with a piece put in or
 *  written over it. */
function ownLines(format: SubtitleFormat): fc.Arbitrary<string[]> {
  return fc
    .tuple(
      subtitle,
      fc.array(
        fc.tuple(fc.nat(), fc.nat(), fc.constantFrom('keep', 'cut', 'insert', 'overwrite'), piece),
        {
          maxLength: 40,
        },
      ),
    )
    .map(([sub, edits]) => {
      const written = format.write(sub, { newLine: '\n' });
      const lines = typeof written === 'string' ? written.split('\n') : [];
      for (const [which, where, edit, inserted] of edits) {
        if (lines.length === 0) break;
        const index = which % lines.length;
        const line = lines[index] ?? '';
        const at = where % (line.length + 1);
        if (edit === 'cut') lines[index] = line.slice(0, at);
        else if (edit === 'insert') lines[index] = line.slice(0, at) + inserted + line.slice(at);
        else if (edit === 'overwrite') {
          lines[index] = line.slice(0, at) + inserted + line.slice(at + inserted.length);
        }
      }
      return lines;
    });
}

function readOrError(format: SubtitleFormat, text: string): unknown {
  try {
    const { fileName: _fileName, ...read } = format.parse({
      text,
      bytes: new TextEncoder().encode(text.slice(0, 1000)),
      fileName: `random${format.extensions[0] ?? ''}`,
    });
    return read;
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

describe('time-code layouts: char-code readers read as the regular expressions do', () => {
  const formats = TIME_CODE_FORMATS.filter((format) => format.canRead && !format.binary);

  it.each(formats.map((format) => [format.name, format] as const))('%s', (_name, format) => {
    fc.assert(
      fc.property(
        ownLines(format),
        fc.array(fc.tuple(fc.nat(), pieceRun), { maxLength: 6 }),
        (lines, strays) => {
          for (const [where, stray] of strays) lines.splice(where % (lines.length + 1), 0, stray);
          const text = lines.join('\n');
          expect(readOrError(format, `${text}\n`)).toEqual(readOrError(format, `${text}\n\u2028`));
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** Lines at the edges of what the char-code readers take, for the formats that have one. */
const EDGES: readonly (readonly [string, string])[] = [
  ['TMPlayer', '00:60:00:x\n123:00:00:x\n0:0:0=x\n00:00:09 x\n00:00:10\n00:00:11:\n00:00:12x'],
  ['TMPlayer', '00:00:01:a|b\n00:00:02:\u00a0c\u00a0\n00:00:03=\n00:00:04:'],
  ['VPlayer', '00:00:01.5:a\n00:00:02.1234:b\n00:00:03.:c\n00:00:04.25=d|e\n00:00:05.999 f'],
  ['Phoenix Subtitle', '10,20,"a|b"\n10 ,20,x\n12345678901234567,1,x\n30,\t40,\t"c"\n5,6,'],
  [
    'JACOsub',
    [
      '@10 @20 D x',
      '0:00:01.00 0:00:02.00 D{c} x',
      '0:00:03.00 0:00:04.00 D',
      '0:00:05.50 0:00:06.00 D x',
      '0:61:01.00 0:61:02.00 D x',
      '0:00:07.00 0:00:08.00 VL x\\',
      'y',
      '0:00:09.00\t0:00:10.00 d \\Ia\\nb',
    ].join('\n'),
  ],
  ['MPSub', 'FORMAT=TIME\n\n-1 2\na\n\n1.234 2\nb\n\n1234567890 1\nc\n\n-0.5 0.25\nd\n\n1. 2\ne'],
  ['MPSub', 'FORMAT=25\n\n1 2\na\n\n1.5 2\nb'],
  [
    'Swift text',
    'TIMEIN: 00:00:01:00\tDURATION: 01:00\tTIMEOUT: --:--:--:--\na\n\n' +
      'TIMEIN: 00:00:03:00\tDURATION: 01:00\tTIMEOUT: 00:00:04:00x\nb\n\n' +
      'TIMEIN:00:00:05:00DURATION:01:00TIMEOUT:00:00:06:00\nc',
  ],
  [
    'Swift text line#',
    'SUBTITLE: 1\tTIMEIN: 00:00:01:00\tTIMEOUT: 00:00:02:00\na\n\nSUBTITLE:2TIMEIN: 00:00:03:00\tTIMEOUT: 00:00:04:00\nb',
  ],
];

describe('time-code layouts: edge lines read the same with and without char-code readers', () => {
  it.each(EDGES)('%s: %j', (name, text) => {
    const format = TIME_CODE_FORMATS.find((candidate) => candidate.name === name);
    if (!format) throw new Error(`no format ${name}`);
    expect(readOrError(format, `${text}\n`)).toEqual(readOrError(format, `${text}\n\u2028`));
  });
});

describe('time-code codecs read in place as the model helpers do', () => {
  it('smpte(":") reads a timecode as timecodeToMs does, at any rate', () => {
    const codec = smpte(':');
    fc.assert(
      fc.property(
        fc.constantFrom(23.976, 24, 25, 29.97, 30, 50, 59.94, 60, 12.5),
        fc.nat(99),
        fc.nat(59),
        fc.nat(59),
        fc.nat(59),
        (fps, hours, minutes, seconds, frames) => {
          const text = `${hours}:${minutes}:${seconds}:${frames}`;
          const expected =
            frames >= Math.round(fps) ? -1 : timecodeToMs(hours, minutes, seconds, frames, fps);
          expect(codec.read(text, fps)).toBe(expected);
          expect(codec.readAt(`x${text}y`, 1, text.length + 1, fps)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
