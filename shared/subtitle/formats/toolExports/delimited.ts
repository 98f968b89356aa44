import { SubtitleFormatError } from '../../errors';
import type {
  Paragraph,
  ParagraphExtra,
  ParsedSubtitle,
  ParseWarning,
  Subtitle,
} from '../../model';
import { formatTimecode, msToTimecode } from '../frameTimecode';
import { paragraphMaker } from '../paragraphSites';
import { excerpt, noBlockRead, withWarnings } from '../skippedBlocks';
import { DETECTION_PREFIX_CHARS, detectionPrefix, stripBom } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import { DelimitedRowWalker, quoteCell, readDelimitedRows } from './delimitedRows';
import { type CellTime, DEFAULT_RATE, rowTime, TIME_SHAPES, untrimmable } from './delimitedTimes';

// The CSV and TSV exports: one row a cue, the columns' roles declared by a DelimitedLayout (the
// delimiter, the header the tool writes, the unit of the times, how a line break in a cue is
// written, which cells are quoted). One reader and one writer serve every variant.
//
// A header row is passed over; a row whose start or end does not read, or that has too few cells,
// is skipped with a warning at its line. Frame timecodes assume 23.976 fps on read (the files
// declare no rate) and are written at the rate asked for (23.976 by default).

export type { CellTime };

export type ColumnRole = 'number' | 'start' | 'end' | 'text' | 'line2' | 'actor' | 'play';

export interface DelimitedLayout {
  readonly name: string;
  readonly extensions: readonly string[];
  readonly delimiter: ',' | '\t';
  readonly columns: readonly ColumnRole[];
  readonly time: CellTime;
  /** The header line the tool writes, as written; none when undefined. */
  readonly header?: string;
  /** Rows alone do not tell this layout from another: detection needs the header. */
  readonly headerRequired?: boolean;
  /** A line break in a cue: inside the quoted cell, as "///", as a space (lost), or the second
   *  line in its own column ('line2'). */
  readonly breaks: 'quoted' | '///' | 'space' | 'columns';
  /** Quotes on write: every cell, the text cells (actor too, when there is one), or only cells
   *  that need them. */
  readonly quote: 'all' | 'text' | 'needed';
}

function writeCellTime(ms: number, time: CellTime, rate: number): string {
  if (time === 'ms') return String(Math.max(0, Math.round(ms)));
  return formatTimecode(msToTimecode(ms, rate), time === 'frames' ? ':' : '.');
}

/** Whether a row's cells have this layout's shape (count, times, numbers, play flag). */
function fits(layout: DelimitedLayout, cells: readonly string[]): boolean {
  if (cells.length !== layout.columns.length) return false;
  return layout.columns.every((role, index) => {
    const cell = (cells[index] ?? '').trim();
    if (role === 'start' || role === 'end') return TIME_SHAPES[layout.time].test(cell);
    if (role === 'number') return /^\d+$/.test(cell);
    if (role === 'play') return /^(?:true|false)?$/i.test(cell);
    return true;
  });
}

const normalized = (cells: readonly string[]): string =>
  cells.map((cell) => cell.trim().toLowerCase()).join('\u0000');

function headerCells(layout: DelimitedLayout): readonly string[] | undefined {
  return layout.header === undefined
    ? undefined
    : readDelimitedRows(layout.header, layout.delimiter).rows[0]?.cells;
}

function isHeader(layout: DelimitedLayout, cells: readonly string[]): boolean {
  const header = headerCells(layout);
  return header !== undefined && normalized(header) === normalized(cells);
}

