import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../shared/subtitle/errors';
import { adobeEncore } from '../../../../shared/subtitle/formats/adobeEncore';
import type { FormatInput } from '../../../../shared/subtitle/formats/types';

const FIXTURES = new URL('../../../fixtures/subtitles/adobe-encore/', import.meta.url);

function fixture(name: string): FormatInput {
  const bytes = new Uint8Array(readFileSync(new URL(name, FIXTURES)));
  return { text: new TextDecoder().decode(bytes), bytes, fileName: name };
}

function textInput(text: string): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName: 'x.txt' };
}

describe('Adobe Encore', () => {
  it('reads the numbered variant at 25 fps, continuation lines and tab separators', () => {
    const subtitle = adobeEncore.parse(fixture('numbered.txt'));
    expect(subtitle.format).toBe('Adobe Encore');
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [1000, 3480, 'Hello there.'],
      [4000, 6960, 'Two lines\nin one subtitle.'],
      [7200, 9000, 'Tabs, no leading zeros.'],
      [60000, 62400, 'After a blank line.'],
    ]);
  });

  it('reads the plain variant without numbers', () => {
    const subtitle = adobeEncore.parse(fixture('plain.txt'));
    expect(subtitle.paragraphs.map((p) => [p.number, p.start, p.end, p.text])).toEqual([
      [1, 1000, 2000, 'Plain variant, no numbers.'],
      [2, 2200, 4000, 'Second\nwith a second line'],
    ]);
    expect(adobeEncore.write(subtitle, { newLine: '\n' })).toBe(
      '00:00:01:00 00:00:02:00 Plain variant, no numbers.\n00:00:02:05 00:00:04:00 Second\nwith a second line\n',
    );
  });

  it('reads NTSC drop-frame timecode (semicolons) at 29.97 fps', () => {
    const subtitle = adobeEncore.parse(fixture('ntsc-drop-frame.txt'));
    // 00;00;59;29 is frame 1799; 00;01;00;02 is frame 1800 (;00 and ;01 are dropped labels).
    expect(subtitle.paragraphs[0]).toMatchObject({ start: 60027, end: 60060 });
    // 00;10;00;00 is frame 17982 = 599.9994 s: drop-frame labels track real time within 1 ms.
    expect(subtitle.paragraphs[1]).toMatchObject({ start: 599999, end: 602001 });
    // Written back in drop-frame; numbers are always written with four digits.
    expect(adobeEncore.write(subtitle, { newLine: '\n' })).toBe(
      '0001 00;00;59;29 00;01;00;02 Across the dropped labels.\n0002 00;10;00;00 00;10;02;00 Tenth minute keeps ;00.\n',
    );
  });

  it('writes its canonical file back byte for byte, and round-trips the sample', () => {
    const canonical = fixture('canonical.txt');
    expect(adobeEncore.write(adobeEncore.parse(canonical), { newLine: '\n' })).toBe(canonical.text);
    const first = adobeEncore.parse(fixture('numbered.txt'));
    const again = adobeEncore.parse(
      textInput(adobeEncore.write(first, { newLine: '\r\n' }) as string),
    );
    expect(again.paragraphs).toEqual(first.paragraphs);
  });

  it('detects its samples and rejects other text', () => {
    for (const name of ['numbered.txt', 'plain.txt', 'ntsc-drop-frame.txt']) {
      expect(adobeEncore.detect(fixture(name))).toBeGreaterThanOrEqual(0.6);
    }
    expect(adobeEncore.detect(textInput('1\n00:00:01,000 --> 00:00:02,000\nHi\n\n'))).toBe(0);
    expect(adobeEncore.detect(textInput('00:00:01:00 , 00:00:02:00 , Spruce\n'))).toBe(0);
  });

  it('rejects garbage and impossible timecodes with SubtitleFormatError', () => {
    expect(() => adobeEncore.parse(textInput('hello\nworld\n'))).toThrow(SubtitleFormatError);
    expect(() => adobeEncore.parse(textInput('1 00:00:01:25 00:00:02:00 x\n'))).toThrow(
      SubtitleFormatError,
    );
    expect(() => adobeEncore.parse(textInput(''))).toThrow(SubtitleFormatError);
  });
});
