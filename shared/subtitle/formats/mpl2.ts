import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../model';
import { excerpt, noBlockRead, withWarnings } from './skippedBlocks';
import { lineShare, prefixLines, splitLines } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// MPL2 (.txt): "[start][end]text" in tenths of a second, '|' between lines, and a leading '/'
// marking an italic line (read as <i>…</i>, written back as '/').

const CUE = /^\[(\d+)\]\[(\d*)\](.*)$/;
const OPEN_END_MS = 2000;

function lineFromMpl2(line: string): string {
  return line.startsWith('/') ? `<i>${line.slice(1)}</i>` : line;
}

function lineToMpl2(line: string): string {
  const italic = /^<i>(.*)<\/i>$/i.exec(line);
  return italic && !/<\/?i>/i.test(italic[1] ?? '') ? `/${italic[1] ?? ''}` : line;
}

function parse(input: FormatInput): ParsedSubtitle {
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  for (const [index, raw] of splitLines(input.text).entries()) {
    const line = raw.trim();
    if (line.length === 0) continue;
    const match = CUE.exec(line);
    if (!match) {
      // Each line is a cue: one that does not read (a typo in a time, a cut line) is skipped.
      warnings.push({
        line: index + 1,
        message: `The line "${excerpt(line)}" is not an MPL2 cue ([start][end]text)`,
      });
      continue;
    }
    const start = Number(match[1]) * 100;
    const end = match[2] ? Number(match[2]) * 100 : start + OPEN_END_MS;
    const text = (match[3] ?? '').split('|').map(lineFromMpl2).join('\n');
    paragraphs.push({ number: paragraphs.length + 1, start, end, text });
  }
  if (paragraphs.length === 0) throw noBlockRead('No MPL2 cues found', warnings);
  const subtitle: Subtitle = { fileName: input.fileName, format: mpl2.name, paragraphs };
  return withWarnings(subtitle, warnings);
}

function write(subtitle: Subtitle, options: WriteOptions): string {
  return subtitle.paragraphs
    .map((paragraph) => {
      const start = Math.max(0, Math.round(paragraph.start / 100));
      const end = Math.max(0, Math.round(paragraph.end / 100));
      return `[${start}][${end}]${paragraph.text.split('\n').map(lineToMpl2).join('|')}${options.newLine}`;
    })
    .join('');
}

export const mpl2: SubtitleFormat = {
  name: 'MPL2',
  extensions: ['.txt'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: (input: FormatInput) => lineShare(prefixLines(input), CUE, 0.9),
  parse,
  write,
};
