import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getFormat } from '../../../shared/subtitle/formats/registry';
import { TIME_CODE_FORMATS } from '../../../shared/subtitle/formats/timeCode/index';
import type { Paragraph, Subtitle } from '../../../shared/subtitle/model';
import { framesToMs } from '../../../shared/subtitle/time';

// Every time-code text format: random subtitles (1..30 cues, in order, not overlapping) whose
// times the format can hold are written and read back equal. Times are drawn as whole units of
// the format (seconds, tenths, centiseconds, milliseconds, frames at the 23.976 fps assumed when
// the file does not say, ticks of 1/30 s). Formats with no end times (YouTube transcripts) get
// subtitles whose ends are what reading gives: the next cue's start, the last one 2 s.

interface Shape {
  /** A whole number of the format's units to ms. */
  readonly toMs: (units: number) => number;
  /** Whether the file holds the ends; otherwise they are derived on reading. */
  readonly ends: boolean;
  /** Whether a cue may have two lines (else its lines are joined on writing). */
  readonly twoLines: boolean;
}

const ms = (step: number) => (units: number) => units * step;
const frames = (units: number) => framesToMs(units, 23.976);
const ticks30 = (units: number) => Math.round((units * 1000) / 30);

const SHAPES: Readonly<Record<string, Shape>> = {
  TMPlayer: { toMs: ms(1000), ends: true, twoLines: true },
  VPlayer: { toMs: ms(10), ends: true, twoLines: true },
  'YouTube Transcript': { toMs: ms(1000), ends: false, twoLines: true },
  'YouTube Transcript one line': { toMs: ms(1000), ends: false, twoLines: false },
  AQTitle: { toMs: frames, ends: true, twoLines: true },
  MacSub: { toMs: frames, ends: true, twoLines: true },
  'QuickTime text': { toMs: ticks30, ends: true, twoLines: true },
  PE2: { toMs: frames, ends: true, twoLines: true },
  'Phoenix Subtitle': { toMs: ms(100), ends: true, twoLines: true },
  TurboTitler: { toMs: ms(10), ends: true, twoLines: true },
  'Zero G': { toMs: ms(10), ends: true, twoLines: true },
  'Audacity labels': { toMs: ms(1), ends: true, twoLines: false },
  'Whisper Raw': { toMs: ms(1), ends: true, twoLines: false },
  'Whisper Raw 2': { toMs: ms(10), ends: true, twoLines: false },
  'CCExtractor Timed Transcript': { toMs: ms(1), ends: true, twoLines: true },
  'Tmpeg Encoder Text': { toMs: ms(1), ends: true, twoLines: true },
  JACOsub: { toMs: ticks30, ends: true, twoLines: true },
  'Swift text': { toMs: frames, ends: true, twoLines: true },
  'Swift text line#': { toMs: frames, ends: true, twoLines: true },
  'Swift text line# +dur': { toMs: frames, ends: true, twoLines: true },
  Titra: { toMs: frames, ends: true, twoLines: true },
  'FAB Subtitler': { toMs: frames, ends: true, twoLines: true },
  UTX: { toMs: frames, ends: true, twoLines: true },
  'UTX (frames)': { toMs: frames, ends: true, twoLines: true },
  'SoftNi sub': { toMs: frames, ends: true, twoLines: true },
  'SoftNi colon sub': { toMs: frames, ends: true, twoLines: true },
  MPSub: { toMs: ms(10), ends: true, twoLines: true },
  RealTime: { toMs: ms(10), ends: true, twoLines: true },
  'Smart Titler': { toMs: frames, ends: true, twoLines: true },
};

/** A text line: a letter, then letters, digits, spaces and plain punctuation; no leading or
 *  trailing space, nothing any layout reads as markup or a time (and none of the ASCII letters
 *  Smart Titler's YU-ASCII reads as Serbian ones: q, w, y). */
const textLine = fc
  .tuple(
    fc.constantFrom(...'AbCdéZkÅ'),
    fc.string({ unit: fc.constantFrom(...'abcXVZ019 ,.!?'), maxLength: 30 }),
  )
  .map(([first, rest]) => `${first}${rest}`.trim());

function subtitles(shape: Shape): fc.Arbitrary<Subtitle> {
  const cue = fc.record({
    gap: fc.integer({ min: shape.ends ? 0 : 1, max: 400 }),
    length: fc.integer({ min: 1, max: 400 }),
    lines: fc.array(textLine, { minLength: 1, maxLength: shape.twoLines ? 2 : 1 }),
  });
  return fc.array(cue, { minLength: 1, maxLength: 30 }).map((list) => {
    let at = 0;
    const paragraphs: Paragraph[] = list.map(({ gap, length, lines }, index) => {
      const start = at + gap;
      at = start + length;
      return {
        number: index + 1,
        start: shape.toMs(start),
        end: shape.toMs(at),
        text: lines.join('\n'),
      };
    });
    if (!shape.ends) {
      // What reading gives back: each cue ends where the next starts, the last after 2 s.
      paragraphs.forEach((paragraph, index) => {
        paragraph.end = paragraphs[index + 1]?.start ?? paragraph.start + 2000;
      });
    }
    return { fileName: 'random.srt', paragraphs };
  });
}

describe('time-code text formats: written and read back equal', () => {
  it('has a shape for every format of the family', () => {
    expect(Object.keys(SHAPES).sort()).toEqual(TIME_CODE_FORMATS.map((f) => f.name).sort());
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
