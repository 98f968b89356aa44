// A caption memory of CEA-608: 15 rows × 32 columns of cells, each a character with an italic
// flag. Pop-on captions are built in non-displayed memory and swapped in by EOC.

export const COLUMNS = 32;
export const ROWS = 15;

interface Cell {
  readonly ch: string;
  readonly italic: boolean;
}

export class CaptionMemory {
  private rows = new Map<number, (Cell | undefined)[]>();

  clear(): void {
    this.rows = new Map();
  }

  isEmpty(): boolean {
    return this.toText() === '';
  }

  write(row: number, column: number, cell: Cell): void {
    let cells = this.rows.get(row);
    if (!cells) {
      cells = new Array<Cell | undefined>(COLUMNS).fill(undefined);
      this.rows.set(row, cells);
    }
    cells[Math.min(COLUMNS - 1, Math.max(0, column))] = cell;
  }

  erase(row: number, fromColumn: number, toColumn = COLUMNS): void {
    const cells = this.rows.get(row);
    if (cells) for (let c = Math.max(0, fromColumn); c < toColumn; c++) cells[c] = undefined;
  }

  /** Roll-up: rows move up one; only the `count` rows ending at `baseRow` stay. */
  rollUp(baseRow: number, count: number): void {
    const next = new Map<number, (Cell | undefined)[]>();
    for (const [row, cells] of this.rows) {
      const moved = row - 1;
      if (moved > baseRow - count && moved < baseRow) next.set(moved, cells);
    }
    this.rows = next;
  }

  /** Rows top to bottom as text; italic runs become <i>…</i>, spaces stay outside the tags. */
  toText(): string {
    const lines: string[] = [];
    for (const row of [...this.rows.keys()].sort((a, b) => a - b)) {
      const line = rowText(this.rows.get(row) ?? []);
      if (line !== '') lines.push(line);
    }
    return lines.join('\n');
  }
}

function rowText(cells: readonly (Cell | undefined)[]): string {
  let out = '';
  let italic = false;
  let spaces = '';
  for (const cell of cells) {
    if (!cell || cell.ch === ' ') {
      spaces += ' ';
      continue;
    }
    if (cell.italic !== italic) {
      out += italic ? `</i>${out === '' ? '' : spaces}` : `${out === '' ? '' : spaces}<i>`;
      italic = cell.italic;
    } else if (out !== '') out += spaces;
    spaces = '';
    out += cell.ch;
  }
  return italic ? `${out}</i>` : out;
}
