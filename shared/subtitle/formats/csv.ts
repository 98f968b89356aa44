import { SubtitleFormatError } from '../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../model';
import { formatTimeMs, tryParseTimeMs } from '../time';
import { excerpt, noBlockRead, withWarnings } from './skippedBlocks';
import { detectionPrefix, stripBom } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// CSV (RFC 4180): header "Number,Start,End,Duration,Text", times "hh:mm:ss.mmm", duration in
// seconds. Quoted fields may hold commas, doubled quotes and line breaks. Read back leniently:
// the header is optional, the duration column too (it is derived), times may be plain ms.

/** One CSV row and the 1-based line of the input where it starts (a quoted field may hold line
 *  breaks, so rows and lines differ). */
interface CsvRow {
  readonly cells: string[];
  readonly line: number;
}

/** The rows of a CSV text, blank ones left out; `unclosed` is the line of a row whose quoted
 *  field runs to the end of the text (a cut-off file), which is not among the rows. */
function readCsvRows(text: string): { rows: CsvRow[]; unclosed: number } {
  const rows: CsvRow[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let at = 0;
  while (at < text.length) {
    const char = text.charAt(at);
    if (char === '\n' || (char === '\r' && text.charAt(at + 1) !== '\n')) line++;
    if (quoted) {
      if (char === '"' && text.charAt(at + 1) === '"') {
        field += '"';
        at += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.length === 0) quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      row.push(field);
      rows.push({ cells: row, line: rowLine });
      row = [];
      field = '';
      if (char === '\r' && text.charAt(at + 1) === '\n') {
        at++;
        line++;
      }
      rowLine = line;
    } else field += char;
    at++;
  }
  if (!quoted && (field.length > 0 || row.length > 0)) {
    row.push(field);
    rows.push({ cells: row, line: rowLine });
  }
  return {
    rows: rows.filter(({ cells }) => cells.some((cell) => cell.trim().length > 0)),
    unclosed: quoted ? rowLine : 0,
  };
}

/** The rows' cells; throws SubtitleFormatError for a quote left open. */
export function parseCsvRows(text: string): string[][] {
  const { rows, unclosed } = readCsvRows(text);
  if (unclosed > 0) throw new SubtitleFormatError('Unclosed quote in CSV', unclosed);
  return rows.map(({ cells }) => cells);
}

/** The time of a cell ("hh:mm:ss.mmm" or plain ms), or -1. */
function readTime(cell: string): number {
  const trimmed = cell.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) : tryParseTimeMs(trimmed);
  return ms ?? -1;
}

function columnsOf(
  header: readonly string[] | undefined,
  width: number,
): { start: number; end: number; text: number } {
  if (header) {
    const find = (name: string): number =>
      header.findIndex((cell) => cell.trim().toLowerCase().startsWith(name));
    const columns = { start: find('start'), end: find('end'), text: find('text') };
    if (columns.start >= 0 && columns.end >= 0 && columns.text >= 0) return columns;
  }
  return { start: 1, end: 2, text: width >= 5 ? 4 : 3 };
}

/** One row a cue; a row with an unreadable time or too few columns, and a row cut off inside a
 *  quoted field, are skipped with a warning. */
function parse(input: FormatInput): ParsedSubtitle {
  const { rows, unclosed } = readCsvRows(stripBom(input.text));
  const first = rows[0]?.cells;
  if (!first) throw new SubtitleFormatError('Empty CSV');
  const hasHeader = !/^\s*\d+\s*$/.test(first[0] ?? '');
  const columns = columnsOf(hasHeader ? first : undefined, first.length);
  const paragraphs: Paragraph[] = [];
  const warnings: ParseWarning[] = [];
  for (const { cells, line } of rows.slice(hasHeader ? 1 : 0)) {
    const text = cells[columns.text];
    const start = readTime(cells[columns.start] ?? '');
    const end = readTime(cells[columns.end] ?? '');
    if (text === undefined) {
      warnings.push({ line, message: `The row "${excerpt(cells.join(','))}" has too few columns` });
    } else if (start < 0 || end < 0) {
      warnings.push({
        line,
        message: `The start or end time of "${excerpt(cells.join(','))}" could not be read`,
      });
    } else {
      const number = paragraphs.length + 1;
      paragraphs.push({ number, start, end, text: text.replace(/\r\n?/g, '\n') });
    }
  }
  if (unclosed > 0) {
    warnings.push({ line: unclosed, message: 'The row is cut off inside a quoted field' });
  }
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  return withWarnings({ fileName: input.fileName, format: csv.name, paragraphs }, warnings);
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function write(subtitle: Subtitle, options: WriteOptions): string {
  const rows = ['Number,Start,End,Duration,Text'];
  subtitle.paragraphs.forEach((p, index) => {
    const duration = ((p.end - p.start) / 1000).toFixed(3);
    rows.push(
      [
        String(index + 1),
        formatTimeMs(p.start, '.'),
        formatTimeMs(p.end, '.'),
        duration,
        quote(p.text.replace(/\n/g, options.newLine)),
      ].join(','),
    );
  });
  return rows.join(options.newLine) + options.newLine;
}

export const csv: SubtitleFormat = {
  name: 'CSV',
  extensions: ['.csv'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect(input: FormatInput): number {
    const prefix = detectionPrefix(input, 2048).trimStart();
    if (/^"?(?:number|#|no\.?)"?,"?start/i.test(prefix)) return 0.9;
    return /^\d+,"?\d+:\d\d:\d\d[.,]\d+"?,"?\d+:\d\d:\d\d[.,]\d+"?,/m.test(prefix) ? 0.75 : 0;
  },
  parse,
  write,
};
