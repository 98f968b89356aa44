import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFormat, getFormat } from '../../../shared/subtitle/formats/registry';
import { XML_FORMATS } from '../../../shared/subtitle/formats/xmlFormats/index';
import type { Paragraph, Subtitle } from '../../../shared/subtitle/model';
import { framesToMs } from '../../../shared/subtitle/time';

// Every XML format of the family: random subtitles (1..30 cues, in order, not overlapping) whose
// times the format can hold are written in the format's own document (as for a subtitle from
// another format), detected as that format and read back equal. Times are whole units of what
// the written document counts in: milliseconds, hundredths, D-Cinema's 4 ms ticks, or frames at
// the rate the document declares for the default 23.976 fps (TTML counts frames within the
// second at its effective rate: 24 × 1000/1001, iTunes 24 × 999/1000).

interface Shape {
  readonly toMs: (units: number) => number;
  /** Whether a cue may have two lines (Matroska chapter titles are one line). */
  readonly twoLines: boolean;
}

const ms = (step: number) => (units: number) => units * step;
const frames = (rate: number) => (units: number) => framesToMs(units, rate);
/** TTML's hh:mm:ss:ff: whole seconds, then frames of 1/rate s (24 to the second). */
const ttmlFrames = (rate: number) => (units: number) =>
  Math.round(Math.floor(units / 24) * 1000 + ((units % 24) * 1000) / rate);
const fcpxmlFrames = (units: number) => Math.round((units * 1001) / 24);

const SHAPE = (toMs: (units: number) => number, twoLines = true): Shape => ({ toMs, twoLines });

const SHAPES: Readonly<Record<string, Shape>> = {
  'EBU-TT': SHAPE(ttmlFrames(24000 / 1001)),
  'EBU-TT-D': SHAPE(ms(1)),
  'SMPTE-TT 2052': SHAPE(ttmlFrames(24000 / 1001)),
  'iTunes Timed Text': SHAPE(ttmlFrames(24 * 0.999)),
  'Netflix Timed Text': SHAPE(ms(1)),
  'Timed Text IMSC 1.1': SHAPE(ms(1)),
  'Timed Text draft 2006-04': SHAPE(ms(1)),
  'Timed Text draft 2006-04 Ooyala': SHAPE(ms(1)),
  Captionate: SHAPE(ms(10)),
  'Captionate MS': SHAPE(ms(1)),
  'D-Cinema interop': SHAPE(ms(4)),
  'D-Cinema SMPTE 2007': SHAPE(frames(24)),
  'D-Cinema SMPTE 2010': SHAPE(frames(24)),
  'D-Cinema SMPTE 2014': SHAPE(frames(24)),
  'Film Edit xml': SHAPE(frames(23.976)),
  'Final Cut Pro Xml': SHAPE(frames(23.976)),
  ...Object.fromEntries(
    Array.from({ length: 10 }, (_, i) => [`Final Cut Pro Xml 1.${i + 5}`, SHAPE(fcpxmlFrames)]),
  ),
  'Flash Xml': SHAPE(ms(1)),
  'GPAC TTXT': SHAPE(ms(1)),
  'Matroska chapters': SHAPE(ms(1), false),
  'Rhozet Harmonic': SHAPE(frames(23.976)),
  Xml: SHAPE(ms(1)),
  'Xml 2': SHAPE(ms(1)),
  'Transcriber Xml': SHAPE(ms(1)),
  'Universal Subtitle Format': SHAPE(ms(1)),
  'UT Subtitle xml': SHAPE(ms(1)),
  XIF: SHAPE(frames(23.976)),
  'YouTube Annotations': SHAPE(ms(1)),
};

/** A text line: words of letters, digits and plain punctuation, one space between them. */
const textLine = fc
  .array(fc.string({ unit: fc.constantFrom(...'abcXVZéÅ019,.!?'), minLength: 1, maxLength: 8 }), {
    minLength: 1,
    maxLength: 5,
  })
  .map((words) => `W${words.join(' ')}`);

function subtitles(shape: Shape): fc.Arbitrary<Subtitle> {
  const cue = fc.record({
    gap: fc.integer({ min: 0, max: 400 }),
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
    return { fileName: 'random.srt', format: 'SubRip', paragraphs };
  });
}

describe('XML formats: written, detected and read back equal', () => {
  it('has a shape for every format of the family', () => {
    expect(Object.keys(SHAPES).sort()).toEqual(XML_FORMATS.map((f) => f.name).sort());
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
          const input = {
            text: written,
            bytes: new TextEncoder().encode(written),
            fileName: 'random.bin',
          };
          expect(detectFormat(input)?.name).toBe(name);
          const read = format.parse(input);
          expect(read.warnings).toBeUndefined();
          expect(read.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual(
            subtitle.paragraphs.map((p) => [p.start, p.end, p.text]),
          );
          // Written again in its own document, the file is the same.
          expect(format.write(read, { newLine })).toBe(written);
        },
      ),
      { numRuns: 25 },
    );
  });
});
