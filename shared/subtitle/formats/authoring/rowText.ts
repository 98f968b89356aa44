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

  /** Adds the lines of a further text line of a row (splitBreaks) to `out`. */
  pushLines(line: string, out: string[]): void {
    for (const token of this.tokens) {
      if (line.includes(token)) {
        out.push(...splitBreaks(line, this.tokens));
        return;
      }
    }
    out.push(line.trim());
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
