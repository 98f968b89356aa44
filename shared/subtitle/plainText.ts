import type { NewLine } from './encoding/newline';
import type { Subtitle } from './model';
import { removeStyling as stripStyling } from './text/removeStyling';
import { unbreak } from './text/unbreak';

// Plain-text export (CONTRACT §6). Empty paragraphs write nothing, so they never add stray blank
// lines; every mode ends with one new line.

export const PLAIN_TEXT_MODES = ['none', 'merge', 'unbreak'] as const;
export type PlainTextMode = (typeof PLAIN_TEXT_MODES)[number];

export interface PlainTextOptions {
  readonly mode: PlainTextMode;
  readonly removeStyling: boolean;
}

export function isPlainTextMode(value: string): value is PlainTextMode {
  return (PLAIN_TEXT_MODES as readonly string[]).includes(value);
}

export function toPlainText(
  subtitle: Subtitle,
  options: PlainTextOptions,
  newLine: NewLine,
): string {
  const texts = subtitle.paragraphs
    .map((paragraph) => (options.removeStyling ? stripStyling(paragraph.text) : paragraph.text))
    .map((text) => text.replace(/\r\n?/g, '\n'))
    .filter((text) => text.trim().length > 0);
  if (texts.length === 0) return '';
  switch (options.mode) {
    case 'none':
      return texts.map((text) => text.split('\n').join(newLine)).join(newLine + newLine) + newLine;
    case 'unbreak':
      return texts.map((text) => unbreak(text)).join(newLine + newLine) + newLine;
    case 'merge':
      return texts.map((text) => unbreak(text)).join(' ') + newLine;
  }
}
