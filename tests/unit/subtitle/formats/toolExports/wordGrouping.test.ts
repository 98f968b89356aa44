import { describe, expect, it } from 'vitest';
import {
  breakInTwo,
  groupWords,
  MAX_CUE_CHARS,
  type TimedWord,
} from '../../../../../shared/subtitle/formats/toolExports/wordGrouping';

// How word-level transcripts become cues.

const word = (text: string, start: number, end: number): TimedWord => ({
  text,
  start,
  end,
  punctuation: false,
});
const mark = (text: string, end?: number): TimedWord =>
  end === undefined ? { text, punctuation: true } : { text, end, punctuation: true };

describe('groupWords', () => {
  it('ends a cue at a sentence end and glues marks to the word before', () => {
    expect(
      groupWords([
        word('Hello', 0, 400),
        mark(','),
        word('you', 500, 700),
        mark('.'),
        word('Next', 800, 1000),
      ]),
    ).toEqual([
      { start: 0, end: 700, text: 'Hello, you.' },
      { start: 800, end: 1000, text: 'Next' },
    ]);
  });

  it('ends a cue at a word that ends a sentence itself, and at CJK marks', () => {
    expect(groupWords([word('Yes!', 0, 300), word('好', 400, 600), mark('。', 650)])).toEqual([
      { start: 0, end: 300, text: 'Yes!' },
      { start: 400, end: 650, text: '好。' },
    ]);
  });

  it('starts a new cue after a pause of more than 1.5 s', () => {
    expect(groupWords([word('a', 0, 100), word('b', 1600, 1700), word('c', 3201, 3300)])).toEqual([
      { start: 0, end: 1700, text: 'a b' },
      { start: 3201, end: 3300, text: 'c' },
    ]);
  });

  it('starts a new cue before a word that would make it last more than 7 s', () => {
    const words = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => word(`w${n}`, n * 1000, n * 1000 + 900));
    expect(groupWords(words).map((cue) => cue.text)).toEqual(['w0 w1 w2 w3 w4 w5 w6', 'w7']);
  });

  it('starts a new cue before a word that would make it too long, and breaks long cues in two', () => {
    const words = Array.from({ length: 30 }, (_, n) => word('word', n * 100, n * 100 + 90));
    const cues = groupWords(words);
    // "word" ×17 is 84 characters with its spaces: the most a cue may hold.
    expect(cues.map((cue) => cue.text.replace('\n', ' ').length)).toEqual([84, 64]);
    expect(cues.every((cue) => cue.text.replace('\n', ' ').length <= MAX_CUE_CHARS)).toBe(true);
    expect(cues[0]?.text.split('\n').map((line) => line.length)).toEqual([44, 39]);
  });

  it('drops a mark with no word before it and words without times', () => {
    expect(
      groupWords([mark('.'), { text: 'lost', punctuation: false }, word('ok', 0, 10)]),
    ).toEqual([{ start: 0, end: 10, text: 'ok' }]);
  });
});

describe('breakInTwo', () => {
  it('keeps a short cue on one line and breaks a long one at the space nearest its middle', () => {
    expect(breakInTwo('short one')).toBe('short one');
    expect(breakInTwo('The quick brown fox jumps over the lazy dog again')).toBe(
      'The quick brown fox jumps\nover the lazy dog again',
    );
  });
});
