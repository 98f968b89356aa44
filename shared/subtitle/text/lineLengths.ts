import { removeStyling } from './removeStyling';

/** Visible length of each line (tags do not count; code points, so an emoji counts once). */
export function lineLengths(text: string): number[] {
  return removeStyling(text)
    .split('\n')
    .map((line) => visibleLength(line));
}

export function visibleLength(plainText: string): number {
  let length = 0;
  for (let at = 0; at < plainText.length; at++) {
    const code = plainText.charCodeAt(at);
    // The low half of a surrogate pair belongs to the character already counted.
    if (code < 0xdc00 || code > 0xdfff) length++;
  }
  return length;
}

export function maxLineLength(text: string): number {
  return Math.max(0, ...lineLengths(text));
}
