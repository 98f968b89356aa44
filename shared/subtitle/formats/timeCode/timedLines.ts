import { DEFAULT_FRAME_RATE } from '../../constants';
import type {
  Paragraph,
  ParagraphExtra,
  ParsedSubtitle,
  ParseWarning,
  Subtitle,
} from '../../model';
import { unreadableTiming } from '../skippedBlocks';
import { splitLines } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import type { HeaderSpec, TextCodec } from './layout';
import { finish, joinOutput, notACue, readHeader, textFormat, writeRate } from './layout';
import type { TimeCodec } from './timeCodecs';

// The "one line per cue" layout: start time, end time and text on one line, the text's own lines
// joined by a token ('|', '\n' …). Phoenix Subtitle, TurboTitler, Zero G, Audacity labels, Whisper
// raw output, CCExtractor's transcript (one row per text line), TMPGEnc text and JACOsub declare
// themselves with it. A line that does not read is skipped with a warning at its line (each line
// is a cue, so nothing else goes with it); lines before the first cue may be a header.

export interface LogicalLine {
  readonly text: string;
  /** 1-based line of the file where it starts. */
  readonly line: number;
}

export interface TimedLineLayout {
  readonly name: string;
  readonly extensions: readonly string[];
  /** A cue line, trimmed: named groups `start`, `end` and `text` (and `extra` when kept). */
  readonly cue: RegExp;
  /** A line that was meant as a cue (tested when `cue` fails); others are reported as strays. */
  readonly damaged?: RegExp;
  readonly time: TimeCodec;
  readonly text: TextCodec;
  readonly print: (
    start: string,
    end: string,
    text: string,
    paragraph: Paragraph,
    index: number,
  ) => string;
  readonly header?: HeaderSpec;
  /** Lines between the header and the first cue when writing (e.g. one blank line). */
  readonly afterHeader?: readonly string[];
  /** Lines skipped silently wherever they are (JACOsub's # directives and comments). */
  readonly isComment?: (line: string) => boolean;
  /** Consecutive rows with the same times are the lines of one cue (CCExtractor), and each text
   *  line is written as a row of its own. */
  readonly rowPerTextLine?: boolean;
  /** Joins physical lines into logical ones (JACOsub's "\" at the end of a line). */
  readonly logicalLines?: (lines: readonly string[], from: number) => LogicalLine[];
  /** The `extra` group to the paragraph's extra (`print` writes it back from there). */
  readonly extra?: (value: string) => ParagraphExtra | undefined;
  readonly defaultRate?: number;
  readonly detect: (input: FormatInput) => number;
}

function physicalLines(lines: readonly string[], from: number): LogicalLine[] {
  return lines.slice(from).map((text, index) => ({ text, line: from + index + 1 }));
}

function parseTimedLines(layout: TimedLineLayout, input: FormatInput): ParsedSubtitle {
  const lines = splitLines(input.text);
  const header = readHeader(lines, layout.header);
  const rate =
    (header.text !== undefined ? layout.header?.declaredRate?.(header.text) : undefined) ??
    layout.defaultRate ??
    DEFAULT_FRAME_RATE;
  const warnings: ParseWarning[] = [];
  const paragraphs: Paragraph[] = [];
  let previousRow = -1;
  for (const { text: raw, line } of (layout.logicalLines ?? physicalLines)(lines, header.next)) {
    const trimmed = raw.trim();
    if (trimmed === '' || layout.isComment?.(trimmed) === true) continue;
    const groups = layout.cue.exec(trimmed)?.groups;
    const start = groups ? layout.time.read(groups.start ?? '', rate) : -1;
    const end = groups ? layout.time.read(groups.end ?? '', rate) : -1;
    if (!groups || start < 0 || end < 0) {
      const damaged = groups !== undefined || layout.damaged?.test(trimmed) === true;
      warnings.push({
        line,
        message: damaged ? unreadableTiming(trimmed) : notACue(trimmed, layout.name),
      });
      continue;
    }
    const text = layout.text.read(groups.text ?? '');
    const last = paragraphs.at(-1);
    if (
      layout.rowPerTextLine === true &&
      last &&
      previousRow === line - 1 &&
      last.start === start &&
      last.end === end
    ) {
      last.text = `${last.text}\n${text}`;
    } else {
      const paragraph: Paragraph = { number: 0, start, end, text };
      const extra = groups.extra !== undefined ? layout.extra?.(groups.extra) : undefined;
      if (extra) paragraph.extra = extra;
      paragraphs.push(paragraph);
    }
    previousRow = line;
  }
  return finish(input, layout.name, paragraphs, warnings, { header: header.text });
}

function writeTimedLines(
  layout: TimedLineLayout,
  subtitle: Subtitle,
  options: WriteOptions,
): string {
  const { header, rate } = writeRate(
    layout.name,
    layout.header,
    subtitle,
    options,
    layout.defaultRate,
  );
  const out: string[] = header === undefined ? [] : [header, ...(layout.afterHeader ?? [])];
  subtitle.paragraphs.forEach((paragraph, index) => {
    const start = layout.time.write(paragraph.start, rate);
    const end = layout.time.write(paragraph.end, rate);
    const rows = layout.rowPerTextLine === true ? paragraph.text.split('\n') : [paragraph.text];
    for (const row of rows) {
      out.push(layout.print(start, end, layout.text.write(row), paragraph, index));
    }
  });
  return joinOutput(out.join('\n').split('\n'), options);
}

export function timedLineFormat(layout: TimedLineLayout): SubtitleFormat {
  return textFormat({
    name: layout.name,
    extensions: layout.extensions,
    detect: layout.detect,
    parse: (input) => parseTimedLines(layout, input),
    write: (subtitle, options) => writeTimedLines(layout, subtitle, options),
  });
}
