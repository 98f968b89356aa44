import { SubtitleFormatError } from '../../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { LineCounter, excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { detectionPrefix, stripBom } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import {
  detectJsonLayout,
  type JsonLayout,
  keyWith,
  key,
  parseJsonLayout,
  readTime,
  seconds,
} from './jsonLayout';

// Speechmatics. Subtitle Edit's "Speechmatics" is a text layout of time tags around each cue,
// "<time=1.5>Hello there.<time=3.25> <time=…>…", written on one line; it is read, and written.
// Speechmatics' own JSON transcript (json-v2: "results" of words and punctuation with start_time
// and end_time in seconds) is read too, its words grouped into cues (wordGrouping.ts).

const NAME = 'Speechmatics';

const transcriptLayout: JsonLayout = {
  name: NAME,
  extensions: ['.json'],
  path: ['results'],
  unit: 'seconds',
  start: ['start_time'],
  end: ['end_time'],
  text: { path: ['alternatives', 0, 'content'] },
  words: {
    applies: () => true,
    kind: (item) =>
      item.type === 'word' ? 'word' : item.type === 'punctuation' ? 'punctuation' : 'other',
  },
  signature: {
    root: '{',
    all: [
      keyWith('results', 'array'),
      key('alternatives'),
      key('start_time'),
      /"type"\s*:\s*"(?:word|punctuation)"/,
    ],
  },
  write: { element: () => ({}), document: () => ({}) },
};

const TAG = '<time=';

/** A time tag at `at`: its value's text and the index just past its '>'; undefined when no '>'
 *  closes it on its line. */
function readTag(text: string, at: number): { value: string; after: number } | undefined {
  const close = text.indexOf('>', at);
  if (close < 0) return undefined;
  // Looked for only inside the tag: a file on one line (as written) has no line end to find.
  for (let index = at; index < close; index++) if (text.charCodeAt(index) === 10) return undefined;
  return { value: text.slice(at + TAG.length, close).trim(), after: close + 1 };
}

function parseTags(input: FormatInput): ParsedSubtitle {
  const text = stripBom(input.text).replace(/\r\n?/g, '\n');
  const lines = new LineCounter(text);
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  let open = text.indexOf(TAG);
  if (open < 0) throw new SubtitleFormatError('Not Speechmatics: no <time=…> tag');
  while (open >= 0) {
    const start = readTag(text, open);
    const close = start ? text.indexOf(TAG, start.after) : -1;
    const end = close >= 0 ? readTag(text, close) : undefined;
    if (!start || !end) {
      warnings.push({ line: lines.lineAt(open), message: 'A cue has no closing <time=…> tag' });
      if (!start || close < 0) break;
      open = close;
      continue;
    }
    const startMs = readTime(start.value, 'seconds');
    const endMs = readTime(end.value, 'seconds');
    const cue = text.slice(start.after, close).replace(/\s+/g, ' ').trim();
    if (startMs < 0 || endMs < 0) {
      warnings.push({
        line: lines.lineAt(open),
        message: `The times of "${excerpt(cue)}" could not be read`,
      });
    } else if (cue.length > 0) {
      paragraphs.push({ number: paragraphs.length + 1, start: startMs, end: endMs, text: cue });
    }
    open = text.indexOf(TAG, end.after);
  }
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  return withWarnings({ fileName: input.fileName, format: NAME, paragraphs }, warnings);
}

function write(subtitle: Subtitle, options: WriteOptions): string {
  const cues = subtitle.paragraphs.map(
    (p) => `${TAG}${seconds(p.start)}>${p.text.replace(/\s*\n\s*/g, ' ')}${TAG}${seconds(p.end)}>`,
  );
  return `${cues.join(' ')}${options.newLine}`;
}

function detectTags(input: FormatInput): number {
  const prefix = detectionPrefix(input).trimStart();
  if (!prefix.startsWith(TAG)) return 0;
  const tags = prefix.match(/<time=\s*\d+(?:\.\d+)?\s*>/g)?.length ?? 0;
  return tags >= 2 ? 0.9 : 0;
}

export const speechmatics: SubtitleFormat = {
  name: NAME,
  extensions: ['.txt', '.json'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: (input) =>
    Math.max(detectTags(input), detectJsonLayout(transcriptLayout.signature, input)),
  parse(input) {
    return detectionPrefix(input, 1024).trimStart().startsWith('{')
      ? parseJsonLayout(transcriptLayout, input)
      : parseTags(input);
  },
  write,
};
