import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpsCharacterCount, maxLineLength } from '../../../../shared/subtitle/text';
import { measureAll, measureText } from '../../../../web/editor/state/textMetrics';

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
