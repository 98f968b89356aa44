import { describe, expect, it } from 'vitest';
import { cues, parseAs, sample, subtitleOf, writeAs } from './helpers';

// The one-line-per-cue formats: both times and the text on one line.

const TWO = subtitleOf([
  [1000, 3500, 'One\n<i>two</i>'],
  [61_250, 62_000, 'Three'],
]);

describe('Phoenix Subtitle', () => {
  it('reads tenths of a second (as ffmpeg and MPlayer do), quotes and spaces', () => {
    expect(cues(sample('phoenix-subtitle/basic.pjs'))).toEqual([
      [1000, 3500, 'Hello there!\nHow are you?'],
      [4000, 6200, 'Fine, thanks. Café?'],
      [70000, 72500, '♪ La la la ♪'],
    ]);
    expect(cues(sample('phoenix-subtitle/spaced.pjs'))).toEqual([
      [1000, 3500, 'Spaces after the commas'],
      [4000, 6200, 'Two lines\nin one cue'],
    ]);
  });

  it('writes tenths, pipes and no tags or inner quotes', () => {
    expect(writeAs('Phoenix Subtitle', subtitleOf([[1040, 2000, 'Say "hi"\n<i>now</i>']]))).toBe(
      '10,20,"Say hi|now"\n',
    );
  });
});

describe('TurboTitler and Zero G', () => {
  it('read their samples', () => {
    const expected = [
      [1000, 3500, 'Hello there!\nHow are you?'],
      [4250, 6800, 'Fine, thanks. Café?'],
      [70000, 72340, '♪ La la la ♪'],
    ];
    expect(cues(sample('turbotitler/basic.tts'))).toEqual(expected);
    expect(cues(sample('zero-g/basic.zeg'))).toEqual(expected);
  });

  it('write centiseconds with one-digit hours', () => {
    expect(writeAs('TurboTitler', TWO)).toBe(
      '0:00:01.00,0:00:03.50,NTP One|two\n0:01:01.25,0:01:02.00,NTP Three\n',
    );
    expect(writeAs('Zero G', TWO)).toBe(
      '% Zero G 1.0\n\nE 1 0:00:01.00 0:00:03.50 Default NTP One \\n two\nE 1 0:01:01.25 0:01:02.00 Default NTP Three\n',
    );
  });
});

describe('Audacity labels', () => {
  it('reads seconds with decimals and skips spectral lines', () => {
    expect(cues(sample('audacity-labels/basic.txt'))).toEqual([
      [1000, 3500, 'Hello there! How are you?'],
      [4250, 6800, 'Fine, thanks. Café?'],
      [70000, 72345, '♪ La la la ♪'],
    ]);
    const spectral = '1.5\t2.25\tLabel\n\\\t100.0\t2000.0\n3\t3\tPoint\n';
    expect(cues(parseAs('Audacity labels', spectral))).toEqual([
      [1500, 2250, 'Label'],
      [3000, 3000, 'Point'],
    ]);
  });

  it('writes one line per label, lines joined by a space', () => {
    expect(writeAs('Audacity labels', TWO)).toBe(
      '1.000000\t3.500000\tOne two\n61.250000\t62.000000\tThree\n',
    );
  });
});

describe('Whisper Raw and Whisper Raw 2', () => {
  it('read their samples, hours only when there are some', () => {
    expect(cues(sample('whisper-raw/basic.txt'))).toEqual([
      [1000, 3500, 'Hello there! How are you?'],
      [4250, 6800, 'Fine, thanks. Café?'],
      [70000, 72345, '♪ La la la ♪'],
      [3601000, 3603000, 'Much later…'],
    ]);
    expect(cues(sample('whisper-raw-2/basic.txt'))).toEqual([
      [1000, 3500, 'Hello there! How are you?'],
      [4250, 6800, 'Fine, thanks. Café?'],
      [70000, 72340, '♪ La la la ♪'],
    ]);
  });

  it('write the console layouts', () => {
    expect(writeAs('Whisper Raw', TWO)).toBe(
      '[00:01.000 --> 00:03.500]  One two\n[01:01.250 --> 01:02.000]  Three\n',
    );
    expect(writeAs('Whisper Raw 2', TWO)).toBe(
      '[1.00s -> 3.50s]  One two\n[61.25s -> 62.00s]  Three\n',
    );
  });
});

