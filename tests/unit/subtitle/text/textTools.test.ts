import { describe, expect, it } from 'vitest';
import { charactersPerSecond, cpsCharacterCount } from '../../../../shared/subtitle/text/cps';
import { lineLengths, maxLineLength } from '../../../../shared/subtitle/text/lineLengths';
import { removeStyling } from '../../../../shared/subtitle/text/removeStyling';
import { unbreak } from '../../../../shared/subtitle/text/unbreak';

describe('removeStyling', () => {
  it('strips HTML-like tags, ASS override blocks and MicroDVD codes', () => {
    expect(removeStyling('<i>Hi</i> <font color="red">there</font>')).toBe('Hi there');
    expect(removeStyling('{\\an8}{\\pos(10,20)\\i1}Top{\\i0}')).toBe('Top');
    expect(removeStyling('<v Mara>Hey</v> <c.loud>you</c><00:00:01.000>')).toBe('Hey you');
    expect(removeStyling('{y:i}Italic{c:$0000FF}')).toBe('Italic');
  });

  it('leaves text that only looks a little like markup', () => {
    expect(removeStyling('a < b > c')).toBe('a < b > c');
    expect(removeStyling('{laughs} 3 <4')).toBe('{laughs} 3 <4');
  });
});

describe('unbreak', () => {
  it('joins lines with one space and merges split italics', () => {
    expect(unbreak('One\n  two  \nthree')).toBe('One two three');
    expect(unbreak('<i>One</i>\n<i>two</i>')).toBe('<i>One two</i>');
    expect(unbreak('Lone\n\nline')).toBe('Lone line');
    expect(unbreak('  single  ')).toBe('single');
  });
});

describe('CPS and line lengths', () => {
  it('counts characters without tags and line breaks', () => {
    expect(cpsCharacterCount('<i>Hello</i>\nworld')).toBe(10);
    expect(cpsCharacterCount('😀 ok')).toBe(4);
  });

  it('divides by seconds and is 999 under 100 ms', () => {
    expect(charactersPerSecond('<i>Hello</i>\nworld', 2000)).toBe(5);
    expect(charactersPerSecond('abc', 100)).toBe(30);
    expect(charactersPerSecond('abc', 99)).toBe(999);
    expect(charactersPerSecond('abc', 0)).toBe(999);
    expect(charactersPerSecond('abc', -500)).toBe(999);
  });

  it('measures each line without tags', () => {
    expect(lineLengths('<b>Four</b>\nfive5\n')).toEqual([4, 5, 0]);
    expect(maxLineLength('{\\i1}abc{\\i0}\nab')).toBe(3);
  });
});
