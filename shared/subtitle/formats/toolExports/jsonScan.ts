import { arrayElementSpans } from '../jsonElements';

// Where things are in a JSON text that JSON.parse has already accepted: the parsed values carry no
// positions, so a warning about one element of a cue array finds that element's place here. Only
// asked for when a warning is needed; one pass over the text, recursion only as deep as the path.

/** A step from a value to a value inside it: an object member by key, or '*' for every element of
 *  an array (an array of arrays of cues, as Google's results[].alternatives[].words[]). */
export type JsonPath = readonly string[];

/** Index of the first non-space character at or after `at`. */
function skipSpace(text: string, at: number): number {
  let index = at;
  while (index < text.length && text.charCodeAt(index) <= 32) index++;
  return index;
}

/** Index just past the string whose opening quote is at `quote`. */
function stringEnd(text: string, quote: number): number {
  for (let at = quote + 1; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 92 /* \ */) at++;
    else if (code === 34 /* " */) return at + 1;
  }
  return text.length;
}

/** Index just past the value that starts at `at` (string, number, literal, object or array). */
function valueEnd(text: string, at: number): number {
  const first = text.charCodeAt(at);
  if (first === 34) return stringEnd(text, at);
  if (first !== 123 /* { */ && first !== 91 /* [ */) {
    let index = at;
    while (index < text.length) {
      const code = text.charCodeAt(index);
      if (code === 44 || code === 125 || code === 93 || code <= 32) break;
      index++;
    }
    return index;
  }
  let depth = 0;
  for (let index = at; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 34) index = stringEnd(text, index) - 1;
    else if (code === 123 || code === 91) depth++;
    else if (code === 125 || code === 93) {
      depth--;
      if (depth === 0) return index + 1;
    }
  }
  return text.length;
}

/** Start of the value of member `key` of the object opening at `open`; -1 when it has none (the
 *  last one when a key repeats, as JSON.parse keeps). */
function memberValue(text: string, open: number, key: string): number {
  let found = -1;
  let at = skipSpace(text, open + 1);
  while (at < text.length && text.charCodeAt(at) === 34) {
    const keyEnd = stringEnd(text, at);
    const name = JSON.parse(text.slice(at, keyEnd)) as string;
    const value = skipSpace(text, skipSpace(text, keyEnd) + 1);
    if (name === key) found = value;
    at = skipSpace(text, valueEnd(text, value));
    if (text.charCodeAt(at) === 44) at = skipSpace(text, at + 1);
  }
  return found;
}

/** Start offsets of every element of the arrays that `path` leads to, in document order (the order
 *  a walk over the parsed value meets them). */
export function elementOffsets(text: string, path: JsonPath): number[] {
  const offsets: number[] = [];
  const walk = (at: number, step: number): void => {
    const code = text.charCodeAt(at);
    const name = path[step];
    if (name === undefined) {
      if (code === 91)
        for (const { start } of arrayElementSpans(text, at).elements) offsets.push(start);
    } else if (name === '*') {
      if (code === 91) {
        for (const { start } of arrayElementSpans(text, at).elements) walk(start, step + 1);
      }
    } else if (code === 123) {
      const value = memberValue(text, at, name);
      if (value >= 0) walk(value, step + 1);
    }
  };
  walk(skipSpace(text, 0), 0);
  return offsets;
}
