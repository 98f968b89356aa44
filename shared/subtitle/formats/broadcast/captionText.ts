// Caption text between the model (lines joined by '\n', <i>…</i> tags, an optional {\anN} position
// first) and the files of this family, which store lines one by one with italic switches and a
// position or justification per subtitle.

export interface Run {
  text: string;
  italic: boolean;
}

export type StyledLine = Run[];

const POSITION = /^\{\\an([1-9])\}/;

/** The {\anN} position the text starts with (1–9, numeric-keypad layout) and the rest. */
export function splitPosition(text: string): { an: number | undefined; body: string } {
  const match = POSITION.exec(text);
  return match
    ? { an: Number(match[1]), body: text.slice(match[0].length) }
    : { an: undefined, body: text };
}

/** The text with its position tag; bottom centre (2) is the default and is not written. */
export function withPosition(an: number | undefined, body: string): string {
  return an === undefined || an === 2 || body === '' ? body : `{\\an${an}}${body}`;
}

/** 'left' | 'center' | 'right' of a keypad position (undefined: bottom centre). */
export function horizontalOf(an: number | undefined): 'left' | 'center' | 'right' {
  if (an === 1 || an === 4 || an === 7) return 'left';
  if (an === 3 || an === 6 || an === 9) return 'right';
  return 'center';
}

/** 'top' | 'middle' | 'bottom' of a keypad position. */
export function verticalOf(an: number | undefined): 'top' | 'middle' | 'bottom' {
  if (an !== undefined && an >= 7) return 'top';
  if (an !== undefined && an >= 4) return 'middle';
  return 'bottom';
}

export function positionOf(
  horizontal: 'left' | 'center' | 'right',
  vertical: 'top' | 'middle' | 'bottom',
): number {
  const column = horizontal === 'left' ? 1 : horizontal === 'center' ? 2 : 3;
  const row = vertical === 'bottom' ? 0 : vertical === 'middle' ? 3 : 6;
  return row + column;
}

/** The lines of a text as italic and upright runs; <i> state carries over line ends, other tags
 *  (<b>, <u>, <font …>, {\…}) are dropped. */
export function styledLines(body: string): StyledLine[] {
  const lines: StyledLine[] = [];
  let italic = false;
  for (const line of body.split('\n')) {
    const runs: StyledLine = [];
    for (const part of line.split(/(<[^<>]*>|\{\\[^{}]*\})/)) {
      if (/^<i>$/i.test(part)) italic = true;
      else if (/^<\/i>$/i.test(part)) italic = false;
      else if (part !== '' && !/^<[^<>]*>$/.test(part) && !/^\{\\[^{}]*\}$/.test(part)) {
        const last = runs.at(-1);
        if (last && last.italic === italic) last.text += part;
        else runs.push({ text: part, italic });
      }
    }
    lines.push(runs);
  }
  return lines;
}

/** The text of a line without its styles. */
export function plainLine(line: StyledLine): string {
  return line.map((run) => run.text).join('');
}

/** The lines of a text without any tag. */
export function plainLines(body: string): string[] {
  return styledLines(body).map(plainLine);
}

/** True when every visible character of the line is italic. */
export function isItalicLine(line: StyledLine): boolean {
  return (
    line.some((run) => run.text.trim() !== '') &&
    line.every((run) => run.italic || run.text.trim() === '')
  );
}

/**
 * Builds a caption text as a reader meets it: characters, italic switches and line ends. The
 * result is in one canonical form whatever the file's habits: lines trimmed, empty lines dropped,
 * spaces outside the <i>…</i> tags, and an italic span running over a line end written as one.
 */
export class CaptionTextBuilder {
  private readonly lines: StyledLine[] = [[]];
  private italic = false;

  setItalic(on: boolean): void {
    this.italic = on;
  }

  isItalic(): boolean {
    return this.italic;
  }

  append(text: string): void {
    if (text === '') return;
    const line = this.lines.at(-1) ?? [];
    const last = line.at(-1);
    if (last && last.italic === this.italic) last.text += text;
    else line.push({ text, italic: this.italic });
  }

  newLine(): void {
    this.lines.push([]);
  }

  toText(): string {
    const lines = this.lines.map(lineMarkup).filter((line) => line !== '');
    return lines.join('\n').replace(/<\/i>\n<i>/g, '\n');
  }
}

function lineMarkup(line: StyledLine): string {
  let out = '';
  for (const run of line) {
    if (!run.italic) {
      out += run.text;
      continue;
    }
    const core = run.text.trim();
    if (core === '') {
      out += run.text;
      continue;
    }
    const lead = run.text.slice(0, run.text.length - run.text.trimStart().length);
    const tail = run.text.slice(run.text.trimEnd().length);
    out += `${lead}<i>${core}</i>${tail}`;
  }
  return out.trim().replace(/<\/i>(\s*)<i>/g, '$1');
}
