// A cue row written as a template: literal separators and fields, e.g.
// '{n4}\t{start}\t{end}\t{text}'. One template gives the strict pattern detection compares a file
// with (the exact separators and two-digit fields the tool writes), the loose pattern a hand-edited
// file is read with, the pattern of a damaged row's start, and the writer of a row.
//
// Fields: {n} cue number (written 1, 2, …), {n4} cue number written 0001, {start}, {end}, {dur}
// (end - start), {ss} (end - start as seconds:frames), {len} (length of the text), {text} (last,
// if present).
import { type Clock, timeSource, timeStartSource } from './clock';
import { compileScan, type FieldName, type Piece, type RowScan } from './rowScan';

const FIELD = /\{(n4|n|start|end|dur|ss|len|text)\}/g;
const TIME_GROUPS = 4;

export interface RowValues {
  readonly number: number;
  readonly start: string;
  readonly end: string;
  readonly duration: string;
  readonly shortDuration: string;
  readonly length: number;
  readonly text: string;
}

export interface RowTemplate {
  readonly strict: RegExp;
  readonly loose: RegExp;
  /** The start of a row, whole or damaged: what comes before {start}, then a time's start. */
  readonly rowStart: RegExp;
  /** 1-based capture group of each field in both patterns (a time takes four groups). */
  readonly groups: Readonly<Partial<Record<FieldName, number>>>;
  /** Where a digit must stand for the loose pattern or rowStart to match: at most this many
   *  characters after the line's leading blanks (Infinity: anywhere). */
  readonly digitWithin: number;
  /** The loose pattern read by char codes (rowScan.ts), when the template allows it. */
  readonly scan: RowScan | undefined;
  write(values: RowValues): string;
}

function splitTemplate(template: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of template.matchAll(FIELD)) {
    pieces.push({ literal: template.slice(at, match.index), field: match[1] as FieldName });
    at = match.index + match[0].length;
  }
  if (at < template.length) pieces.push({ literal: template.slice(at) });
  return pieces;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A literal as the loose pattern takes it: white space between fields may be any run of spaces
 *  and tabs (none at all beside a comma or dash). */
function looseLiteral(literal: string): string {
  if (literal === '') return '';
  if (literal.trim() === '') return '[ \\t]+';
  return literal
    .split(/([ \t]+)/)
    .map((part) => (/^[ \t]+$/.test(part) ? '[ \\t]*' : escapeRegExp(part)))
    .join('');
}

function fieldSource(field: FieldName, clock: Clock, strict: boolean): string {
  switch (field) {
    case 'n':
      return '(\\d+)';
    case 'n4':
      return strict ? '(\\d{4})' : '(\\d+)';
    case 'len':
      return '(\\d+)';
    case 'ss':
      return strict ? '(\\d\\d:\\d\\d)' : '(-?\\d+:\\d+)';
    case 'text':
      return '(.*)';
    default:
      return timeSource(clock, strict);
  }
}

export function compileRow(template: string, clock: Clock): RowTemplate {
  const pieces = splitTemplate(template);
  const groups: Partial<Record<FieldName, number>> = {};
  let group = 1;
  let strict = '^';
  let loose = '^[ \\t]*';
  let rowStart = '^[ \\t]*';
  let startSeen = false;
  for (const piece of pieces) {
    const { field } = piece;
    if (field === 'text') {
      // The text and the separator before it may be missing from a row without text.
      strict += `${escapeRegExp(piece.literal)}(.*)`;
      loose += `(?:${looseLiteral(piece.literal)}(.*))?`;
    } else {
      strict += escapeRegExp(piece.literal);
      loose += looseLiteral(piece.literal);
    }
    if (!startSeen) {
      rowStart += looseLiteral(piece.literal);
      if (field === 'start') {
        rowStart += timeStartSource(clock);
        startSeen = true;
      } else if (field) rowStart += fieldSource(field, clock, false);
    }
    if (!field) continue;
    if (field !== 'text') {
      strict += fieldSource(field, clock, true);
      loose += fieldSource(field, clock, false);
    }
    groups[field] = group;
    group += field === 'start' || field === 'end' || field === 'dur' ? TIME_GROUPS : 1;
  }
  strict += '$';
  loose += '[ \\t]*$';
  const write = (values: RowValues): string =>
    pieces
      .map((piece) => piece.literal + (piece.field ? fieldText(piece.field, values) : ''))
      .join('');
  return {
    strict: new RegExp(strict),
    loose: new RegExp(loose),
    rowStart: new RegExp(rowStart),
    groups,
    digitWithin: digitWithin(pieces),
    scan: compileScan(pieces, clock),
    write,
  };
}

/** Both patterns open with the first piece: its literal as written (when it holds no blank),
 *  then a number (a digit first) or a time's start (a digit in its first two characters). */
function digitWithin(pieces: readonly Piece[]): number {
  const first = pieces[0];
  if (!first || /\s/.test(first.literal)) return Infinity;
  const base = first.literal.length;
  if (first.field === 'start') return base + 1;
  if (first.field === 'n' || first.field === 'n4' || first.field === 'len') return base;
  return Infinity;
}

function fieldText(field: FieldName, values: RowValues): string {
  switch (field) {
    case 'n':
      return String(values.number);
    case 'n4':
      return String(values.number).padStart(4, '0');
    case 'start':
      return values.start;
    case 'end':
      return values.end;
    case 'dur':
      return values.duration;
    case 'ss':
      return values.shortDuration;
    case 'len':
      return String(values.length);
    case 'text':
      return values.text;
  }
}
