import { describe, expect, it } from 'vitest';
import { UnknownFormatError } from '../../../../shared/subtitle/errors';
import {
  detectFormat,
  findFormat,
  FORMATS,
  getFormat,
} from '../../../../shared/subtitle/formats/registry';

const input = (text: string, fileName: string) => ({ text, bytes: new Uint8Array(), fileName });

describe('format registry', () => {
  it('finds formats case-insensitively', () => {
    expect(findFormat('advanced sub station alpha')?.name).toBe('Advanced Sub Station Alpha');
    expect(findFormat(' YOUTUBE SBV ')?.name).toBe('YouTube sbv');
    expect(findFormat('srt')).toBeUndefined();
    expect(() => getFormat('srt')).toThrow(UnknownFormatError);
  });

  it('gives every format a unique name and dotted lower-case extensions', () => {
    expect(new Set(FORMATS.map((f) => f.name)).size).toBe(FORMATS.length);
    for (const format of FORMATS) {
      expect(format.extensions.length).toBeGreaterThan(0);
      for (const extension of format.extensions) expect(extension).toMatch(/^\.[a-z0-9.]+$/);
    }
  });

  it('lets content beat a misleading extension', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nHi\n';
    expect(detectFormat(input(srt, 'a.vtt'))?.name).toBe('SubRip');
    expect(detectFormat(input(`WEBVTT\n\n${srt}`, 'a.srt'))?.name).toBe('WebVTT');
    expect(detectFormat(input('hello', 'a.srt'))).toBeUndefined();
  });

  it('uses the extension to break a tie, then the name', () => {
    // Half MicroDVD, half MPL2 lines: both formats are exactly as sure.
    const mixed = '{10}{20}curly\n[10][20]square\n';
    expect(detectFormat(input(mixed, 'a.sub'))?.name).toBe('MicroDVD');
    expect(detectFormat(input(mixed, 'a.txt'))?.name).toBe('MPL2');
    expect(detectFormat(input(mixed, 'a.bin'))?.name).toBe('MicroDVD');
  });

  it('does not depend on the array order', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nHi\n';
    const results = new Set<string | undefined>();
    for (let shift = 0; shift < FORMATS.length; shift++) {
      const rotated = [...FORMATS.slice(shift), ...FORMATS.slice(0, shift)];
      const best = rotated
        .filter((f) => f.canRead)
        .map((f) => ({ name: f.name, confidence: f.detect(input(srt, 'x')) }))
        .sort((a, b) => b.confidence - a.confidence)[0];
      results.add(best?.name);
    }
    expect([...results]).toEqual(['SubRip']);
  });
});
