import { SubtitleFormatError } from '../errors';
import type { Subtitle } from '../model';
import { subtitleSchema } from '../schema';
import { detectionPrefix, stripBom } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// The service's own subtitle JSON (CONTRACT §5): { fileName, header?, footer?, paragraphs }.
// `format` is not written: the file's format is JSON, and the reader sets it.

function parse(input: FormatInput): Subtitle {
  let value: unknown;
  try {
    value = JSON.parse(stripBom(input.text));
  } catch (error) {
    throw new SubtitleFormatError(
      `Invalid JSON: ${error instanceof Error ? error.message : 'unreadable'}`,
    );
  }
  const result = subtitleSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SubtitleFormatError(
      `Not a subtitle JSON: ${issue ? `${issue.path.join('.')} ${issue.message}` : ''}`,
    );
  }
  return { ...result.data, fileName: input.fileName, format: json.name };
}

function write(subtitle: Subtitle, options: WriteOptions): string {
  const { fileName, header, footer, paragraphs } = subtitle;
  const out = JSON.stringify(
    {
      fileName,
      ...(header !== undefined ? { header } : {}),
      ...(footer !== undefined ? { footer } : {}),
      paragraphs: paragraphs.map((p) => ({
        number: p.number,
        start: p.start,
        end: p.end,
        text: p.text,
        ...(p.extra !== undefined ? { extra: p.extra } : {}),
      })),
    },
    null,
    2,
  );
  // Only the layout's line ends change: new lines inside strings are escaped as \n by JSON.
  return `${options.newLine === '\n' ? out : out.replace(/\n/g, options.newLine)}${options.newLine}`;
}

export const json: SubtitleFormat = {
  name: 'JSON',
  extensions: ['.json'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect(input: FormatInput): number {
    const prefix = detectionPrefix(input).trimStart();
    return prefix.startsWith('{') && prefix.includes('"paragraphs"') ? 0.95 : 0;
  },
  parse,
  write,
};
