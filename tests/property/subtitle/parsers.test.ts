import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../shared/subtitle/errors';
import { FORMATS } from '../../../shared/subtitle/formats/registry';
import type { SubtitleFormat } from '../../../shared/subtitle/formats/types';
import { readSubtitle } from '../../../shared/subtitle/index';
import { fixtureText, SAMPLES } from '../../unit/subtitle/fixtureFiles';

// Every parser either returns a well-formed Subtitle or throws SubtitleFormatError, whatever it
// is fed: random text and mutations of the hand-written samples (cut, insert, duplicate, swap).

const readable = FORMATS.filter((format) => format.canRead && !format.binary);
const sampleTexts = SAMPLES.map((sample) => fixtureText(sample.path));
const RUNS = 40;

/** A sample with a few random edits: what a damaged or hand-edited file looks like. */
const mutatedSample = fc
  .tuple(
    fc.constantFrom(...sampleTexts),
    fc.array(
      fc.tuple(
        fc.constantFrom('cut', 'insert', 'duplicate', 'replace'),
        fc.nat(),
        fc.nat({ max: 40 }),
        fc.string({ maxLength: 12, unit: 'binary' }),
      ),
      { maxLength: 6 },
    ),
  )
  .map(([text, edits]) => {
    let out = text;
    for (const [kind, position, length, insert] of edits) {
      const at = out.length === 0 ? 0 : position % out.length;
      if (kind === 'cut') out = out.slice(0, at) + out.slice(at + length);
      else if (kind === 'insert') out = out.slice(0, at) + insert + out.slice(at);
      else if (kind === 'duplicate') out = out.slice(0, at + length) + out.slice(at);
      else out = out.slice(0, at) + insert + out.slice(at + insert.length);
    }
    return out;
  });

/** Lines built from the pieces subtitle files are made of, in random order. */
const subtitleish = fc
  .array(
    fc.constantFrom(
      '1',
      '00:00:01,000 --> 00:00:02,000',
      '00:01.000 --> 00:02.000 align:start',
      'WEBVTT',
      'NOTE x',
      '[Events]',
      'Format: Layer, Start, End, Text',
      'Dialogue: 0,0:00:01.00,0:00:02.00,x',
      '{1}{25}a|b',
      '[10][20]/c',
      '[00:01.00]la',
      '[00:00:01]',
      '0:00:01.000,0:00:02.000',
      '{"paragraphs":[',
      '"a,b",',
      '',
      'plain words',
    ),
    { maxLength: 30 },
  )
  .map((lines) => lines.join('\n'));

function checkParse(format: SubtitleFormat, text: string): void {
  const input = { text, bytes: new TextEncoder().encode(text), fileName: 'fuzz.txt' };
  const confidence = format.detect(input);
  expect(confidence).toBeGreaterThanOrEqual(0);
  expect(confidence).toBeLessThanOrEqual(1);
  try {
    const subtitle = format.parse(input);
    expect(Array.isArray(subtitle.paragraphs)).toBe(true);
    for (const paragraph of subtitle.paragraphs) {
      expect(Number.isFinite(paragraph.start) && Number.isFinite(paragraph.end)).toBe(true);
      expect(typeof paragraph.text).toBe('string');
    }
  } catch (error) {
    if (!(error instanceof SubtitleFormatError)) throw error;
  }
}

describe.each(readable.map((format) => [format.name, format] as const))(
  '%s parser',
  (_, format) => {
    it('handles random text', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (text) =>
          checkParse(format, text),
        ),
        { numRuns: RUNS },
      );
    });

    it('handles lines of subtitle pieces', () => {
      fc.assert(
        fc.property(subtitleish, (text) => checkParse(format, text)),
        { numRuns: RUNS },
      );
    });

    it('handles mutated samples', () => {
      fc.assert(
        fc.property(mutatedSample, (text) => checkParse(format, text)),
        { numRuns: RUNS },
      );
    });
  },
);

describe('readSubtitle', () => {
  it('reads or throws SubtitleFormatError for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        try {
          readSubtitle(bytes, 'fuzz.bin');
        } catch (error) {
          if (!(error instanceof SubtitleFormatError)) throw error;
        }
      }),
      { numRuns: 100 },
    );
  });
});
