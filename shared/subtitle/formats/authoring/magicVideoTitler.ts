// Magic Video Titler III (.mvt): "`KEY=value" lines. Per title: `TITLIN= and `TITLOUT= (times in
// centiseconds, eight digits), then `TITLA= … `TITLE= (its lines, five at most). The titler's
// fonts put Serbian Latin letters on the keys of the US keyboard ('[' is š, ':' is Č, "Q" is Lj,
// …), so the text is stored in those keys; the map below turns one into the other.
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { removeStyling } from '../../text/removeStyling';
import { excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { prefixLines, splitLines } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';

const NAME = 'Magic Video Titler';
const LINE_KEYS = ['A', 'B', 'C', 'D', 'E'] as const;
const ABOUT = '`ABOUT=Magic Video Titler III Professional subtitles';

/** Stored key → letter. */
const STORED_TO_TEXT: Readonly<Record<string, string>> = {
  Q: 'Lj',
  q: 'lj',
  W: 'Nj',
  w: 'nj',
  Y: 'Dž',
  y: 'dž',
  '|': 'Ž',
  '\\': 'ž',
  '}': 'Đ',
  ']': 'đ',
  '{': 'Š',
  '[': 'š',
  '"': 'Ć',
  "'": 'ć',
  ':': 'Č',
  ';': 'č',
  '@': '"',
  '>': ':',
  '`': "'",
};

/** Letter (one character, or a digraph such as "Lj") → stored key. */
const TEXT_TO_STORED: ReadonlyMap<string, string> = new Map(
  Object.entries(STORED_TO_TEXT).map(([stored, text]) => [text, stored]),
);
const ENCODED = /Lj|lj|Nj|nj|Dž|dž|[ŽžĐđŠšĆćČč":']/g;

export function decodeTitlerText(stored: string): string {
  return [...stored].map((char) => STORED_TO_TEXT[char] ?? char).join('');
}

export function encodeTitlerText(text: string): string {
  return text.replace(ENCODED, (letter) => TEXT_TO_STORED.get(letter) ?? letter);
}

export function detectMagicVideoTitler(input: FormatInput): number {
  const lines = prefixLines(input);
  const ins = lines.filter((line) => /^`TITLIN=\d+$/.test(line)).length;
  const outs = lines.filter((line) => /^`TITLOUT=\d+$/.test(line)).length;
  return ins > 0 && outs > 0 ? 0.97 : 0;
}

interface Title {
  start: number;
  end: number;
  lines: string[];
}

export function parseMagicVideoTitler(input: FormatInput): ParsedSubtitle {
  const warnings: ParseWarning[] = [];
  const paragraphs: Paragraph[] = [];
  const header: string[] = [];
  let current: Title | undefined;
  const close = (): void => {
    if (current && current.end >= 0 && current.lines.length > 0) {
      const { start, end, lines } = current;
      paragraphs.push({ number: paragraphs.length + 1, start, end, text: lines.join('\n') });
    }
    current = undefined;
  };
  let seenTitle = false;
  splitLines(input.text).forEach((line, index) => {
    const trimmed = line.trim();
    const field = /^`([A-Z]+)=(.*)$/.exec(trimmed);
    const key = field?.[1] ?? '';
    const value = field?.[2] ?? '';
    if (key === 'TITLIN') {
      close();
      seenTitle = true;
      if (!/^\d+$/.test(value.trim())) {
        warnings.push({
          line: index + 1,
          message: `The time of "${excerpt(line)}" could not be read`,
        });
        return;
      }
      current = { start: Number(value) * 10, end: -1, lines: [] };
    } else if (key === 'TITLOUT' && current) {
      if (/^\d+$/.test(value.trim())) current.end = Number(value) * 10;
      else {
        warnings.push({
          line: index + 1,
          message: `The time of "${excerpt(line)}" could not be read`,
        });
        current = undefined;
      }
    } else if (/^TITL[A-E]$/.test(key) && current) {
      current.lines.push(decodeTitlerText(value).trim());
    } else if (!seenTitle && trimmed !== '') {
      header.push(line);
    }
  });
  close();
  if (paragraphs.length === 0) throw noBlockRead('No Magic Video Titler titles found', warnings);
  const subtitle: Subtitle = { fileName: input.fileName, format: NAME, paragraphs };
  if (header.length > 0) subtitle.header = `${header.join('\n')}\n`;
  return withWarnings(subtitle, warnings);
}

function centiseconds(ms: number): string {
  return String(Math.max(0, Math.round(ms / 10))).padStart(8, '0');
}

export function writeMagicVideoTitler(subtitle: Subtitle, options: WriteOptions): string {
  const own = subtitle.format === NAME && subtitle.header !== undefined;
  const out = own ? (subtitle.header ?? '').replace(/\n$/, '').split('\n') : [ABOUT];
  out.push('');
  for (const paragraph of subtitle.paragraphs) {
    const lines = removeStyling(paragraph.text).split('\n');
    // Five lines at most: what is left joins the fifth.
    const kept =
      lines.length <= LINE_KEYS.length ? lines : [...lines.slice(0, 4), lines.slice(4).join(' ')];
    out.push(
      `\`TITLIN=${centiseconds(paragraph.start)}`,
      `\`TITLOUT=${centiseconds(paragraph.end)}`,
    );
    kept.forEach((line, at) => out.push(`\`TITL${LINE_KEYS[at] ?? 'E'}=${encodeTitlerText(line)}`));
    out.push('');
  }
  return out.join(options.newLine) + options.newLine;
}

export const magicVideoTitler: SubtitleFormat = {
  name: NAME,
  extensions: ['.mvt'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectMagicVideoTitler,
  parse: parseMagicVideoTitler,
  write: writeMagicVideoTitler,
};
