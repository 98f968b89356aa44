// The description of a row export (RowLayout) that the row engine reads and writes by, and the
// helpers its reader and writer share.
import type { Subtitle } from '../../model';
import type { Clock } from './clock';
import { compileRow, type RowTemplate } from './rowTemplate';
import type { StyleCodec } from './styles';

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
  /** How the state at a row shows its text (asked once per state, used for all its rows). */
  decorator(state: ReadonlyMap<string, string>): (text: string) => string;
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

const TEMPLATES = new WeakMap<RowLayout, RowTemplate>();

/** The layout's row, compiled once. */
export function templateOf(layout: RowLayout): RowTemplate {
  let template = TEMPLATES.get(layout);
  if (!template) {
    template = compileRow(layout.row, layout.clock);
    TEMPLATES.set(layout, template);
  }
  return template;
}

/** Whether a line after a row may continue its text. */
export function continues(layout: RowLayout, line: string): boolean {
  const { following } = layout;
  if (following === 'any' || following === 'below') return true;
  if (following === 'none') return false;
  return line.startsWith(following.indent);
}

/** The tokens that break lines inside a row's text, read in this order. */
export function breakTokens(layout: RowLayout): string[] {
  return [layout.lineBreak, ...(layout.readBreaks ?? [])].filter(
    (token): token is string => token !== undefined && token !== '',
  );
}

/** The lines of a row's text (or of a further text line), each trimmed. */
export function splitBreaks(text: string, tokens: readonly string[]): string[] {
  let lines = [text];
  for (const token of tokens) lines = lines.flatMap((line) => line.split(token));
  return lines.map((line) => line.trim());
}
