// Per-line numbers derived from the text that the rule-check kernel reads (CPS characters,
// longest line). They live in the kernels' TimingStore beside the times and are measured only
// for the lines a patch touches, so a keystroke costs one line's measurement.
import type { TimingStore } from '../../../shared/kernels/timingStore';
import { removeStyling } from '../../../shared/subtitle/text';

const NEW_LINE = 10;
const CARRIAGE_RETURN = 13;

/**
 * `cpsCharacterCount(text)` and `maxLineLength(text)` (shared/subtitle/text) in one pass over
 * the text without its styling, with no string or array made per line: an opened 100k-line file
 * is measured in one go (in the editor's worker), and the two definitions took ~3 µs a line.
 * Code points count once (a low surrogate is part of the character before it); a '\r' counts
 * in its line's length but not as a CPS character when a '\n' follows it.
 */
export function measureText(text: string): { charCount: number; maxLineLength: number } {
  const plain = removeStyling(text);
  let charCount = 0;
  let line = 0;
  let longest = 0;
  for (let at = 0; at < plain.length; at++) {
    const code = plain.charCodeAt(at);
    if (code === NEW_LINE) {
      if (line > longest) longest = line;
      line = 0;
    } else if (code < 0xdc00 || code > 0xdfff) {
      line++;
      if (code !== CARRIAGE_RETURN || plain.charCodeAt(at + 1) !== NEW_LINE) charCount++;
    }
  }
  return { charCount, maxLineLength: line > longest ? line : longest };
}

/** Measures one line's text into the store's per-line arrays. */
export function measureInto(timing: TimingStore, index: number, text: string): void {
  const measured = measureText(text);
  timing.charCount[index] = measured.charCount;
  timing.maxLineLength[index] = measured.maxLineLength;
}

/** Measures every text, in list order, for TimingStore.load. */
export function measureAll(texts: readonly string[]): {
  charCount: Int32Array;
  maxLineLength: Int32Array;
} {
  const charCount = new Int32Array(texts.length);
  const maxLength = new Int32Array(texts.length);
  texts.forEach((text, index) => {
    const measured = measureText(text);
    charCount[index] = measured.charCount;
    maxLength[index] = measured.maxLineLength;
  });
  return { charCount, maxLineLength: maxLength };
}

const LESS_THAN = 60;
const OPEN_BRACE = 123;

/**
 * measureAll for texts joined into one string (`lengths` cut it, as packed lines carry them):
 * one pass over the joined characters, so a read file's 100k texts are measured without a call
 * or a string per line. A text that holds '<' or '{' (possible styling) is measured by
 * measureText, the definition.
 */
export function measureJoined(
  joined: string,
  lengths: ArrayLike<number>,
): { charCount: Int32Array; maxLineLength: Int32Array } {
  const count = lengths.length;
  const charCount = new Int32Array(count);
  const maxLength = new Int32Array(count);
  let from = 0;
  for (let index = 0; index < count; index++) {
    const to = from + (lengths[index] ?? 0);
    let chars = 0;
    let line = 0;
    let longest = 0;
    let styled = false;
    for (let at = from; at < to; at++) {
      const code = joined.charCodeAt(at);
      if (code === NEW_LINE) {
        if (line > longest) longest = line;
        line = 0;
      } else if (code === LESS_THAN || code === OPEN_BRACE) {
        styled = true;
        break;
      } else if (code < 0xdc00 || code > 0xdfff) {
        line++;
        if (code !== CARRIAGE_RETURN || at + 1 >= to || joined.charCodeAt(at + 1) !== NEW_LINE) {
          chars++;
        }
      }
    }
    if (styled) {
      const measured = measureText(joined.slice(from, to));
      chars = measured.charCount;
      longest = measured.maxLineLength;
    } else if (line > longest) longest = line;
    charCount[index] = chars;
    maxLength[index] = longest;
    from = to;
  }
  return { charCount, maxLineLength: maxLength };
}
