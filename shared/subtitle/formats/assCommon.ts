import { SubtitleFormatError } from '../errors';
import type { Paragraph, ParagraphExtra, Subtitle } from '../model';
import { isBlank, lineEndOf, nextLineStart, readClock, skipSpaces, stripBom } from './textScan';

// What Advanced Sub Station Alpha (v4.00+) and Sub Station Alpha (v4.00) share. Everything before
// "[Events]" (script info, styles, fonts) is kept verbatim as `header`, sections after the events
// as `footer`. Each Dialogue line's fields other than the times and text go to `extra` as written,
// override tags ({\i1}, {\pos(…)}) stay in the text as they are, and "\N" becomes '\n'.
// One pass over the lines; a Dialogue line is cut at its first commas with indexOf.

export interface AssVariant {
  readonly name: string;
  /** Events "Format:" fields written by default; the first is 'Layer' (ASS) or 'Marked' (SSA). */
  readonly eventFields: readonly string[];
  /** Marker of this variant's style section, e.g. '[V4+ Styles]'. */
  readonly stylesSection: string;
  readonly defaultMargin: string;
  defaultHeader(title: string): string;
}

/** Lower-cased Format field name → key in `extra`; start, end and text are model fields. */
const EXTRA_KEYS: Readonly<Record<string, string>> = {
  layer: 'layer',
  marked: 'marked',
  style: 'style',
  name: 'actor',
  actor: 'actor',
  marginl: 'marginL',
  marginr: 'marginR',
  marginv: 'marginV',
  effect: 'effect',
};

function parseFormatLine(line: string): string[] {
  return line
    .slice(line.indexOf(':') + 1)
    .split(',')
    .map((field) => field.trim().toLowerCase());
}

function startsWithIgnoreCase(text: string, at: number, word: string): boolean {
  return text.slice(at, at + word.length).toLowerCase() === word.toLowerCase();
}

/** Reads "h:mm:ss.cc" (centiseconds; more digits are read as a decimal fraction). */
function readAssTime(text: string, from: number, to: number): number {
  const cursor = { at: skipSpaces(text, from, to) };
  const ms = readClock(text, cursor, to);
  return ms >= 0 && skipSpaces(text, cursor.at, to) === to ? ms : -1;
}

export function parseAss(input: { text: string; fileName: string }, variant: AssVariant): Subtitle {
  const text = stripBom(input.text);
  const hasCr = text.indexOf('\r') !== -1;
  const paragraphs: Paragraph[] = [];
  let fields = variant.eventFields.map((field) => field.toLowerCase());
  let eventsStart = -1;
  let footerStart = -1;
  let lineNumber = 0;
  let at = 0;
  while (at < text.length) {
    lineNumber++;
    const lineEnd = lineEndOf(text, at, hasCr);
    const first = skipSpaces(text, at, lineEnd);
    const code = text.charCodeAt(first);
    if (code === 91 /* [ */) {
      if (eventsStart < 0 && startsWithIgnoreCase(text, first, '[events]')) eventsStart = at;
      else if (eventsStart >= 0 && footerStart < 0) footerStart = at;
    } else if (eventsStart >= 0 && footerStart < 0 && !isBlank(text, first, lineEnd)) {
      const isDialogue = startsWithIgnoreCase(text, first, 'dialogue:');
      const isComment = !isDialogue && startsWithIgnoreCase(text, first, 'comment:');
      if (isDialogue || isComment) {
        paragraphs.push(
          readEvent(text, first, lineEnd, fields, isComment, lineNumber, paragraphs.length + 1),
        );
      } else if (startsWithIgnoreCase(text, first, 'format:')) {
        fields = parseFormatLine(text.slice(first, lineEnd));
        if (!fields.includes('start') || !fields.includes('end') || fields.at(-1) !== 'text') {
          throw new SubtitleFormatError(
            'The [Events] Format line needs Start, End and Text last',
            lineNumber,
          );
        }
      }
    }
    at = nextLineStart(text, lineEnd);
  }
  if (eventsStart < 0) throw new SubtitleFormatError('No [Events] section');
  const subtitle: Subtitle = { fileName: input.fileName, format: variant.name, paragraphs };
  const header = lf(text.slice(0, eventsStart), hasCr).trimEnd();
  if (header.length > 0) subtitle.header = header;
  if (footerStart >= 0) {
    const footer = lf(text.slice(footerStart), hasCr).trimEnd();
    if (footer.length > 0) subtitle.footer = footer;
  }
  return subtitle;
}

