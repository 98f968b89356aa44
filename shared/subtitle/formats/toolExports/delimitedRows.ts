// Rows of a delimited text (CSV with ',' or ';', TSV with a tab), RFC 4180 quoting: a cell that
// opens with '"' runs to the next lone '"' and may hold delimiters, line breaks and doubled
// quotes. Each row keeps the 1-based line where it starts, for warnings.

export interface DelimitedRow {
  readonly cells: string[];
  readonly line: number;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * The rows of a delimited text one at a time, blank ones left out: `next()` moves to the next row
 * and keeps only where its cells are (unquoted cells as spans of the text, quoted ones decoded),
 * so a big file is read without an array and an object per row, and a cell is sliced only when it
 * is asked for. Unquoted cells end at the next delimiter or line break, found by the runtime's
 * searches: the next delimiter, LF and CR are remembered, so each search covers a stretch of the
 * text once.
 */
export class DelimitedRowWalker {
  /** The current row's cells: where each starts and ends (a quoted cell's value, when it is a
   *  span of the text), and the decoded value of a quoted cell that is not. */
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  readonly decoded: (string | undefined)[] = [];
  count = 0;
  /** The 1-based line where the current row starts. */
  line = 1;
  /** When the text ends inside a quoted cell, the line where that row starts (the row is not
   *  read); otherwise 0. */
  unclosed = 0;
  private at = 0;
  private lineNumber = 1;
  private nextSeparator = -1;
  private nextLf = -1;
  private nextCr = -1;
  private readonly separator: number;
  private readonly delimiter: string;
  private readonly hasCr: boolean;

  constructor(
    readonly text: string,
    delimiter: string,
  ) {
    this.delimiter = delimiter;
    this.separator = delimiter.charCodeAt(0);
    this.hasCr = text.includes('\r');
  }

  /** Moves to the next row that holds something; false when there is none. */
  next(): boolean {
    const text = this.text;
    const length = text.length;
    while (this.at <= length && this.unclosed === 0) {
      this.count = 0;
      this.line = this.lineNumber;
      let end: number;
      for (;;) {
        end = this.readCell();
        if (end < 0) return false;
        if (text.charCodeAt(end) !== this.separator) break;
        this.at = end + 1;
      }
      const blank = this.isBlank();
      if (end >= length) this.at = length + 1;
      else {
        this.at =
          text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
        this.lineNumber++;
      }
      if (!blank) return true;
    }
    return false;
  }

  /** The current row's cell `index` as a string; undefined past its last cell. */
  cell(index: number): string | undefined {
    if (index >= this.count) return undefined;
    return this.decoded[index] ?? this.text.slice(this.starts[index], this.ends[index]);
  }

  cells(): string[] {
    const cells: string[] = [];
    for (let index = 0; index < this.count; index++) cells.push(this.cell(index) ?? '');
    return cells;
  }

  /** Reads the cell at this.at; returns the index where it ends (at a delimiter, a line break or
   *  the text's end), or -1 when the text ends inside its quotes. */
  private readCell(): number {
    const text = this.text;
    // Spaces before an opening quote belong to no cell.
    let first = this.at;
    while (text.charCodeAt(first) === 32) first++;
    const index = this.count++;
    if (text.charCodeAt(first) !== QUOTE) {
      const end = this.cellEnd(this.at);
      this.starts[index] = this.at;
      this.ends[index] = end;
      this.decoded[index] = undefined;
      return end;
    }
    let value: string | undefined;
    let from = first + 1;
    for (;;) {
      const quote = text.indexOf('"', from);
      if (quote < 0) {
        this.unclosed = this.line;
        return -1;
      }
      this.countLines(from, quote);
      // A cell whose value is all between its quotes (no doubled quote, nothing after the
      // closing one, no CR to turn into LF) is kept as the span of its value, like an unquoted
      // cell: sliced only when asked for, its times read from the text.
      if (value === undefined && text.charCodeAt(quote + 1) !== QUOTE && !this.hasCr) {
        const end = this.cellEnd(quote + 1);
        if (end === quote + 1) {
          this.starts[index] = from;
          this.ends[index] = quote;
          this.decoded[index] = undefined;
          return end;
        }
      }
      const part = text.slice(from, quote);
      value = value === undefined ? part : value + part;
      if (text.charCodeAt(quote + 1) !== QUOTE) {
        from = quote + 1;
        break;
      }
      value += '"';
      from = quote + 2;
    }
    // Whatever follows the closing quote up to the delimiter is kept, as spreadsheets do.
    const end = this.cellEnd(from);
    if (end > from) value += text.slice(from, end);
    if (this.hasCr && value.includes('\r')) value = value.replace(/\r\n?/g, '\n');
    this.starts[index] = first;
    this.ends[index] = end;
    this.decoded[index] = value;
    return end;
  }

