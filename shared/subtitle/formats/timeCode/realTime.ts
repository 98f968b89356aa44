import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { LineCounter, unreadableTiming } from '../skippedBlocks';
import { detectionPrefix, stripBom } from '../textScan';
import type { FormatInput, WriteOptions } from '../types';
import { finish, joinOutput, OPEN_END_MS, textFormat } from './layout';
import { clockFraction } from './timeCodecs';

// RealText (.rt), RealPlayer's captions, under Subtitle Edit's name "RealTime": a <window …>
// (with <font>, <center> … around the text), then each cue as <time begin="…" end="…"/>, usually
// followed by <clear/>, and its text up to the next <time> tag; <br/> breaks a line. Times are
// "[[[dd:]hh:]mm:]ss[.fraction]" with an optional 's'; written "h:mm:ss.cc" (centiseconds, which
// ffmpeg's RealText reader takes). A <time> with no end= lasts until the next <time> (a <time>
// with no text after it only ends the one before), the last one OPEN_END_MS. Everything before
// the first <time> is the header; the writer closes its open elements at the end. <i>, <b> and
// <u> are kept; other tags are layout, dropped from the text; entities are decoded.

const TIME_TAG = /<time\b([^>]{0,1000})>/gi;
const CLOCK = clockFraction(1, 2);

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attributes)?.[1];
}

/** A RealText time in ms, or -1. */
function readTime(value: string): number {
  const text = value.trim().replace(/s$/i, '');
  const match = /^(?:(?:(?:(\d+):)?(\d+):)?(\d+):)?(\d*)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[4] === '' && match[5] === undefined)) return -1;
  const [days, hours, minutes, secs] = [1, 2, 3, 4].map((at) => Number(match[at] ?? 0)) as [
    number,
    number,
    number,
    number,
  ];
  const fraction = match[5] ?? '';
  const fractionMs = fraction === '' ? 0 : Math.round(Number(`0.${fraction}`) * 1000);
  return (((days * 24 + hours) * 60 + minutes) * 60 + secs) * 1000 + fractionMs;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[name.toLowerCase()] ?? all;
  });
}

/** <i>/<b>/<u> tags that open and close inside the text; a lone one is the surrounding
 *  layout's (the header's <b> closed after the last cue) and is dropped. */
function balanced(text: string): string {
  const tags = [...text.matchAll(/<(\/?)([ibu])>/g)];
  const keep = new Set<number>();
  const open: { name: string; at: number }[] = [];
  for (const tag of tags) {
    const name = tag[2] ?? '';
    if (tag[1] === '') open.push({ name, at: tag.index });
    else {
      const at = open.map((entry) => entry.name).lastIndexOf(name);
      if (at < 0) continue;
      keep.add(open[at]?.at ?? -1).add(tag.index);
      open.splice(at, 1);
    }
  }
  return text.replace(/<\/?[ibu]>/g, (tag, at: number) => (keep.has(at) ? tag : ''));
}

