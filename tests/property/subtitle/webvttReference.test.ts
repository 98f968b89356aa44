import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { SubtitleFormatError } from '../../../shared/subtitle/errors';
import { webVtt } from '../../../shared/subtitle/formats/webvtt';
import type {
  Paragraph,
  ParagraphExtra,
  ParsedSubtitle,
  ParseWarning,
  Subtitle,
} from '../../../shared/subtitle/model';
import {
  asFile,
  blanks,
  clockText,
  digits,
  itAgreesWithReference,
  textLine,
} from './textFileArbitraries';

// The WebVTT parser reads the usual cue ("hh:mm:ss.mmm --> hh:mm:ss.mmm", no id, no settings)
// on a fast path of its own and every other block by index. This test holds it to a plain
// line-by-line transcription of the W3C WebVTT parser algorithm (NULs to U+FFFD, CR and CRLF to
// LF, the signature, the header block, "collect a WebVTT block", "collect a WebVTT timestamp"),
// plus what we keep for writing back: blocks that are not cues go to the header (before the
// first cue), ride on the next cue (noteBefore) or end in the footer; a block whose timing line
// does not read, or that has no arrow but starts like a cue (its first or second line starts
// "digits:digit"), is skipped with a warning at its first line (a NOTE block excepted, kept as a
// note).

const TIMESTAMP = /^(\d+):(\d+)(?::(\d+))?\.(\d+)/;

/** "Collect a WebVTT timestamp" at the start of `text`: [ms, characters read] or null. */
function timestamp(text: string): [number, number] | null {
  const match = TIMESTAMP.exec(text);
  if (!match) return null;
  const [whole, a = '', b = '', c, fraction = ''] = match;
  const hoursFirst = a.length !== 2 || Number(a) > 59;
  if (b.length !== 2 || fraction.length !== 3) return null;
  if (c === undefined && hoursFirst) return null;
  if (c !== undefined && c.length !== 2) return null;
  const [hours, minutes, seconds] = c === undefined ? ['0', a, b] : [a, b, c];
  if (Number(minutes) > 59 || Number(seconds) > 59) return null;
  return [
    Number(hours) * 3600000 + Number(minutes) * 60000 + Number(seconds) * 1000 + Number(fraction),
    whole.length,
  ];
}

const SPACES = /^[ \t\f]*/;

/** "Collect WebVTT cue timings and settings". */
function timings(line: string): { start: number; end: number; settings: string } | null {
  let rest = line.replace(SPACES, '');
  const start = timestamp(rest);
  if (!start) return null;
  rest = rest.slice(start[1]).replace(SPACES, '');
  if (!rest.startsWith('-->')) return null;
  rest = rest.slice(3).replace(SPACES, '');
  const end = timestamp(rest);
  if (!end) return null;
  return {
    start: start[0],
    end: end[0],
    settings: rest.slice(end[1]).replace(/^[ \t\f]+|[ \t\f]+$/g, ''),
  };
}

/** The first or second line of a block with no arrow, when it starts like a timestamp: a cue
 *  whose arrow was lost, reported as damaged. */
function cueLikeLine(lines: readonly string[]): string | undefined {
  return lines.slice(0, 2).find((line) => /^[ \t\f]*\d+:\d/.test(line));
}

interface Block {
  kind: 'cue' | 'damaged' | 'other';
  first: number;
  /** Lines of an other block; the id and payload of a cue. */
  lines: string[];
  id: string;
  timing: { start: number; end: number; settings: string } | null;
  failedLine: string;
}

/** "Collect a WebVTT block" from lines[at]; the block and the index where the next one goes on. */
function collectBlock(lines: readonly string[], at: number, inHeader: boolean): [Block, number] {
  const block: Block = {
    kind: 'other',
    first: at,
    lines: [],
    id: '',
    timing: null,
    failedLine: '',
  };
  const consumed: string[] = [];
  let buffer: string[] = [];
  let lineCount = 0;
  let seenArrow = false;
  let index = at;
  let previous = at;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    index++;
    lineCount++;
    if (line.includes('-->')) {
      if (inHeader || !(lineCount === 1 || (lineCount === 2 && !seenArrow))) {
        index = previous;
        break;
      }
      seenArrow = true;
      previous = index;
      consumed.push(line);
      block.timing = timings(line);
      if (block.timing) {
        block.id = buffer.join('\n');
        buffer = [];
      } else {
        block.failedLine = line;
      }
    } else if (line === '') {
      break;
    } else {
      buffer.push(line);
      consumed.push(line);
      previous = index;
    }
  }
  if (block.timing) {
    block.kind = 'cue';
    block.lines = buffer;
  } else if (seenArrow && !/^NOTE(?:[ \t]|$)/.test(lines[at] ?? '')) {
    block.kind = 'damaged';
  } else if (
    !inHeader &&
    !seenArrow &&
    !/^NOTE(?:[ \t]|$)/.test(lines[at] ?? '') &&
    cueLikeLine(consumed)
  ) {
    block.kind = 'damaged';
    block.failedLine = cueLikeLine(consumed) ?? '';
  } else {
    block.lines = consumed;
  }
  return [block, index];
}