  /** Index of the first delimiter, LF or CR at or after `from` (the text's length if none). */
  private cellEnd(from: number): number {
    const text = this.text;
    if (this.nextSeparator < from) {
      this.nextSeparator = found(text.indexOf(this.delimiter, from), text);
    }
    if (this.nextLf < from) this.nextLf = found(text.indexOf('\n', from), text);
    const end = this.nextSeparator < this.nextLf ? this.nextSeparator : this.nextLf;
    if (!this.hasCr) return end;
    if (this.nextCr < from) this.nextCr = found(text.indexOf('\r', from), text);
    return this.nextCr < end ? this.nextCr : end;
  }

  /** Counts the line breaks in [from, to) of a quoted cell. */
  private countLines(from: number, to: number): void {
    const text = this.text;
    if (!this.hasCr) {
      // The next LF is remembered as for cellEnd: a cell on one line costs no search.
      if (this.nextLf < from) this.nextLf = found(text.indexOf('\n', from), text);
      while (this.nextLf < to) {
        this.lineNumber++;
        this.nextLf = found(text.indexOf('\n', this.nextLf + 1), text);
      }
      return;
    }
    for (let index = from; index < to; index++) {
      const code = text.charCodeAt(index);
      if (code === LF || (code === CR && text.charCodeAt(index + 1) !== LF)) this.lineNumber++;
    }
  }

  /** Whether every cell of the current row is empty or white space. A cell that opens with a
   *  printable ASCII character other than a space holds something, whatever trim() would cut. */
  private isBlank(): boolean {
    for (let index = 0; index < this.count; index++) {
      const decoded = this.decoded[index];
      const start = this.starts[index] ?? 0;
      if (decoded === undefined && start < (this.ends[index] ?? 0)) {
        const code = this.text.charCodeAt(start);
        if (code > 32 && code < 127) return false;
      }
      if ((this.cell(index) ?? '').trim().length > 0) return false;
    }
    return true;
  }
}

function found(at: number, text: string): number {
  return at < 0 ? text.length : at;
}

/** The rows (blank ones left out) and, when the text ends inside a quoted cell, the line where
 *  that row starts (the row is then not among the rows). */
export function readDelimitedRows(
  text: string,
  delimiter: string,
): { rows: DelimitedRow[]; unclosed: number } {
  const rows: DelimitedRow[] = [];
  const walker = new DelimitedRowWalker(text, delimiter);
  while (walker.next()) rows.push({ cells: walker.cells(), line: walker.line });
  return { rows, unclosed: walker.unclosed };
}

/** A cell as written: in quotes (inner quotes doubled) when `always`, or when it holds the
 *  delimiter, a line break, space at either end, or opens with a quote; in CSV also when it
 *  holds a quote anywhere (TSV tools leave inner quotes as they are). */
export function quoteCell(value: string, delimiter: string, always: boolean): string {
  const needs =
    always ||
    value.includes(delimiter) ||
    /[\r\n]/.test(value) ||
    value !== value.trim() ||
    value.startsWith('"') ||
    (delimiter !== '\t' && value.includes('"'));
  return needs ? `"${value.replace(/"/g, '""')}"` : value;
}
