import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../shared/subtitle/errors';
import { BROADCAST_FORMATS } from '../../../shared/subtitle/formats/broadcast/index';
import { getFormat } from '../../../shared/subtitle/formats/registry';
import type { FormatInput } from '../../../shared/subtitle/formats/types';
import type { Paragraph, Subtitle } from '../../../shared/subtitle/model';
import { framesToMs } from '../../../shared/subtitle/time';
import { fixtureBytes } from '../../unit/subtitle/fixtureFiles';
import { BROADCAST_SAMPLES } from '../../unit/subtitle/formats/samples/broadcast';

// Every broadcast caption format: random subtitles (1..30 cues, in order, not overlapping) that
// the format can hold are written and read back equal. Times are whole frames at the rate the
// format reads (23.976 where the file names none; 29.97 for CEA-608 line 21); texts are 1–2 lines
// of characters the format's code page holds, no longer than its text fields. CEA-608 formats get
// room between captions to load the next one (a few frames a pair) and rows of 32 columns at most.

interface Shape {
  readonly fps: number;
  /** Characters after the first one of a line. */
  readonly chars: string;
  readonly maxLine: number;
  /** Least frames between a caption's end and the next one's start. */
  readonly minGap: number;
  /** Least frames a caption lasts. */
  readonly minLength: number;
}

const LATIN = 'abcdefxyzXYZ0189 ,.!?';
const SHAPES: Readonly<Record<string, Shape>> = {
  'Cavena 890': { fps: 23.976, chars: `${LATIN}éåæøÅ`, maxLine: 40, minGap: 0, minLength: 1 },
  'PAC (Screen Electronics)': {
    fps: 23.976,
    chars: `${LATIN}éÆø`,
    maxLine: 40,
    minGap: 0,
    minLength: 1,
  },
  'PAC Unicode (UniPac)': {
    fps: 23.976,
    chars: `${LATIN}éΩжあ`,
    maxLine: 30,
    minGap: 0,
    minLength: 1,
  },
  'Cheetah Caption': { fps: 23.976, chars: `${LATIN}éñ`, maxLine: 40, minGap: 0, minLength: 1 },
  'Cheetah Caption Old': { fps: 23.976, chars: LATIN, maxLine: 38, minGap: 0, minLength: 1 },
  'MacCaption 1.0': { fps: 29.97, chars: `${LATIN}é`, maxLine: 32, minGap: 45, minLength: 4 },
  'Scenarist Closed Captions Drop Frame': {
    fps: 29.97,
    chars: `${LATIN}é`,
    maxLine: 32,
    minGap: 45,
    minLength: 4,
  },
  'Ultech 1.30 Caption': { fps: 23.976, chars: `${LATIN}é`, maxLine: 32, minGap: 0, minLength: 1 },
  Ayato: { fps: 23.976, chars: `${LATIN}éΩжあ`, maxLine: 40, minGap: 0, minLength: 1 },
  'Avid STL': { fps: 23.976, chars: `${LATIN}éü`, maxLine: 50, minGap: 0, minLength: 1 },
};

function textLine(shape: Shape): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...'AbCdZk'),
      fc.string({ unit: fc.constantFrom(...shape.chars), maxLength: shape.maxLine - 1 }),
    )
    .map(([first, rest]) => `${first}${rest}`.trimEnd().replace(/ {2,}/g, ' '));
}

function subtitles(shape: Shape): fc.Arbitrary<Subtitle> {
  const cue = fc.record({
    gap: fc.integer({ min: shape.minGap, max: shape.minGap + 400 }),
    length: fc.integer({ min: shape.minLength, max: 400 }),
    lines: fc.array(textLine(shape), { minLength: 1, maxLength: 2 }),
  });
  return fc.array(cue, { minLength: 1, maxLength: 30 }).map((list) => {
    let at = shape.minGap;
    const paragraphs: Paragraph[] = list.map(({ gap, length, lines }, index) => {
      const start = at + gap;
      at = start + length;
      return {
        number: index + 1,
        start: framesToMs(start, shape.fps),
        end: framesToMs(at, shape.fps),
        text: lines.join('\n'),
      };
    });
    return { fileName: 'random.srt', paragraphs };
  });
}

function inputOf(written: string | Uint8Array, fileName: string): FormatInput {
  const bytes = typeof written === 'string' ? new TextEncoder().encode(written) : written;
  const text = typeof written === 'string' ? written : new TextDecoder('latin1').decode(written);
  return { text, bytes, fileName };
}

describe('broadcast formats: written and read back', () => {
  it('has a shape for every writable format of the family', () => {
    const writable = BROADCAST_FORMATS.filter((format) => format.canWrite).map((f) => f.name);
    expect(Object.keys(SHAPES).sort()).toEqual(writable.sort());
  });

  it.each(Object.entries(SHAPES))('%s', (name, shape) => {
    const format = getFormat(name);
    fc.assert(
      fc.property(subtitles(shape), (subtitle) => {
        const written = format.write(subtitle, { newLine: '\n' });
        const read = format.parse(inputOf(written, `random${format.extensions[0] ?? ''}`));
        expect(read.warnings).toBeUndefined();
        expect(read.paragraphs).toEqual(subtitle.paragraphs);
      }),
      { numRuns: 40 },
    );
  });
});

/** A sample with random bytes changed, cut out or put in: what damaged files look like. */
const damagedSample = fc
  .tuple(
    fc.constantFrom(...BROADCAST_SAMPLES.map((sample) => fixtureBytes(sample.path))),
    fc.array(
      fc.tuple(fc.constantFrom('set', 'cut', 'insert'), fc.nat(), fc.integer({ min: 0, max: 255 })),
      { minLength: 1, maxLength: 8 },
    ),
  )
  .map(([sample, edits]) => {
    let bytes = [...sample];
    for (const [kind, position, value] of edits) {
      const at = position % Math.max(1, bytes.length);
      if (kind === 'set') bytes[at] = value;
      else if (kind === 'cut')
        bytes = [...bytes.slice(0, at), ...bytes.slice(at + 1 + (value % 200))];
      else bytes = [...bytes.slice(0, at), value, ...bytes.slice(at)];
    }
    return Uint8Array.from(bytes);
  });

describe('broadcast formats: damaged and foreign bytes', () => {
  it.each(BROADCAST_FORMATS.filter((format) => format.canRead).map((f) => [f.name, f] as const))(
    '%s reads them or refuses them with SubtitleFormatError',
    (_, format) => {
      fc.assert(
        fc.property(fc.oneof(damagedSample, fc.uint8Array({ maxLength: 4000 })), (bytes) => {
          const input = inputOf(bytes, `damaged${format.extensions[0] ?? ''}`);
          const confidence = format.detect(input);
          expect(confidence).toBeGreaterThanOrEqual(0);
          expect(confidence).toBeLessThanOrEqual(1);
          try {
            const read = format.parse(input);
            for (const paragraph of read.paragraphs) {
              expect(Number.isFinite(paragraph.start) && Number.isFinite(paragraph.end)).toBe(true);
            }
          } catch (error) {
            expect(error).toBeInstanceOf(SubtitleFormatError);
          }
        }),
        { numRuns: 150 },
      );
    },
  );
});
