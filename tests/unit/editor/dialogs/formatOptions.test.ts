import { describe, expect, it } from 'vitest';
import { formatMatches, formatOptions } from '../../../../web/editor/dialogs/formatOptions';
import {
  parseRecentFormats,
  RECENT_FORMATS_KEPT,
  withRecentFormat,
} from '../../../../web/editor/state/recentFormats';

const FORMATS = [
  { name: 'SubRip', extension: '.srt' },
  { name: 'WebVTT', extension: '.vtt' },
  { name: 'Advanced Sub Station Alpha', extension: '.ass' },
  { name: 'Sub Station Alpha', extension: '.ssa' },
  { name: 'Timed Text Markup Language 1.0', extension: '.xml' },
] as const;

const names = (list: readonly { name: string }[]): string[] => list.map((format) => format.name);

describe('the Format combobox options', () => {
  it('keep the formats whose name or extension holds the text, in any case', () => {
    expect(names(formatOptions(FORMATS, [], 'vtt'))).toEqual(['WebVTT']);
    expect(names(formatOptions(FORMATS, [], 'VTT'))).toEqual(['WebVTT']);
    expect(names(formatOptions(FORMATS, [], '.srt'))).toEqual(['SubRip']);
    expect(names(formatOptions(FORMATS, [], 'station'))).toEqual([
      'Advanced Sub Station Alpha',
      'Sub Station Alpha',
    ]);
    expect(names(formatOptions(FORMATS, [], 'xml'))).toEqual(['Timed Text Markup Language 1.0']);
    expect(formatOptions(FORMATS, [], 'no such format')).toEqual([]);
  });

  it('list every format for empty or blank text', () => {
    expect(names(formatOptions(FORMATS, [], ''))).toEqual(names(FORMATS));
    expect(formatMatches({ name: 'SubRip', extension: '.srt' }, '   ')).toBe(true);
  });

  it('put the formats chosen lately first, newest first, the rest in the given order', () => {
    const recent = ['Sub Station Alpha', 'WebVTT', 'Gone format'];
    expect(names(formatOptions(FORMATS, recent, ''))).toEqual([
      'Sub Station Alpha',
      'WebVTT',
      'SubRip',
      'Advanced Sub Station Alpha',
      'Timed Text Markup Language 1.0',
    ]);
    // Filtering keeps that order among what is left.
    expect(names(formatOptions(FORMATS, recent, 'sub'))).toEqual([
      'Sub Station Alpha',
      'SubRip',
      'Advanced Sub Station Alpha',
    ]);
  });
});

describe('the formats chosen lately', () => {
  it('move a chosen format to the front, without repeats, keeping the newest few', () => {
    let recent: string[] = [];
    for (const name of ['A', 'B', 'C', 'B', 'D', 'E', 'F', 'G'])
      recent = withRecentFormat(recent, name);
    expect(recent).toEqual(['G', 'F', 'E', 'D', 'B']);
    expect(recent).toHaveLength(RECENT_FORMATS_KEPT);
  });

  it('read stored text defensively: anything but an array of names is none', () => {
    expect(parseRecentFormats(null)).toEqual([]);
    expect(parseRecentFormats('not json')).toEqual([]);
    expect(parseRecentFormats('{"a":1}')).toEqual([]);
    expect(parseRecentFormats('["WebVTT", 3, "", "WebVTT", "SubRip"]')).toEqual([
      'WebVTT',
      'SubRip',
    ]);
    expect(parseRecentFormats(JSON.stringify(['1', '2', '3', '4', '5', '6', '7']))).toHaveLength(
      RECENT_FORMATS_KEPT,
    );
  });
});
