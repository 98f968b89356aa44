import { describe, expect, it } from 'vitest';
import { parseLiveExample } from '../../../../web/editor/persistence/liveExample';
import {
  readStartLink,
  subtitleFromChunk,
} from '../../../../web/editor/persistence/startLinkParse';
import { LIVE_EXAMPLES } from '../../../../shared/help/liveExamples';

describe('links into the editor', () => {
  it('reads ?id= and ?id=&arrid=', () => {
    expect(readStartLink('?id=abc')).toEqual({ kind: 'temp', id: 'abc', arrid: null });
    expect(readStartLink('?id=abc&arrid=2')).toEqual({ kind: 'temp', id: 'abc', arrid: 2 });
    expect(readStartLink('?id=abc&arrid=-1')).toEqual({ kind: 'temp', id: 'abc', arrid: null });
    expect(readStartLink('?id=abc&arrid=x')).toEqual({ kind: 'temp', id: 'abc', arrid: null });
  });

  it('reads ?sample= of a known live example and ignores unknown names', () => {
    expect(readStartLink('?sample=subrip-basic')).toEqual({
      kind: 'sample',
      example: LIVE_EXAMPLES['subrip-basic'],
    });
    expect(readStartLink('?sample=SubRip-Basic')).toBeNull();
    expect(readStartLink('?sample=toString')).toBeNull();
    expect(readStartLink('')).toBeNull();
  });

  it('numbers a chunk from its place in the whole subtitle', () => {
    const chunk = [
      { number: 1, start: 0, end: 1000, text: 'a' },
      { number: 2, start: 1000, end: 2000, text: 'b' },
    ];
    expect(subtitleFromChunk(chunk, 3).paragraphs.map((p) => p.number)).toEqual([301, 302]);
    expect(subtitleFromChunk([], 0).paragraphs).toEqual([]);
  });

  it('parses every live example with its own format in the browser code path', () => {
    for (const example of Object.values(LIVE_EXAMPLES)) {
      const subtitle = parseLiveExample(example);
      expect(subtitle.fileName).toBe(example.fileName);
      expect(subtitle.format).toBe(example.format);
      expect(subtitle.paragraphs.length).toBeGreaterThan(2);
    }
    expect(parseLiveExample(LIVE_EXAMPLES['subrip-basic']).paragraphs[0]).toMatchObject({
      start: 1000,
      end: 3480,
      text: 'Welcome to Subtitle Edit Online.',
    });
  });
});
