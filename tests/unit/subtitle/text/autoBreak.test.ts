import { describe, expect, it } from 'vitest';
import { autoBreak } from '../../../../shared/subtitle/text/autoBreak';
import { lineLengths } from '../../../../shared/subtitle/text/lineLengths';

describe('autoBreak', () => {
  it('leaves text under 32 visible characters on one line', () => {
    expect(autoBreak('Short and sweet, fits fine.')).toBe('Short and sweet, fits fine.');
    expect(autoBreak('Two short\nlines here')).toBe('Two short lines here');
    // 31 characters plus tags still counts as short.
    expect(autoBreak('<i>abcdefghij abcdefghij abcdefghi</i>')).toBe(
      '<i>abcdefghij abcdefghij abcdefghi</i>',
    );
  });

  it('splits near the middle at a word boundary', () => {
    expect(autoBreak('The harbour lights came on one by one along the quay')).toBe(
      'The harbour lights came on\none by one along the quay',
    );
  });

  it('prefers a split after sentence punctuation, then after a comma', () => {
    expect(autoBreak('We sailed at dawn. The sea was calm and grey all day')).toBe(
      'We sailed at dawn.\nThe sea was calm and grey all day',
    );
    expect(autoBreak('When the wind dropped, we rowed slowly back to the shore')).toBe(
      'When the wind dropped,\nwe rowed slowly back to the shore',
    );
  });

  it('does not take a lopsided punctuation split', () => {
    // "Yes." would leave 4 characters against 48: the balanced split wins.
    expect(autoBreak('Yes. I will bring the nets and the ropes to the boat')).toBe(
      'Yes. I will bring the nets\nand the ropes to the boat',
    );
  });

  it('keeps both lines within the maximum length when a split allows it', () => {
    const text = 'Supercalifragilistic, a b c d e f g h i j k l m n o p q r s';
    const result = autoBreak(text, 30);
    expect(Math.max(...lineLengths(result))).toBeLessThanOrEqual(30);
    expect(result.replace('\n', ' ')).toBe(text);
  });

  it('closes and reopens tags so each line is balanced', () => {
    expect(autoBreak('<i>The harbour lights came on one by one along the quay</i>')).toBe(
      '<i>The harbour lights came on</i>\n<i>one by one along the quay</i>',
    );
    expect(
      autoBreak('<font color="red">The harbour lights came</font> on one by one along the quay'),
    ).toBe('<font color="red">The harbour lights came</font> on\none by one along the quay');
  });

  it('never splits inside a tag or an ASS override block', () => {
    const result = autoBreak(
      '{\\an8}<font color="#ff0000">Lights</font> came on slowly along the quay at night',
    );
    expect(result).toBe(
      '{\\an8}<font color="#ff0000">Lights</font> came on slowly\nalong the quay at night',
    );
    expect(lineLengths(result)).toEqual([21, 23]);
  });
});
