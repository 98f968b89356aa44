import { describe, expect, it } from 'vitest';
import { detectFormat, getFormat } from '../../../../../shared/subtitle/formats/registry';
import { AUTHORING_FORMATS } from '../../../../../shared/subtitle/formats/authoring/index';
import { cues, FILM_TIMES, foreign, parseAs, sampleInput, textInput, writeAs } from './helpers';

const [t1, t2, t3, t4] = FILM_TIMES;
/** 00:00:01:00, 00:00:03:12, 00:00:04:00 and 00:00:06:20 at PAL 25 fps. */
const PAL = [1000, 3480, 4000, 6800] as const;

describe('Adobe Encore tab layouts', () => {
  it('reads the tab rows at PAL 25 fps with CR line breaks', () => {
    const subtitle = parseAs('Adobe Encore (tabs)', sampleInput('adobe-encore-tabs/sample.txt'));
    expect(cues(subtitle).slice(0, 2)).toEqual([
      [PAL[0], PAL[1], 'Welcome aboard.'],
      [PAL[2], PAL[3], 'Two lines\nin one subtitle.'],
    ]);
  });

  it('reads @Italic@ toggles and // breaks, and writes them back', () => {
    const subtitle = parseAs(
      'Adobe Encore (line/tabs)',
      sampleInput('adobe-encore-line-tabs/sample.txt'),
    );
    expect(subtitle.paragraphs[1]?.text).toBe('Two lines\nin one subtitle.');
    expect(subtitle.paragraphs[2]?.text).toBe("<i>Café crème</i>, s'il vous plaît");
    expect(
      writeAs('Adobe Encore (line/tabs)', foreign([[1000, 2000, '<b>Bold</b> <i>and</i>\nmore']])),
    ).toBe('0001\t00:00:01:00\t00:00:02:00\tBold @Italic@and@Italic@//more\n');
  });

  it('writes further lines indented by four tabs in the line#/tabs/n layout', () => {
    const subtitle = parseAs(
      'Adobe Encore (line#/tabs/n)',
      sampleInput('adobe-encore-line-tabs-n/sample.txt'),
    );
    expect(cues(subtitle)[1]).toEqual([PAL[2], PAL[3], 'Two lines\nin one subtitle.']);
    expect(writeAs('Adobe Encore (line#/tabs/n)', foreign([[1000, 2000, 'a\nb\nc']]))).toBe(
      '0001 00:00:01:00 00:00:02:00\ta\n\t\t\t\tb\n\t\t\t\tc\n',
    );
  });

  it('numbers rows 1, 2, … in the w. line# layout, further lines below', () => {
    const subtitle = parseAs(
      'Adobe Encore w. line#',
      sampleInput('adobe-encore-with-line-numbers/sample.txt'),
    );
    expect(cues(subtitle)[1]).toEqual([PAL[2], PAL[3], 'Two lines\nin one subtitle.']);
    // Frame 24 exists at 25 fps: 72 s + 24 × 40 ms.
    expect(subtitle.paragraphs[3]?.end).toBe(72960);
  });

  it('leaves the Adobe Encore samples to Adobe Encore', () => {
    const files = ['canonical', 'numbered', 'plain', 'ntsc-drop-frame', 'damaged'];
    for (const file of files) {
      const input = sampleInput(`adobe-encore/${file}.txt`);
      const encore = getFormat('Adobe Encore').detect(input);
      for (const format of AUTHORING_FORMATS) {
        expect(format.detect(input), `${format.name} on ${file}`).toBeLessThan(encore);
      }
    }
  });
});

describe('Scenarist and Avid DVD', () => {
  it('reads a tab inside the text as a line break in Scenarist', () => {
    const subtitle = parseAs('Scenarist', sampleInput('scenarist/sample.txt'));
    expect(cues(subtitle)[1]).toEqual([t3, t4, 'Two lines\nin one subtitle.']);
    expect(writeAs('Scenarist', foreign([[0, 1001, 'a\nb']]))).toBe(
      '0001\t00:00:00:00\t00:00:01:00\ta\tb\n',
    );
  });

  it('tells Scenarist from Encore line/tabs by what breaks the lines', () => {
    const row = (text: string, n: string) => `000${n}\t00:00:0${n}:00\t00:00:0${n}:12\t${text}\n`;
    const withTab = row('a\tb', '1') + row('c', '2');
    const withSlashes = row('a//b', '1') + row('c', '2');
    const plain = row('a', '1') + row('c', '2');
    expect(detectFormat(textInput(withTab))?.name).toBe('Scenarist');
    expect(detectFormat(textInput(withSlashes))?.name).toBe('Adobe Encore (line/tabs)');
    expect(detectFormat(textInput(plain))?.name).toBe('Adobe Encore (line/tabs)');
  });

  it('reads Avid DVD rows, | breaks and $Italic commands', () => {
    const subtitle = parseAs('Avid DVD', sampleInput('avid-dvd/sample.txt'));
    expect(cues(subtitle).slice(0, 3)).toEqual([
      [t1, t2, 'Welcome aboard.'],
      [t3, t4, 'Two lines\nin one subtitle.'],
      [FILM_TIMES[4], FILM_TIMES[5], "<i>Café crème, s'il vous plaît</i>"],
    ]);
    expect(writeAs('Avid DVD', foreign([[0, 1001, '<i>a\nb</i>']]))).toBe(
      '$Italic = TRUE\n1\t00:00:00:00\t00:00:01:00\ta|b\n\n',
    );
  });

  it('leaves rows numbered 0001 to Scenarist and Encore', () => {
    const rows = '0001\t00:00:01:00\t00:00:02:00\ta|b\n\n0002\t00:00:03:00\t00:00:04:00\tc\n\n';
    expect(getFormat('Avid DVD').detect(textInput(rows))).toBeLessThanOrEqual(0.5);
  });
});
