import { DEFAULT_FRAME_RATE } from '../../constants';
import type { ParsedSubtitle, Paragraph, ParseWarning, Subtitle } from '../../model';
import { excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { detectionPrefix, lineShare, prefixLines } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';

// What the three layouts of this family (markers.ts, timedLines.ts, timedBlocks.ts) share: the
// header a file may open with, the frame rate it may declare, the default duration of a cue
// whose end the file does not say, text codecs, detection and the SubtitleFormat shell.

/** A cue whose end the file does not give (the last cue of TMPlayer, VPlayer, YouTube
 *  transcripts, or one whose next cue starts at the same time) shows this long. */
export const OPEN_END_MS = 2000;

export interface HeaderSpec {
  /** A line before the first cue that belongs to the header (blank lines always do). */
  isHeaderLine(line: string): boolean;
  /** The header's last line, when it has one: every line up to it is header. */
  readonly lastLine?: RegExp;
  /** The header written when the subtitle was not read from this format; undefined: none. */
  defaultHeader?(subtitle: Subtitle, rate: number): string | undefined;
  /** The frame (or tick) rate the header declares, when it declares one. */
  declaredRate?(header: string): number | undefined;
}

/** How a line's text is turned into the model's text and back (tags, escapes, line breaks). */
export interface TextCodec {
  readonly read: (text: string) => string;
  readonly write: (text: string) => string;
}

/** `text` with each `token` (not empty) replaced by `by`: split(token).join(by) without the
 *  array, which costs several times more per cue of a big file. */
export function replaceToken(text: string, token: string, by: string): string {
  let at = text.indexOf(token);
  if (at === -1) return text;
  let out = text.slice(0, at);
  let from = at + token.length;
  for (at = text.indexOf(token, from); at !== -1; at = text.indexOf(token, from)) {
    out = `${out}${by}${text.slice(from, at)}`;
    from = at + token.length;
  }
  return `${out}${by}${text.slice(from)}`;
}

/** Lines joined by `token` ('|', '//'); with no token, written lines are joined by a space. */
export function lineBreakCodec(token: string | undefined): TextCodec {
  return {
    read: (text) => (token === undefined ? text : replaceToken(text, token, '\n')),
    write: (text) => text.split('\n').join(token ?? ' '),
  };
}

/** Text lines as they are: each file line is a text line. */
export const plainLines: TextCodec = { read: (text) => text, write: (text) => text };

/** The rate to write with: the header's (when the subtitle was read in this format and keeps
 *  it), else the one asked for, else 23.976. */
export function writeRate(
  name: string,
  header: HeaderSpec | undefined,
  subtitle: Subtitle,
  options: WriteOptions,
  fallback = DEFAULT_FRAME_RATE,
): { header: string | undefined; rate: number } {
  const own = subtitle.format === name ? subtitle.header : undefined;
  if (own !== undefined && header?.declaredRate) {
    // A header that can say the rate but does not means the default: what a reader assumes.
    return { header: own, rate: header.declaredRate(own) ?? fallback };
  }
  if (own !== undefined) return { header: own, rate: options.frameRate ?? fallback };
  const rate = options.frameRate ?? fallback;
  return { header: header?.defaultHeader?.(subtitle, rate), rate };
}

/** Builds the parse result: the paragraphs numbered, header/footer set when present. */
export function finish(
  input: FormatInput,
  name: string,
  paragraphs: Paragraph[],
  warnings: ParseWarning[],
  parts: { header?: string | undefined; footer?: string | undefined } = {},
): ParsedSubtitle {
  if (paragraphs.length === 0) throw noBlockRead(`No ${name} cues found`, warnings);
  paragraphs.forEach((paragraph, index) => {
    paragraph.number = index + 1;
  });
  const subtitle: Subtitle = { fileName: input.fileName, format: name, paragraphs };
  if (parts.header !== undefined) subtitle.header = parts.header;
  if (parts.footer !== undefined) subtitle.footer = parts.footer;
  return withWarnings(subtitle, warnings);
}

export function notACue(line: string, name: string): string {
  return `The line "${excerpt(line)}" is not a ${name} cue`;
}

/** Lines of a written file joined by the asked new line, ending with one. */
export function joinOutput(lines: readonly string[], options: WriteOptions): string {
  return lines.join(options.newLine) + options.newLine;
}

/** The common detector: the share of the prefix's non-empty lines that match `pattern`. */
export function shareDetector(pattern: RegExp, weight: number): (input: FormatInput) => number {
  return (input) => lineShare(prefixLines(input), pattern, weight);
}

/** A detector that needs `signature` somewhere in the prefix's lines, then counts cue lines. */
export function signedDetector(
  signature: RegExp,
  pattern: RegExp,
  weight: number,
): (input: FormatInput) => number {
  return (input) => {
    const lines = prefixLines(input);
    if (!lines.some((line) => signature.test(line))) return 0;
    const cues = lines.filter((line) => pattern.test(line)).length;
    return cues === 0 ? 0 : weight;
  };
}

export interface FormatShell {
  readonly name: string;
  readonly extensions: readonly string[];
  readonly detect: (input: FormatInput) => number;
  readonly parse: (input: FormatInput) => ParsedSubtitle;
  readonly write: (subtitle: Subtitle, options: WriteOptions) => string;
}

export function textFormat(shell: FormatShell): SubtitleFormat {
  return { ...shell, binary: false, canRead: true, canWrite: true };
}

/** HTML-like styling tags (<i>, <b>, <u>, <font …>) and ASS overrides ({\an8}), which the plain
 *  layouts cannot hold: their tools write the words without them. */
const STYLE_TAGS = /<\/?(?:i|b|u|font)(?:\s[^>]*)?>|\{\\[^}]*\}/gi;

export function stripStyling(text: string): string {
  return text.replace(STYLE_TAGS, '');
}

/** `codec` writing the text without styling tags. */
export function unstyled(codec: TextCodec): TextCodec {
  return { read: codec.read, write: (text) => codec.write(stripStyling(text)) };
}

/** For the block layouts: the share of the prefix's blocks (runs of lines between blank lines)
 *  that open with a line matching `pattern` (or close with one, when the text comes first). */
export function blockDetector(
  pattern: RegExp,
  weight: number,
  textFirst = false,
): (input: FormatInput) => number {
  return (input) => {
    const blocks = detectionPrefix(input)
      .split(/\n[ \t]*\n/)
      .map((block) => block.trim().split('\n'))
      .filter((lines) => (lines[0] ?? '') !== '');
    const matching = blocks.filter((lines) =>
      pattern.test((textFirst ? lines.at(-1) : lines[0])?.trim() ?? ''),
    ).length;
    if (matching === 0) return 0;
    return weight * Math.min(1, 0.6 + (0.8 * matching) / blocks.length);
  };
}
