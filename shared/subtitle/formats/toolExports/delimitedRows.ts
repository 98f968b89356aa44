// Rows of a delimited text (CSV with ',' or ';', TSV with a tab), RFC 4180 quoting: a cell that
// opens with '"' runs to the next lone '"' and may hold delimiters, line breaks and doubled
// quotes. Each row keeps the 1-based line where it starts, for warnings.

export interface DelimitedRow {
  readonly cells: string[];
  readonly line: number;
}

/** The rows (blank ones left out) and, when the text ends inside a quoted cell, the line where
 *  that row starts (the row is then not among the rows). */
export function readDelimitedRows(
  text: string,
  delimiter: string,
): { rows: DelimitedRow[]; unclosed: number } {
  const rows: DelimitedRow[] = [];
  const separator = delimiter.charCodeAt(0);
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = (): void => {
    cells.push(cell);
    if (cells.some((value) => value.trim().length > 0)) rows.push({ cells, line: rowLine });
    cells = [];
    cell = '';
  };
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (quoted) {
      if (code === 34 /* " */) {
        if (text.charCodeAt(at + 1) === 34) {
          cell += '"';
          at++;
        } else quoted = false;
        continue;
      }
      if (code === 13 && text.charCodeAt(at + 1) === 10) continue;
      if (code === 10 || code === 13) line++;
      cell += code === 13 ? '\n' : text.charAt(at);
    } else if (code === 34 && cell.trim().length === 0) {
      quoted = true;
      cell = '';
    } else if (code === separator) {
      cells.push(cell);
      cell = '';
    } else if (code === 10 || code === 13) {
      if (code === 13 && text.charCodeAt(at + 1) === 10) at++;
      endRow();
      line++;
      rowLine = line;
    } else cell += text.charAt(at);
  }
  if (quoted) return { rows, unclosed: rowLine };
  if (cell.length > 0 || cells.length > 0) endRow();
  return { rows, unclosed: 0 };
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
