import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { parseSubRipParagraphs } from '../../../shared/subtitle/formats/subrip';
import type { Paragraph } from '../../../shared/subtitle/model';
import {
  asFile,
  blanks,
  clockText,
  digits,
  fileLines,
  fractionMs,
  itAgreesWithReference,
  textLine,
  trimControls,
} from './textFileArbitraries';

// The SubRip parser takes shortcuts for speed (it jumps between arrows, guesses where a timing
// line starts, walks the number line backwards). This test holds it to a plain line-by-line
// reading of the same rules, on random files built from the lines real files are made of:
// - a timing line is "[blanks]time[blanks]-->[blanks]time", then the line's end or a blank and
//   anything (display coordinates); a time is "h:m:s" with any number of digits in each part,
//   minutes and seconds at most 59, and an optional ",fff" or ".fff" fraction of 1 or more digits;
// - a cue's text is every line after its timing line up to the next timing line, less the number
//   line right above that one (digits and blanks only), trimmed of blanks and empty lines.

const TIME = String.raw`(\d+):(\d+):(\d+)(?:[,.](\d+))?`;
const TIMING_LINE = new RegExp(String.raw`^[ \t]*${TIME}[ \t]*-->[ \t]*${TIME}(?:[ \t].*)?$`);
const NUMBER_LINE = /^[ \t]*\d[\d \t]*$/;

function timeMs(hours: string, minutes: string, seconds: string, fraction?: string): number {
  return (
    Number(hours) * 3600000 +
    Number(minutes) * 60000 +
    Number(seconds) * 1000 +
    fractionMs(fraction)
  );
}

function readTiming(line: string): { start: number; end: number } | null {
  const match = TIMING_LINE.exec(line);
  if (!match) return null;
  const [, h1 = '', m1 = '', s1 = '', f1, h2 = '', m2 = '', s2 = '', f2] = match;
  if ([m1, s1, m2, s2].some((part) => Number(part) > 59)) return null;
  return { start: timeMs(h1, m1, s1, f1), end: timeMs(h2, m2, s2, f2) };
}

function referenceParse(source: string): Paragraph[] {
  const lines = fileLines(source);
  const timings: { line: number; start: number; end: number }[] = [];
  lines.forEach((line, index) => {
    const timing = readTiming(line);
    if (timing) timings.push({ line: index, ...timing });
  });
  return timings.map((timing, index) => {
    const next = timings[index + 1];
    let textEnd = next ? next.line : lines.length;
    if (next && textEnd - 1 > timing.line && NUMBER_LINE.test(lines[textEnd - 1] ?? '')) textEnd--;
    return {
      number: index + 1,
      start: timing.start,
      end: timing.end,
      text: trimControls(lines.slice(timing.line + 1, textEnd).join('\n')),
    };
  });
}

const timingLine = fc
  .tuple(
    blanks,
    clockText(false),
    blanks,
    fc.constantFrom('-->', '-->', '->', '--> -->'),
    blanks,
    clockText(false),
    fc.constantFrom('', '', ' X1:40 X2:600 Y1:20 Y2:50', 'x', ' -->', '-->', ' '),
  )
  .map((parts) => parts.join(''));

const numberLine = fc.tuple(blanks, digits(1, 7), blanks).map((parts) => parts.join(''));

/** A cue of a real file, or one damaged: number, timing, text lines, blank. */
const cueLines = fc
  .tuple(
    fc.option(numberLine, { freq: 4 }),
    timingLine,
    fc.array(textLine, { maxLength: 3 }),
    fc.constantFrom([''], [''], [], ['', ''], ['  ']),
  )
  .map(([number, timing, texts, after]) => [
    ...(number === null ? [] : [number]),
    timing,
    ...texts,
    ...after,
  ]);

const srtFile = asFile(
  fc
    .array(
      fc.oneof(
        { arbitrary: cueLines, weight: 5 },
        { arbitrary: textLine.map((line) => [line]), weight: 1 },
      ),
      { maxLength: 12 },
    )
    .map((groups) => groups.flat()),
);

describe('SubRip parser against a line-by-line reading of the same rules', () => {
  itAgreesWithReference(
    srtFile,
    [
      '00:00:01,000 --> 00:00:02,000\nat the very start',
      '\n00:00:01,000 --> 00:00:02,000\nafter one blank line',
      'x00:00:01,000 --> 00:00:02,000\nglued to text',
      '1\n00:00:01,000 --> 00:00:02,000\n2\n00:00:03,000 --> 00:00:04,000\nnumbers only',
      '00:00:01,000 --> 00:00:02,000\n00:00:03,000 --> 00:00:04,000\n',
      '1\r\n100:00:01,000 --> 100:00:02,000\r\nthree-digit hours\r\n',
      '1\n00:00:01.5 --> 00:00:02.123456\nlong fraction\n',
      '00:00:01,000 -->',
    ],
    (file) => expect(parseSubRipParagraphs(file)).toEqual(referenceParse(file)),
  );
});
