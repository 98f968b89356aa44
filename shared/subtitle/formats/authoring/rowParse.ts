// The reader of the row exports (rowFormat.ts): line by line, by index over the decoded text.
//
// A row (the loose pattern) opens a cue; the lines the layout allows after it are its further
// text lines. A line that starts like a row but does not read (a typo in a time, a row cut short,
// a field out of range) is skipped with a warning, together with the text lines that follow it,
// never added to the cue above. Lines the layout ignores (commands, comments, fixed header and
// footer lines) are skipped silently.
//
// Big files: a row is read by char codes (rowScan.ts) without a line string, and becomes its
// paragraph with nothing else kept per row. Its times are read at the rate known so far; when a
// later frame label raises the inferred rate (clock.ts), the rows read before are read again at
// the end, at the final rate (the rate rises at most twice, mostly within the first rows). Rows
// between two commands share one decoration.
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { paragraphMaker } from '../paragraphSites';
import { excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { stripBom } from '../textScan';
import type { FormatInput } from '../types';
import { readRate, secondsReader, timecodeSeconds } from './clock';
import { breakTokens, continues, type RowLayout, templateOf } from './rowLayout';
import {
  CAPTURE_SLOTS,
  END_SLOT,
  type RowScan,
  START_SLOT,
  TEXT_END_SLOT,
  TEXT_START_SLOT,
} from './rowScan';
import type { RowTemplate } from './rowTemplate';
import { RowTexts, rowText } from './rowText';
import { PLAIN } from './styles';

/** Frame labels of 30 or more are damage at any rate, not a clue to it. */
const LABEL_LIMIT = 30;

/** Texts that `.` of the loose pattern stops inside a line: the scan then cannot stand in for it. */
function holdsLineSeparator(text: string): boolean {
  return text.indexOf('\u2028') !== -1 || text.indexOf('\u2029') !== -1;
}

/** Tells rows from other lines: the scan, else the loose pattern on the line's string. A row's
 *  fields are left in `captures` (rowScan.ts slots). */
class RowReader {
  readonly captures = new Int32Array(CAPTURE_SLOTS);
  /** The line's string, when the scan did not take the line. */
  line = '';
  /** Whether the line that is no row holds a digit (else it cannot start a row either). */
  hasDigit = false;
  /** The row's text when the pattern read it (the scan leaves a range in `captures`). */
  matchedText: string | undefined;
  private readonly scan: RowScan | undefined;

  constructor(
    private readonly text: string,
    private readonly template: RowTemplate,
  ) {
    this.scan = holdsLineSeparator(text) ? undefined : template.scan;
  }

  /** Whether [at, end) of the text is a row. */
  read(at: number, end: number): boolean {
    const { captures, template, text } = this;
    if (this.scan?.(text, at, end, captures)) {
      this.matchedText = undefined;
      return true;
    }
    this.line = text.slice(at, end);
    // Every row and every row start holds a digit (its start time), near the start for most
    // templates (digitWithin): a text line without one needs neither pattern.
    this.hasDigit = false;
    let first = at;
    while (first < end && (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9)) first++;
    const last = Math.min(end, first + template.digitWithin + 1);
    for (let index = first; index < last; index++) {
      const code = text.charCodeAt(index);
      if (code >= 48 && code <= 57) {
        this.hasDigit = true;
        break;
      }
    }
    if (!this.hasDigit) return false;
    const match = template.loose.exec(this.line);
    if (!match) return false;
    const start = template.groups.start ?? 1;
    const stop = template.groups.end ?? 1;
    for (let field = 0; field < 4; field++) {
      captures[START_SLOT + field] = Number(match[start + field]);
      captures[END_SLOT + field] = Number(match[stop + field]);
    }
    const group = template.groups.text;
    this.matchedText = group === undefined ? '' : (match[group] ?? '');
    return true;
  }

  /** The start (field START_SLOT) or end time in ms, for `toMs` (clock.ts secondsReader). */
  time(slot: number, toMs: (seconds: number, last: number) => number): number {
    const { captures } = this;
    const seconds = timecodeSeconds(
      captures[slot] ?? 0,
      captures[slot + 1] ?? 0,
      captures[slot + 2] ?? 0,
    );
    return toMs(seconds, captures[slot + 3] ?? 0);
  }
}

/** The lines of a text, ended by LF, CRLF or a lone CR, walked by index: [start, end) of the
 *  current one. The searches for line ends go on from where the last one stopped. */
class LineWalker {
  start = 0;
  end = -1;
  private lf = -1;
  private cr = -1;
  private readonly hasCr: boolean;

  constructor(private readonly text: string) {
    this.hasCr = text.indexOf('\r') !== -1;
    if (!this.hasCr) this.cr = text.length;
  }

  /** Moves to the next line; false when the last one was read. */
  next(): boolean {
    const { text } = this;
    const { length } = text;
    if (this.end >= 0) {
      if (this.end >= length) return false;
      const crlf = text.charCodeAt(this.end) === 13 && text.charCodeAt(this.end + 1) === 10;
      this.start = this.end + (crlf ? 2 : 1);
    }
    if (this.lf < this.start) {
      const lf = text.indexOf('\n', this.start);
      this.lf = lf === -1 ? length : lf;
    }
    if (this.hasCr && this.cr < this.start) {
      const cr = text.indexOf('\r', this.start);
      this.cr = cr === -1 ? length : cr;
    }
    this.end = this.lf < this.cr ? this.lf : this.cr;
    return true;
  }
}

const SAME = (text: string): string => text;

export function parseRows(layout: RowLayout, input: FormatInput): ParsedSubtitle {
  const template = templateOf(layout);
  const text = stripBom(input.text);
  const length = text.length;
  const reader = new RowReader(text, template);
  const { captures } = reader;
  const tokens = breakTokens(layout);
  const { following, commands, header, clock } = layout;
  const below = following === 'below';
  const styles = layout.styles ?? PLAIN;
  const makeParagraph = paragraphMaker(length);
  const texts = new RowTexts(text, tokens, styles.marker);

  const warnings: ParseWarning[] = [];
  const headerLines: string[] = [];
  // Every row makes a paragraph, in order, when its text is complete.
  const paragraphs: Paragraph[] = [];
  let rowCount = 0;
  /** Rows whose times are out of range at the rate they were read at, and their lines. */
  const outOfRange = new Map<number, number>();
  let declared: number | undefined;
  let highest = 0;
  let rate = -1;
  let toMs = secondsReader(clock, 1000);
  /** Rows read before the rate last rose: [0, stale). */
  let stale = 0;
  const state = new Map<string, string>();
  /** How the state shows the rows read since the last command; undefined after a command. */
  let decorator: ((text: string) => string) | undefined = commands ? undefined : SAME;

  /** The row further text lines go to (-1: none), its times, own text and decoration, and
   *  whether it has text (its further lines are kept by `texts` until it is closed). */
  let current = -1;
  let currentStart = -1;
  let currentEnd = -1;
  let currentText = '';
  let currentDecorator = SAME;
  let currentHasText = false;
  /** Whether the current row's text may hold the style codec's marker. */
  let currentStyled = true;
  let skipping = false;

  const close = (): void => {
    if (current < 0) return;
    let raw = currentText;
    const further = texts.finishRow();
    if (further !== undefined) {
      raw = further;
      currentStyled = true;
    }
    const styled = currentStyled ? styles.decode(raw) : raw;
    paragraphs.push(makeParagraph(current + 1, currentStart, currentEnd, currentDecorator(styled)));
    current = -1;
  };
  /** The row `reader` has just read, on line `line`. */
  const addRow = (line: number): void => {
    close();
    decorator ??= commands?.decorator(new Map(state)) ?? SAME;
    if (rowCount === 0) declared = header?.declaredRate?.(headerLines);
    const startLast = captures[START_SLOT + 3] ?? 0;
    const endLast = captures[END_SLOT + 3] ?? 0;
    let raised = rowCount === 0;
    if (startLast < LABEL_LIMIT && startLast > highest) {
      highest = startLast;
      raised = true;
    }
    if (endLast < LABEL_LIMIT && endLast > highest) {
      highest = endLast;
      raised = true;
    }
    if (raised) {
      const rowRate = declared ?? readRate(clock, highest);
      if (rowRate !== rate) {
        if (rowCount > 0) stale = rowCount;
        rate = rowRate;
        toMs = secondsReader(clock, rate);
      }
    }
    currentStart = reader.time(START_SLOT, toMs);
    currentEnd = reader.time(END_SLOT, toMs);
    if (currentStart < 0 || currentEnd < 0) outOfRange.set(rowCount, line);
    current = rowCount++;
    const matched = reader.matchedText;
    if (matched === undefined) {
      const textStart = captures[TEXT_START_SLOT] ?? -1;
      const textEnd = captures[TEXT_END_SLOT] ?? textStart;
      currentText = textStart < 0 ? '' : texts.at(textStart, textEnd);
      currentStyled = textStart >= 0 && texts.holdsMarker(textStart, textEnd);
    } else {
      currentText = rowText(matched, tokens);
      currentStyled = true;
    }
    texts.beginRow(currentText);
    currentDecorator = decorator;
    currentHasText = currentText !== '';
    skipping = false;
  };
  const skip = (line: number, message: string, opensBlock: boolean): void => {
    warnings.push({ line, message });
    close();
    skipping = opensBlock && following !== 'none';
  };

  /** A line that is no row. */
  const readLine = (line: string, lineNumber: number, start: number, end: number): void => {
    const noRowYet = rowCount === 0;
    if (line.trim() === '') {
      // Blank lines inside the header are kept with it (the tool's own layout of it).
      if (noRowYet && headerLines.length > 0) headerLines.push(line);
      if (below) {
        if (current >= 0 && currentHasText) close();
        skipping = false;
      }
      return;
    }
    if (reader.hasDigit && template.rowStart.test(line)) {
      skip(lineNumber, `The timecodes of "${excerpt(line)}" could not be read`, true);
    } else if (layout.isIgnored?.(line) || (noRowYet && header?.isLine(line))) {
      if (noRowYet && header) headerLines.push(line);
      if (commands) {
        commands.read(line, state);
        decorator = undefined;
      }
    } else if (skipping) {
      return;
    } else if (current >= 0 && continues(layout, line)) {
      texts.addLine(line, start, end);
      currentHasText = true;
    } else {
      skip(lineNumber, `"${excerpt(line)}" is not a ${layout.name} line`, current >= 0);
    }
  };

  const lines = new LineWalker(text);
  for (let lineNumber = 1; lines.next(); lineNumber++) {
    if (reader.read(lines.start, lines.end)) addRow(lineNumber);
    else readLine(reader.line, lineNumber, lines.start, lines.end);
  }
  close();

  if (stale > 0) {
    // The rows read before the rate last rose, again at the final rate.
    const again = new LineWalker(text);
    for (let lineNumber = 1, row = 0; row < stale && again.next(); lineNumber++) {
      if (!reader.read(again.start, again.end)) continue;
      const paragraph = paragraphs[row];
      if (paragraph) {
        paragraph.start = reader.time(START_SLOT, toMs);
        paragraph.end = reader.time(END_SLOT, toMs);
        if (paragraph.start < 0 || paragraph.end < 0) outOfRange.set(row, lineNumber);
        else outOfRange.delete(row);
      }
      row++;
    }
  }
  for (const [row, line] of outOfRange) {
    warnings.push({ line, message: `A timecode of line ${line} is out of range` });
    const paragraph = paragraphs[row];
    if (paragraph) paragraph.number = -1;
  }
  const kept = outOfRange.size > 0 ? renumbered(paragraphs) : paragraphs;
  if (kept.length === 0) {
    throw noBlockRead(`No ${layout.name} subtitles found`, warnings);
  }
  warnings.sort((a, b) => a.line - b.line);
  const subtitle: Subtitle = { fileName: input.fileName, format: layout.name, paragraphs: kept };
  if (headerLines.length > 0) subtitle.header = `${headerLines.join('\n')}\n`;
  return withWarnings(subtitle, warnings);
}

/** The paragraphs not marked dropped (number -1), numbered from 1. */
function renumbered(paragraphs: readonly Paragraph[]): Paragraph[] {
  const kept = paragraphs.filter((paragraph) => paragraph.number !== -1);
  kept.forEach((paragraph, index) => {
    paragraph.number = index + 1;
  });
  return kept;
}
