import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../../shared/subtitle/errors';
import {
  decodeTitlerText,
  encodeTitlerText,
} from '../../../../../shared/subtitle/formats/authoring/magicVideoTitler';
import { getFormat } from '../../../../../shared/subtitle/formats/registry';
import { cues, FILM_TIMES, foreign, parseAs, sampleInput, textInput, writeAs } from './helpers';

const [t1, t2, t3, t4] = FILM_TIMES;

describe('DVDSubtitle', () => {
  it('ends each subtitle at the next block, an empty block ending the one before', () => {
    const subtitle = parseAs('DVDSubtitle', sampleInput('dvdsubtitle/sample.sub'));
    expect(cues(subtitle)).toEqual([
      [1000, 3500, 'Welcome aboard.'],
      [4000, 6840, 'Two lines\nin one subtitle.'],
      [7250, 9000, "<i>Café crème</i>, s'il vous plaît"],
      [70000, 72990, 'Last one.'],
    ]);
    expect(subtitle.header).toContain('{HEAD\nDISCID=\nDVDTITLE=Harbour\n');
  });

  it('reads a three-digit last field as milliseconds; a last block without end ends at its start', () => {
    const text = '{T 00:00:01:250\nA\n}\n{T 00:00:02:00\nB\n}\n';
    expect(cues(parseAs('DVDSubtitle', textInput(text)))).toEqual([
      [1250, 2000, 'A'],
      [2000, 2000, 'B'],
    ]);
  });

  it('writes a start block and an empty end block per subtitle', () => {
    const written = writeAs('DVDSubtitle', foreign([[1234, 2000, 'a\nb']]));
    expect(written.endsWith('}\n{T 00:00:01:23\na\nb\n}\n{T 00:00:02:00\n\n}\n')).toBe(true);
    expect(written.startsWith('{HEAD\nDISCID=\n')).toBe(true);
  });
});

describe('Structured titles', () => {
  it('reads positions, codes and italics in angle brackets', () => {
    const subtitle = parseAs('Structured titles', sampleInput('structured-titles/sample.txt'));
    expect(cues(subtitle).slice(0, 3)).toEqual([
      [t1, t2, 'Welcome aboard.'],
      [t3, t4, 'Two lines\nin one subtitle.'],
      [FILM_TIMES[4], FILM_TIMES[5], "<i>Café crème, s'il vous plaît</i>"],
    ]);
    expect(subtitle.paragraphs[3]?.text).toBe('{\\an8}Last one, at the top.');
    expect(subtitle.paragraphs[3]?.extra).toEqual({ structuredTitlesCodes: 'C2Y05' });
  });

  it('writes the bottom row from the line count, 1 at the top', () => {
    const written = writeAs(
      'Structured titles',
      foreign([
        [0, 1001, '<i>One\ntwo</i>'],
        [2002, 3003, '{\\an8}Up'],
      ]),
    );
    expect(written).toBe(
      [
        'Structured titles',
        '0001 : 00:00:00:00,00:00:01:00,10',
        '80 80 80',
        'C1Y00 <One>',
        'C1Y00 <two>',
        '',
        '0002 : 00:00:02:00,00:00:03:00,1',
        '80 80 80',
        'C1Y00 Up',
        '',
        '',
      ].join('\n'),
    );
  });

  it('needs its first line', () => {
    expect(() =>
      parseAs('Structured titles', textInput('0001 : 00:00:00:00,00:00:01:00,11\nC1Y00 x\n')),
    ).toThrow(SubtitleFormatError);
  });
});

describe('Magic Video Titler', () => {
  it('reads centisecond times and the titler’s keys as Serbian letters', () => {
    const subtitle = parseAs('Magic Video Titler', sampleInput('magic-video-titler/sample.mvt'));
    expect(cues(subtitle).slice(1, 3)).toEqual([
      [4000, 6840, 'Second title\nin tall letters.'],
      [7250, 9000, 'Đorđe pije čaj u Ljubljani.'],
    ]);
  });

  it('maps letters and digraphs to keys both ways', () => {
    expect(encodeTitlerText('Šišmiš, Ćuprija: "Džep" Njegoš')).toBe('{i[mi[, "uprija> @Yep@ Wego[');
    expect(decodeTitlerText('{i[mi[, "uprija> @Yep@ Wego[')).toBe('Šišmiš, Ćuprija: "Džep" Njegoš');
  });

  it('writes five lines at most, the rest joined to the fifth', () => {
    const written = writeAs('Magic Video Titler', foreign([[10, 20, '1\n2\n3\n4\n5\n6']]));
    expect(written).toContain('`TITLIN=00000001\n`TITLOUT=00000002\n`TITLA=1\n');
    expect(written).toContain('`TITLD=4\n`TITLE=5 6\n');
  });
});

describe('Midway Inscriber CG-X', () => {
  it('gives a subtitle the lines above its timed line', () => {
    const subtitle = parseAs(
      'Midway Inscriber CG-X',
      sampleInput('midway-inscriber-cg-x/sample.txt'),
    );
    expect(cues(subtitle).slice(0, 2)).toEqual([
      [t1, t2, 'Welcome aboard.'],
      [t3, t4, 'Two lines\nin one subtitle.'],
    ]);
  });

  it('claims no prose that quotes a timecode', () => {
    const prose =
      'The meeting notes.\nWe met at noon and talked.\nThe cut is marked <00:00:01:00> <00:00:02:00>\nMore words here.\nAnd more.\n';
    expect(getFormat('Midway Inscriber CG-X').detect(textInput(prose))).toBe(0);
  });
});
