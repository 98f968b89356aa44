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

/** withPosition's tag by keypad position (none for bottom centre), for readers that add it to
 *  a text later. */
export const POSITION_TAGS: readonly string[] = Array.from({ length: 10 }, (_, an) =>
  an === 0 || an === 2 ? '' : `{\\an${an}}`,
);

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
 *
 * It keeps strings, not run objects: the finished lines' markup, the current line's closed runs'
 * markup and the text of its last run, so a reader that appends whole slices of a file builds
 * each caption with a few concatenations. One builder can serve every caption of a file (take()).
 */
export class CaptionTextBuilder {
  /** Markup of the finished non-empty lines, joined by '\n'. */
  private lines = '';
  /** Markup of the current line's runs before the last one. */
  private closedRuns = '';
  /** Text of the current line's last run ('' when the line has none yet) and its style. */
  private run = '';
  private runItalic = false;
  private italic = false;

  setItalic(on: boolean): void {
    this.italic = on;
  }

  isItalic(): boolean {
    return this.italic;
  }

  append(text: string): void {
    if (text === '') return;
    if (this.run !== '' && this.runItalic === this.italic) {
      this.run += text;
      return;
    }
    if (this.run !== '') this.closedRuns += runMarkup(this.run, this.runItalic);
    this.run = text;
    this.runItalic = this.italic;
  }

  newLine(): void {
    this.lines = this.withCurrentLine();
    this.closedRuns = '';
    this.run = '';
  }

  toText(): string {
    const text = this.withCurrentLine();
    return text.includes('</i>\n<i>') ? text.replace(/<\/i>\n<i>/g, '\n') : text;
  }

  /** toText(), and the builder starts over empty and upright. */
  take(): string {
    const text = this.toText();
    this.lines = '';
    this.closedRuns = '';
    this.run = '';
    this.italic = false;
    return text;
  }

  /** The finished lines and the current one, when it is not empty. */
  private withCurrentLine(): string {
    const runs =
      this.run === '' ? this.closedRuns : this.closedRuns + runMarkup(this.run, this.runItalic);
    let line = runs.trim();
    if (line.includes('</i>')) line = line.replace(/<\/i>(\s*)<i>/g, '$1');
    if (line === '') return this.lines;
    return this.lines === '' ? line : `${this.lines}\n${line}`;
  }
}

/** A run as markup: an italic one in <i>…</i> with its outer spaces left outside the tags. */
function runMarkup(text: string, italic: boolean): string {
  if (!italic) return text;
  const core = text.trim();
  if (core === '') return text;
  const lead = text.slice(0, text.length - text.trimStart().length);
  const tail = text.slice(text.trimEnd().length);
  return `${lead}<i>${core}</i>${tail}`;
}
