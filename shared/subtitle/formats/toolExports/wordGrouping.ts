// Word-level transcripts (AWS Transcribe, Speechmatics) time every word; a subtitle wants lines.
// The words are grouped into cues in reading order:
//  - a cue ends after a word or mark that ends a sentence (. ? ! … and the CJK 。？！);
//  - a cue ends before a word that would make it longer than MAX_CUE_CHARS characters, or last
//    longer than MAX_CUE_MS, or that follows a pause of more than MAX_PAUSE_MS;
//  - punctuation is glued to the word before it (a mark with no word before it is dropped);
//  - a cue longer than MAX_LINE_CHARS is broken into two lines at the space nearest its middle.
// A cue runs from its first word's start to its last word's end.

export const MAX_LINE_CHARS = 42;
export const MAX_CUE_CHARS = 2 * MAX_LINE_CHARS;
export const MAX_CUE_MS = 7000;
export const MAX_PAUSE_MS = 1500;

const SENTENCE_END = /[.?!…。？！]["'”’)\]]*$/;

export interface TimedWord {
  readonly text: string;
  /** Milliseconds; a punctuation mark may have none (AWS gives marks no times). */
  readonly start?: number;
  readonly end?: number;
  /** A mark glued to the word before it, without a space. */
  readonly punctuation: boolean;
}

export interface GroupedCue {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Breaks a long cue into two lines at the space nearest its middle. */
export function breakInTwo(text: string): string {
  if (text.length <= MAX_LINE_CHARS) return text;
  const middle = text.length / 2;
  let best = -1;
  for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) {
    if (best < 0 || Math.abs(at - middle) < Math.abs(best - middle)) best = at;
  }
  return best < 0 ? text : `${text.slice(0, best)}\n${text.slice(best + 1)}`;
}

export function groupWords(words: readonly TimedWord[]): GroupedCue[] {
  const cues: GroupedCue[] = [];
  let text = '';
  let start = 0;
  let end = 0;
  const flush = (): void => {
    if (text.length > 0) cues.push({ start, end, text: breakInTwo(text) });
    text = '';
  };
  for (const word of words) {
    const piece = word.text.trim();
    if (piece.length === 0) continue;
    if (word.punctuation) {
      if (text.length === 0) continue;
      text += piece;
      if (word.end !== undefined && word.end > end) end = word.end;
      if (SENTENCE_END.test(piece)) flush();
      continue;
    }
    if (word.start === undefined || word.end === undefined) continue;
    if (
      text.length > 0 &&
      (text.length + 1 + piece.length > MAX_CUE_CHARS ||
        word.end - start > MAX_CUE_MS ||
        word.start - end > MAX_PAUSE_MS)
    ) {
      flush();
    }
    if (text.length === 0) {
      start = word.start;
      end = word.end;
      text = piece;
    } else {
      text += ` ${piece}`;
      end = Math.max(end, word.end);
    }
    if (SENTENCE_END.test(piece)) flush();
  }
  flush();
  return cues;
}
