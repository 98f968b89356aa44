import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../model';
import { excerpt, noBlockRead, withWarnings } from './skippedBlocks';
import { lineShare, prefixLines, splitLines } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// LRC lyrics (.lrc): "[mm:ss.xx]text", several time tags may share one text, and ID tags such as
// [ar:…], [ti:…], [offset:…] are kept verbatim in `header` (the offset is not applied, so a file
// writes back unchanged). A line shows until the next time tag; an empty "[mm:ss.xx]" ends the one
// before it, which is how a gap (and the last line's end) is written.

const TIME_TAG = /^\[(\d+):(\d\d)(?:[.:](\d{1,3}))?\]/;
const ANY_TAG = /^\[([a-zA-Z#]+):([^\]]*)\]$/;
/** The last line, when nothing ends it, shows this long. */
const LAST_LINE_MS = 3000;

function tagMs(match: RegExpExecArray): number {
  const fraction = match[3] ?? '';
  const fractionMs =
    fraction.length === 0 ? 0 : Math.round(Number(fraction) * 10 ** (3 - fraction.length));
  return Number(match[1]) * 60000 + Number(match[2]) * 1000 + fractionMs;
}

/** A bracket holding a digit or a colon that read as no tag ("[0x:01.20]", "[00:0"); text such
 *  as "[Chorus]" is none. */
const BROKEN_TAG = /^\[[^\]]*[\d:]/;

function parse(input: FormatInput): ParsedSubtitle {
  const header: string[] = [];
  const warnings: ParseWarning[] = [];
  const entries: { time: number; text: string; order: number }[] = [];
  for (const [index, raw] of splitLines(input.text).entries()) {
    let rest = raw.trim();
    const times: number[] = [];
    for (let match = TIME_TAG.exec(rest); match; match = TIME_TAG.exec(rest)) {
      times.push(tagMs(match));
      rest = rest.slice(match[0].length);
    }
    if (times.length === 0 && ANY_TAG.test(rest)) {
      header.push(rest);
      continue;
    }
    if (BROKEN_TAG.test(rest)) {
      // A tag that is neither a time nor an ID tag: a time tag with a typo or cut short. The
      // line is skipped whole, never kept with the broken tag as its text.
      warnings.push({
        line: index + 1,
        message: `The time tag of "${excerpt(raw)}" could not be read`,
      });
      continue;
    }
    if (times.length === 0) continue;
    for (const time of times) entries.push({ time, text: rest.trim(), order: entries.length });
  }
  if (entries.length === 0) throw noBlockRead('No LRC time tags found', warnings);
  entries.sort((a, b) => a.time - b.time || a.order - b.order);
  const paragraphs: Paragraph[] = [];
  entries.forEach((entry, index) => {
    if (entry.text.length === 0) return;
    const next = entries[index + 1];
    const end = next ? next.time : entry.time + LAST_LINE_MS;
    paragraphs.push({ number: paragraphs.length + 1, start: entry.time, end, text: entry.text });
  });
  const subtitle: Subtitle = { fileName: input.fileName, format: lrc.name, paragraphs };
  if (header.length > 0) subtitle.header = header.join('\n');
  return withWarnings(subtitle, warnings);
}

function formatTag(ms: number): string {
  const centiseconds = Math.max(0, Math.round(ms / 10));
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `[${pad(Math.floor(centiseconds / 6000))}:${pad(Math.floor(centiseconds / 100) % 60)}.${pad(centiseconds % 100)}]`;
}

function write(subtitle: Subtitle, options: WriteOptions): string {
  const lines: string[] = [];
  if (subtitle.format === lrc.name && subtitle.header) lines.push(...subtitle.header.split('\n'));
  subtitle.paragraphs.forEach((paragraph, index) => {
    // One LRC line per paragraph: its lines are joined with a space.
    lines.push(formatTag(paragraph.start) + paragraph.text.split('\n').join(' ').trim());
    const next = subtitle.paragraphs[index + 1];
    if (!next || Math.round(next.start / 10) > Math.round(paragraph.end / 10)) {
      lines.push(formatTag(paragraph.end));
    }
  });
  return lines.join(options.newLine) + options.newLine;
}

export const lrc: SubtitleFormat = {
  name: 'LRC',
  extensions: ['.lrc'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: (input: FormatInput) =>
    lineShare(
      prefixLines(input),
      /^(?:\[\d+:\d\d\.\d{1,3}\])+|^\[(?:ar|ti|al|by|length|offset|re|ve):/i,
      0.85,
    ),
  parse,
  write,
};
