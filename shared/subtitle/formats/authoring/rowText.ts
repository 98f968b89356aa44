// The text of a row as the row reader (rowParse.ts) keeps it: split at the layout's break tokens,
// each line trimmed, the lines joined by '\n'.
//
// Big files: the text is read from the row's range of the file without a slice of the row first.
// With a single-character break token ('|'), the file is copied in chunks of about CHUNK_CHARS
// with every token turned into '\n' (same length, same indices), and each row's text is a slice
// of its chunk: no string is built per row, so a row costs the GC one small slice, as a SubRip
// cue does, and the chunks are big enough to be allocated outside the young generation. The
// chunks live as long as the paragraphs do (in place of the file, which they no longer hold).
import { splitBreaks } from './rowLayout';

/** Characters of a chunk: past V8's largest regular object, so a chunk is never copied by a
 *  young-generation collection. */
const CHUNK_CHARS = 1 << 18;

/** Whether the character at `at` is surely not white space for String#trim (printable ASCII
 *  and the Latin, Greek, Cyrillic… range below U+1680, except U+00A0). */
function plainAt(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return (code > 32 && code < 127) || (code > 0xa0 && code < 0x1680);
}

function isBlankCode(code: number): boolean {
  return code === 32 || code === 9;
}

/** Whether every piece of `raw` between occurrences of `token` is its own trim. */
function piecesTrimmed(raw: string, token: string): boolean {
  let from = 0;
  for (;;) {
    const at = raw.indexOf(token, from);
    const to = at === -1 ? raw.length : at;
    if (to > from && (!plainAt(raw, from) || !plainAt(raw, to - 1))) return false;
    if (at === -1) return true;
    from = at + token.length;
  }
}

/** A row's text lines joined by '\n' (each trimmed), '' when the text is blank. */
export function rowText(raw: string, tokens: readonly string[]): string {
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  let found = -1;
  for (let index = 0; index < tokens.length; index++) {
    if (raw.indexOf(tokens[index] ?? '') !== -1) {
      if (found !== -1) return splitBreaks(raw, tokens).join('\n');
      found = index;
    }
  }
  if (found === -1) return trimmed;
  const token = tokens[found] ?? '';
  // Lines with no white space to trim around them (the usual case) need no trim each. A join
  // makes a flat string (replaceAll makes a rope, which each reader then flattens).
  return piecesTrimmed(raw, token)
    ? raw.split(token).join('\n')
    : splitBreaks(raw, tokens).join('\n');
}

/** rowText of ranges of one file, read in file order. Forward searches (for the break token and
 *  the style marker) go on from where the last one stopped, so a parse reads the file once for
 *  each. */
export class RowTexts {
  /** The break token when there is one and no blank is in it: the text can then be trimmed as a
   *  whole first. */
  private readonly token: string | undefined;
  private readonly plainBreaks: boolean;
  /** The next occurrence of the token at or after the last range (the length when none). */
  private tokenAt = -1;
  private markerAt = -1;
  /** The current row's own text and its further lines: count of them in `pieces`, and whether
   *  they are the range [spanStart, spanEnd) of the file as it stands. */
  private head = '';
  private readonly pieces: string[] = [];
  private count = 0;
  private spanValid = false;
  private spanStart = 0;
  private spanEnd = 0;
  /** [chunkStart, chunkEnd) of the file with each single-character token as '\n'. */
  private chunk = '';
  private chunkStart = 0;
  private chunkEnd = 0;

  /** The break tokens the file holds (one never found splits nothing). */
  private readonly tokens: readonly string[];

  constructor(
    private readonly text: string,
    tokens: readonly string[],
    private readonly marker: string | undefined,
  ) {
    // A token with a line end in it never occurs inside a line.
    this.tokens = tokens.filter((token) => !/[\r\n]/.test(token) && text.includes(token));
    const only = this.tokens.length === 1 ? this.tokens[0] : undefined;
    this.token = only !== undefined && !/[ \t]/.test(only) ? only : undefined;
    this.plainBreaks = this.tokens.length === 0 || this.token !== undefined;
  }