function lf(text: string, hasCr: boolean): string {
  return hasCr ? text.replace(/\r\n?/g, '\n') : text;
}

function readEvent(
  text: string,
  first: number,
  lineEnd: number,
  fields: readonly string[],
  isComment: boolean,
  lineNumber: number,
  number: number,
): Paragraph {
  let fieldStart = text.indexOf(':', first) + 1;
  let start = -1;
  let end = -1;
  const extra: ParagraphExtra = {};
  if (isComment) extra['comment'] = true;
  for (let index = 0; index < fields.length - 1; index++) {
    const comma = text.indexOf(',', fieldStart);
    if (comma === -1 || comma > lineEnd) {
      throw new SubtitleFormatError(`Too few fields: expected ${fields.length}`, lineNumber);
    }
    const field = fields[index] ?? '';
    if (field === 'start') start = readAssTime(text, fieldStart, comma);
    else if (field === 'end') end = readAssTime(text, fieldStart, comma);
    else {
      const key = EXTRA_KEYS[field] ?? field;
      extra[key] = text.slice(fieldStart, comma).trim();
    }
    fieldStart = comma + 1;
  }
  if (start < 0 || end < 0) throw new SubtitleFormatError('Bad start or end time', lineNumber);
  const raw = text.slice(fieldStart, lineEnd);
  const paragraph: Paragraph = {
    number,
    start,
    end,
    text: raw.indexOf('\\N') === -1 ? raw : raw.split('\\N').join('\n'),
  };
  if (Object.keys(extra).length > 0) paragraph.extra = extra;
  return paragraph;
}

/** "h:mm:ss.cc": ASS times have centiseconds. */
export function formatAssTime(ms: number): string {
  const centiseconds = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(centiseconds / 360000);
  const minutes = Math.floor(centiseconds / 6000) % 60;
  const seconds = Math.floor(centiseconds / 100) % 60;
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(seconds)}.${pad(centiseconds % 100)}`;
}

/** HTML-like italics/bold/underline/strike from other formats become override tags. */
function htmlToOverrides(text: string): string {
  if (text.indexOf('<') === -1) return text;
  return text
    .replace(/<(i|b|u|s)>/gi, (_, tag: string) => `{\\${tag.toLowerCase()}1}`)
    .replace(/<\/(i|b|u|s)>/gi, (_, tag: string) => `{\\${tag.toLowerCase()}0}`);
}

function eventField(field: string, paragraph: Paragraph, variant: AssVariant): string {
  const extra = paragraph.extra ?? {};
  switch (field) {
    case 'start':
      return formatAssTime(paragraph.start);
    case 'end':
      return formatAssTime(paragraph.end);
    case 'text':
      return htmlToOverrides(paragraph.text).replace(/\r?\n/g, '\\N');
    default: {
      const key = EXTRA_KEYS[field] ?? field;
      const value = extra[key];
      if (value !== undefined) return String(value).replace(/,/g, ';');
      if (field === 'layer') return '0';
      if (field === 'marked') return 'Marked=0';
      if (field === 'style') return 'Default';
      if (field.startsWith('margin')) return variant.defaultMargin;
      return '';
    }
  }
}

export function writeAss(subtitle: Subtitle, variant: AssVariant, title: string): string {
  const header =
    subtitle.header?.includes(variant.stylesSection) === true
      ? subtitle.header
      : variant.defaultHeader(title);
  const fields = variant.eventFields.map((field) => field.toLowerCase());
  const lines = [header, '', '[Events]', `Format: ${variant.eventFields.join(', ')}`];
  for (const paragraph of subtitle.paragraphs) {
    const kind = paragraph.extra?.['comment'] === true ? 'Comment' : 'Dialogue';
    lines.push(
      `${kind}: ${fields.map((field) => eventField(field, paragraph, variant)).join(',')}`,
    );
  }
  if (subtitle.footer !== undefined && subtitle.format === variant.name) {
    lines.push('', subtitle.footer);
  }
  return `${lines.join('\n')}\n`;
}
