// The model text of a TTML line: inline styles become <i>/<b>/<u>, and spaces are tidied as
// xml:space="default" asks. Shared by the tree reader and the reader of plain lines.
import type { InlineStyle } from './ttmlStyles';

/** Key in Paragraph.extra holding the <p> attributes other than begin/end/dur, as written. */
export const TTML_ATTRIBUTES_KEY = 'ttmlAttributes';

export function wrap(text: string, style: InlineStyle, outer: InlineStyle): string {
  let result = text;
  if (style.underline && !outer.underline) result = `<u>${result}</u>`;
  if (style.bold && !outer.bold) result = `<b>${result}</b>`;
  if (style.italic && !outer.italic) result = `<i>${result}</i>`;
  return result;
}

/** xml:space="default": spaces collapse, and a line's leading and trailing spaces go. */
export function tidyLines(text: string): string {
  return text
    .replace(/ {2,}/g, ' ')
    .split('\n')
    .map((line) =>
      line
        .replace(/^((?:<[^<>]*>)*) +/, '$1')
        .replace(/ +((?:<\/[^<>]*>)*)$/, '$1')
        .trim(),
    )
    .join('\n');
}

/** The characters of mayTrim as a regular expression's class (the text between '[' and ']'). */
export const MAY_TRIM_CLASS =
  '\\x00-\\x20\\x7f-\\xa0\\u1680\\u2000-\\u200b\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/** Whether String.prototype.trim might remove this character (a superset: every control
 *  character and space separator is counted). */
export function mayTrim(code: number): boolean {
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0xa0) ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The one array joinLines fills: an array literal per call would cost, for each of a million
 *  lines, an allocation and its allocation site's bookkeeping in every young collection. */
const PAIR: [string, string] = ['', ''];

/** `first` and `second` joined by '\n' into one flat string. */
export function joinLines(first: string, second: string): string {
  PAIR[0] = first;
  PAIR[1] = second;
  const joined = PAIR.join('\n');
  // The pieces are slices: kept here, they would keep the whole source alive.
  PAIR[0] = PAIR[1] = '';
  return joined;
}

/**
 * source[from, to) with '\n' for its line breaks, where each '<' starts a break `breakLength`
 * characters long, the first at `firstBreak`. One flat string made from the pieces: a replace
 * would make the whole slice first and then its copy.
 */
export function brokenText(
  source: string,
  from: number,
  to: number,
  firstBreak: number,
  breakLength: number,
): string {
  let at = firstBreak + breakLength;
  let lt = source.indexOf('<', at);
  if (lt < 0 || lt >= to) return joinLines(source.slice(from, firstBreak), source.slice(at, to));
  const pieces = [source.slice(from, firstBreak)];
  do {
    pieces.push(source.slice(at, lt));
    at = lt + breakLength;
    lt = source.indexOf('<', at);
  } while (lt >= 0 && lt < to);
  pieces.push(source.slice(at, to));
  return pieces.join('\n');
}
