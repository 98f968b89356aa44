// Where the elements of a JSON array start and end, found by a scan that needs no valid JSON
// around them: the JSON reader parses a damaged file's paragraphs one by one with it, so one
// broken paragraph (a typo in a number, a line cut off) costs only itself.

export interface ElementSpan {
  readonly start: number;
  readonly end: number;
}

/**
 * The spans of the elements of the array whose '[' is at `open`, and where its ']' is (-1 when
 * the text ends first: a file cut off inside the array, whose last element is then cut too).
 */
export function arrayElementSpans(
  text: string,
  open: number,
): { elements: ElementSpan[]; close: number } {
  const elements: ElementSpan[] = [];
  let depth = 0;
  let start = -1;
  for (let at = open + 1; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 34 /* " */) {
      if (start < 0) start = at;
      at = stringEnd(text, at);
      continue;
    }
    if (code === 123 /* { */ || code === 91 /* [ */) {
      if (start < 0) start = at;
      depth++;
    } else if (code === 125 /* } */ || code === 93 /* ] */) {
      if (depth === 0) {
        if (start >= 0) elements.push({ start, end: trimmedEnd(text, start, at) });
        return { elements, close: at };
      }
      depth--;
    } else if (code === 44 /* , */ && depth === 0) {
      if (start >= 0) elements.push({ start, end: trimmedEnd(text, start, at) });
      start = -1;
    } else if (start < 0 && code > 32) {
      start = at;
    }
  }
  if (start >= 0) elements.push({ start, end: text.length });
  return { elements, close: -1 };
}

/** Index of the quote that ends the string opening at `quote` (the text's end if none does). */
function stringEnd(text: string, quote: number): number {
  for (let at = quote + 1; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 92 /* \ */) at++;
    else if (code === 34) return at;
  }
  return text.length;
}

function trimmedEnd(text: string, start: number, end: number): number {
  let at = end;
  while (at > start && text.charCodeAt(at - 1) <= 32) at--;
  return at;
}
