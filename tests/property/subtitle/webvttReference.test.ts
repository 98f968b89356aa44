import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { SubtitleFormatError } from '../../../shared/subtitle/errors';
import { webVtt } from '../../../shared/subtitle/formats/webvtt';
import type { Paragraph, ParagraphExtra, Subtitle } from '../../../shared/subtitle/model';
import {
  asFile,
  blanks,
  clockText,
  digits,
  fileLines,
  fractionMs,
  itAgreesWithReference,
  textLine,
} from './textFileArbitraries';

// The WebVTT parser reads the usual cue ("hh:mm:ss.mmm --> hh:mm:ss.mmm", no id, no settings)
// on a fast path of its own. This test holds it to a plain block-by-block reading of its rules:
// - blocks are runs of lines between blank lines (empty or blanks only);
// - a block is a cue when its first line holds "-->", or its second (the first is then its id,
//   unless the block is the file's first, glued to the "WEBVTT" line);
// - a time is "[h:]m:s" with an optional ',' or '.' fraction, minutes and seconds at most 59;
//   whatever follows the start time up to the arrow is ignored, what follows the end time is the
//   cue's settings; a time that does not read is an error;
// - a cue's payload is the rest of its block; other blocks before the first cue are the header,
//   later ones ride on the next cue as its note (or end up in the footer).

const TIME = /^[ \t]*(\d+):(\d+)(?::(\d+))?(?:([.,])(\d*))?/;

/** The time at the start of `text` and what follows it, or null. */
function readTime(text: string): { ms: number; rest: string } | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const [whole, first = '', second = '', third, separator, fraction] = match;
  if (separator !== undefined && fraction === '') return null;
  // "m:s:" starts a third part, which must then be there.
  if (third === undefined && text.charCodeAt(whole.length) === 58) return null;
  const [hours, minutes, seconds] =
    third === undefined ? ['0', first, second] : [first, second, third];
  if (Number(minutes) > 59 || Number(seconds) > 59) return null;
  return {
    ms:
      Number(hours) * 3600000 +
      Number(minutes) * 60000 +
      Number(seconds) * 1000 +
      fractionMs(fraction),
    rest: text.slice(whole.length),
  };
}

const isBlankLine = (line: string) => /^[ \t]*$/.test(line);

function referenceParse(source: string): Subtitle {
  const lines = fileLines(source);
  if (!/^WEBVTT(?:[ \t]|$)/.test(lines[0] ?? '')) {
    throw new SubtitleFormatError('A WebVTT file must start with "WEBVTT"', 1);
  }
  const paragraphs: Paragraph[] = [];
  let headerLines = 1;
  let note: string | undefined;
  for (let index = 0; index < lines.length;) {
    if (isBlankLine(lines[index] ?? '')) {
      index++;
      continue;
    }
    const first = index;
    while (index < lines.length && !isBlankLine(lines[index] ?? '')) index++;
    const block = lines.slice(first, index);
    const timingAt = (block[0] ?? '').includes('-->')
      ? 0
      : (block[1] ?? '').includes('-->')
        ? 1
        : -1;
    if (timingAt < 0) {
      if (paragraphs.length === 0) headerLines = index;
      else note = note === undefined ? block.join('\n') : `${note}\n\n${block.join('\n')}`;
      continue;
    }
    let id = '';
    if (timingAt === 1 && first === 0) headerLines = 1;
    else if (timingAt === 1) id = (block[0] ?? '').trim();
    const timing = block[timingAt] ?? '';
    const arrow = timing.indexOf('-->');
    const start = readTime(timing.slice(0, arrow));
    if (!start) throw new SubtitleFormatError('Bad WebVTT cue start time');
    const end = readTime(timing.slice(arrow + 3));
    if (!end) throw new SubtitleFormatError('Bad WebVTT cue end time');
    const paragraph: Paragraph = {
      number: paragraphs.length + 1,
      start: start.ms,
      end: end.ms,
      text: block.slice(timingAt + 1).join('\n'),
    };
    const extra: ParagraphExtra = {};
    if (id) extra['id'] = id;
    if (end.rest.trim()) extra['settings'] = end.rest.trim();
    if (note !== undefined) extra['noteBefore'] = note;
    note = undefined;
    if (Object.keys(extra).length > 0) paragraph.extra = extra;
    paragraphs.push(paragraph);
  }
  const subtitle: Subtitle = { fileName: 'a.vtt', format: 'WebVTT', paragraphs };
  subtitle.header = lines.slice(0, headerLines).join('\n').trimEnd();
  if (note !== undefined) subtitle.footer = note;
  return subtitle;
}

