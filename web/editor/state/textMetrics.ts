// Per-line numbers derived from the text that the rule check needs (CPS characters, longest
// line), kept as typed arrays beside the texts. They are updated for the lines a patch touches,
// so a keystroke costs one line's measurement, not the document's.
import { cpsCharacterCount, maxLineLength } from '../../../shared/subtitle/text';

export interface TextMetrics {
  /** Characters counted for CPS (no tags, no line breaks). */
  readonly charCount: Uint32Array;
  /** Visible length of the longest line. */
  readonly maxLineLength: Uint32Array;
}

export const EMPTY_METRICS: TextMetrics = {
  charCount: new Uint32Array(0),
  maxLineLength: new Uint32Array(0),
};

export function measureAll(texts: readonly string[]): TextMetrics {
  const metrics: TextMetrics = {
    charCount: new Uint32Array(texts.length),
    maxLineLength: new Uint32Array(texts.length),
  };
  texts.forEach((text, index) => measureInto(metrics, index, text));
  return metrics;
}

/** Re-measures one line in place. */
export function measureInto(metrics: TextMetrics, index: number, text: string): void {
  metrics.charCount[index] = cpsCharacterCount(text);
  metrics.maxLineLength[index] = maxLineLength(text);
}

/** A copy with `remove` lines at index replaced by the measured `insert` texts. */
export function spliceMetrics(
  metrics: TextMetrics,
  index: number,
  remove: number,
  insert: readonly string[],
): TextMetrics {
  const oldCount = metrics.charCount.length;
  const count = oldCount - remove + insert.length;
  const next: TextMetrics = {
    charCount: new Uint32Array(count),
    maxLineLength: new Uint32Array(count),
  };
  for (const key of ['charCount', 'maxLineLength'] as const) {
    next[key].set(metrics[key].subarray(0, index), 0);
    next[key].set(metrics[key].subarray(index + remove), index + insert.length);
  }
  insert.forEach((text, offset) => measureInto(next, index + offset, text));
  return next;
}
