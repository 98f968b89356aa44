import { describe, expect, it } from 'vitest';
import { getFormat } from '../../../../../shared/subtitle/formats/registry';
import { TIME_CODE_FORMATS } from '../../../../../shared/subtitle/formats/timeCode/index';
import type { FormatInput } from '../../../../../shared/subtitle/formats/types';

// Files of other kinds that the family must not claim: prose (claimed by no format at all), and
// SubRip and WebVTT files, which each of our formats must claim less surely than their own.

function input(text: string, fileName: string): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName };
}

const PROSE = input(
  [
    'It was a bright cold day in April, and the clocks were striking thirteen.',
    'Winston Smith, his chin nuzzled into his breast in an effort to escape the vile wind,',
    'slipped quickly through the glass doors of Victory Mansions, though not quickly enough.',
    '',
    'At 10:30 the meeting starts; bring 2 copies, 3 pens and a "good" mood.',
  ].join('\n'),
  'story.txt',
);

const SUBRIP = input(
  '1\n00:00:01,000 --> 00:00:03,500\nHello there!\nHow are you?\n\n2\n00:00:04,250 --> 00:00:06,800\n<i>Fine</i>, thanks.\n\n3\n00:01:10,000 --> 00:01:12,345\nLa la la\n',
  'movie.srt',
);

const WEBVTT = input(
  'WEBVTT\n\n00:01.000 --> 00:03.500\nHello there!\n\nintro\n00:00:04.250 --> 00:00:06.800 align:start\nFine, thanks.\n\n00:01:10.000 --> 00:01:12.345\nLa la la\n',
  'movie.vtt',
);

describe('time-code text formats: detection of other files', () => {
  it.each(TIME_CODE_FORMATS.map((format) => [format.name, format] as const))(
    '%s does not claim prose, SubRip or WebVTT',
    (_name, format) => {
      expect(format.detect(PROSE)).toBe(0);
      expect(format.detect(input('hello', 'hello.txt'))).toBe(0);
      expect(format.detect(SUBRIP)).toBeLessThan(getFormat('SubRip').detect(SUBRIP));
      expect(format.detect(WEBVTT)).toBeLessThan(getFormat('WebVTT').detect(WEBVTT));
    },
  );

  it('the SubRip and WebVTT files are claimed by their own formats at all', () => {
    expect(getFormat('SubRip').detect(SUBRIP)).toBeGreaterThan(0.5);
    expect(getFormat('WebVTT').detect(WEBVTT)).toBeGreaterThan(0.5);
  });

  it.each(TIME_CODE_FORMATS.map((format) => [format.name, format] as const))(
    '%s claims no binary file',
    (_name, format) => {
      const wav = new Uint8Array(64);
      wav.set(new TextEncoder().encode('RIFF\u0024\u0000\u0000\u0000WAVEfmt '));
      expect(
        format.detect({ text: new TextDecoder().decode(wav), bytes: wav, fileName: 'a.wav' }),
      ).toBe(0);
    },
  );
});