/** The parser's answer or the message of its format error, to compare with the reference's. */
function outcome(parse: () => Subtitle): Subtitle | string {
  try {
    return parse();
  } catch (error) {
    if (error instanceof SubtitleFormatError) return `error: ${error.message}`;
    throw error;
  }
}

const usualClock = fc
  .tuple(
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 0, max: 59 }),
    fc.integer({ min: 0, max: 59 }),
    fc.integer({ min: 0, max: 999 }),
  )
  .map(
    ([h, m, s, ms]) =>
      [h, m, s].map((n) => String(n).padStart(2, '0')).join(':') +
      `.${String(ms).padStart(3, '0')}`,
  );

const timingLine = fc.oneof(
  { arbitrary: fc.tuple(usualClock, usualClock).map(([a, b]) => `${a} --> ${b}`), weight: 4 },
  {
    arbitrary: fc
      .tuple(
        blanks,
        clockText(true),
        fc.constantFrom('', ' ', ' x '),
        fc.constantFrom('-->', ' --> '),
        blanks,
        clockText(true),
        fc.constantFrom('', ' align:start position:10%', ' ', 'x', ' -->'),
      )
      .map((parts) => parts.join('')),
    weight: 2,
  },
);

const cueBlock = fc
  .tuple(
    fc.option(fc.oneof(digits(1, 4), fc.constantFrom('intro', 'a b', '  spaced  ')), { freq: 3 }),
    timingLine,
    fc.array(textLine, { maxLength: 3 }),
  )
  .map(([id, timing, payload]) => [...(id === null ? [] : [id]), timing, ...payload]);

const otherBlock = fc.constantFrom(
  ['NOTE a comment'],
  ['NOTE', 'on two lines'],
  ['STYLE', '::cue { color: yellow }'],
  ['REGION', 'id:left width:40%'],
  ['stray text'],
);

const vttFile = asFile(
  fc
    .tuple(
      fc.constantFrom('WEBVTT', 'WEBVTT - a title', 'WEBVTT\tkind', 'WEBVTTX', 'webvtt'),
      fc.array(
        fc.tuple(
          fc.oneof({ arbitrary: cueBlock, weight: 5 }, { arbitrary: otherBlock, weight: 1 }),
          fc.constantFrom([''], [''], ['', ''], ['  '], []),
        ),
        { maxLength: 10 },
      ),
    )
    .map(([header, blocks]) => [
      header,
      ...blocks.flatMap(([before, block]) => [...before, ...block]),
    ]),
);

describe('WebVTT parser against a block-by-block reading of the same rules', () => {
  itAgreesWithReference(
    vttFile,
    [
      'WEBVTT\n00:00:01.000 --> 00:00:02.000\nglued to the header',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.00',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000 \n\n',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.0001\nfour digits',
      'WEBVTT\r\n\r\n00:00:01.000 --> 00:00:02.000\r\nCRLF\r\n \r\nNOTE after\r\n',
      'WEBVTT\n\n00:60:01.000 --> 00:00:02.000\n',
    ],
    (file) => {
      const input = { text: file, bytes: new Uint8Array(), fileName: 'a.vtt' };
      expect(outcome(() => webVtt.parse(input))).toEqual(outcome(() => referenceParse(file)));
    },
  );
});
