import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../shared/subtitle/formats/registry';
import { TOOL_EXPORT_FORMATS } from '../../../shared/subtitle/formats/toolExports/index';
import type { SubtitleFormat } from '../../../shared/subtitle/formats/types';
import type { Subtitle } from '../../../shared/subtitle/model';
import { framesToMs } from '../../../shared/subtitle/time';

// Every tool-export format writes any subtitle it can hold so that reading it back gives the same
// paragraphs, and the written file is detected as that format.

/** Formats whose times are frame timecodes (23.976 fps unless a rate is asked for). */
const FRAME_FORMATS = new Set(['Csv2', 'Csv3', 'Csv4', 'Csv5', 'Csv DaVinci', 'Csv Nuendo']);
/** Formats that write a cue on one line (a line break becomes a space). */
const ONE_LINE = new Set(['Speechmatics', 'Tsv1', 'Tsv2']);

const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9,.!?'"-]{0,7}$/);
const line = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));

function subtitles(format: SubtitleFormat): fc.Arbitrary<Subtitle> {
  const lines = ONE_LINE.has(format.name) ? 1 : 2;
  const text = fc.array(line, { minLength: 1, maxLength: lines }).map((ls) => ls.join('\n'));
  // Gaps and durations in whole frames for frame formats, whole ms otherwise; durations from
  // 0.1 s, as cues are.
  const unit = FRAME_FORMATS.has(format.name) ? 1 : 0;
  const step = fc.integer({ min: 0, max: unit ? 120 : 5000 });
  const length = fc.integer({ min: unit ? 3 : 100, max: unit ? 240 : 10000 });
  return fc.array(fc.tuple(step, length, text), { minLength: 1, maxLength: 30 }).map((cues) => {
    let at = 0;
    const paragraphs = cues.map(([gap, duration, cueText], index) => {
      const start = at + gap;
      const end = start + duration;
      at = end;
      return unit
        ? {
            number: index + 1,
            start: framesToMs(start, 23.976),
            end: framesToMs(end, 23.976),
            text: cueText,
          }
        : { number: index + 1, start, end, text: cueText };
    });
    return { fileName: 'random', paragraphs };
  });
}

describe.each(TOOL_EXPORT_FORMATS.map((format) => [format.name, format] as const))(
  '%s',
  (name, format) => {
    it('reads back what it writes, and knows the file as its own', () => {
      fc.assert(
        fc.property(
          subtitles(format),
          fc.constantFrom<'\n' | '\r\n'>('\n', '\r\n'),
          (subtitle, newLine) => {
            const text = String(format.write(subtitle, { newLine }));
            const input = { text, bytes: new TextEncoder().encode(text), fileName: 'upload.bin' };
            const read = format.parse(input);
            expect(read.warnings).toBeUndefined();
            expect(read.paragraphs).toEqual(subtitle.paragraphs);
            expect(detectFormat(input)?.name).toBe(name);
          },
        ),
        { numRuns: 60 },
      );
    });
  },
);