/** The text a cue shows: breaks from <br/>, <i>/<b>/<u> kept, other tags and spacing dropped. */
function cueText(markup: string): string {
  // Source line breaks are spaces, as in HTML; only <br/> breaks a line.
  const kept = markup
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(
      /<(\/?)([ibu])\s*>/gi,
      (_all, slash: string, tag: string) => `\uE000${slash}${tag.toLowerCase()}\uE001`,
    )
    .replace(/<[^>]*>/g, '')
    .split('\n')
    .map((line) => decodeEntities(line))
    .join('\n')
    .replace(/\uE000(\/?[ibu])\uE001/g, '<$1>');
  return balanced(kept)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

function parse(input: FormatInput): ParsedSubtitle {
  const text = stripBom(input.text);
  const lines = new LineCounter(text);
  const warnings: ParseWarning[] = [];
  const tags = [...text.matchAll(TIME_TAG)];
  const cues: { begin: number; end: number; text: string }[] = [];
  tags.forEach((tag, index) => {
    const at = tag.index;
    const attributes = tag[1] ?? '';
    const begin = readTime(attribute(attributes, 'begin') ?? '');
    const next = tags[index + 1]?.index ?? text.length;
    if (begin < 0) {
      warnings.push({ line: lines.lineAt(at), message: unreadableTiming(tag[0]) });
      cues.push({ begin: -1, end: -1, text: '' });
      return;
    }
    const end = readTime(attribute(attributes, 'end') ?? '');
    cues.push({ begin, end, text: cueText(text.slice(at + tag[0].length, next)) });
  });
  const paragraphs: Paragraph[] = [];
  cues.forEach((cue, index) => {
    if (cue.begin < 0 || cue.text === '') return;
    const next = cues[index + 1];
    const end =
      cue.end > cue.begin
        ? cue.end
        : next && next.begin > cue.begin
          ? next.begin
          : cue.begin + OPEN_END_MS;
    paragraphs.push({ number: 0, start: cue.begin, end, text: cue.text });
  });
  const first = tags[0]?.index;
  const header = first === undefined ? '' : text.slice(0, first).replace(/\r\n?/g, '\n').trim();
  return finish(input, realTime.name, paragraphs, warnings, {
    header: header === '' ? undefined : header,
  });
}

function defaultHeader(subtitle: Subtitle): string {
  return [
    `<window type="generic" duration="${CLOCK.write(subtitle.paragraphs.at(-1)?.end ?? 0, 0)}" width="640" height="480" bgcolor="black" wordwrap="true">`,
    '<font color="white" face="Arial" size="+2">',
    '<center>',
    '<b>',
  ].join('\n');
}

/** The closing tags of the elements the header leaves open, innermost first. */
function closingTags(header: string): string[] {
  const open: string[] = [];
  for (const match of header.matchAll(/<(\/?)([a-z][\w-]*)\b[^>]*?(\/?)>/gi)) {
    const name = (match[2] ?? '').toLowerCase();
    if (match[3] === '/' || name === 'br' || name === 'clear') continue;
    if (match[1] === '/') {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.splice(at, 1);
    } else open.push(name);
  }
  return open.reverse().map((name) => `</${name}>`);
}

/** <font> and ASS overrides go; <i>, <b>, <u> stay; the rest is escaped as text. */
function encodeText(text: string): string {
  return (
    text
      .replace(/<\/?font(?:\s[^>]*)?>|\{\\[^}]*\}/gi, '')
      .replace(/&/g, '&amp;')
      .replace(/<(\/?)([ibu])>/gi, '\uE000$1$2\uE001')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/\uE000(\/?[ibu])\uE001/gi, '<$1>')
      // Markup collapses runs of spaces; the second and later ones are written as references.
      .replace(/ {2,}/g, (run) => ` ${'&#32;'.repeat(run.length - 1)}`)
      .split('\n')
      .join('<br/>')
  );
}

function write(subtitle: Subtitle, options: WriteOptions): string {
  const header =
    subtitle.format === realTime.name && subtitle.header !== undefined
      ? subtitle.header
      : defaultHeader(subtitle);
  const cues = subtitle.paragraphs.map(
    (p) =>
      `<time begin="${CLOCK.write(p.start, 0)}" end="${CLOCK.write(p.end, 0)}"/><clear/>${encodeText(p.text)}`,
  );
  return joinOutput([...header.split('\n'), ...cues, ...closingTags(header)], options);
}

export const realTime = textFormat({
  name: 'RealTime',
  extensions: ['.rt'],
  detect(input) {
    const prefix = detectionPrefix(input);
    if (!/<time\s[^>]*begin\s*=/i.test(prefix)) return 0;
    return /<window[\s>]/i.test(prefix) ? 0.95 : 0.8;
  },
  parse,
  write,
});
