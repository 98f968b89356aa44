import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTHORING_FORMATS } from '../../../shared/subtitle/formats/authoring/index';
import { getFormat } from '../../../shared/subtitle/formats/registry';
import type { Paragraph, Subtitle } from '../../../shared/subtitle/model';
import { framesToMs } from '../../../shared/subtitle/time';

// Every authoring export: random subtitles (1..30 cues, in order, not overlapping) whose times
// the format can hold are written and read back equal. Times are whole units of the format:
// frames at the 23.976 fps written and read when the file names no rate, drop-frame frames at
// 29.97, the fixed 25 (Adobe Encore, Ulead) and 30 (Pinnacle) fps, centiseconds, milliseconds.

interface Shape {
  /** A whole number of the format's units to ms. */
  readonly toMs: (units: number) => number;
  /** Whether a cue may have two lines (else it holds one). */
  readonly twoLines: boolean;
  /** The shortest cue in units (a marker of one frame is a point marker). */
  readonly shortest: number;
  /** Letters the format stores as others (Magic Video Titler's font keys). */
  readonly awkward?: RegExp;
}

const at = (fps: number) => (units: number) => framesToMs(units, fps);
const ms = (step: number) => (units: number) => units * step;
const film: Shape = { toMs: at(23.976), twoLines: true, shortest: 1 };
const pal: Shape = { toMs: at(25), twoLines: true, shortest: 1 };
const dropFrame: Shape = { toMs: at(29.97), twoLines: true, shortest: 1 };
const centiseconds: Shape = { toMs: ms(10), twoLines: true, shortest: 1 };

const SHAPES: Readonly<Record<string, Shape>> = {
  'DVD Studio Pro': film,
  'DVD Studio Pro with space': film,
  'DVD Studio Pro with one space': film,
  'DVD Studio Pro with one space/semicolon': dropFrame,
  'Spruce Subtitle With Space': film,
  'Sony DVDArchitect': centiseconds,
  'Sony DVDArchitect Explicit duration': { toMs: ms(1), twoLines: true, shortest: 1 },
  'Sony DVDArchitect Tabs': centiseconds,
  'Sony DVDArchitect w. line#': centiseconds,
  'Sony DVDArchitect line/duration': film,
  'Sony DVDArchitect line/dur/length': film,
  'Adobe Encore (tabs)': pal,
  'Adobe Encore (line/tabs)': pal,
  'Adobe Encore (line#/tabs/n)': pal,
  'Adobe Encore w. line#': pal,
  Scenarist: film,
  'Avid DVD': film,
  'Avid Caption': film,
  'Avid Caption Drop Frame': dropFrame,
  DigiBeta: film,
  'DVD Subtitle System': film,
  'TitleExchange Pro': film,
  'Pinnacle Impression': { toMs: at(30), twoLines: true, shortest: 1 },
  'Ulead subtitle format': pal,
  'ELR Studio print': film,
  'Adobe Premiere Markers': { ...film, twoLines: false },
  EDL: film,
  'DaVinci Resolve Marker EDL': { ...film, twoLines: false, shortest: 2 },
  DVDSubtitle: centiseconds,
  'Structured titles': film,
  'Magic Video Titler': { ...centiseconds, awkward: /[QqWwYy]/g },
  'Midway Inscriber CG-X': film,
};

/** A text line: a letter, then letters, digits, spaces and plain punctuation; no leading or
 *  trailing space, nothing any layout reads as markup, a command, a break or a time. */
const textLine = fc
  .tuple(
    fc.constantFrom(...'AbCdéZÅ'),
    fc.string({ unit: fc.constantFrom(...'abcqwyXZ019 ,.!?'), maxLength: 30 }),
  )
  .map(([first, rest]) => `${first}${rest}`.trim());

function subtitles(shape: Shape): fc.Arbitrary<Subtitle> {
  const cue = fc.record({
    gap: fc.integer({ min: 0, max: 400 }),
    length: fc.integer({ min: shape.shortest, max: 400 }),
    lines: fc.array(
      textLine.map((line) => (shape.awkward ? line.replace(shape.awkward, 'x') : line)),
      { minLength: 1, maxLength: shape.twoLines ? 2 : 1 },
    ),
  });
  return fc.array(cue, { minLength: 1, maxLength: 30 }).map((list) => {
    let end = 0;
    const paragraphs: Paragraph[] = list.map(({ gap, length, lines }, index) => {
      const start = end + gap;
      end = start + length;
      return {
        number: index + 1,
        start: shape.toMs(start),
        end: shape.toMs(end),
        text: lines.join('\n'),
      };
    });
    return { fileName: 'random.srt', paragraphs };
  });
}

describe('authoring exports: written and read back equal', () => {
  it('has a shape for every format of the family', () => {
    expect(Object.keys(SHAPES).sort()).toEqual(AUTHORING_FORMATS.map((f) => f.name).sort());
  });

  it.each(Object.entries(SHAPES))('%s', (name, shape) => {
    const format = getFormat(name);
    fc.assert(
      fc.property(
        subtitles(shape),
        fc.constantFrom<'\n' | '\r\n'>('\n', '\r\n'),
        (subtitle, newLine) => {
          const written = format.write(subtitle, { newLine });
          if (typeof written !== 'string') throw new Error('a text format wrote bytes');
          const read = format.parse({
            text: written,
            bytes: new TextEncoder().encode(written),
            fileName: `random${format.extensions[0] ?? ''}`,
          });
          expect(read.warnings).toBeUndefined();
          expect(read.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual(
            subtitle.paragraphs.map((p) => [p.start, p.end, p.text]),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('authoring exports: odd input', () => {
  // Long lines built from what rows are made of: a pattern that backtracks over them would take
  // seconds (one did: Midway's damaged-times pattern on a line of spaces).
  const LONG_LINES = [
    `${' '.repeat(50_000)}<1:${' '.repeat(50_000)}<00:00:01:00> ${'0'.repeat(50_000)}`,
    '00:00:01:00 '.repeat(20_000),
    '0:'.repeat(50_000),
    `0001\t${'\t,\t'.repeat(30_000)}x`,
    `#1 ${'00;'.repeat(30_000)}`,
    `1 - 0 ${'00:00 '.repeat(30_000)}`,
  ];

  it.each(Object.keys(SHAPES))('%s reads long odd lines in one pass', (name) => {
    for (const line of LONG_LINES) {
      const started = performance.now();
      try {
        getFormat(name).parse({ text: line, bytes: new Uint8Array(), fileName: 'odd.txt' });
      } catch (error) {
        expect((error as Error).name).toBe('SubtitleFormatError');
      }
      expect(performance.now() - started, line.slice(0, 20)).toBeLessThan(1000);
    }
  });
});