describe('CCExtractor Timed Transcript', () => {
  it('joins rows with the same times into one cue and keeps a mode other than POP', () => {
    const read = sample('ccextractor-timed-transcript/basic.ttxt');
    expect(cues(read)).toEqual([
      [1000, 3500, 'Hello there!\nHow are you?'],
      [4250, 6800, 'Fine, thanks. Café?'],
      [7000, 9000, '♪ La la la ♪'],
    ]);
    expect(read.paragraphs[2]?.extra).toEqual({ mode: 'ROLL-UP' });
  });

  it('writes a row per text line', () => {
    expect(writeAs('CCExtractor Timed Transcript', TWO)).toBe(
      '00:00:01,000|00:00:03,500|POP|One\n00:00:01,000|00:00:03,500|POP|two\n00:01:01,250|00:01:02,000|POP|Three\n',
    );
  });
});

describe('Tmpeg Encoder Text', () => {
  it('reads the items after [ItemData] and keeps the header', () => {
    const read = sample('tmpeg-encoder-text/basic.subtitle');
    expect(cues(read)).toEqual([
      [1000, 3500, 'Hello there!\nHow are you?'],
      [4250, 6800, 'Fine, thanks. Café?'],
      [70000, 72345, '♪ La la la ♪'],
    ]);
    expect(read.header?.split('\n').at(-1)).toBe('[ItemData]');
  });

  it('numbers the items and writes \\n between lines', () => {
    expect(writeAs('Tmpeg Encoder Text', TWO).split('\n').slice(-3)).toEqual([
      '1,1,"00:00:01,000","00:00:03,500",0,"One\\ntwo"',
      '2,1,"00:01:01,250","00:01:02,000",0,"Three"',
      '',
    ]);
  });
});

describe('JACOsub', () => {
  it('reads ticks of 1/30 s, escapes, and keeps a directive other than D', () => {
    const read = sample('jacosub/basic.jss');
    expect(cues(read)).toEqual([
      [1000, 3500, 'Hello there!\nHow are you?'],
      [4267, 6800, '<i>Fine</i>, thanks. Café?'],
      [7000, 9000, '♪ La la la ♪'],
    ]);
    expect(read.paragraphs[2]?.extra).toEqual({ directive: 'VM' });
  });

  it('honours #TIMERES, @tick times, comments, continued lines and hard spaces', () => {
    const read = sample('jacosub/directives.jss');
    expect(cues(read)).toEqual([
      [1000, 3480, 'Hello there!\nHow are you?'],
      [4000, 6000, 'Ticks: from 4 s to 6 s'],
      [7000, 9000, 'Hard space and a {brace}'],
    ]);
    expect(read.header).toContain('#TIMERES 25');
    expect(read.warnings).toBeUndefined();
  });

  it('writes escapes, and #TIMERES when the rate is not 30', () => {
    const text = subtitleOf([[1000, 2000, 'A \\ {b}~\n<i>c</i> <b>d</b>']]);
    expect(writeAs('JACOsub', text)).toBe(
      '0:00:01.00 0:00:02.00 D A \\\\ \\{b}\\~\\n\\Ic\\i \\Bd\\b\n',
    );
    expect(cues(parseAs('JACOsub', writeAs('JACOsub', text)))).toEqual([
      [1000, 2000, 'A \\ {b}~\n<i>c</i> <b>d</b>'],
    ]);
    expect(writeAs('JACOsub', subtitleOf([[1000, 1480, 'x']]), { frameRate: 25 })).toBe(
      '#TIMERES 25\n0:00:01.00 0:00:01.12 D x\n',
    );
  });
});

describe('rates kept with a header', () => {
  it('a JACOsub header without #TIMERES is written at 30 whatever rate is asked', () => {
    const read = parseAs('JACOsub', '#TITLE x\n0:00:01.15 0:00:02.00 D A\n');
    expect(writeAs('JACOsub', read, { frameRate: 25 })).toBe(
      '#TITLE x\n0:00:01.15 0:00:02.00 D A\n',
    );
  });

  it('Phoenix Subtitle reads a text without quotes', () => {
    expect(cues(parseAs('Phoenix Subtitle', '10,20,No quotes|here\n'))).toEqual([
      [1000, 2000, 'No quotes\nhere'],
    ]);
  });
});
