import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../shared/subtitle/errors';
import { csv, parseCsvRows } from '../../../../shared/subtitle/formats/csv';
import { json } from '../../../../shared/subtitle/formats/json';
import { lrc } from '../../../../shared/subtitle/formats/lrc';
import { microDvd } from '../../../../shared/subtitle/formats/microdvd';
import { mpl2 } from '../../../../shared/subtitle/formats/mpl2';
import { plainTextFormat } from '../../../../shared/subtitle/formats/plainTextFormat';
import { youTubeSbv } from '../../../../shared/subtitle/formats/sbv';
import { subViewer10 } from '../../../../shared/subtitle/formats/subviewer1';
import { subViewer20 } from '../../../../shared/subtitle/formats/subviewer2';
import type { FormatInput } from '../../../../shared/subtitle/formats/types';
import type { Subtitle } from '../../../../shared/subtitle/model';
import { fixtureText } from '../fixtureFiles';

function input(text: string, fileName = 'x'): FormatInput {
  return { text, bytes: new Uint8Array(), fileName };
}

function rows(subtitle: Subtitle): [number, number, string][] {
  return subtitle.paragraphs.map((p) => [p.start, p.end, p.text]);
}

const one: Subtitle = {
  fileName: 'one.srt',
  format: 'SubRip',
  paragraphs: [{ number: 1, start: 1000, end: 2500, text: '<i>Hello</i>\nworld' }],
};

describe('YouTube sbv', () => {
  it('reads hours without padding and multi-line text', () => {
    expect(rows(youTubeSbv.parse(input(fixtureText('sbv/basic.sbv'))))).toEqual([
      [400, 2000, 'Welcome back to the workshop.'],
      [2500, 5750, 'Today: planing a board,\nthen oiling it.'],
      [3900000, 3903000, 'Dust, shavings, coffee.'],
    ]);
  });
});

describe('MicroDVD', () => {
  it('honours a declared frame rate and keeps control codes', () => {
    const subtitle = microDvd.parse(input(fixtureText('microdvd/basic.sub')));
    expect(subtitle.header).toBe('{1}{1}25');
    expect(rows(subtitle)).toEqual([
      [1000, 3000, 'The kettle whistles.'],
      [4000, 6000, "{y:i}Someone's awake\nearly today."],
      [8000, 10400, '{c:$0000ff}Blue text stays coded.'],
    ]);
  });

  it('assumes 23.976 (24000/1001) without a declaration and gives open ends two seconds', () => {
    const subtitle = microDvd.parse(input(fixtureText('microdvd/nodeclared.sub')));
    expect(subtitle.header).toBeUndefined();
    // Frame 24 at 24000/1001 fps is 1001 ms; frame 96 + 48 frames ends at 6006 ms.
    expect(rows(subtitle)).toEqual([
      [1001, 3003, 'No frame rate line here.'],
      [4004, 6006, 'Open end'],
    ]);
  });

  it('writes whole-line HTML styling as {y:…} codes at the requested rate', () => {
    expect(microDvd.write(one, { newLine: '\n', frameRate: 25 })).toBe(
      '{25}{63}{y:i}Hello|world\n',
    );
  });

  it('refuses text without cues', () => {
    expect(() => microDvd.parse(input('just words'))).toThrow(SubtitleFormatError);
  });
});

describe('SubViewer', () => {
  it('1.0 reads start and end lines in whole seconds and | as a line break', () => {
    const subtitle = subViewer10.parse(input(fixtureText('subviewer1/basic.sub')));
    expect(rows(subtitle)).toEqual([
      [1000, 3000, 'Boats at dawn.'],
      [4000, 7000, 'Nets\nand more nets.'],
    ]);
    expect(subtitle.header?.split('\n')[1]).toBe('Harbour');
  });

  it('1.0 rounds written times to the nearest second', () => {
    expect(subViewer10.write(one, { newLine: '\n' })).toContain(
      '[SUBTITLE]\n[COLF]&HFFFFFF,[STYLE]no,[SIZE]24,[FONT]Arial\n[00:00:01]\n<i>Hello</i>|world\n[00:00:03]\n',
    );
  });

  it('2.0 reads hundredths and [br]', () => {
    const subtitle = subViewer20.parse(input(fixtureText('subviewer2/basic.sub')));
    expect(rows(subtitle)).toEqual([
      [1200, 4000, 'The market opens at six.'],
      [4500, 7250, 'Fish on the left,\nbread on the right.'],
    ]);
    expect(subtitle.header?.startsWith('[INFORMATION]\n[TITLE]Harbour')).toBe(true);
  });
});

