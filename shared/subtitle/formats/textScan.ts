import type { FormatInput } from './types';

// Small helpers the text formats share: BOM removal, the prefix detectors look at, line scanning
// by index (no per-line strings on hot paths) and file-name parts.

/** Detectors read at most this much of a file, so detection costs the same for 1 KB or 100 MB. */
export const DETECTION_PREFIX_CHARS = 8192;

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The default prefix and its lines, made once per input: all ~160 detectors of one detection
 *  read them, and making them anew in each cost about half of a detection's time. Keyed by the
 *  input object, so nothing outlives the input. */
const defaultPrefixes = new WeakMap<FormatInput, { prefix: string; lines?: readonly string[] }>();

function defaultPrefixOf(input: FormatInput): { prefix: string; lines?: readonly string[] } {
  let entry = defaultPrefixes.get(input);
  if (!entry) {
    entry = { prefix: makePrefix(input, DETECTION_PREFIX_CHARS) };
    defaultPrefixes.set(input, entry);
  }
  return entry;
}

function makePrefix(input: FormatInput, chars: number): string {
  return stripBom(input.text.slice(0, chars + 1)).replace(/\r\n?/g, '\n');
}

function makeLines(prefix: string): string[] {
  return prefix
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The start of the decoded text without a BOM, CRLF and CR turned into LF. */
export function detectionPrefix(input: FormatInput, chars = DETECTION_PREFIX_CHARS): string {
  return chars === DETECTION_PREFIX_CHARS
    ? defaultPrefixOf(input).prefix
    : makePrefix(input, chars);
}

/** Non-empty, trimmed lines of the detection prefix (the last may be cut short). */
export function prefixLines(input: FormatInput, chars = DETECTION_PREFIX_CHARS): string[] {
  if (chars !== DETECTION_PREFIX_CHARS) return makeLines(makePrefix(input, chars));
  const entry = defaultPrefixOf(input);
  entry.lines ??= makeLines(entry.prefix);
  // A copy: callers may filter or cut their own array.
  return entry.lines.slice();
}

/** Index just past the line that contains `at`: after its LF, CRLF or lone CR. */
export function nextLineStart(text: string, at: number): number {
  for (let index = at; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 10) return index + 1;
    if (code === 13) return text.charCodeAt(index + 1) === 10 ? index + 2 : index + 1;
  }
  return text.length;
}

/** End (exclusive, before LF/CR) of the line that contains `at`. */
export function lineEndOf(text: string, at: number, hasCr: boolean): number {
  let end = text.indexOf('\n', at);
  if (end === -1) end = text.length;
  if (hasCr) {
    const cr = text.indexOf('\r', at);
    if (cr !== -1 && cr < end) end = cr;
  }
  return end;
}

/** Start of the line that contains `at`. */
export function lineStartOf(text: string, at: number, hasCr: boolean): number {
  let start = text.lastIndexOf('\n', at - 1) + 1;
  if (hasCr) start = Math.max(start, text.lastIndexOf('\r', at - 1) + 1);
  return start;
}

export function isBlank(text: string, from: number, to: number): boolean {
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 9) return false;
  }
  return true;
}

/** Text with CRLF/CR as LF, only paying for the replace when the file has CRs. */
export function toLf(text: string, hasCr: boolean): string {
  return hasCr && text.indexOf('\r') !== -1 ? text.replace(/\r\n?/g, '\n') : text;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const slash = Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\'));
  return dot > slash + 1 ? fileName.slice(dot).toLowerCase() : '';
}

/** The file name without folders and without its extension; 'untitled' when nothing is left. */
export function baseName(fileName: string): string {
  const slash = Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\'));
  const name = fileName.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return base.length > 0 ? base : 'untitled';
}

/** Reads an unsigned decimal at `cursor.at`, advancing it; -1 when no digit is there. */
export function readNumber(text: string, cursor: { at: number }, limit: number): number {
  let value = 0;
  let at = cursor.at;
  for (; at < limit; at++) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) break;
    value = value * 10 + (code - 48);
  }
  if (at === cursor.at) return -1;
  cursor.at = at;
  return value;
}

export function skipSpaces(text: string, at: number, limit: number): number {
  let index = at;
  while (index < limit) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 9) break;
    index++;
  }
  return index;
}

/** Reads "h:mm:ss[,.]fff" (or "mm:ss.fff" when `hoursOptional`) from char codes at `cursor.at`,
 *  advancing it; the fraction is decimal ("5" = 500 ms). Returns -1 when no time is there. */
export function readClock(
  text: string,
  cursor: { at: number },
  limit: number,
  hoursOptional = false,
): number {
  const first = readNumber(text, cursor, limit);
  if (first < 0 || text.charCodeAt(cursor.at) !== 58) return -1;
  cursor.at++;
  const second = readNumber(text, cursor, limit);
  if (second < 0) return -1;
  let hours = first;
  let minutes = second;
  let seconds: number;
  if (text.charCodeAt(cursor.at) === 58) {
    cursor.at++;
    seconds = readNumber(text, cursor, limit);
    if (seconds < 0) return -1;
  } else if (hoursOptional) {
    hours = 0;
    minutes = first;
    seconds = second;
  } else {
    return -1;
  }
  let fractionMs = 0;
  const separator = text.charCodeAt(cursor.at);
  if ((separator === 44 || separator === 46) && cursor.at < limit) {
    const fractionStart = cursor.at + 1;
    cursor.at = fractionStart;
    const fraction = readNumber(text, cursor, limit);
    if (fraction < 0) return -1;
    const digits = cursor.at - fractionStart;
    fractionMs =
      digits === 3
        ? fraction
        : digits === 2
          ? fraction * 10
          : digits === 1
            ? fraction * 100
            : Math.round((fraction * 1000) / 10 ** digits);
  }
  if (minutes > 59 || seconds > 59) return -1;
  return hours * 3600000 + minutes * 60000 + seconds * 1000 + fractionMs;
}

/** All lines of a (small-format) file: BOM dropped, any line ending accepted. */
export function splitLines(text: string): string[] {
  return stripBom(text).replace(/\r\n?/g, '\n').split('\n');
}

/** Reads a whole-string clock ("h:mm:ss.fff"); -1 unless the string is exactly one time. */
export function parseClock(text: string, hoursOptional = false): number {
  const trimmed = text.trim();
  const cursor = { at: 0 };
  const ms = readClock(trimmed, cursor, trimmed.length, hoursOptional);
  return cursor.at === trimmed.length ? ms : -1;
}

/** Share of the non-empty prefix lines that match, as a 0..1 detection confidence scaled by
 *  `weight`; one matching line among many unrelated ones says little. */
export function lineShare(lines: readonly string[], pattern: RegExp, weight: number): number {
  if (lines.length === 0) return 0;
  const matching = lines.filter((line) => pattern.test(line)).length;
  if (matching === 0) return 0;
  return weight * Math.min(1, 0.6 + (0.4 * matching * 2) / lines.length);
}
