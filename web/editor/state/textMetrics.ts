// Per-line numbers derived from the text that the rule-check kernel reads (CPS characters,
// longest line). They live in the kernels' TimingStore beside the times and are measured only
// for the lines a patch touches, so a keystroke costs one line's measurement.
import type { TimingStore } from '../../../shared/kernels/timingStore';
import { cpsCharacterCount, maxLineLength } from '../../../shared/subtitle/text';

/** Measures one line's text into the store's per-line arrays. */
export function measureInto(timing: TimingStore, index: number, text: string): void {
  timing.charCount[index] = cpsCharacterCount(text);
  timing.maxLineLength[index] = maxLineLength(text);
}

/** Measures every text, in list order, for TimingStore.load. */
export function measureAll(texts: readonly string[]): {
  charCount: Int32Array;
  maxLineLength: Int32Array;
} {
  const charCount = new Int32Array(texts.length);
  const maxLength = new Int32Array(texts.length);
  texts.forEach((text, index) => {
    charCount[index] = cpsCharacterCount(text);
    maxLength[index] = maxLineLength(text);
  });
  return { charCount, maxLineLength: maxLength };
}
