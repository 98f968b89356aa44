import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../shared/subtitle/errors';
import {
  spruceStl,
  spruceTextToTags,
  tagsToSpruceText,
} from '../../../../shared/subtitle/formats/spruceStl';
import type { FormatInput } from '../../../../shared/subtitle/formats/types';

const FIXTURES = new URL('../../../fixtures/subtitles/spruce-stl/', import.meta.url);

function fixture(name: string): FormatInput {
  const bytes = new Uint8Array(readFileSync(new URL(name, FIXTURES)));
  return { text: new TextDecoder().decode(bytes), bytes, fileName: name };
}

function textInput(text: string): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName: 'x.stl' };
}

describe('Spruce STL', () => {
  it('reads entries at 25 fps with | breaks and ^I/^B/^U toggles', () => {
    const subtitle = spruceStl.parse(fixture('sample.stl'));
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [1000, 3480, 'First line\nsecond line'],
      [4000, 6960, 'Some <i>italic</i> words and <b>bold</b>'],
      [10200, 12000, 'Tab separated, <u>underlined</u>'],
      [60000, 62000, 'Pipes\nmake\nthree lines'],
    ]);
  });

  it('keeps commands and comments: the header, those between entries, and the footer', () => {
    const subtitle = spruceStl.parse(fixture('sample.stl'));
    expect(subtitle.header).toContain('$FontName       = Arial\n');
    expect(subtitle.header).toContain('$TapeOffset     = FALSE\n');
    expect(subtitle.paragraphs[2]?.extra).toEqual({
      spruceCommands: '$FontSize = 24\n//Smaller from here on\n',
    });
    expect(subtitle.footer).toBe('//end of script\n');
    const written = spruceStl.write(subtitle, { newLine: '\n' }) as string;
    expect(written).toContain('00:00:06:24 , Some ^Iitalic^I words and ^Bbold^B\n$FontSize = 24\n');
    expect(spruceStl.parse(textInput(written)).paragraphs).toEqual(subtitle.paragraphs);
  });

  it('takes frame labels of 25 and above as NTSC (29.97 fps)', () => {
    const subtitle = spruceStl.parse(fixture('ntsc.stl'));
    // 2 s + 27 frames at 30000/1001: (60 + 27) × 1001 / 30 = 2902.9 ms.
    expect(subtitle.paragraphs[0]).toMatchObject({ start: 1001, end: 2903 });
  });

  it('writes its canonical file back byte for byte', () => {
    const canonical = fixture('canonical.stl');
    expect(spruceStl.write(spruceStl.parse(canonical), { newLine: '\n' })).toBe(canonical.text);
  });

  it('writes a default command header for a subtitle from another format', () => {
    const written = spruceStl.write(
      {
        fileName: 'a.srt',
        format: 'SubRip',
        header: 'x',
        paragraphs: [{ number: 1, start: 40, end: 1000, text: '<i>a</i>\nb' }],
      },
      { newLine: '\r\n' },
    ) as string;
    expect(written.startsWith('$FontName = Arial\r\n')).toBe(true);
    expect(written.endsWith('\r\n00:00:00:01 , 00:00:01:00 , ^Ia^I|b\r\n')).toBe(true);
  });

  it('converts toggles both ways, closing a style left open', () => {
    expect(spruceTextToTags('^Iopen only|next')).toBe('<i>open only\nnext</i>');
    expect(tagsToSpruceText('<i>a</i>\n<u>b</u>')).toBe('^Ia^I|^Ub^U');
  });

  it('detects its samples, not other text', () => {
    expect(spruceStl.detect(fixture('sample.stl'))).toBe(0.95);
    expect(spruceStl.detect(fixture('ntsc.stl'))).toBe(0.85);
    expect(spruceStl.detect(textInput('0001 00:00:01:00 00:00:02:00 Encore\n'))).toBe(0);
    expect(spruceStl.detect(textInput('00:00:01:00 , 00:00:02:00 , a\nrandom prose\n'))).toBe(0);
  });

  it('rejects garbage with SubtitleFormatError', () => {
    expect(() => spruceStl.parse(textInput('just text\n'))).toThrow(SubtitleFormatError);
    expect(() => spruceStl.parse(textInput('$FontName = Arial\n'))).toThrow(SubtitleFormatError);
    expect(() => spruceStl.parse(textInput('00:00:01:40 , 00:00:02:00 , x\n'))).toThrow(
      SubtitleFormatError,
    );
  });
});
