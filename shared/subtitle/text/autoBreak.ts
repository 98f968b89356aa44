import { AUTO_BREAK_SHORT_TEXT_LENGTH, SINGLE_LINE_MAX_LENGTH } from '../constants';
import { unbreak } from './unbreak';

// Auto-break: one line for short text; otherwise two lines split near the middle at the best word
// boundary. A split after sentence punctuation beats one after a comma, which beats a plain space,
// as long as it keeps the lines within the limit and not badly lopsided.

const MARKUP = /<\/?(?:[a-zA-Z][^<>]*|\d[\d:.]*)>|\{\\[^{}]*\}|\{[yYcCfFsSpPhH]:[^{}]*\}/g;
const SENTENCE_END = '.!?…';
const CLAUSE_END = ',;:';
/** A preferred split may leave the shorter line no shorter than this share of the text. */
const MIN_SHORT_LINE_SHARE = 1 / 3;

export interface Candidate {
  /** Index of the space in the unbroken text. */
  readonly at: number;
  readonly left: number;
  readonly right: number;
  /** 0 after sentence punctuation, 1 after a comma-like mark, 2 otherwise. */
  readonly kind: 0 | 1 | 2;
}

function markupRanges(text: string): boolean[] {
  const inMarkup = new Array<boolean>(text.length).fill(false);
  for (const match of text.matchAll(MARKUP)) {
    inMarkup.fill(true, match.index, match.index + match[0].length);
  }
  return inMarkup;
}

function candidatesOf(
  text: string,
  inMarkup: readonly boolean[],
): { list: Candidate[]; total: number } {
  const list: { at: number; left: number; kind: 0 | 1 | 2 }[] = [];
  let visible = 0;
  let lastVisible = '';
  for (let at = 0; at < text.length; at++) {
    if (inMarkup[at]) continue;
    const char = text.charAt(at);
    if (char === ' ' && at > 0) {
      const kind = SENTENCE_END.includes(lastVisible)
        ? 0
        : CLAUSE_END.includes(lastVisible)
          ? 1
          : 2;
      list.push({ at, left: visible, kind });
    }
    const code = text.charCodeAt(at);
    if (code < 0xdc00 || code > 0xdfff) visible++;
    lastVisible = char;
  }
  return { list: list.map((c) => ({ ...c, right: visible - c.left - 1 })), total: visible };
}

function imbalance(candidate: Candidate): number {
  return Math.abs(candidate.left - candidate.right);
}

function mostBalanced(list: readonly Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const candidate of list) {
    if (!best || imbalance(candidate) < imbalance(best)) best = candidate;
  }
  return best;
}

export function chooseSplit(
  list: readonly Candidate[],
  total: number,
  maxLineLength: number,
): Candidate | undefined {
  const fitting = list.filter((c) => Math.max(c.left, c.right) <= maxLineLength);
  const pool = fitting.length > 0 ? fitting : list;
  const minShort = total * MIN_SHORT_LINE_SHARE;
  for (const kind of [0, 1] as const) {
    const preferred = pool.filter((c) => c.kind === kind && Math.min(c.left, c.right) >= minShort);
    const best = mostBalanced(preferred);
    if (best) return best;
  }
  return mostBalanced(pool);
}

/** HTML-like tags still open at `end`, in opening order, so both lines can be balanced. */
function openTagsBefore(text: string, end: number): { name: string; raw: string }[] {
  const open: { name: string; raw: string }[] = [];
  for (const match of text.slice(0, end).matchAll(/<(\/?)([a-zA-Z]+)[^<>]*>/g)) {
    const name = (match[2] ?? '').toLowerCase();
    if (match[1] === '/') {
      const index = open.map((tag) => tag.name).lastIndexOf(name);
      if (index >= 0) open.splice(index, 1);
    } else {
      open.push({ name, raw: match[0] });
    }
  }
  return open;
}

export function autoBreak(
  text: string,
  maxLineLength: number = SINGLE_LINE_MAX_LENGTH.defaultValue,
): string {
  const single = unbreak(text.replace(/\r\n?/g, '\n'));
  const inMarkup = markupRanges(single);
  const { list, total } = candidatesOf(single, inMarkup);
  if (total < AUTO_BREAK_SHORT_TEXT_LENGTH) return single;
  const split = chooseSplit(list, total, maxLineLength);
  if (!split) return single;
  const open = openTagsBefore(single, split.at);
  const closing = open
    .map((tag) => `</${tag.name}>`)
    .reverse()
    .join('');
  const reopening = open.map((tag) => tag.raw).join('');
  const first = single.slice(0, split.at).trimEnd() + closing;
  const second = reopening + single.slice(split.at + 1).trimStart();
  return `${first}\n${second}`;
}