  /** rowText of [rawFrom, rawTo) of the file. */
  at(rawFrom: number, rawTo: number): string {
    const { text, token } = this;
    let from = rawFrom;
    let to = rawTo;
    while (from < to && isBlankCode(text.charCodeAt(from))) from++;
    while (to > from && isBlankCode(text.charCodeAt(to - 1))) to--;
    if (from === to) return '';
    if (!this.plainBreaks || !plainAt(text, from) || !plainAt(text, to - 1)) {
      return rowText(text.slice(rawFrom, rawTo), this.tokens);
    }
    // [from, to) is now the text's trim.
    if (token === undefined) return text.slice(from, to);
    if (this.tokenAt < from) this.tokenAt = this.next(token, from);
    const holdsToken = this.tokenAt + token.length <= to;
    if (token.length === 1) {
      if (holdsToken && !this.piecesTrimmedAt(token, from, to)) {
        return rowText(text.slice(rawFrom, rawTo), this.tokens);
      }
      return this.broken(token, from, to);
    }
    if (!holdsToken) return text.slice(from, to);
    const trimmed = text.slice(from, to);
    return piecesTrimmed(trimmed, token)
      ? trimmed.split(token).join('\n')
      : rowText(text.slice(rawFrom, rawTo), this.tokens);
  }

  /** Starts the further lines of a row whose own text is `own`. */
  beginRow(own: string): void {
    this.head = own;
    this.count = 0;
  }

  /** Adds a further text line of the row, [start, end) of the file (splitBreaks of it). */
  addLine(line: string, start: number, end: number): void {
    const { text } = this;
    for (const token of this.tokens) {
      if (line.includes(token)) {
        for (const piece of splitBreaks(line, this.tokens)) this.pieces[this.count++] = piece;
        this.spanValid = false;
        return;
      }
    }
    const plain = end > start && plainAt(text, start) && plainAt(text, end - 1);
    if (this.count === 0) {
      this.spanValid = plain && this.head === '';
      this.spanStart = start;
    } else {
      this.spanValid &&=
        plain && this.spanEnd + 1 === start && text.charCodeAt(this.spanEnd) === 10;
    }
    this.spanEnd = end;
    this.pieces[this.count++] = plain ? line : line.trim();
  }

  /** The row's text with its further lines (its own text first), undefined when it has none. */
  finishRow(): string | undefined {
    const { count } = this;
    if (count === 0) return undefined;
    this.count = 0;
    // Lines that follow each other in the file are one slice of it, as they stand.
    if (this.spanValid) return this.text.slice(this.spanStart, this.spanEnd);
    const lines = this.pieces.slice(0, count);
    if (this.head !== '') lines.unshift(this.head);
    return lines.join('\n');
  }

  /** Whether [from, to) of the file holds the style marker (true when there is none). */
  holdsMarker(from: number, to: number): boolean {
    const { marker } = this;
    if (marker === undefined) return true;
    if (this.markerAt < from) this.markerAt = this.next(marker, from);
    return this.markerAt < to;
  }

  /** [from, to) of the file (within one line) with each one-character token as '\n'. */
  private broken(token: string, from: number, to: number): string {
    if (from < this.chunkStart || to > this.chunkEnd) {
      // The chunk ends at a line end, so it holds the whole range (a line holds no '\n').
      const { text } = this;
      const end = text.indexOf('\n', from + CHUNK_CHARS);
      this.chunkStart = from;
      this.chunkEnd = end === -1 ? text.length : end;
      this.chunk = text.slice(from, this.chunkEnd).split(token).join('\n');
    }
    return this.chunk.slice(from - this.chunkStart, to - this.chunkStart);
  }

  private next(search: string, from: number): number {
    const found = this.text.indexOf(search, from);
    return found === -1 ? this.text.length : found;
  }

  /** piecesTrimmed of [from, to) of the file for a one-character token that occurs in it first
   *  at tokenAt, moving tokenAt past the range's occurrences. */
  private piecesTrimmedAt(token: string, from: number, to: number): boolean {
    const { text } = this;
    let pieceStart = from;
    while (this.tokenAt < to) {
      const at = this.tokenAt;
      if (at > pieceStart && (!plainAt(text, pieceStart) || !plainAt(text, at - 1))) return false;
      pieceStart = at + 1;
      this.tokenAt = this.next(token, pieceStart);
    }
    return to === pieceStart || (plainAt(text, pieceStart) && plainAt(text, to - 1));
  }
}
