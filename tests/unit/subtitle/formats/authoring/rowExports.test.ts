import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../../../shared/subtitle/formats/registry';
import { cues, FILM_TIMES, foreign, parseAs, sampleInput, textInput, writeAs } from './helpers';

const [t1, t2, t3, t4] = FILM_TIMES;

describe('DigiBeta, DVD Subtitle System, TitleExchange Pro', () => {
  it('reads DigiBeta timecodes written with spaces, a tab between lines', () => {
    const subtitle = parseAs('DigiBeta', sampleInput('digibeta/sample.txt'));
    // 10:00:01:00 at 23.976 fps labels frame 864024, of 1001/24 ms each: 36037001 ms.
    expect(cues(subtitle)[0]).toEqual([36_037_001, 36_039_504, 'Welcome aboard.']);
    expect(subtitle.paragraphs[1]?.text).toBe('Two lines\nin one subtitle.');
    expect(writeAs('DigiBeta', foreign([[0, 1001, 'a\nb']]))).toBe(
      '00 00 00 00\t00 00 01 00\ta\tb\n',
    );
  });

  it('reads // as a line break in DVD Subtitle System and TitleExchange Pro', () => {
    const dss = parseAs('DVD Subtitle System', sampleInput('dvd-subtitle-system/sample.txt'));
    expect(cues(dss)[1]).toEqual([t3, t4, 'Two lines\nin one subtitle.']);
    const tep = parseAs('TitleExchange Pro', sampleInput('titleexchange-pro/sample.txt'));
    expect(cues(tep)[2]?.[2]).toBe("<i>Café crème</i>, s'il vous plaît");
    expect(writeAs('TitleExchange Pro', foreign([[0, 1001, '<i>a</i>\nb']]))).toBe(
      '00:00:00:00,\t00:00:01:00,\t@Italic@a@Italic@//b\n',
    );
  });

  it('leaves rows without // to Adobe Encore, whose further lines go below', () => {
    const rows = '00:00:01:00 00:00:02:00 One\n00:00:03:00 00:00:04:00 Two\n';
    expect(detectFormat(textInput(rows))?.name).toBe('Adobe Encore');
    const slashes = '00:00:01:00 00:00:02:00 One//two\n00:00:03:00 00:00:04:00 Three\n';
    expect(detectFormat(textInput(slashes))?.name).toBe('DVD Subtitle System');
  });
});

describe('Pinnacle Impression and Ulead', () => {
  it('reads Pinnacle rows at 30 fps between its rules', () => {
    const subtitle = parseAs('Pinnacle Impression', sampleInput('pinnacle-impression/sample.txt'));
    expect(cues(subtitle).slice(0, 2)).toEqual([
      [1000, 3500, 'Welcome aboard.'],
      [4000, 6900, 'Two lines\nin one subtitle.'],
    ]);
    const written = writeAs('Pinnacle Impression', foreign([[500, 1000, 'Hi']]));
    expect(written).toBe(
      `${'-'.repeat(49)}\n#INPOINT OUTPOINT PATH\n${'-'.repeat(49)}\n00:00:00:15 00:00:01:00 Hi\n${'-'.repeat(49)}\n`,
    );
  });

  it('reads Ulead rows (numbered from 0, semicolons) at the #FR rate', () => {
    const sample = parseAs('Ulead subtitle format', sampleInput('ulead/sample.txt'));
    expect(cues(sample)[1]).toEqual([4000, 6960, 'Two lines\nin one subtitle.']);
    const ntsc = parseAs(
      'Ulead subtitle format',
      textInput('#Ulead subtitle format\n#FR:29.97\n#0 00;00;01;15 00;00;02;00\nHello\n'),
    );
    // Label 45 at 30 nominal frames a second, played at 30000/1001 fps.
    expect(cues(ntsc)).toEqual([[1502, 2002, 'Hello']]);
    const written = writeAs(
      'Ulead subtitle format',
      foreign([
        [0, 1000, 'A'],
        [2000, 3000, 'B'],
      ]),
    );
    expect(written).toContain('#Subtitle text begin\n#0 00;00;00;00 00;00;01;00\nA\n#1 ');
    expect(written).toContain('#/R:1,2 /FP:8  /FS:24\n');
  });
});

describe('ELR Studio print and Avid Caption', () => {
  it('reads ELR rows and writes the duration as seconds:frames', () => {
    const subtitle = parseAs('ELR Studio print', sampleInput('elr-studio-print/sample.txt'));
    expect(cues(subtitle)[1]).toEqual([t3, t4, 'Two lines\nin one subtitle.']);
    expect(writeAs('ELR Studio print', foreign([[1000, 13500, 'x']]), 25)).toBe(
      '1 - 0 00:00:01:00 00:00:13:13 12:13\nx\n',
    );
  });

  it('reads Avid Caption between its begin and end lines', () => {
    const subtitle = parseAs('Avid Caption', sampleInput('avid-caption/sample.txt'));
    expect(cues(subtitle).slice(0, 2)).toEqual([
      [t1, t2, 'Welcome aboard.'],
      [t3, t4, 'Two lines\nin one subtitle.'],
    ]);
    expect(writeAs('Avid Caption', foreign([[0, 1001, '<i>a</i>\nb']]))).toBe(
      '@ This file written with the Avid Caption plugin, version 1\n\n<begin subtitles>\n00:00:00:00 00:00:01:00\na\nb\n\n<end subtitles>\n',
    );
  });

  it('writes drop-frame timecodes for Avid Caption Drop Frame', () => {
    // Real frame 1800 at 29.97 fps is labelled 00:01:00;02 (two labels dropped).
    expect(writeAs('Avid Caption Drop Frame', foreign([[60060, 61061, 'x']]))).toContain(
      '00:01:00;02 00:01:01;02\nx\n',
    );
    const rows = '<begin subtitles>\n00:00:01;00 00:00:02;00\nA\n\n00:00:03;00 00:00:04;00\nB\n';
    expect(detectFormat(textInput(rows))?.name).toBe('Avid Caption Drop Frame');
  });
});
