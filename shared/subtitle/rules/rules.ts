import {
  MAX_CPS,
  MAX_DURATION_MS,
  MIN_DURATION_MS,
  SINGLE_LINE_MAX_LENGTH,
  type RuleRange,
} from '../constants';
import type { Paragraph } from '../model';
import { charactersPerSecond } from '../text/cps';
import { maxLineLength } from '../text/lineLengths';
import {
  RULE_FLAG_CPS,
  RULE_FLAG_LINE_TOO_LONG,
  RULE_FLAG_OVERLAP,
  RULE_FLAG_TOO_LONG,
  RULE_FLAG_TOO_SHORT,
} from './flags';

// The four editor rules of spec §5 (each switched on in settings) plus the overlap mark.

export interface RuleSettings {
  readonly singleLineMaxLengthOn: boolean;
  readonly singleLineMaxLength: number;
  readonly maxCpsOn: boolean;
  readonly maxCps: number;
  readonly minDurationOn: boolean;
  readonly minDurationMs: number;
  readonly maxDurationOn: boolean;
  readonly maxDurationMs: number;
}

export const DEFAULT_RULE_SETTINGS: RuleSettings = {
  singleLineMaxLengthOn: true,
  singleLineMaxLength: SINGLE_LINE_MAX_LENGTH.defaultValue,
  maxCpsOn: true,
  maxCps: MAX_CPS.defaultValue,
  minDurationOn: true,
  minDurationMs: MIN_DURATION_MS.defaultValue,
  maxDurationOn: true,
  maxDurationMs: MAX_DURATION_MS.defaultValue,
};

/** A stored value is used only when it is a number the input accepts and not below the reset
 *  threshold; anything else falls back to the default (spec §5). Max CPS 4.5 can be typed but,
 *  like the original, is reset on the next load. */
export function validRuleValue(stored: unknown, range: RuleRange): number {
  const value = typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : stored;
  if (typeof value !== 'number' || !Number.isFinite(value)) return range.defaultValue;
  if (range.resetBelow !== undefined && value < range.resetBelow) return range.defaultValue;
  if (value < range.min || value > range.max) return range.defaultValue;
  if (range.step === 1 && !Number.isInteger(value)) return range.defaultValue;
  return value;
}

function flag(stored: unknown, fallback: boolean): boolean {
  return typeof stored === 'boolean' ? stored : fallback;
}

/** Settings from storage (any shape) with every invalid field replaced by its default. */
export function normalizeRuleSettings(stored: unknown): RuleSettings {
  const source: Record<string, unknown> =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const d = DEFAULT_RULE_SETTINGS;
  return {
    singleLineMaxLengthOn: flag(source['singleLineMaxLengthOn'], d.singleLineMaxLengthOn),
    singleLineMaxLength: validRuleValue(source['singleLineMaxLength'], SINGLE_LINE_MAX_LENGTH),
    maxCpsOn: flag(source['maxCpsOn'], d.maxCpsOn),
    maxCps: validRuleValue(source['maxCps'], MAX_CPS),
    minDurationOn: flag(source['minDurationOn'], d.minDurationOn),
    minDurationMs: validRuleValue(source['minDurationMs'], MIN_DURATION_MS),
    maxDurationOn: flag(source['maxDurationOn'], d.maxDurationOn),
    maxDurationMs: validRuleValue(source['maxDurationMs'], MAX_DURATION_MS),
  };
}

/** The rule mask of one line; `previous` is the line before it in the list (for overlap). */
export function checkParagraph(
  paragraph: Pick<Paragraph, 'start' | 'end' | 'text'>,
  settings: RuleSettings,
  previous?: Pick<Paragraph, 'end'>,
): number {
  const durationMs = paragraph.end - paragraph.start;
  let flags = 0;
  if (settings.maxCpsOn && charactersPerSecond(paragraph.text, durationMs) > settings.maxCps) {
    flags |= RULE_FLAG_CPS;
  }
  if (settings.minDurationOn && durationMs < settings.minDurationMs) flags |= RULE_FLAG_TOO_SHORT;
  if (settings.maxDurationOn && durationMs > settings.maxDurationMs) flags |= RULE_FLAG_TOO_LONG;
  if (
    settings.singleLineMaxLengthOn &&
    maxLineLength(paragraph.text) > settings.singleLineMaxLength
  ) {
    flags |= RULE_FLAG_LINE_TOO_LONG;
  }
  if (previous && paragraph.start < previous.end) flags |= RULE_FLAG_OVERLAP;
  return flags;
}

/** One mask per line, in list order. */
export function checkParagraphs(
  paragraphs: readonly Pick<Paragraph, 'start' | 'end' | 'text'>[],
  settings: RuleSettings,
): Uint8Array {
  const masks = new Uint8Array(paragraphs.length);
  paragraphs.forEach((paragraph, index) => {
    masks[index] = checkParagraph(paragraph, settings, paragraphs[index - 1]);
  });
  return masks;
}
