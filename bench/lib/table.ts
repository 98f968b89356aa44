const NUMBER_CELL = /^(-?[\d.,]+(e[+-]?\d+)?|—)$/;

/** Prints rows as an aligned text table (numbers right-aligned). */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, col) => Math.max(...cells.map((row) => row[col]?.length ?? 0)));
  const line = (row: readonly string[], numeric: readonly boolean[]) =>
    row
      .map((cell, col) =>
        numeric[col] ? cell.padStart(widths[col] ?? 0) : cell.padEnd(widths[col] ?? 0),
      )
      .join('  ');
  const numeric = headers.map((_, col) => rows.every((row) => NUMBER_CELL.test(String(row[col]))));
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [
    line(cells[0] ?? [], numeric),
    rule,
    ...cells.slice(1).map((row) => line(row, numeric)),
  ].join('\n');
}

/** A number with a fixed count of decimals, for table cells. */
export function fixed(value: number, decimals = 3): string {
  return Number.isFinite(value) ? value.toFixed(decimals) : '—';
}
