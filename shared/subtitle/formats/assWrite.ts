import type { Paragraph, Subtitle } from '../model';
import { type AssVariant, EXTRA_KEYS } from './assCommon';

// Writing Advanced Sub Station Alpha and Sub Station Alpha: the header (the file's own when it was
// read in the same variant), the events' Format line and one Dialogue or Comment line per paragraph.

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
