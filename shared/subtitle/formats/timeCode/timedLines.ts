import { DEFAULT_FRAME_RATE } from '../../constants';
import type {
  Paragraph,
  ParagraphExtra,
  ParsedSubtitle,
  ParseWarning,
  Subtitle,
} from '../../model';
import { unreadableTiming } from '../skippedBlocks';
import { paragraphMaker } from '../paragraphSites';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import type { HeaderSpec, TextCodec } from './layout';
import { finish, joinOutput, notACue, textFormat, writeRate } from './layout';
import type { LineHit } from './lineScan';
import {
  hasOtherLineBreaks,
  lineEndAt,
  lineHit,
  readHeader,
  scanSource,
  trimEndAt,
  trimStartAt,
} from './lineScan';
import type { TimeCodec } from './timeCodecs';

// The "one line per cue" layout: start time, end time and text on one line, the text's own lines
// joined by a token ('|', '\n' …). Phoenix Subtitle, TurboTitler, Zero G, Audacity labels, Whisper
// raw output, CCExtractor's transcript (one row per text line), TMPGEnc text and JACOsub declare
// themselves with it. A line that does not read is skipped with a warning at its line (each line
// is a cue, so nothing else goes with it); lines before the first cue may be a header.
//
// Reading is one pass over the file by index (lineScan.ts): a format's `quick` reader takes its
// usual cue lines by char codes, the regular expressions the others.

export interface TimedLineLayout {
  readonly name: string;
  readonly extensions: readonly string[];
  /** A cue line, trimmed: named groups `start`, `end` and `text` (and `extra` when kept). */
  readonly cue: RegExp;
  /**
   * The usual cue line read by char codes, so big files skip the regular expression: text
   * [from, to) is a trimmed line that is neither blank nor a comment. True when it is a cue whose
   * times read: `hit` then holds `start`, `end`, the text ([textFrom, textTo)) and, for layouts
   * with `extra`, [extraFrom, extraTo). False sends the line to `cue`: a quick reader only has to
   * be right about the lines it accepts, and must accept none that `cue` would read otherwise.
   */
  readonly quick?: (text: string, from: number, to: number, rate: number, hit: LineHit) => boolean;
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
  /** Lines starting with this character are skipped silently wherever they are (JACOsub's '#'
   *  directives and comments). */
  readonly comment?: string;
  /** Consecutive rows with the same times are the lines of one cue (CCExtractor), and each text
   *  line is written as a row of its own. */
  readonly rowPerTextLine?: boolean;
  /** A line ending with '\\' goes on on the next line (JACOsub): the two are read as one, the
   *  '\\' dropped. */
  readonly continued?: boolean;
  /** The `extra` group to the paragraph's extra (`print` writes it back from there). */
  readonly extra?: (value: string) => ParagraphExtra | undefined;
  readonly defaultRate?: number;
  readonly detect: (input: FormatInput) => number;
}

/** The logical line that starts at `at` (whose physical line ends at `lineEnd`) when it goes on
 *  over the next lines: each line whose end, blanks aside, is a '\\' is joined to the next one,
 *  trimmed, without the '\\'. Where the scan goes on, and the joined text, trimmed. */
function joinContinued(
  source: string,
  at: number,
  lineEnd: number,
): { text: string; next: number; lines: number } {
  let text = source.slice(at, lineEnd);
  let end = lineEnd;
  let lines = 0;
  while (text.trimEnd().endsWith('\\') && end < source.length) {
    const from = end + 1;
    end = lineEndAt(source, from);
    text = text.trimEnd().slice(0, -1) + source.slice(from, end).trim();
    lines++;
  }
  return { text: text.trim(), next: end + 1, lines };
}

function parseTimedLines(layout: TimedLineLayout, input: FormatInput): ParsedSubtitle {
  const source = scanSource(input.text);
  const header = readHeader(source, layout.header);
  const rate =
    (header.text !== undefined ? layout.header?.declaredRate?.(header.text) : undefined) ??
    layout.defaultRate ??
    DEFAULT_FRAME_RATE;
  const quick = hasOtherLineBreaks(source) ? undefined : layout.quick;
  const comment = layout.comment?.charCodeAt(0) ?? -1;
  const hit = lineHit();
  const make = paragraphMaker(source.length);
  const warnings: ParseWarning[] = [];
  const paragraphs: Paragraph[] = [];
  let previousRow = -1;
  for (let at = header.from, index = header.line; at <= source.length; index++) {
    const line = index + 1;
    const lineEnd = lineEndAt(source, at);
    const from = trimStartAt(source, at, lineEnd);
    const to = trimEndAt(source, from, lineEnd);
    let trimmed: string | undefined;
    if (layout.continued === true && to > from && source.charCodeAt(to - 1) === 92) {
      const joined = joinContinued(source, at, lineEnd);
      trimmed = joined.text;
      at = joined.next;
      index += joined.lines;
    } else {
      at = lineEnd + 1;
    }
    if (trimmed === undefined && from === to) continue;
    if ((trimmed?.charCodeAt(0) ?? source.charCodeAt(from)) === comment) continue;
    let start: number;
    let end: number;
    let text: string;
    let extraValue: string | undefined;
    if (trimmed === undefined && quick?.(source, from, to, rate, hit) === true) {
      start = hit.start;
      end = hit.end;
      text = layout.text.read(source.slice(hit.textFrom, hit.textTo));
      extraValue = hit.extraFrom >= 0 ? source.slice(hit.extraFrom, hit.extraTo) : undefined;
    } else {
      trimmed ??= source.slice(from, to);
      if (trimmed === '') continue;
      const groups = layout.cue.exec(trimmed)?.groups;
      start = groups ? layout.time.read(groups.start ?? '', rate) : -1;
      end = groups ? layout.time.read(groups.end ?? '', rate) : -1;
      if (!groups || start < 0 || end < 0) {
        const damaged = groups !== undefined || layout.damaged?.test(trimmed) === true;
        warnings.push({
          line,
          message: damaged ? unreadableTiming(trimmed) : notACue(trimmed, layout.name),
        });
        continue;
      }
      text = layout.text.read(groups.text ?? '');
      extraValue = groups.extra;
    }
    const last = layout.rowPerTextLine === true ? paragraphs.at(-1) : undefined;
    if (last && previousRow === line - 1 && last.start === start && last.end === end) {
      last.text = `${last.text}\n${text}`;
    } else {
      const paragraph = make(paragraphs.length + 1, start, end, text);
      const extra = extraValue !== undefined ? layout.extra?.(extraValue) : undefined;
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
