import { SubtitleFormatError } from '../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../model';
import { paragraphSchema, subtitleSchema } from '../schema';
import { arrayElementSpans } from './jsonElements';
import { LineCounter, noBlockRead, withWarnings } from './skippedBlocks';
import { detectionPrefix, stripBom } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// The service's own subtitle JSON (CONTRACT §5): { fileName, header?, footer?, paragraphs }.
// `format` is not written: the file's format is JSON, and the reader sets it.

/** The file's JSON, or undefined when it does not parse. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The whole file when it is valid. Otherwise (a paragraph with a bad value, a line cut off, the
 * file cut short) its paragraphs are read one by one from the "paragraphs" array: each that
 * parses and has a number, times and text is kept, each other is skipped with a warning at its
 * line. The name, header and footer are taken when the rest of the document still parses.
 */
function parse(input: FormatInput): ParsedSubtitle {
  const text = stripBom(input.text);
  const whole = subtitleSchema.safeParse(parseJson(text));
  if (whole.success) return { ...whole.data, fileName: input.fileName, format: json.name };
  const array = /"paragraphs"\s*:\s*\[/.exec(text);
  if (!array) throw new SubtitleFormatError('Not a subtitle JSON: no "paragraphs" array');
  const open = array.index + array[0].length - 1;
  const { elements, close } = arrayElementSpans(text, open);
  const lines = new LineCounter(text);
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  for (const { start, end } of elements) {
    const paragraph = paragraphSchema.safeParse(parseJson(text.slice(start, end)));
    if (paragraph.success) paragraphs.push(paragraph.data);
    else {
      const issue = paragraph.error.issues[0];
      const why =
        end === text.length && close < 0
          ? 'the file ends inside it'
          : issue && issue.path.length > 0
            ? `${issue.path.join('.')}: ${issue.message}`
            : 'it is not valid JSON';
      warnings.push({
        line: lines.lineAt(start),
        message: `A paragraph could not be read (${why})`,
      });
    }
  }
  if (paragraphs.length === 0) throw noBlockRead('Not a subtitle JSON: no paragraph', warnings);
  const subtitle: Subtitle = { fileName: input.fileName, format: json.name, paragraphs };
  const rest = subtitleSchema.safeParse(
    parseJson(`${text.slice(0, open + 1)}${close < 0 ? ']}' : text.slice(close)}`),
  );
  if (rest.success) {
    if (rest.data.header !== undefined) subtitle.header = rest.data.header;
    if (rest.data.footer !== undefined) subtitle.footer = rest.data.footer;
  }
  return withWarnings(subtitle, warnings);
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
