import { SubtitleFormatError } from '../errors';
import type { Paragraph, Subtitle } from '../model';
import { formatTimeMs, tryParseTimeMs } from '../time';
import { detectionPrefix, stripBom } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// CSV (RFC 4180): header "Number,Start,End,Duration,Text", times "hh:mm:ss.mmm", duration in
// seconds. Quoted fields may hold commas, doubled quotes and line breaks. Read back leniently:
// the header is optional, the duration column too (it is derived), times may be plain ms.

export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let at = 0;
  while (at < text.length) {
    const char = text.charAt(at);
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
      rows.push(row);
      row = [];
      field = '';
      if (char === '\r' && text.charAt(at + 1) === '\n') at++;
    } else field += char;
    at++;
  }
  if (quoted) throw new SubtitleFormatError('Unclosed quote in CSV');
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim().length > 0));
}

function readTime(cell: string, row: number): number {
  const trimmed = cell.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) : tryParseTimeMs(trimmed);
  if (ms === undefined) throw new SubtitleFormatError(`Bad time "${trimmed.slice(0, 20)}"`, row);
  return ms;
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

function parse(input: FormatInput): Subtitle {
  const rows = parseCsvRows(stripBom(input.text));
  const first = rows[0];
  if (!first) throw new SubtitleFormatError('Empty CSV');
  const hasHeader = !/^\s*\d+\s*$/.test(first[0] ?? '');
  const columns = columnsOf(hasHeader ? first : undefined, first.length);
  const paragraphs: Paragraph[] = [];
  rows.slice(hasHeader ? 1 : 0).forEach((cells, index) => {
    const line = index + (hasHeader ? 2 : 1);
    const text = cells[columns.text];
    if (text === undefined) throw new SubtitleFormatError('Too few columns', line);
    paragraphs.push({
      number: paragraphs.length + 1,
      start: readTime(cells[columns.start] ?? '', line),
      end: readTime(cells[columns.end] ?? '', line),
      text: text.replace(/\r\n?/g, '\n'),
    });
  });
  return { fileName: input.fileName, format: csv.name, paragraphs };
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
