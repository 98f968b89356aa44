import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpsCharacterCount, maxLineLength } from '../../../../shared/subtitle/text';
import { measureAll, measureJoined, measureText } from '../../../../web/editor/state/textMetrics';

// The one-pass measurement the rule check reads equals the two definitions it replaces.

/** Pieces that matter: line ends of both kinds, tags of each styling kind, text look-alikes of
 *  tags, astral characters (surrogate pairs) and lone surrogates. */
const PIECES = [
  'a',
  'é',
  ' ',
  '\n',
  '\r',
  '\r\n',
  '<i>',
  '</i>',
  '<font color="red">',
  '{\\i1}',
  '{y:i}',
  '{laughs}',
  'a < b',
  '😀',
  '\ud800',
  '\udc00',
  '<00:00:01.000>',
];

describe('measureText', () => {
  it('equals cpsCharacterCount and maxLineLength', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(measureText(text)).toEqual({
          charCount: cpsCharacterCount(text),
          maxLineLength: maxLineLength(text),
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('measures a few texts exactly', () => {
    expect(measureText('')).toEqual({ charCount: 0, maxLineLength: 0 });
    expect(measureText('<i>Hello</i>\r\nworld!!')).toEqual({ charCount: 12, maxLineLength: 7 });
    expect(measureText('😀\nab')).toEqual({ charCount: 3, maxLineLength: 2 });
    const all = measureAll(['ab', '{\\i1}abc{\\i0}\nd']);
    expect([...all.charCount]).toEqual([2, 4]);
    expect([...all.maxLineLength]).toEqual([2, 3]);
  });
});

describe('measureJoined', () => {
  it('measures joined texts as measureAll measures them one by one', () => {
    const texts = fc.array(
      fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((pieces) => pieces.join('')),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(texts, (list) => {
        const joined = measureJoined(
          list.join(''),
          list.map((text) => text.length),
        );
        const alone = measureAll(list);
        expect([...joined.charCount]).toEqual([...alone.charCount]);
        expect([...joined.maxLineLength]).toEqual([...alone.maxLineLength]);
      }),
      { numRuns: 1000 },
    );
  });

  it('ends each text at its own length', () => {
    // The '\r' closing the second text is a character of it, though the third text starts
    // with '\n'.
    const measured = measureJoined('ab\r\ncd\r\n<i>x</i>y', [4, 3, 10]);
    expect([...measured.charCount]).toEqual([2, 3, 2]);
    expect([...measured.maxLineLength]).toEqual([3, 3, 2]);
  });
});
