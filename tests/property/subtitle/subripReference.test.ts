import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { readSubRip } from '../../../shared/subtitle/formats/subrip';
import type { Paragraph, ParseWarning } from '../../../shared/subtitle/model';
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
// line starts, walks the number line backwards, and trusts a cue's text when the next cue's number
// follows its own). This test holds it to a plain line-by-line reading of the same rules, on random
// files built from the lines real and damaged files are made of:
// - a timing line is "[blanks]time[blanks]-->[blanks]time", then the line's end, or a blank and
//   anything (display coordinates), or, glued to a fraction of three digits or more, anything; a
//   time is "h:m:s" with any number of digits in each part (the end time: two-digit minutes and
//   seconds), minutes and seconds at most 59, and an optional ",fff" or ".fff" fraction of 1 or
//   more digits;
// - a number line is digits and blanks; a cue's header is its timing line and the number line
//   right above it, if any;
// - a line with "->" that is no timing line opens a damaged block when it starts with a digit or
//   when its header (with the number line) follows the file's start or an empty line;
// - every header owns the lines after it up to the next header: a cue's text is those lines
//   trimmed, a damaged block is skipped with a warning at its header's first line;
// - inside those lines (and before the first header), a line starting "h:m:" after an empty line
//   (or at the file's start), alone or below a number line, opens a damaged block too (a timing
//   line cut before its arrow): it ends the owner's text and is skipped with a warning. A cue's
//   lines are only searched for those when its trimmed text holds an empty line and the next
//   header's number is not one more than the cue's own.

const TIME = String.raw`(\d+):(\d+):(\d+)(?:[,.](\d+))?`;
const END_TIME = String.raw`(\d+):(\d\d):(\d\d)(?!\d)(?:[,.](\d+)(?!\d)|(?![,.]))`;
const TIMING_LINE = new RegExp(String.raw`^[ \t]*${TIME}[ \t]*-->[ \t]*${END_TIME}(.*)$`);
const NUMBER_LINE = /^[ \t]*\d[\d \t]*$/;
const CLOCK_START = /^[ \t]*\d+:\d+:/;

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
  const [, h1 = '', m1 = '', s1 = '', f1, h2 = '', m2 = '', s2 = '', f2, rest = ''] = match;
  if ([m1, s1, m2, s2].some((part) => Number(part) > 59)) return null;
  // Text glued to the end time only after a whole (three-digit) fraction.
  if (rest !== '' && !/^[ \t]/.test(rest) && (f2 ?? '').length < 3) return null;
  return { start: timeMs(h1, m1, s1, f1), end: timeMs(h2, m2, s2, f2) };
}

interface Header {
  /** The timing (or damaged) line. */
  line: number;
  /** Its number line, or `line`. */
  first: number;
  number: number;
  timing: { start: number; end: number } | null;
}

function warning(lines: readonly string[], first: number): ParseWarning {
  let timing = lines[first] ?? '';
  if (NUMBER_LINE.test(timing) && first + 1 < lines.length) timing = lines[first + 1] ?? '';
  const trimmed = timing.trim();
  const quoted = trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
  return { line: first + 1, message: `The timing line "${quoted}" could not be read` };
}

/** Starts of blocks whose timing line lost its arrow, in lines [from, to). */
function arrowlessStarts(lines: readonly string[], from: number, to: number, afterGap: boolean) {
  const starts: number[] = [];
  let previousEmpty = afterGap;
  for (let index = from; index < to; index++) {
    const line = lines[index] ?? '';
    if (line !== '' && previousEmpty) {
      if (CLOCK_START.test(line)) starts.push(index);
      else if (NUMBER_LINE.test(line) && index + 1 < to && CLOCK_START.test(lines[index + 1] ?? ''))
        starts.push(index);
    }
    previousEmpty = line === '';
  }
  return starts;
}

