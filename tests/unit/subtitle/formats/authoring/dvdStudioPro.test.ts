import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../../shared/subtitle/errors';
import { detectFormat, getFormat } from '../../../../../shared/subtitle/formats/registry';
import { cues, FILM_TIMES, foreign, parseAs, sampleInput, textInput, writeAs } from './helpers';

const [t1, t2, t3, t4, , , t7, t8] = FILM_TIMES;

const VARIANTS = [
  [
    'DVD Studio Pro',
    'dvd-studio-pro/sample.stl',
    '00:00:01:00\t,\t00:00:03:12\t,\tWelcome aboard.',
  ],
  [
    'DVD Studio Pro with space',
    'dvd-studio-pro-with-space/sample.stl',
    '00:00:01:00 , 00:00:03:12 , Welcome aboard.',
  ],
  [
    'DVD Studio Pro with one space',
    'dvd-studio-pro-with-one-space/sample.stl',
    '00:00:01:00,00:00:03:12, Welcome aboard.',
  ],
  [
    'Spruce Subtitle With Space',
    'spruce-subtitle-with-space/sample.stl',
    '00:00:01:00, 00:00:03:12, Welcome aboard.',
  ],
] as const;

describe('DVD Studio Pro scripts', () => {
  it.each(VARIANTS)('%s reads rows at 23.976 fps, | breaks and ^I toggles', (format, path) => {
    const subtitle = parseAs(format, sampleInput(path));
    expect(cues(subtitle).slice(0, 2)).toEqual([
      [t1, t2, 'Welcome aboard.'],
      [t3, t4, 'Two lines\nin one subtitle.'],
    ]);
    expect(subtitle.paragraphs[3]).toMatchObject({ start: t7, end: t8 });
    expect(subtitle.header).toContain('$FontName = Arial\n');
  });

  it('places a row by the $VertAlign / $HorzAlign lines before it', () => {
    const dsp = parseAs('DVD Studio Pro', sampleInput('dvd-studio-pro/sample.stl'));
    expect(dsp.paragraphs[2]?.text).toBe("{\\an8}<i>Café crème</i>, s'il vous plaît");
    expect(dsp.paragraphs[3]?.text).toBe('Last one.');
    const spruce = parseAs(
      'Spruce Subtitle With Space',
      sampleInput('spruce-subtitle-with-space/sample.stl'),
    );
    expect(spruce.paragraphs[2]?.text).toBe('{\\an1}<b>Bold</b> and <u>underlined</u>');
    expect(spruce.paragraphs[3]?.text).toBe('Ünïcödé ♪ end.');
  });

  it('reads the semicolon variant as NTSC drop-frame (29.97 fps)', () => {
    const subtitle = parseAs(
      'DVD Studio Pro with one space/semicolon',
      sampleInput('dvd-studio-pro-with-one-space-semicolon/sample.stl'),
    );
    // 00:01:10;00 is label 2100 less the two labels dropped at minute 1: real frame 2098 at
    // 30000/1001 fps, 70003 ms.
    expect(cues(subtitle)[0]).toEqual([1001, 3403, 'Welcome aboard.']);
    expect(subtitle.paragraphs[3]).toMatchObject({ start: 70003, end: 72773 });
  });

  it('writes a subtitle of another format with a command header and alignment lines', () => {
    const written = writeAs(
      'DVD Studio Pro',
      foreign([
        // 2.5 s is frame 62.5 at 25 fps: the nearest frame is 63 (02:13).
        [1000, 2500, '<i>In italics\non two lines</i>'],
        [3000, 4000, '{\\an9}Top right'],
        [5000, 6000, 'Back down'],
      ]),
      25,
    );
    expect(written).toBe(
      [
        '$FontName = Arial',
        '$FontSize = 30',
        '$HorzAlign = Center',
        '$VertAlign = Bottom',
        '$Bold = FALSE',
        '$UnderLined = FALSE',
        '$Italic = FALSE',
        '',
        '00:00:01:00\t,\t00:00:02:13\t,\t^IIn italics^I|^Ion two lines^I',
        '$VertAlign = Top',
        '$HorzAlign = Right',
        '00:00:03:00\t,\t00:00:04:00\t,\tTop right',
        '$VertAlign = Bottom',
        '$HorzAlign = Center',
        '00:00:05:00\t,\t00:00:06:00\t,\tBack down',
        '',
      ].join('\n'),
    );
    const back = parseAs('DVD Studio Pro', textInput(written));
    expect(back.paragraphs.map((p) => p.text)).toEqual([
      '<i>In italics</i>\n<i>on two lines</i>',
      '{\\an9}Top right',
      'Back down',
    ]);
  });

  it('styles the rows after $Italic = TRUE', () => {
    const subtitle = parseAs(
      'DVD Studio Pro',
      textInput(
        '$Italic = TRUE\n00:00:01:00\t,\t00:00:02:00\t,\tSlanted\n$Italic = FALSE\n00:00:03:00\t,\t00:00:04:00\t,\tUpright\n',
      ),
    );
    expect(subtitle.paragraphs.map((p) => p.text)).toEqual(['<i>Slanted</i>', 'Upright']);
  });

  it('reads a PAL script (a frame label of 24) at 25 fps', () => {
    const subtitle = parseAs(
      'DVD Studio Pro with one space',
      textInput('00:00:01:00,00:00:02:24, A\n00:00:03:00,00:00:04:12, B\n'),
    );
    expect(cues(subtitle)).toEqual([
      [1000, 2960, 'A'],
      [3000, 4480, 'B'],
    ]);
  });

  it.each(VARIANTS)('%s is told from its look-alikes by its separators', (format, _path, row) => {
    const input = textInput(
      `$FontName = Arial\n\n${row}\n${row.replace('01:00', '05:00')}\n`,
      'a.stl',
    );
    expect(detectFormat(input)?.name).toBe(format);
  });

  it('leaves the Spruce STL samples to Spruce STL', () => {
    for (const path of ['spruce-stl/sample.stl', 'spruce-stl/ntsc.stl', 'spruce-stl/damaged.stl']) {
      const input = sampleInput(path);
      const spruce = getFormat('Spruce STL').detect(input);
      for (const [format] of VARIANTS) {
        expect(getFormat(format).detect(input), `${format} on ${path}`).toBeLessThan(spruce);
      }
    }
  });

  it('throws SubtitleFormatError for a file with no row', () => {
    expect(() => parseAs('DVD Studio Pro', textInput('$FontName = Arial\n'))).toThrow(
      SubtitleFormatError,
    );
  });

  it('skips a row with a frame label past 29 with a warning', () => {
    const subtitle = parseAs(
      'DVD Studio Pro',
      textInput('00:00:01:00\t,\t00:00:02:00\t,\tA\n00:00:03:00\t,\t00:00:04:35\t,\tB\n'),
    );
    expect(cues(subtitle)).toEqual([[t1, 2002, 'A']]);
    expect(subtitle.warnings?.map((warning) => warning.line)).toEqual([2]);
    expect(subtitle.warnings?.[0]?.message).toContain('out of range');
    expect(getFormat('DVD Studio Pro').extensions).toEqual(['.stl']);
  });
});
