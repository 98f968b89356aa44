// Cue texts cut out of a decoded file by index: one slice a cue, its line ends made LF.

/** The lines of [from, to) joined by LF, whatever their original ends. */
export function joinLinesLf(text: string, from: number, to: number): string {
  // Searching the slice, not the whole text, keeps this O(cue): a file without CRs must not make
  // every cue scan to the end of the file.
  const slice = text.slice(from, to);
  let cr = slice.indexOf('\r');
  if (cr === -1) return slice;
  // Line pieces joined by '\n' form a rope that V8 flattens only when read: cheaper than
  // copying each cue through a replace.
  let out = slice.slice(0, cr);
  let at = slice.charCodeAt(cr + 1) === 10 ? cr + 2 : cr + 1;
  cr = slice.indexOf('\r', at);
  while (cr !== -1) {
    out = `${out}\n${slice.slice(at, cr)}`;
    at = slice.charCodeAt(cr + 1) === 10 ? cr + 2 : cr + 1;
    cr = slice.indexOf('\r', at);
  }
  return `${out}\n${slice.slice(at)}`;
}

/** One cue's text, [textStart, textEnd) trimmed by index first, so each cue costs one slice, not
 *  a slice plus a trimmed copy. */
export function cueText(text: string, hasCr: boolean, textStart: number, textEnd: number): string {
  let from = textStart;
  let to = textEnd;
  while (from < to && text.charCodeAt(from) <= 32) from++;
  while (to > from && text.charCodeAt(to - 1) <= 32) to--;
  if (from >= to) return '';
  return hasCr ? joinLinesLf(text, from, to) : text.slice(from, to);
}