function referenceParse(source: string): { paragraphs: Paragraph[]; warnings: ParseWarning[] } {
  const lines = fileLines(source);
  const headers: Header[] = [];
  lines.forEach((line, index) => {
    const numbered = index > 0 && NUMBER_LINE.test(lines[index - 1] ?? '');
    const first = numbered ? index - 1 : index;
    const number = numbered ? Number((lines[index - 1] ?? '').replace(/[ \t]/g, '')) : -1;
    const timing = readTiming(line);
    if (timing) headers.push({ line: index, first, number, timing });
    else if (
      line.includes('->') &&
      (/^[ \t]*\d/.test(line) || first === 0 || lines[first - 1] === '')
    ) {
      headers.push({ line: index, first, number, timing: null });
    }
  });
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  const textOf = (from: number, to: number) => trimControls(lines.slice(from, to).join('\n'));
  for (const start of arrowlessStarts(lines, 0, headers[0]?.first ?? lines.length, true)) {
    warnings.push(warning(lines, start));
  }
  headers.forEach((header, index) => {
    const next = headers[index + 1];
    const from = header.line + 1;
    const to = next ? next.first : lines.length;
    const trusted =
      header.timing !== null &&
      (!textOf(from, to).split('\n').includes('') ||
        (header.number >= 0 && next?.number === header.number + 1));
    const hidden = trusted ? [] : arrowlessStarts(lines, from, to, false);
    if (header.timing) {
      paragraphs.push({
        number: paragraphs.length + 1,
        ...header.timing,
        text: textOf(from, hidden[0] ?? to),
      });
    } else {
      warnings.push(warning(lines, header.first));
    }
    for (const start of hidden) warnings.push(warning(lines, start));
  });
  return { paragraphs, warnings };
}

const wholeTimingLine = fc
  .tuple(
    blanks,
    clockText(false),
    blanks,
    fc.constantFrom('-->', '-->', '->', '--> -->'),
    blanks,
    clockText(false),
    fc.constantFrom('', '', ' X1:40 X2:600 Y1:20 Y2:50', 'x', ' -->', '-->', ' ', ',x'),
  )
  .map((parts) => parts.join(''));

/** A timing line cut short, before or after its arrow, as a bad download leaves it. */
const cutTimingLine = fc
  .tuple(wholeTimingLine, fc.nat())
  .map(([line, cut]) => line.slice(0, 1 + (cut % line.length)));

const timingLine = fc.oneof(
  { arbitrary: wholeTimingLine, weight: 5 },
  { arbitrary: cutTimingLine, weight: 1 },
);

/** '#' stands for the cue's number in order, filled in when the file is put together. */
const numberLine = fc.oneof(
  fc.tuple(blanks, digits(1, 7), blanks).map((parts) => parts.join('')),
  fc.constant('#'),
);

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
    .map((groups) => {
      let count = 0;
      return groups.flat().map((line) => (line === '#' ? String(++count) : line));
    }),
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
      '1\n00:00:01,000 --> 00:00:02,000\nGood\n\n2\n00:00:0x,000 --> 00:00:04,000\nBroken\n',
      '1\n00:00:01,000 --> 00:00:02,000\nGood\n\n2\n00:00:03,0\nCut\n\n3\n00:00:05,000 --> 00:00:06,000\nx',
      '1\n00:00:01,000 --> 00:00:02,000\nGood\n\n00:00:03,0\nCut\n\n2\n00:00:05,000 --> 00:00:06,000\nx',
      '1\n00:00:01,000 --> 00:00:02,000\nGood\n2\n00:00:03,000 -> 00:00:04,000\nShort\n',
      '\n\n-->\nstray arrow at the start\n\n1\n00:00:01,000 --> 00:00:02,000\nx',
      '1\n01:30:28,000 --> 01:30:30,958unnecessary text\nx',
    ],
    (file) => expect(readSubRip(file)).toEqual(referenceParse(file)),
  );
});
