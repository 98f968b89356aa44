// Spruce STL (DVD Studio Pro's text subtitle script, .stl): "$Command = value" lines, "//"
// comments and entries "hh:mm:ss:ff , hh:mm:ss:ff , text" where '|' breaks lines and ^I, ^B, ^U
// toggle italics, bold and underline. The file does not name its frame rate; DVD authoring uses
// the project's (PAL 25, NTSC 29.97), so 25 is assumed unless a frame label of 25+ proves NTSC.
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../model';
import { formatTimecode, msToTimecode, timecodeToMs } from './frameTimecode';
import { excerpt, noBlockRead, withWarnings } from './skippedBlocks';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

const NAME = 'Spruce STL';
const PAL_FPS = 25;
const NTSC_FPS = 29.97;
const ENTRY =
  /^[ \t]*(\d{1,2}):(\d{2}):(\d{2}):(\d{2})[ \t]*,[ \t]*(\d{1,2}):(\d{2}):(\d{2}):(\d{2})[ \t]*,(.*)$/;
/** The start of an entry, whole or damaged (a typo, a cut line). */
const ENTRY_START = /^[ \t]*\d{1,2}:\d/;
const DETECT_PREFIX_CHARS = 4000;
/** Lines before an entry (commands that change settings from that subtitle on, comments). */
const EXTRA_KEY = 'spruceCommands';

const DEFAULT_HEADER = [
  '$FontName = Arial',
  '$FontSize = 30',
  '$HorzAlign = Center',
  '$VertAlign = Bottom',
  '$Bold = FALSE',
  '$UnderLined = FALSE',
  '$Italic = FALSE',
  '$TapeOffset = FALSE',
  '',
];

function isKeptLine(line: string): boolean {
  const trimmed = line.trim();
  return trimmed === '' || trimmed.startsWith('$') || trimmed.startsWith('//');
}

export function detectSpruceStl(input: FormatInput): number {
  const lines = input.text
    .slice(0, DETECT_PREFIX_CHARS)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  let entries = 0;
  let commands = 0;
  let unknown = 0;
  for (const line of lines.slice(0, -1)) {
    if (ENTRY.test(line)) entries++;
    else if (line.trim().startsWith('$')) commands++;
    // A damaged entry still looks like one; anything else says the file is not Spruce STL.
    else if (!isKeptLine(line) && !ENTRY_START.test(line)) unknown++;
  }
  if (entries === 0 || unknown > 0) return 0;
  return commands > 0 ? 0.95 : 0.85;
}

const TOGGLES: Record<string, string> = { I: 'i', B: 'b', U: 'u' };

/** '|' → newline, ^X toggles → <x>…</x>; a style left open at the end of the entry is closed. */
export function spruceTextToTags(raw: string): string {
  const open = new Set<string>();
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i] ?? '';
    const tag = ch === '^' ? TOGGLES[(raw[i + 1] ?? '').toUpperCase()] : undefined;
    if (tag) {
      out += open.has(tag) ? `</${tag}>` : `<${tag}>`;
      if (open.has(tag)) open.delete(tag);
      else open.add(tag);
      i++;
    } else out += ch === '|' ? '\n' : ch;
  }
  for (const tag of [...open].reverse()) out += `</${tag}>`;
  return out;
}

export function tagsToSpruceText(text: string): string {
  return text
    .replace(/<\/?([ibu])>/gi, (_all, tag: string) => `^${tag.toUpperCase()}`)
    .replace(/\r?\n/g, '|');
}

function linesValue(lines: readonly string[]): string {
  return `${lines.join('\n')}\n`;
}

/** Entries, with the command and comment lines before each. An entry that does not read (a typo
 *  in a timecode, a frame past 29, a cut line) or a line that is none of these is skipped with a
 *  warning. */
export function parseSpruceStl(input: FormatInput): ParsedSubtitle {
  const lines = input.text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  const entries: { match: RegExpExecArray; kept: string[] }[] = [];
  const warnings: ParseWarning[] = [];
  let kept: string[] = [];
  let header: string[] | undefined;
  let ntsc = false;
  lines.forEach((line, index) => {
    const match = ENTRY.exec(line);
    if (match && (Number(match[4]) >= 30 || Number(match[8]) >= 30)) {
      warnings.push({
        line: index + 1,
        message: `A frame number of "${excerpt(line)}" is past 29`,
      });
    } else if (match) {
      header ??= kept;
      entries.push({ match, kept: entries.length === 0 ? [] : kept });
      kept = [];
      // A frame label of 25 or more cannot be PAL, so the script was timed for NTSC.
      ntsc ||= Number(match[4]) >= PAL_FPS || Number(match[8]) >= PAL_FPS;
    } else if (isKeptLine(line)) kept.push(line);
    else {
      warnings.push({
        line: index + 1,
        message: ENTRY_START.test(line)
          ? `The timecodes of "${excerpt(line)}" could not be read`
          : `"${excerpt(line)}" is not a Spruce STL entry, command or comment`,
      });
    }
  });
  if (entries.length === 0 || !header) throw noBlockRead('No Spruce STL entries found', warnings);
  const fps = ntsc ? NTSC_FPS : PAL_FPS;
  const time = (m: RegExpExecArray, at: number): number =>
    timecodeToMs(Number(m[at]), Number(m[at + 1]), Number(m[at + 2]), Number(m[at + 3]), fps);
  const paragraphs = entries.map(({ match, kept: before }, index): Paragraph => {
    const paragraph: Paragraph = {
      number: index + 1,
      start: time(match, 1),
      end: time(match, 5),
      // A tab after the comma only aligns; spaces are written by every tool after ", ".
      text: spruceTextToTags((match[9] ?? '').replace(/^[ \t]+/, '')),
    };
    if (before.length > 0) paragraph.extra = { [EXTRA_KEY]: linesValue(before) };
    return paragraph;
  });
  const subtitle: Subtitle = { fileName: input.fileName, format: NAME, paragraphs };
  if (header.length > 0) subtitle.header = linesValue(header);
  if (kept.length > 0) subtitle.footer = linesValue(kept);
  return withWarnings(subtitle, warnings);
}

function splitKept(value: string | number | boolean | undefined): string[] {
  if (typeof value !== 'string' || value === '') return [];
  return value.replace(/\n$/, '').split('\n');
}

export function writeSpruceStl(subtitle: Subtitle, options: WriteOptions): string {
  const own = subtitle.format === NAME;
  const out = own ? splitKept(subtitle.header) : [...DEFAULT_HEADER];
  const timecode = (ms: number): string => formatTimecode(msToTimecode(ms, PAL_FPS));
  for (const paragraph of subtitle.paragraphs) {
    if (own) out.push(...splitKept(paragraph.extra?.[EXTRA_KEY]));
    const text = tagsToSpruceText(paragraph.text);
    out.push(`${timecode(paragraph.start)} , ${timecode(paragraph.end)} , ${text}`);
  }
  if (own) out.push(...splitKept(subtitle.footer));
  return out.join(options.newLine) + options.newLine;
}

export const spruceStl: SubtitleFormat = {
  name: NAME,
  extensions: ['.stl'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectSpruceStl,
  parse: parseSpruceStl,
  write: writeSpruceStl,
};
