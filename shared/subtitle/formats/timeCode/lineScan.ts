import { stripBom } from '../textScan';
import type { HeaderSpec, TextCodec } from './layout';
import { plainLines } from './layout';

// Line scanning by index for the layouts of this family: a parse walks the text once, line by
// line with indexOf, and slices only what it keeps (a line that goes to a regular expression, a
// cue's text). Trimming by index removes exactly what String#trim removes, so a line read here
// is the line a split-and-trim reader would see.

/** The text the layouts scan: without a BOM, CRLF and lone CR turned into LF, so every line ends
 *  at an LF (or at the end of the text). The replace is only paid by files that have CRs. */
export function scanSource(text: string): string {
  const bare = stripBom(text);
  return bare.indexOf('\r') === -1 ? bare : bare.replace(/\r\n?/g, '\n');
}

/** Whether `code` is white space or a line terminator: what String#trim and `\s` remove. */
export function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The first index in [from, to) that is not white space (`to` when none). */
export function trimStartAt(text: string, from: number, to: number): number {
  let at = from;
  while (at < to && isSpace(text.charCodeAt(at))) at++;
  return at;
}

/** The index after the last character in [from, to) that is not white space (`from` when none). */
export function trimEndAt(text: string, from: number, to: number): number {
  let at = to;
  while (at > from && isSpace(text.charCodeAt(at - 1))) at--;
  return at;
}

/** End of the line that starts at `at` in a scanned source: its LF, or the end of the text. */
export function lineEndAt(source: string, at: number): number {
  const lf = source.indexOf('\n', at);
  return lf === -1 ? source.length : lf;
}

/** Whether the text has a line terminator other than LF (U+2028, U+2029): a regular expression's
 *  `.` stops at them, so the layouts' char-code readers, which take any text, leave such files to
 *  the regular expressions. */
export function hasOtherLineBreaks(source: string): boolean {
  return source.indexOf('\u2028') !== -1 || source.indexOf('\u2029') !== -1;
}

/** Where a char-code reader keeps its place and what it read from one line. */
export interface LineHit {
  /** The reading position. */
  at: number;
  start: number;
  end: number;
  /** The cue's text in the source: [textFrom, textTo), not yet trimmed. */
  textFrom: number;
  textTo: number;
  /** A layout's extra field (JACOsub's directive) in the source; extraFrom -1 when none. */
  extraFrom: number;
  extraTo: number;
}

export function lineHit(): LineHit {
  return { at: 0, start: -1, end: -1, textFrom: 0, textTo: 0, extraFrom: -1, extraTo: 0 };
}

/** The most digits `digitsAt` reads: below it, the digit sums are exact. */
export const MAX_DIGITS = 15;

/**
 * Reads `min`..`max` decimal digits at `hit.at` (not past `limit`), advancing it; -1 (and `hit.at`
 * unchanged) when there are fewer than `min` or the next character is one more digit (the
 * regular expressions' `\d{1,2}` would not match there either).
 */
export function digitsAt(
  text: string,
  hit: LineHit,
  limit: number,
  min: number,
  max: number,
): number {
  const from = hit.at;
  const stop = from + max < limit ? from + max : limit;
  let at = from;
  let value = 0;
  while (at < stop) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
    at++;
  }
  if (at - from < min) return -1;
  if (at < limit) {
    const next = text.charCodeAt(at) - 48;
    if (next >= 0 && next <= 9) return -1;
  }
  hit.at = at;
  return value;
}

/** Whether the character at `hit.at` (before `limit`) is `code`; steps over it when it is. */
export function charAt(text: string, hit: LineHit, limit: number, code: number): boolean {
  if (hit.at >= limit || text.charCodeAt(hit.at) !== code) return false;
  hit.at++;
  return true;
}

/** Steps `hit.at` over white space (`\s*`); whether there was any. */
export function spacesAt(text: string, hit: LineHit, limit: number): boolean {
  const from = hit.at;
  hit.at = trimStartAt(text, from, limit);
  return hit.at > from;
}

/** The header read off the start of a scanned source. */
export interface HeaderRead {
  readonly text: string | undefined;
  /** Where the first line after the header starts, and its 0-based line index. */
  readonly from: number;
  readonly line: number;
}

/**
 * Reads the header lines off the start of `source`: every line up to the header's `lastLine`
 * when it has one, then blank and header lines. Blank lines at the end of the header belong to
 * the layout, not to the header.
 */
export function readHeader(source: string, header: HeaderSpec | undefined): HeaderRead {
  if (!header) return { text: undefined, from: 0, line: 0 };
  let at = 0;
  let line = 0;
  /** End of the last non-blank header line: the header text is the source up to it. */
  let headerEnd = 0;
  const last = header.lastLine;
  if (last) {
    let seenEnd = 0;
    for (let probe = 0, index = 0; probe <= source.length; index++) {
      const end = lineEndAt(source, probe);
      const from = trimStartAt(source, probe, end);
      const blank = from === end;
      if (last.test(source.slice(from, trimEndAt(source, from, end)))) {
        at = end + 1;
        line = index + 1;
        headerEnd = blank ? seenEnd : end;
        break;
      }
      if (!blank) seenEnd = end;
      probe = end + 1;
    }
  }
  while (at <= source.length) {
    const end = lineEndAt(source, at);
    if (trimStartAt(source, at, end) < end) {
      if (!header.isHeaderLine(source.slice(at, end))) break;
      headerEnd = end;
    }
    at = end + 1;
    line++;
  }
  return { text: headerEnd > 0 ? source.slice(0, headerEnd) : undefined, from: at, line };
}

/**
 * A cue's text lines as they are read, kept as spans of the source (or as strings) in arrays
 * reused from cue to cue (emptying an array with length = 0 would drop its store each time). A
 * cue's lines are sliced when it is made: lines that follow each other in the source, each
 * whole, read by a codec that keeps them as they are, are one slice, as a SubRip cue is.
 */
export class LineBuffer {
  /** Each line's text, or undefined for a span [froms[i], tos[i]) of the source. */
  private readonly texts: (string | undefined)[] = [];
  private readonly froms: number[] = [];
  private readonly tos: number[] = [];
  count = 0;
  /** Whether the lines so far are spans of whole lines, each right after the one before. */
  private adjacent = true;

  add(line: string): void {
    this.texts[this.count] = line;
    this.froms[this.count] = 0;
    this.tos[this.count] = 0;
    this.count++;
    this.adjacent = false;
  }

  /** A line that is the span [from, to) of `source`. */
  addSpan(source: string, from: number, to: number): void {
    const index = this.count;
    if (index > 0) {
      const before = this.tos[index - 1] ?? 0;
      if (from !== before + 1 || source.charCodeAt(before) !== 10) this.adjacent = false;
    }
    this.texts[index] = undefined;
    this.froms[index] = from;
    this.tos[index] = to;
    this.count++;
  }

  clear(): void {
    this.count = 0;
    this.adjacent = true;
  }

  private line(source: string, index: number): string {
    return this.texts[index] ?? source.slice(this.froms[index] ?? 0, this.tos[index] ?? 0);
  }

  /** The lines, each read by `codec`, joined by LF. */
  join(source: string, codec: TextCodec): string {
    if (this.count > 1 && this.adjacent && codec.read === plainLines.read) {
      return source.slice(this.froms[0] ?? 0, this.tos[this.count - 1] ?? 0);
    }
    let text = codec.read(this.line(source, 0));
    for (let index = 1; index < this.count; index++) {
      text = `${text}\n${codec.read(this.line(source, index))}`;
    }
    return text;
  }
}
