// Rows of a delimited text (CSV with ',' or ';', TSV with a tab), RFC 4180 quoting: a cell that
// opens with '"' runs to the next lone '"' and may hold delimiters, line breaks and doubled
// quotes. Each row keeps the 1-based line where it starts, for warnings.

export interface DelimitedRow {
  readonly cells: string[];
  readonly line: number;
}

/** The rows (blank ones left out) and, when the text ends inside a quoted cell, the line where
 *  that row starts (the row is then not among the rows). Cells are slices of the text (a quoted
 *  cell the slices between its doubled quotes), so a big file costs no string per character. */
export function readDelimitedRows(
  text: string,
  delimiter: string,
): { rows: DelimitedRow[]; unclosed: number } {
  const rows: DelimitedRow[] = [];
  const separator = delimiter.charCodeAt(0);
  let cells: string[] = [];
  let line = 1;
  let rowLine = 1;
  let at = 0;
  const endRow = (): void => {
    if (cells.some((value) => value.trim().length > 0)) rows.push({ cells, line: rowLine });
    cells = [];
  };
  while (at <= text.length) {
    // Spaces before an opening quote belong to no cell.
    let first = at;
    while (first < text.length && text.charCodeAt(first) === 32) first++;
    let cell: string;
    let end: number;
    if (text.charCodeAt(first) === 34 /* " */) {
      const parts: string[] = [];
      let from = first + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) return { rows, unclosed: rowLine };
        for (let index = from; index < quote; index++) {
          const code = text.charCodeAt(index);
          if (code === 10 || (code === 13 && text.charCodeAt(index + 1) !== 10)) line++;
        }
        parts.push(text.slice(from, quote));
        if (text.charCodeAt(quote + 1) !== 34) {
          from = quote + 1;
          break;
        }
        parts.push('"');
        from = quote + 2;
      }
      // Whatever follows the closing quote up to the delimiter is kept, as spreadsheets do.
      end = from;
      while (end < text.length && !isCellEnd(text.charCodeAt(end), separator)) end++;
      cell = (parts.length === 1 ? (parts[0] ?? '') : parts.join('')) + text.slice(from, end);
      if (cell.indexOf('\r') !== -1) cell = cell.replace(/\r\n?/g, '\n');
    } else {
      end = at;
      while (end < text.length && !isCellEnd(text.charCodeAt(end), separator)) end++;
      cell = text.slice(at, end);
    }
    cells.push(cell);
    const code = text.charCodeAt(end);
    if (code === separator) {
      at = end + 1;
      continue;
    }
    endRow();
    if (end >= text.length) break;
    at = code === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
    line++;
    rowLine = line;
  }
  return { rows, unclosed: 0 };
}

function isCellEnd(code: number, separator: number): boolean {
  return code === separator || code === 10 || code === 13;
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
