import { SubtitleFormatError } from '../errors';
import type { Subtitle } from '../model';
import { toPlainText } from '../plainText';
import type { SubtitleFormat, WriteOptions } from './types';

// Write-only "Plain text": the texts with a blank line between paragraphs (plain-text mode none).
// Any text file would match a plain-text reader, so it never claims an upload.

export const plainTextFormat: SubtitleFormat = {
  name: 'Plain text',
  extensions: ['.txt'],
  binary: false,
  canRead: false,
  canWrite: true,
  detect: () => 0,
  parse(): Subtitle {
    throw new SubtitleFormatError('Plain text cannot be read as a subtitle');
  },
  write: (subtitle: Subtitle, options: WriteOptions) =>
    toPlainText(subtitle, { mode: 'none', removeStyling: false }, options.newLine),
};
