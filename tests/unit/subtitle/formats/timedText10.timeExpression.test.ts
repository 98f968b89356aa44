import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../shared/subtitle/errors';
import {
  DEFAULT_TIMING,
  formatClockTime,
  parseTimeExpression,
  timingParameters,
} from '../../../../shared/subtitle/formats/ttml/timeExpression';

describe('TTML time expressions', () => {
  const pal = timingParameters({ frameRate: '25' });
  const ntsc = timingParameters({
    frameRate: '30',
    frameRateMultiplier: '1000 1001',
    subFrameRate: '2',
  });

  it('reads clock time with a fraction, frames and sub-frames', () => {
    expect(parseTimeExpression('01:02:03.5', DEFAULT_TIMING)).toBe(3723500);
    expect(parseTimeExpression('00:00:01:10', pal)).toBe(1400);
    // 15 frames + 1 of 2 sub-frames at 30000/1001 fps: 15.5 × 1001 / 30 ms.
    expect(parseTimeExpression('00:00:00:15.1', ntsc)).toBeCloseTo((15.5 * 1001) / 30, 6);
    expect(parseTimeExpression('100:00:00.000', DEFAULT_TIMING)).toBe(360000000);
  });

  it('reads offset time in every metric', () => {
    expect(parseTimeExpression('1.5h', DEFAULT_TIMING)).toBe(5400000);
    expect(parseTimeExpression('2m', DEFAULT_TIMING)).toBe(120000);
    expect(parseTimeExpression('12.3s', DEFAULT_TIMING)).toBeCloseTo(12300, 9);
    expect(parseTimeExpression('250ms', DEFAULT_TIMING)).toBe(250);
    expect(parseTimeExpression('50f', pal)).toBe(2000);
    expect(parseTimeExpression('30f', DEFAULT_TIMING)).toBe(1000);
  });

  it('derives the tick rate: explicit, else frame rate × sub-frame rate, else 1', () => {
    expect(parseTimeExpression('10000000t', timingParameters({ tickRate: '10000000' }))).toBe(1000);
    expect(parseTimeExpression('50t', pal)).toBe(2000);
    expect(parseTimeExpression('3t', DEFAULT_TIMING)).toBe(3000);
    expect(ntsc.tickRate).toBeCloseTo(60000 / 1001, 9);
  });

  it('refuses malformed expressions and parameters', () => {
    for (const bad of [
      '',
      '1',
      '1:2:3',
      '00:60:00',
      '00:00:00:25',
      '1.s',
      '5 s',
      '-1s',
      '00:00:00,5',
    ]) {
      expect(() => parseTimeExpression(bad, pal), bad).toThrow(SubtitleFormatError);
    }
    expect(() => timingParameters({ frameRate: '0' })).toThrow(SubtitleFormatError);
    expect(() => timingParameters({ frameRateMultiplier: '1000/1001' })).toThrow(
      SubtitleFormatError,
    );
  });

  it('writes clock time with milliseconds, never negative', () => {
    expect(formatClockTime(3723500.4)).toBe('01:02:03.500');
    expect(formatClockTime(-20)).toBe('00:00:00.000');
  });
});
