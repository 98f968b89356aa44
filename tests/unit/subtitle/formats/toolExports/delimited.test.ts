import { describe, expect, it } from 'vitest';
import { detectFormat, getFormat } from '../../../../../shared/subtitle/formats/registry';
import { readDelimitedRows } from '../../../../../shared/subtitle/formats/toolExports/delimitedRows';
import type { FormatInput } from '../../../../../shared/subtitle/formats/types';
import type { Subtitle } from '../../../../../shared/subtitle/model';
import { fixtureText } from '../../fixtureFiles';

// Subtitle Edit's CSV and TSV layouts: columns, headers, frame timecodes, line breaks, extras.

function input(text: string, fileName = 'upload.csv'): FormatInput {
  return { text, bytes: new TextEncoder().encode(text), fileName };
}

function rows(format: string, text: string): [number, number, string][] {
  return getFormat(format)
    .parse(input(text))
    .paragraphs.map((p) => [p.start, p.end, p.text]);
}

const two: Subtitle = {
  fileName: 'two.csv',
  paragraphs: [
    { number: 1, start: 1001, end: 2503, text: 'One, "quoted"\nline two', extra: { actor: 'Ann' } },
    { number: 2, start: 3003, end: 4004, text: 'Two', extra: { play: true } },
  ],
};

const written = (format: string, frameRate?: number): string =>
  String(
    getFormat(format).write(two, frameRate ? { newLine: '\n', frameRate } : { newLine: '\n' }),
  );

describe('rows', () => {
  it('keeps delimiters, doubled quotes and line breaks inside quoted cells, and row lines', () => {
    const { rows: read, unclosed } = readDelimitedRows('a,"b,""c""\nd"\r\n\r\ne,f\n', ',');
    expect(read).toEqual([
      { cells: ['a', 'b,"c"\nd'], line: 1 },
      { cells: ['e', 'f'], line: 4 },
    ]);
    expect(unclosed).toBe(0);
  });

  it('tells where a quoted cell runs to the end of the text', () => {
    expect(readDelimitedRows('a,b\nc,"d\ne', ',')).toEqual({
      rows: [{ cells: ['a', 'b'], line: 1 }],
      unclosed: 2,
    });
  });
});

describe('frame timecodes', () => {
  it('are read at 23.976 fps: 24 frames a second of 1001 ms', () => {
    expect(rows('Csv2', fixtureText('csv2/basic.csv'))).toEqual([
      [1001, 3503, 'The tide is turning.'],
      [4004, 6757, 'Pull the boat\nabove the line of weed.'],
      [7257, 9009, '<i>Gulls, far off.</i>'],
      [3603600, 3606561, 'She said "not yet", and waited.'],
    ]);
  });

  it('are written at the rate asked for', () => {
    // 2503 ms is 62.6 frames at 25 fps: 2 s and 13 frames.
    expect(written('Csv4', 25)).toBe(
      '00:00:01:00,00:00:02:13,"One, ""quoted""///line two"\n00:00:03:00,00:00:04:00,Two\n',
    );
  });
});

describe('layouts', () => {
  it('Csv2: header, number, quoted text with its line break', () => {
    expect(written('Csv2')).toBe(
      'Number,Start time (hh:mm:ss:ff),End time (hh:mm:ss:ff),"Text"\n' +
        '1,00:00:01:00,00:00:02:12,"One, ""quoted""\nline two"\n' +
        '2,00:00:03:00,00:00:04:00,"Two"\n',
    );
  });

  it('Csv3: the two lines in two columns', () => {
    expect(rows('Csv3', fixtureText('csv3/basic.csv'))[1]).toEqual([
      5005,
      7257,
      'Two boats, one rope,\nand nobody minding them.',
    ]);
    expect(written('Csv3').split('\n')[2]).toBe('00:00:03:00,00:00:04:00,"Two",""');
  });

  it('Csv4 and Csv5: no header, "///" for a line break, frames after ":" or "."', () => {
    expect(rows('Csv4', fixtureText('csv4/basic.csv'))[1]).toEqual([
      3503,
      6006,
      'Chains on, then\nslowly, slowly.',
    ]);
    expect(written('Csv5').split('\n')[1]).toBe('00:00:03.00,00:00:04.00,Two');
  });

  it('Csv DaVinci: every cell quoted, the character and the play flag kept', () => {
    const subtitle = getFormat('Csv DaVinci').parse(input(fixtureText('csv-davinci/basic.csv')));
    expect(subtitle.paragraphs.map((p) => p.extra)).toEqual([
      { actor: 'Mara' },
      { actor: 'Jon', play: true },
      undefined,
      { actor: 'Mara' },
    ]);
    expect(written('Csv DaVinci')).toBe(
      '"1","00:00:01:00","00:00:02:12","Ann","One, ""quoted""\nline two","False"\n' +
        '"2","00:00:03:00","00:00:04:00","","Two","True"\n',
    );
  });

  it('Csv Nuendo: the character first, empty when there is none', () => {
    expect(written('Csv Nuendo').split('\n').slice(0, 2)).toEqual([
      '"Character","Timecode In","Timecode Out","Dialogue"',
      '"Ann",00:00:01:00,00:00:02:12,"One, ""quoted""',
    ]);
    expect(written('Csv Nuendo').split('\n')[3]).toBe(',00:00:03:00,00:00:04:00,"Two"');
  });

  it('Tsv1 and Tsv2: milliseconds, the cue on one line', () => {
    expect(written('Tsv1')).toBe(
      'Number\tStart time in milliseconds\tEnd time in milliseconds\tText\n' +
        '1\t1001\t2503\tOne, "quoted" line two\n' +
        '2\t3003\t4004\tTwo\n',
    );
    expect(rows('Tsv2', fixtureText('tsv2/basic.tsv'))[0]).toEqual([
      800,
      2900,
      'Paint the fence first.',
    ]);
  });
});

describe('detection', () => {
  it('tells the layouts apart by header or by row shape', () => {
    const name = (text: string): string | undefined => detectFormat(input(text))?.name;
    expect(name('00:00:01:00,00:00:02:00,"a","b"\n')).toBe('Csv3');
    expect(name('00:00:01:00,00:00:02:00,a\n')).toBe('Csv4');
    expect(name('00:00:01.00,00:00:02.00,a\n')).toBe('Csv5');
    expect(name('1,00:00:01:00,00:00:02:00,"a"\n')).toBe('Csv2');
    expect(name('1\t1000\t2000\ta\n')).toBe('Tsv1');
    expect(name('1000\t2000\ta\n')).toBe('Tsv2');
  });

  it('does not claim prose with commas or the service CSV', () => {
    for (const format of ['Csv2', 'Csv3', 'Csv4', 'Csv5', 'Csv DaVinci', 'Csv Nuendo']) {
      expect(getFormat(format).detect(input('Hello, world.\nThis, that.\n'))).toBe(0);
      expect(getFormat(format).detect(input(fixtureText('csv/basic.csv')))).toBe(0);
    }
  });

  it('passes over a header it does not know (times in words)', () => {
    expect(rows('Csv4', 'Start,End,Text\n00:00:01:00,00:00:02:00,a\n')).toEqual([
      [1001, 2002, 'a'],
    ]);
  });
});
