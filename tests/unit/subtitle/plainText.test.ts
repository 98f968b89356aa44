import { describe, expect, it } from 'vitest';
import type { Subtitle } from '../../../shared/subtitle/model';
import { isPlainTextMode, toPlainText } from '../../../shared/subtitle/plainText';

const subtitle: Subtitle = {
  fileName: 'a.srt',
  paragraphs: [
    { number: 1, start: 0, end: 1, text: '<i>First</i> line\nsecond' },
    { number: 2, start: 0, end: 1, text: '' },
    { number: 3, start: 0, end: 1, text: '{\\an8}Top' },
  ],
};

describe('plain-text export', () => {
  it('none: lines as they are, a blank line between paragraphs', () => {
    expect(toPlainText(subtitle, { mode: 'none', removeStyling: false }, '\r\n')).toBe(
      '<i>First</i> line\r\nsecond\r\n\r\n{\\an8}Top\r\n',
    );
  });

  it('unbreak: each paragraph on one line', () => {
    expect(toPlainText(subtitle, { mode: 'unbreak', removeStyling: true }, '\n')).toBe(
      'First line second\n\nTop\n',
    );
  });

  it('merge: everything on one line joined by spaces', () => {
    expect(toPlainText(subtitle, { mode: 'merge', removeStyling: true }, '\n')).toBe(
      'First line second Top\n',
    );
    expect(toPlainText(subtitle, { mode: 'merge', removeStyling: false }, '\n')).toBe(
      '<i>First</i> line second {\\an8}Top\n',
    );
  });

  it('writes nothing for a subtitle without text and knows its modes', () => {
    expect(
      toPlainText({ fileName: 'x', paragraphs: [] }, { mode: 'none', removeStyling: false }, '\n'),
    ).toBe('');
    expect(isPlainTextMode('merge')).toBe(true);
    expect(isPlainTextMode('Merge')).toBe(false);
  });
});
