import { CPS_MIN_DURATION_MS, CPS_TOO_SHORT_VALUE } from '../constants';
import { visibleLength } from './lineLengths';
import { removeStyling } from './removeStyling';

/** Characters of the text without tags and without line breaks (CONTRACT §6). */
export function cpsCharacterCount(text: string): number {
  return visibleLength(removeStyling(text).replace(/\r?\n/g, ''));
}

/** Characters per second; 999 when the line is too short to measure (spec §5). */
export function charactersPerSecond(text: string, durationMs: number): number {
  if (durationMs < CPS_MIN_DURATION_MS) return CPS_TOO_SHORT_VALUE;
  return (cpsCharacterCount(text) * 1000) / durationMs;
}