describe('MPL2', () => {
  it('reads tenths of a second and maps a leading / to italics', () => {
    expect(rows(mpl2.parse(input(fixtureText('mpl2/basic.txt'))))).toEqual([
      [1000, 3500, 'Rain on the tin roof.'],
      [4000, 7200, '<i>Thunder, far away</i>\nand closer.'],
      [8000, 10000, 'Both lines\nplain.'],
    ]);
  });

  it('writes italics back as /', () => {
    expect(mpl2.write(one, { newLine: '\r\n' })).toBe('[10][25]/Hello|world\r\n');
  });
});

describe('LRC', () => {
  it('keeps ID tags in the header and ends each line at the next time tag', () => {
    const subtitle = lrc.parse(input(fixtureText('lrc/basic.lrc')));
    expect(subtitle.header).toBe('[ti:Harbour Song]\n[ar:The Test Band]\n[offset:0]');
    expect(rows(subtitle)).toEqual([
      [1200, 4500, 'Row, row, out to sea'],
      [4500, 8000, 'Nets are full of herring'],
      [9100, 12000, 'Home before the night'],
    ]);
  });

  it('repeats a text for each of its time tags, in time order', () => {
    expect(rows(lrc.parse(input(fixtureText('lrc/multitag.lrc'))))).toEqual([
      [5000, 10000, 'La la chorus'],
      [10000, 15000, 'Verse line'],
      [15000, 20000, 'La la chorus'],
    ]);
  });

  it('writes a closing empty tag for a gap and after the last line', () => {
    expect(lrc.write(one, { newLine: '\n' })).toBe('[00:01.00]<i>Hello</i> world\n[00:02.50]\n');
  });
});

describe('JSON', () => {
  it('reads the CONTRACT shape, keeping extra', () => {
    const subtitle = json.parse(input(fixtureText('json/basic.json'), 'up.json'));
    expect(subtitle.fileName).toBe('up.json');
    expect(subtitle.paragraphs[1]).toEqual({
      number: 2,
      start: 3000,
      end: 4200,
      text: 'Quotes "inside" and ünïcödé',
      extra: { style: 'Default', layer: 0 },
    });
  });

  it('throws SubtitleFormatError for broken JSON and for the wrong shape', () => {
    expect(() => json.parse(input('{"paragraphs": ['))).toThrow(SubtitleFormatError);
    expect(() => json.parse(input('{"fileName": "a", "paragraphs": [{"start": "1"}]}'))).toThrow(
      /line 1: A paragraph could not be read \(number: /,
    );
    expect(() => json.parse(input('{"fileName": "a"}'))).toThrow(/no "paragraphs" array/);
  });
});

describe('CSV', () => {
  it('reads quoted commas, doubled quotes and line breaks', () => {
    expect(rows(csv.parse(input(fixtureText('csv/basic.csv'))))).toEqual([
      [1000, 2500, 'Plain text'],
      [3000, 5000, 'Commas, "quotes" and\na second line'],
      [3600000, 3601250, 'Last one'],
    ]);
  });

  it('reads rows without a header or duration, with times in ms', () => {
    expect(rows(csv.parse(input('1,100,900,hi\r\n2,1000,2000,"a,b"\r\n')))).toEqual([
      [100, 900, 'hi'],
      [1000, 2000, 'a,b'],
    ]);
  });

  it('splits rows per RFC 4180 and refuses an unclosed quote', () => {
    expect(parseCsvRows('a,"b\n""c""",d\n\ne')).toEqual([['a', 'b\n"c"', 'd'], ['e']]);
    expect(() => parseCsvRows('1,"open')).toThrow(SubtitleFormatError);
  });

  it('quotes only what needs it', () => {
    expect(csv.write(one, { newLine: '\n' })).toBe(
      'Number,Start,End,Duration,Text\n1,00:00:01.000,00:00:02.500,1.500,"<i>Hello</i>\nworld"\n',
    );
  });
});

describe('Plain text', () => {
  it('is write-only and writes mode none', () => {
    expect(plainTextFormat.canRead).toBe(false);
    expect(plainTextFormat.detect(input('anything'))).toBe(0);
    expect(() => plainTextFormat.parse(input('x'))).toThrow(SubtitleFormatError);
    expect(plainTextFormat.write(one, { newLine: '\n' })).toBe('<i>Hello</i>\nworld\n');
  });
});
