// One reader/writer for the exports whose cues are rows of timecodes (DVD Studio Pro, Sony
// DVDArchitect, Adobe Encore's tab layouts, Avid, Scenarist, …). Each format is a RowLayout: its
// row template, its clock, where the text goes, its header; the engine does the rest.
//
// Reading is line by line. A row (the loose pattern) opens a cue; the lines the layout allows
// after it are its further text lines. A line that starts like a row but does not read (a typo
// in a time, a row cut short, a field out of range) is skipped with a warning, together with the
// text lines that follow it, never added to the cue above. Lines the layout ignores (commands,
// comments, fixed header and footer lines) are skipped silently. Frame rates: see clock.ts.
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import type { TimecodeParts } from '../frameTimecode';
import { excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { detectionPrefix, splitLines } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import {
  type Clock,
  formatDuration,
  formatShortDuration,
  formatTime,
  partsOf,
  partsToMs,
  readRate,
  writeRate,
} from './clock';
import { compileRow, type RowTemplate } from './rowTemplate';
import { PLAIN, type StyleCodec } from './styles';

/** Lines after a row that belong to its cue. */
export type Following =
  /** None: the row holds the whole text. */
  | 'none'
  /** Any non-blank line up to the next row (blank lines are skipped). */
  | 'any'
  /** The row holds no text; the text lines follow it, up to a blank line. */
  | 'below'
  /** Lines that start with this indent. */
  | { readonly indent: string };

export interface RowHeader {
  /** Whether a line before the first row is part of the header. */
  isLine(line: string): boolean;
  /** A header line the file must hold (the tool's signature), when there is one. */
  readonly signature?: RegExp;
  /** The header written for a subtitle read from another format (or without a kept header). */
  lines(subtitle: Subtitle, rate: number): string[];
  /** A kept header brought up to date (counts, durations) before it is written. */
  refresh?(lines: string[], subtitle: Subtitle, rate: number): string[];
  /** A frame rate the header declares. */
  declaredRate?(lines: readonly string[]): number | undefined;
}

/** Format state that lines between rows change (DVD Studio Pro's $ commands). */
export interface RowCommands {
  /** Reads a line the layout ignores into the state. */
  read(line: string, state: Map<string, string>): void;
  /** The text of a row as the state at that row shows it. */
  decorate(text: string, state: ReadonlyMap<string, string>): string;
  /** Lines written before a cue (its text as given), and the cue text left to write. */
  write(text: string, state: Map<string, string>): { lines: string[]; text: string };
}

export interface RowEvidence {
  /** Strict rows of the detection prefix. */
  readonly rows: readonly RegExpExecArray[];
  readonly template: RowTemplate;
  /** Ignored lines seen (commands, comments, header lines). */
  readonly ignored: readonly string[];
  /** Lines after rows read as further text lines. */
  readonly textLines: number;
  readonly blankLines: number;
}

export interface RowLayout {
  readonly name: string;
  readonly extensions: readonly string[];
  readonly row: string;
  readonly clock: Clock;
  /** Token that breaks lines inside the row's text (written; also read). */
  readonly lineBreak?: string;
  /** Further tokens read as line breaks. */
  readonly readBreaks?: readonly string[];
  readonly following: Following;
  readonly styles?: StyleCodec;
  /** Lines skipped wherever they are: commands, comments, fixed header and footer lines. */
  isIgnored?(line: string): boolean;
  readonly header?: RowHeader;
  footer?(subtitle: Subtitle): string[];
  readonly commands?: RowCommands;
  /** A blank line after each cue. */
  readonly blankAfter?: boolean;
  /** Number of the first cue ({n} fields); 1 unless the tool counts from 0. */
  readonly firstNumber?: number;
  /** Confidence when every row is exact (default 0.93). */
  readonly confidence?: number;
  /** The confidence adjusted by what tells this layout from its look-alikes. */
  evidence?(confidence: number, evidence: RowEvidence): number;
}

const DEFAULT_CONFIDENCE = 0.93;

const TEMPLATES = new WeakMap<RowLayout, RowTemplate>();

/** The layout's row, compiled once. */
function templateOf(layout: RowLayout): RowTemplate {
  let template = TEMPLATES.get(layout);
  if (!template) {
    template = compileRow(layout.row, layout.clock);
    TEMPLATES.set(layout, template);
  }
  return template;
}
/** A file with rows of a look-alike layout, damaged rows or stray lines. */
const DOUBTFUL = 0.5;

interface PendingRow {
  readonly line: number;
  readonly start: TimecodeParts;
  readonly end: TimecodeParts;
  readonly text: string[];
  readonly state: ReadonlyMap<string, string>;
}

function continues(layout: RowLayout, line: string): boolean {
  const { following } = layout;
  if (following === 'any' || following === 'below') return true;
  if (following === 'none') return false;
  return line.startsWith(following.indent);
}

function splitBreaks(text: string, layout: RowLayout): string[] {
  const tokens = [layout.lineBreak, ...(layout.readBreaks ?? [])].filter(
    (token): token is string => token !== undefined && token !== '',
  );
  let lines = [text];
  for (const token of tokens) lines = lines.flatMap((line) => line.split(token));
  return lines.map((line) => line.trim());
}

function highestLabel(rows: readonly PendingRow[]): number {
  let highest = 0;
  for (const row of rows) {
    // Labels of 30 or more are damage at any rate, not a clue to it.
    if (row.start.frames < 30) highest = Math.max(highest, row.start.frames);
    if (row.end.frames < 30) highest = Math.max(highest, row.end.frames);
  }
  return highest;
}

export function parseRows(layout: RowLayout, input: FormatInput): ParsedSubtitle {
  const template = templateOf(layout);
  const startGroup = template.groups.start ?? 1;
  const endGroup = template.groups.end ?? 1;
  const textGroup = template.groups.text;
  const lines = splitLines(input.text);
  const warnings: ParseWarning[] = [];
  const headerLines: string[] = [];
  const rows: PendingRow[] = [];
  const state = new Map<string, string>();
  let current: PendingRow | undefined;
  let skipping = false;
  const skip = (index: number, message: string, opensBlock: boolean): void => {
    warnings.push({ line: index + 1, message });
    current = undefined;
    skipping = opensBlock && layout.following !== 'none';
  };
  lines.forEach((line, index) => {
    const match = template.loose.exec(line);
    if (match) {
      const raw = textGroup === undefined ? '' : (match[textGroup] ?? '');
      current = {
        line: index + 1,
        start: partsOf(match, startGroup),
        end: partsOf(match, endGroup),
        text: raw.trim() === '' ? [] : splitBreaks(raw, layout),
        state: new Map(state),
      };
      rows.push(current);
      skipping = false;
      return;
    }
    if (line.trim() === '') {
      // Blank lines inside the header are kept with it (the tool's own layout of it).
      if (rows.length === 0 && headerLines.length > 0) headerLines.push(line);
      if (layout.following === 'below' && current && current.text.length > 0) current = undefined;
      if (layout.following === 'below') skipping = false;
      return;
    }
    if (template.rowStart.test(line)) {
      skip(index, `The timecodes of "${excerpt(line)}" could not be read`, true);
    } else if (layout.isIgnored?.(line) || (rows.length === 0 && layout.header?.isLine(line))) {
      if (rows.length === 0 && layout.header) headerLines.push(line);
      layout.commands?.read(line, state);
    } else if (skipping) {
      return;
    } else if (current && continues(layout, line)) {
      current.text.push(...splitBreaks(line, layout));
    } else {
      skip(index, `"${excerpt(line)}" is not a ${layout.name} line`, current !== undefined);
    }
  });
  const declared = layout.header?.declaredRate?.(headerLines);
  const rate = declared ?? readRate(layout.clock, highestLabel(rows));
  const paragraphs: Paragraph[] = [];
  for (const row of rows) {
    const start = partsToMs(row.start, layout.clock, rate);
    const end = partsToMs(row.end, layout.clock, rate);
    if (start < 0 || end < 0) {
      warnings.push({ line: row.line, message: `A timecode of line ${row.line} is out of range` });
      continue;
    }
    const styled = (layout.styles ?? PLAIN).decode(row.text.join('\n'));
    const text = layout.commands ? layout.commands.decorate(styled, row.state) : styled;
    paragraphs.push({ number: paragraphs.length + 1, start, end, text });
  }
  if (paragraphs.length === 0) {
    throw noBlockRead(`No ${layout.name} subtitles found`, warnings);
  }
  warnings.sort((a, b) => a.line - b.line);
  const subtitle: Subtitle = { fileName: input.fileName, format: layout.name, paragraphs };
  if (headerLines.length > 0) subtitle.header = `${headerLines.join('\n')}\n`;
  return withWarnings(subtitle, warnings);
}

function keptHeader(layout: RowLayout, subtitle: Subtitle): string[] | undefined {
  if (subtitle.format !== layout.name || subtitle.header === undefined) return undefined;
  return subtitle.header.replace(/\n$/, '').split('\n');
}

export function writeRows(layout: RowLayout, subtitle: Subtitle, options: WriteOptions): string {
  const template = templateOf(layout);
  const kept = keptHeader(layout, subtitle);
  const declared = kept ? layout.header?.declaredRate?.(kept) : undefined;
  const rate = declared ?? writeRate(layout.clock, options.frameRate);
  const out: string[] = [];
  const state = new Map<string, string>();
  if (layout.header) {
    const header = kept
      ? (layout.header.refresh?.(kept, subtitle, rate) ?? kept)
      : layout.header.lines(subtitle, rate);
    // The rows after the header start from the state it sets, as they do when read.
    for (const line of header) layout.commands?.read(line, state);
    out.push(...header);
  }
  const first = layout.firstNumber ?? 1;
  subtitle.paragraphs.forEach((paragraph, index) => {
    let text = paragraph.text;
    if (layout.commands) {
      const written = layout.commands.write(text, state);
      out.push(...written.lines);
      text = written.text;
    }
    const lines = (layout.styles ?? PLAIN).encode(text).split('\n');
    const below = layout.following === 'below';
    let rowText: string;
    let after: string[] = [];
    if (below) {
      rowText = '';
      after = lines;
    } else if (layout.lineBreak !== undefined) {
      rowText = lines.join(layout.lineBreak);
    } else {
      rowText = lines[0] ?? '';
      const { following } = layout;
      const indent = typeof following === 'object' ? following.indent : '';
      after = lines.slice(1).map((line) => indent + line);
    }
    out.push(
      template.write({
        number: index + first,
        start: formatTime(paragraph.start, layout.clock, rate),
        end: formatTime(paragraph.end, layout.clock, rate),
        duration: formatDuration(paragraph.start, paragraph.end, layout.clock, rate),
        shortDuration: formatShortDuration(paragraph.start, paragraph.end, rate),
        length: lines.join('\r\n').length,
        text: rowText,
      }),
      ...after,
    );
    if (layout.blankAfter) out.push('');
  });
  if (layout.footer) out.push(...layout.footer(subtitle));
  return out.join(options.newLine) + options.newLine;
}

/** Lines of the detection prefix, the last dropped when the prefix cut it. */
function prefixRawLines(input: FormatInput): string[] {
  const prefix = detectionPrefix(input);
  const lines = prefix.split('\n');
  if (input.text.length > prefix.length) lines.pop();
  return lines;
}

export function detectRows(layout: RowLayout, input: FormatInput): number {
  const template = templateOf(layout);
  const rows: RegExpExecArray[] = [];
  const ignored: string[] = [];
  let textLines = 0;
  let blankLines = 0;
  let doubtful = false;
  let signature = layout.header?.signature === undefined;
  let afterRow = false;
  for (const line of prefixRawLines(input)) {
    const strict = template.strict.exec(line);
    if (strict) {
      rows.push(strict);
      afterRow = true;
    } else if (line.trim() === '') {
      blankLines++;
      if (layout.following === 'below') afterRow = false;
    } else if (template.rowStart.test(line) || template.loose.test(line)) {
      doubtful = true;
    } else if (layout.isIgnored?.(line) || (rows.length === 0 && layout.header?.isLine(line))) {
      ignored.push(line);
      signature ||= layout.header?.signature?.test(line) === true;
    } else if (afterRow && continues(layout, line)) {
      textLines++;
    } else {
      doubtful = true;
    }
  }
  if (rows.length === 0 || !signature) return 0;
  let confidence = layout.confidence ?? DEFAULT_CONFIDENCE;
  if (doubtful) confidence = Math.min(confidence, DOUBTFUL);
  if (rows.length === 1) confidence *= 0.85;
  return layout.evidence
    ? layout.evidence(confidence, { rows, template, ignored, textLines, blankLines })
    : confidence;
}

/** A format of the registry from its layout. */
export function rowFormat(layout: RowLayout): SubtitleFormat {
  return {
    name: layout.name,
    extensions: layout.extensions,
    binary: false,
    canRead: true,
    canWrite: true,
    detect: (input) => detectRows(layout, input),
    parse: (input) => parseRows(layout, input),
    write: (subtitle, options) => writeRows(layout, subtitle, options),
  };
}
