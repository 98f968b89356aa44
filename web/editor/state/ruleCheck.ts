// The per-line rule mask, filled by the kernels' checkRules over the TimingStore's typed arrays
// (times and the per-line text numbers document.ts measures), so the whole document is checked
// in well under a frame even at 100k lines.
import {
  RULE_FLAG_CPS,
  RULE_FLAG_LINE_TOO_LONG,
  RULE_FLAG_OVERLAP,
  RULE_FLAG_TOO_LONG,
  RULE_FLAG_TOO_SHORT,
} from '../../../shared/subtitle/rules/flags';
import { documentAtom, kernelsAtom } from './document';
import { settingsAtom } from './settings';
import { atom } from './store';

/** The rule mask of every line, recomputed when the document or the rules change. */
export const ruleFlagsAtom = atom((get) => {
  get(documentAtom);
  const kernels = get(kernelsAtom);
  if (!kernels) return new Uint8Array(0);
  kernels.checkRules(get(settingsAtom));
  // A copy: the store's view is detached when memory grows, and a new array tells React it changed.
  return kernels.store.flags.slice();
});

/** Words for a mask, for the row's accessible description and the status line. */
export function describeRuleFlags(mask: number): string[] {
  const words: string[] = [];
  if (mask & RULE_FLAG_CPS) words.push('too many characters per second');
  if (mask & RULE_FLAG_TOO_SHORT) words.push('duration too short');
  if (mask & RULE_FLAG_TOO_LONG) words.push('duration too long');
  if (mask & RULE_FLAG_LINE_TOO_LONG) words.push('line too long');
  if (mask & RULE_FLAG_OVERLAP) words.push('overlaps the next line');
  return words;
}

/** The next line after `from` with any rule error, wrapping around; -1 when there is none. */
export function nextErrorIndex(flags: Uint8Array, from: number): number {
  const count = flags.length;
  for (let step = 1; step <= count; step++) {
    const index = (from + step) % count;
    if (flags[index] !== 0) return index;
  }
  return -1;
}