function detect(layout: DelimitedLayout, input: FormatInput): number {
  const prefix = detectionPrefix(input);
  const firstLine = prefix.slice(0, prefix.indexOf('\n') + 1 || prefix.length);
  if (!firstLine.includes(layout.delimiter)) return 0;
  let { rows } = readDelimitedRows(prefix, layout.delimiter);
  // A prefix cut short may end inside a row.
  if (prefix.length > DETECTION_PREFIX_CHARS) rows = rows.slice(0, -1);
  rows = rows.slice(0, 20);
  const first = rows[0];
  if (!first) return 0;
  if (isHeader(layout, first.cells)) return 0.95;
  if (layout.headerRequired) return 0;
  const fitting = rows.filter((row) => fits(layout, row.cells));
  const share = fitting.length / rows.length;
  if (fitting.length === 0 || share < 0.5) return 0;
  // The tools write times without spaces around them; a script padded with " , " (Spruce STL's
  // rows look like Csv4's) is less surely this layout.
  const timeAt = [layout.columns.indexOf('start'), layout.columns.indexOf('end')];
  const tight = fitting.every((row) => timeAt.every((at) => !/^\s|\s$/.test(row.cells[at] ?? '')));
  return (tight ? 0.75 : 0.55) + 0.15 * share;
}

/** Where a layout's text and extra columns are (-1: not in this layout). */
interface Columns {
  readonly text: number;
  readonly line2: number;
  readonly actor: number;
  readonly play: number;
}

function columnsOf(layout: DelimitedLayout): Columns {
  const at = (role: ColumnRole): number => layout.columns.indexOf(role);
  return { text: at('text'), line2: at('line2'), actor: at('actor'), play: at('play') };
}

/** Printable ASCII other than a space: what trim() never cuts. */
function solid(code: number): boolean {
  return code > 32 && code < 127;
}

function trimLine(line: string): string {
  return line.trim();
}

/** Each line of `text` trimmed, then the whole. A text whose lines all begin and end with a solid
 *  character is already that, and is kept without splitting it. */
function trimLines(text: string): string {
  let lf = text.indexOf('\n');
  if (lf < 0) return text.trim();
  let kept = solid(text.charCodeAt(0)) && solid(text.charCodeAt(text.length - 1));
  for (; kept && lf >= 0; lf = text.indexOf('\n', lf + 1)) {
    kept = solid(text.charCodeAt(lf - 1)) && solid(text.charCodeAt(lf + 1));
  }
  return kept ? text : text.split('\n').map(trimLine).join('\n').trim();
}

