import { describe, expect, it } from 'vitest';
import type { Subtitle } from '../../../../shared/subtitle/model';
import { changeFrameRate, frameRateFactor } from '../../../../shared/subtitle/sync/frameRate';
import { shiftSubtitle } from '../../../../shared/subtitle/sync/shift';

const subtitle: Subtitle = {
  fileName: 'a.srt',
  paragraphs: [
    { number: 1, start: 500, end: 1500, text: 'a' },
    { number: 2, start: 25025, end: 50050, text: 'b', extra: { style: 'Default' } },
  ],
};

describe('shiftSubtitle', () => {
  it('moves every line and returns a new subtitle', () => {
    const later = shiftSubtitle(subtitle, 1000.4);
    expect(later.paragraphs.map((p) => [p.start, p.end])).toEqual([
      [1500, 2500],
      [26025, 51050],
    ]);
    expect(later.paragraphs[1]?.extra).toEqual({ style: 'Default' });
    expect(subtitle.paragraphs[0]?.start).toBe(500);
  });

  it('never goes below zero', () => {
    expect(shiftSubtitle(subtitle, -1000).paragraphs.map((p) => [p.start, p.end])).toEqual([
      [0, 500],
      [24025, 49050],
    ]);
  });
});

describe('changeFrameRate', () => {
  it('multiplies by old / new with exact NTSC rates', () => {
    expect(frameRateFactor(23.976, 25)).toBe(24000 / 1001 / 25);
    const changed = changeFrameRate(subtitle, 23.976, 25);
    expect(changed.paragraphs.map((p) => [p.start, p.end])).toEqual([
      [480, 1439],
      [24000, 48000],
    ]);
    expect(changeFrameRate(changed, 25, 23.976).paragraphs[1]).toMatchObject({
      start: 25025,
      end: 50050,
    });
  });

  it('refuses rates that are not positive', () => {
    expect(() => changeFrameRate(subtitle, 0, 25)).toThrow(RangeError);
  });
});
