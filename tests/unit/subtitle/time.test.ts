import { describe, expect, it } from 'vitest';
import {
  formatTimeMs,
  framesToMs,
  msToFrames,
  normalizeFrameRate,
  roundMs,
  tryParseTimeMs,
} from '../../../shared/subtitle/time';

describe('time codes', () => {
  it('formats hh:mm:ss,mmm with either separator and hours past 99', () => {
    expect(formatTimeMs(0)).toBe('00:00:00,000');
    expect(formatTimeMs(3723004)).toBe('01:02:03,004');
    expect(formatTimeMs(3723004, '.')).toBe('01:02:03.004');
    expect(formatTimeMs(360000000)).toBe('100:00:00,000');
    expect(formatTimeMs(1234.5)).toBe('00:00:01,235');
    expect(formatTimeMs(-1500)).toBe('-00:00:01,500');
  });

  it('parses comma and dot forms, short fractions and mm:ss', () => {
    expect(tryParseTimeMs('01:02:03,004')).toBe(3723004);
    expect(tryParseTimeMs(' 1:02:03.4 ')).toBe(3723400);
    expect(tryParseTimeMs('00:00:01,25')).toBe(1250);
    expect(tryParseTimeMs('02:03.500')).toBe(123500);
    expect(tryParseTimeMs('00:00:01')).toBe(1000);
    expect(tryParseTimeMs('00:00:01,0005')).toBe(1001);
  });

  it('rejects what is not a time', () => {
    for (const bad of [
      '',
      'abc',
      '1',
      '00:60:00,000',
      '00:00:60,000',
      '00:00:01,',
      '00:00:01,5x',
    ]) {
      expect(tryParseTimeMs(bad), bad).toBeUndefined();
    }
  });

  it('round-trips every formatted time', () => {
    for (const ms of [0, 1, 999, 1000, 59999, 3599999, 3600000, 86399999]) {
      expect(tryParseTimeMs(formatTimeMs(ms))).toBe(ms);
    }
  });

  it('rounds to whole ms without -0', () => {
    expect(roundMs(1.5)).toBe(2);
    expect(roundMs(2.4999)).toBe(2);
    expect(Object.is(roundMs(-0.2), 0)).toBe(true);
  });
});

describe('frame rates', () => {
  it('treats 23.976, 29.97 and 59.94 within 0.01 as the exact fractions', () => {
    expect(normalizeFrameRate(23.976)).toBe(24000 / 1001);
    expect(normalizeFrameRate(23.98)).toBe(24000 / 1001);
    expect(normalizeFrameRate(29.97)).toBe(30000 / 1001);
    expect(normalizeFrameRate(59.94)).toBe(60000 / 1001);
    expect(normalizeFrameRate(23.95)).toBe(23.95);
    expect(normalizeFrameRate(25)).toBe(25);
  });

  it('converts frames and ms both ways', () => {
    expect(framesToMs(25, 25)).toBe(1000);
    expect(framesToMs(24, 23.976)).toBe(1001);
    expect(msToFrames(1001, 23.976)).toBe(24);
    expect(msToFrames(1000, 29.97)).toBe(30);
    for (let frame = 0; frame < 5000; frame += 7) {
      expect(msToFrames(framesToMs(frame, 29.97), 29.97)).toBe(frame);
    }
  });
});
