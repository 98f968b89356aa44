// The reader of the row exports (rowFormat.ts): line by line, by index over the decoded text.
//
// A row (the loose pattern) opens a cue; the lines the layout allows after it are its further
// text lines. A line that starts like a row but does not read (a typo in a time, a row cut short,
// a field out of range) is skipped with a warning, together with the text lines that follow it,
// never added to the cue above. Lines the layout ignores (commands, comments, fixed header and
// footer lines) are skipped silently.
//
// Big files: a row is read by char codes (rowScan.ts) without a line string; its times are kept
// packed in one number each until the rate is known (it may depend on every row's frame labels);
// rows between two commands share one copy of the command state.
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { paragraphMaker } from '../paragraphSites';
import { excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { stripBom } from '../textScan';
import type { FormatInput } from '../types';
import { readRate, secondsReader, timecodeSeconds } from './clock';
import { breakTokens, continues, type RowLayout, splitBreaks, templateOf } from './rowLayout';
import { CAPTURE_SLOTS, END_SLOT, START_SLOT, TEXT_END_SLOT, TEXT_START_SLOT } from './rowScan';
import { PLAIN } from './styles';

/** Frame labels of 30 or more are damage at any rate, not a clue to it. */
const LABEL_LIMIT = 30;

/** Whether the character at `at` is surely not white space for String#trim (printable ASCII
 *  and the Latin, Greek, Cyrillic… range below U+1680, except U+00A0). */
function plainAt(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return (code > 32 && code < 127) || (code > 0xa0 && code < 0x1680);
}

/** Whether every piece of `raw` between occurrences of `token` is its own trim. */
function piecesTrimmed(raw: string, token: string): boolean {
  let from = 0;
  for (;;) {
    const at = raw.indexOf(token, from);
    const to = at === -1 ? raw.length : at;
    if (to > from && (!plainAt(raw, from) || !plainAt(raw, to - 1))) return false;
    if (at === -1) return true;
    from = at + token.length;
  }
}

/** A row's text lines joined by '\n' (each trimmed), '' when the text is blank. */
function rowText(raw: string, tokens: readonly string[]): string {
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  let found = -1;
  for (let index = 0; index < tokens.length; index++) {
    if (raw.indexOf(tokens[index] ?? '') !== -1) {
      if (found !== -1) return splitBreaks(raw, tokens).join('\n');
      found = index;
    }
  }
  if (found === -1) return trimmed;
  const token = tokens[found] ?? '';
  // Lines with no white space to trim around them (the usual case) need one replace, not a
  // split, a trim of each line and a join.
  return piecesTrimmed(raw, token)
    ? raw.replaceAll(token, '\n')
    : splitBreaks(raw, tokens).join('\n');
}

/** Texts that `.` of the loose pattern stops inside a line: the scan then cannot stand in for it. */
function holdsLineSeparator(text: string): boolean {
  return text.indexOf('\u2028') !== -1 || text.indexOf('\u2029') !== -1;
}

/** The rows' line numbers and times (clock.ts timecodeSeconds and the last field), in typed
 *  arrays grown by doubling: no boxed numbers, nothing for the GC to walk. */
class RowTimes {
  count = 0;
  lines = new Int32Array(1024);
  startSeconds = new Int32Array(1024);
  startLast = new Int32Array(1024);
  endSeconds = new Int32Array(1024);
  endLast = new Int32Array(1024);

  add(
    line: number,
    startSeconds: number,
    startLast: number,
    endSeconds: number,
    endLast: number,
  ): void {
    if (this.count === this.lines.length) this.grow();
    const at = this.count++;
    this.lines[at] = line;
    this.startSeconds[at] = startSeconds;
    this.startLast[at] = startLast;
    this.endSeconds[at] = endSeconds;
    this.endLast[at] = endLast;
  }

  private grow(): void {
    const double = (from: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
      const to = new Int32Array(from.length * 2);
      to.set(from);
      return to;
    };
    this.lines = double(this.lines);
    this.startSeconds = double(this.startSeconds);
    this.startLast = double(this.startLast);
    this.endSeconds = double(this.endSeconds);
    this.endLast = double(this.endLast);
  }
}

function isBlankCode(code: number): boolean {
  return code === 32 || code === 9;
}

const SAME = (text: string): string => text;

export function parseRows(layout: RowLayout, input: FormatInput): ParsedSubtitle {
  const template = templateOf(layout);
  const startGroup = template.groups.start ?? 1;
  const endGroup = template.groups.end ?? 1;
  const textGroup = template.groups.text;
  const withoutBom = stripBom(input.text);
  const text = withoutBom.indexOf('\r') === -1 ? withoutBom : withoutBom.replace(/\r\n?/g, '\n');
  const length = text.length;
  const scan = holdsLineSeparator(text) ? undefined : template.scan;
  const captures = new Int32Array(CAPTURE_SLOTS);
  const tokens = breakTokens(layout);
  const { following, commands, header } = layout;
  const below = following === 'below';
  const styles = layout.styles ?? PLAIN;
  const makeParagraph = paragraphMaker(length);

  const warnings: ParseWarning[] = [];
  const headerLines: string[] = [];
  // Every row makes a paragraph, in order, when its text is complete; its times are set at the
  // end (the rate may depend on every row), and rows whose times are out of range are dropped.
  const rows = new RowTimes();
  const paragraphs: Paragraph[] = [];
  const state = new Map<string, string>();
  /** How the state shows the rows read since the last command; undefined after a command. */
  let decorator: ((text: string) => string) | undefined = commands ? undefined : SAME;
  let highest = 0;

  /** The row further text lines go to (-1: none), its text and decoration, whether it has text,
   *  and its further lines (after its own text) until it is closed. */
  let current = -1;
  let currentText = '';
  let currentDecorator = SAME;
  let currentHasText = false;
  const more: string[] = [];
  let skipping = false;

  const close = (): void => {
    if (current < 0) return;
    let raw = currentText;
    if (more.length > 0) {
      raw = more.join('\n');
      more.length = 0;
    }
    paragraphs.push(makeParagraph(current + 1, -1, -1, currentDecorator(styles.decode(raw))));
    current = -1;
  };
  /** A row: its line, start and end (timecodeSeconds and the last field), its text. */
  const addRow = (
    line: number,
    startSeconds: number,
    startLast: number,
    endSeconds: number,
    endLast: number,
    rowTextValue: string,
  ): void => {
    close();
    decorator ??= commands?.decorator(new Map(state)) ?? SAME;
    current = rows.count;
    rows.add(line, startSeconds, startLast, endSeconds, endLast);
    currentText = rowTextValue;
    currentDecorator = decorator;
    currentHasText = rowTextValue !== '';
    const startLabel = startLast < LABEL_LIMIT ? startLast : 0;
    const endLabel = endLast < LABEL_LIMIT ? endLast : 0;
    if (startLabel > highest) highest = startLabel;
    if (endLabel > highest) highest = endLabel;
    skipping = false;
  };
  /** The break token when there is one and no blank is in it (the text can then be trimmed as a
   *  whole first), and where it next occurs: searched from further on each time, so the parse
   *  reads the text once for it. */
  const token = tokens.length === 1 && !/[ \t]/.test(tokens[0] ?? ' ') ? tokens[0] : undefined;
  const plainBreaks = tokens.length === 0 || token !== undefined;
  let tokenAt = -1;
  /** rowText of [from, to) of the text, mostly without slicing it first. */
  const textAt = (rawFrom: number, rawTo: number): string => {
    let from = rawFrom;
    let to = rawTo;
    while (from < to && isBlankCode(text.charCodeAt(from))) from++;
    while (to > from && isBlankCode(text.charCodeAt(to - 1))) to--;
    if (from === to) return '';
    if (!plainBreaks || !plainAt(text, from) || !plainAt(text, to - 1)) {
      return rowText(text.slice(rawFrom, rawTo), tokens);
    }
    // [from, to) is now the text's trim.
    if (token === undefined) return text.slice(from, to);
    if (tokenAt < from) {
      tokenAt = text.indexOf(token, from);
      if (tokenAt === -1) tokenAt = length;
    }
    if (tokenAt + token.length > to) return text.slice(from, to);
    const trimmed = text.slice(from, to);
    return piecesTrimmed(trimmed, token)
      ? trimmed.replaceAll(token, '\n')
      : rowText(text.slice(rawFrom, rawTo), tokens);
  };
  const skip = (line: number, message: string, opensBlock: boolean): void => {
    warnings.push({ line, message });
    close();
    skipping = opensBlock && following !== 'none';
  };

  /** A line the scan did not take as a row. */
  const readLine = (line: string, lineNumber: number): void => {
    const match = template.loose.exec(line);
    if (match) {
      addRow(
        lineNumber,
        timecodeSeconds(
          Number(match[startGroup]),
          Number(match[startGroup + 1]),
          Number(match[startGroup + 2]),
        ),
        Number(match[startGroup + 3]),
        timecodeSeconds(
          Number(match[endGroup]),
          Number(match[endGroup + 1]),
          Number(match[endGroup + 2]),
        ),
        Number(match[endGroup + 3]),
        rowText(textGroup === undefined ? '' : (match[textGroup] ?? ''), tokens),
      );
      return;
    }
    const noRowYet = rows.count === 0;
    if (line.trim() === '') {
      // Blank lines inside the header are kept with it (the tool's own layout of it).
      if (noRowYet && headerLines.length > 0) headerLines.push(line);
      if (below) {
        if (current >= 0 && currentHasText) close();
        skipping = false;
      }
      return;
    }
    if (template.rowStart.test(line)) {
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
      if (more.length === 0 && currentHasText) more.push(currentText);
      more.push(...splitBreaks(line, tokens));
      currentHasText = true;
    } else {
      skip(lineNumber, `"${excerpt(line)}" is not a ${layout.name} line`, current >= 0);
    }
  };

  let at = 0;
  for (let lineNumber = 1; ; lineNumber++) {
    let lineEnd = text.indexOf('\n', at);
    const lastLine = lineEnd === -1;
    if (lastLine) lineEnd = length;
    if (scan?.(text, at, lineEnd, captures)) {
      const textStart = captures[TEXT_START_SLOT] ?? -1;
      addRow(
        lineNumber,
        timecodeSeconds(
          captures[START_SLOT] ?? 0,
          captures[START_SLOT + 1] ?? 0,
          captures[START_SLOT + 2] ?? 0,
        ),
        captures[START_SLOT + 3] ?? 0,
        timecodeSeconds(
          captures[END_SLOT] ?? 0,
          captures[END_SLOT + 1] ?? 0,
          captures[END_SLOT + 2] ?? 0,
        ),
        captures[END_SLOT + 3] ?? 0,
        textStart < 0 ? '' : textAt(textStart, captures[TEXT_END_SLOT] ?? textStart),
      );
    } else {
      readLine(text.slice(at, lineEnd), lineNumber);
    }
    if (lastLine) break;
    at = lineEnd + 1;
  }
  close();

  const declared = header?.declaredRate?.(headerLines);
  const toMs = secondsReader(layout.clock, declared ?? readRate(layout.clock, highest));
  const { lines, startSeconds, startLast, endSeconds, endLast } = rows;
  let dropped = false;
  for (let row = 0; row < rows.count; row++) {
    const paragraph = paragraphs[row];
    const start = toMs(startSeconds[row] ?? -1, startLast[row] ?? 0);
    const end = toMs(endSeconds[row] ?? -1, endLast[row] ?? 0);
    if (!paragraph) continue;
    if (start < 0 || end < 0) {
      const line = lines[row] ?? 0;
      warnings.push({ line, message: `A timecode of line ${line} is out of range` });
      paragraph.number = -1;
      dropped = true;
    } else {
      paragraph.start = start;
      paragraph.end = end;
    }
  }
  const kept = dropped ? renumbered(paragraphs) : paragraphs;
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