function textOf(
  layout: DelimitedLayout,
  columns: Columns,
  row: DelimitedRowWalker,
): string | undefined {
  const text = row.cell(columns.text);
  if (text === undefined) return undefined;
  let out = text;
  if (layout.breaks === '///' && out.includes('///')) out = out.replace(/\/\/\//g, '\n');
  if (layout.breaks === 'columns') {
    const second = (row.cell(columns.line2) ?? '').trim();
    if (second.length > 0) out = `${out.trim()}\n${second}`;
  }
  return trimLines(out);
}

/** Whether the row's cell `index` is "true" in any case, white space around it allowed. A cell
 *  that is a span of the text with no space at its ends is looked at where it is, without a
 *  string for it (DaVinci's play flag is "False" in every row). */
function saysTrue(row: DelimitedRowWalker, index: number): boolean {
  const start = row.starts[index] ?? 0;
  const end = row.ends[index] ?? 0;
  if (index < row.count && row.decoded[index] === undefined && untrimmable(row.text, start, end)) {
    const text = row.text;
    return (
      end - start === 4 &&
      (text.charCodeAt(start) | 0x20) === 0x74 && // t
      (text.charCodeAt(start + 1) | 0x20) === 0x72 && // r
      (text.charCodeAt(start + 2) | 0x20) === 0x75 && // u
      (text.charCodeAt(start + 3) | 0x20) === 0x65 // e
    );
  }
  const cell = row.cell(index)?.trim();
  return cell !== undefined && /^true$/i.test(cell);
}

function extraOf(columns: Columns, row: DelimitedRowWalker): ParagraphExtra | undefined {
  if (columns.actor < 0 && columns.play < 0) return undefined;
  const actor = columns.actor < 0 ? undefined : row.cell(columns.actor)?.trim();
  const play = columns.play >= 0 && saysTrue(row, columns.play);
  // Most rows have neither: no object for them.
  if (!actor && !play) return undefined;
  const extra: ParagraphExtra = {};
  if (actor) extra.actor = actor;
  if (play) extra.play = true;
  return extra;
}

function parse(layout: DelimitedLayout, input: FormatInput): ParsedSubtitle {
  const text = stripBom(input.text);
  const row = new DelimitedRowWalker(text, layout.delimiter);
  if (!row.next()) throw new SubtitleFormatError(`Not ${layout.name}: no rows`);
  const startAt = layout.columns.indexOf('start');
  const endAt = layout.columns.indexOf('end');
  // Another tool's header (or this one's, reworded) is a first row whose times are words: with
  // no digit in them, so a first cue with a damaged time is still warned about.
  const wordy = (cell: string | undefined): boolean => !/\d/.test(cell ?? '');
  const first = row.cells();
  const header = isHeader(layout, first) || (wordy(first[startAt]) && wordy(first[endAt]));
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  const make = paragraphMaker(text.length);
  const columns = columnsOf(layout);
  const skip = (why: string): void => {
    warnings.push({
      line: row.line,
      message: `The row "${excerpt(row.cells().join(layout.delimiter))}" ${why}`,
    });
  };
  for (let more = !header || row.next(); more; more = row.next()) {
    const cueText = textOf(layout, columns, row);
    const start = rowTime(row, startAt, layout.time);
    const end = rowTime(row, endAt, layout.time);
    if (cueText === undefined) skip('has too few cells');
    else if (start < 0 || end < 0) skip('has a start or end time that could not be read');
    else {
      const extra = extraOf(columns, row);
      const number = paragraphs.length + 1;
      paragraphs.push(
        extra ? { number, start, end, text: cueText, extra } : make(number, start, end, cueText),
      );
    }
  }
  if (row.unclosed > 0) {
    warnings.push({ line: row.unclosed, message: 'The row is cut off inside a quoted cell' });
  }
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  return withWarnings({ fileName: input.fileName, format: layout.name, paragraphs }, warnings);
}

function cellsOf(layout: DelimitedLayout, p: Paragraph, index: number, rate: number): string[] {
  const lines = p.text.split('\n');
  const d = layout.delimiter;
  const quoted = (value: string, text: boolean): string =>
    quoteCell(value, d, layout.quote === 'all' || (text && layout.quote === 'text'));
  return layout.columns.map((role) => {
    switch (role) {
      case 'number':
        return quoted(String(index + 1), false);
      case 'start':
        return quoted(writeCellTime(p.start, layout.time, rate), false);
      case 'end':
        return quoted(writeCellTime(p.end, layout.time, rate), false);
      case 'actor': {
        const actor = String(p.extra?.actor ?? '')
          .replace(/[",]/g, ' ')
          .trim();
        return actor.length === 0 && layout.quote !== 'all' ? '' : quoted(actor, true);
      }
      case 'play':
        return quoted(p.extra?.play === true ? 'True' : 'False', false);
      case 'line2':
        return quoted(lines.slice(1).join(' '), true);
      case 'text': {
        const text =
          layout.breaks === 'columns'
            ? (lines[0] ?? '')
            : layout.breaks === '///'
              ? lines.join('///')
              : layout.breaks === 'space'
                ? lines.join(' ')
                : p.text;
        return quoted(text, true);
      }
    }
  });
}

function write(layout: DelimitedLayout, subtitle: Subtitle, options: WriteOptions): string {
  const rate = options.frameRate ?? DEFAULT_RATE;
  const rows = subtitle.paragraphs.map((p, index) =>
    cellsOf(layout, p, index, rate).join(layout.delimiter),
  );
  if (layout.header !== undefined) rows.unshift(layout.header);
  // A line break inside a quoted cell stays '\n', as the tools write it; rows end with the
  // chosen new line.
  return rows.map((row) => row + options.newLine).join('');
}

export function delimitedFormat(layout: DelimitedLayout): SubtitleFormat {
  return {
    name: layout.name,
    extensions: layout.extensions,
    binary: false,
    canRead: true,
    canWrite: true,
    detect: (input) => detect(layout, input),
    parse: (input) => parse(layout, input),
    write: (subtitle, options) => write(layout, subtitle, options),
  };
}