function referenceParse(source: string): Subtitle {
  const text = (source.startsWith('\uFEFF') ? source.slice(1) : source)
    .replaceAll('\0', '\uFFFD')
    .replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t\n]|$)/.test(text)) {
    throw new SubtitleFormatError('A WebVTT file must start with "WEBVTT"', 1);
  }
  const lines = text.split('\n');
  // A line end closes a line; the empty string after the last one is no line.
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  const headerParts = [lines[0] ?? ''];
  let at = 1;
  if (at < lines.length && lines[at] !== '') {
    const [header, next] = collectBlock(lines, at, true);
    if (header.lines.length > 0) headerParts[0] = [lines[0], ...header.lines].join('\n');
    at = next;
  }
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  let note: string | undefined;
  while (at < lines.length) {
    while (at < lines.length && lines[at] === '') at++;
    if (at >= lines.length) break;
    const [block, next] = collectBlock(lines, at, false);
    at = next;
    if (block.kind === 'cue' && block.timing) {
      const paragraph: Paragraph = {
        number: paragraphs.length + 1,
        start: block.timing.start,
        end: block.timing.end,
        text: block.lines.join('\n'),
      };
      const extra: ParagraphExtra = {};
      if (block.id) extra['id'] = block.id;
      if (block.timing.settings) extra['settings'] = block.timing.settings;
      if (note !== undefined) extra['noteBefore'] = note;
      note = undefined;
      if (Object.keys(extra).length > 0) paragraph.extra = extra;
      paragraphs.push(paragraph);
    } else if (block.kind === 'damaged') {
      const trimmed = block.failedLine.trim();
      const quoted = trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
      warnings.push({
        line: block.first + 1,
        message: `The timing line "${quoted}" could not be read`,
      });
    } else {
      const body = block.lines.join('\n');
      if (paragraphs.length === 0) headerParts.push(body);
      else note = note === undefined ? body : `${note}\n\n${body}`;
    }
  }
  const subtitle: ParsedSubtitle = {
    fileName: 'a.vtt',
    format: 'WebVTT',
    header: headerParts.join('\n\n').trimEnd(),
    paragraphs,
  };
  if (note !== undefined) subtitle.footer = note;
  if (warnings.length > 0) subtitle.warnings = warnings;
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
  {
    arbitrary: fc.constantFrom(
      '000:00:00.000 --> 00:00:01.000',
      '00:00:01,000 --> 00:00:02,000',
      '00:00:0x.000 --> 00:00:06.000',
      '00:00:05.000 -a -->',
      '\f00:00:01.000\f-->\f00:00:02.000\f',
      '\v00:00:01.000 --> 00:00:02.000',
      '00:00:01.000 --> 00:00:02.000\0align:end',
      '00:00:01.000 --> 00:00:02.000 region:\v',
      '00:01.000 --> 00:02.000',
      '-->',
      '00:00:05.000 -> 00:00:06.000',
    ),
    weight: 1,
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
  ['NOTE a --> b', 'more'],
  ['\0 null'],
);

const vttFile = asFile(
  fc
    .tuple(
      fc.constantFrom('WEBVTT', 'WEBVTT - a title', 'WEBVTT\tkind', 'WEBVTTX', 'webvtt'),
      fc.array(
        fc.tuple(
          fc.oneof({ arbitrary: cueBlock, weight: 5 }, { arbitrary: otherBlock, weight: 1 }),
          fc.constantFrom([''], [''], ['', ''], ['  '], [], ['', ' ', '']),
        ),
        { maxLength: 10 },
      ),
    )
    .map(([header, blocks]) => [
      header,
      ...blocks.flatMap(([before, block]) => [...before, ...block]),
    ]),
);

describe('WebVTT parser against a line-by-line transcription of the W3C algorithm', () => {
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
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nGood\n\n00:00:0x.000 --> 00:00:06.000\nBroken\n\n00:00:07.000 --> 00:00:08.000\nGood',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\ntext\nfoo-->\n00:00:03.000 --> 00:00:04.000\nnext',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\ntext\n00:00:03.000 --> 00:00:04.000\nno blank line',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\n\n',
      'WEBVTT\r\rcr\r00:00:00.000 --> 00:00:01.000\rtext1\n\rlfcr\r00:00:00.000 --> 00:00:01.000\n',
    ],
    (file) => {
      const input = { text: file, bytes: new Uint8Array(), fileName: 'a.vtt' };
      expect(outcome(() => webVtt.parse(input))).toEqual(outcome(() => referenceParse(file)));
    },
  );
});
