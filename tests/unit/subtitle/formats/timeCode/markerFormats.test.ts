import { describe, expect, it } from 'vitest';
import { cues, parseAs, sample, subtitleOf, writeAs } from './helpers';

// The time-marker formats: a time, the text shown from then on, and the next time ends it.

const THREE = subtitleOf([
  [1000, 4000, 'One\ntwo'],
  [4000, 6000, '<i>Three</i>'],
  [9000, 10500, 'Four'],
]);

describe('TMPlayer', () => {
  it('reads the sample: ends from the next time, an empty line ends a cue', () => {
    expect(cues(sample('tmplayer/basic.txt'))).toEqual([
      [1000, 4000, 'Hello there!\nHow are you?'],
      [4000, 7000, 'Fine, thanks. Café?'],
      [9000, 12000, "Let's go."],
      [12000, 15000, '♪ La la la ♪'],
    ]);
  });

  it('reads "=", a space and one-digit hours after the time, and colons in the text', () => {
    expect(cues(sample('tmplayer/variants.txt'))).toEqual([
      [1000, 4000, 'Equals sign after the time'],
      [4000, 7000, 'A space after the time\nand a second line'],
      // The last cue has nothing after it: the default 2 s.
      [70000, 72000, 'Two colons: in the text: kept'],
    ]);
  });

  it('writes an end line only where the next cue does not start, in whole seconds, no tags', () => {
    expect(writeAs('TMPlayer', THREE)).toBe(
      '00:00:01:One|two\n00:00:04:Three\n00:00:06:\n00:00:09:Four\n00:00:11:\n',
    );
  });
});

describe('VPlayer', () => {
  it('reads centiseconds, and times without them', () => {
    expect(cues(sample('vplayer/basic.txt'))).toEqual([
      [1500, 4250, 'Hello there!\nHow are you?'],
      [4250, 7000, 'Fine, thanks. Café?'],
      [69750, 72000, "Let's go."],
      [72000, 75100, '♪ La la la ♪'],
    ]);
    expect(cues(parseAs('VPlayer', '00:00:02:Plain\n00:00:05.5:Half\n'))).toEqual([
      [2000, 5500, 'Plain'],
      [5500, 7500, 'Half'],
    ]);
  });

  it('writes hh:mm:ss.cc: with end lines where needed', () => {
    expect(writeAs('VPlayer', THREE)).toBe(
      '00:00:01.00:One|two\n00:00:04.00:Three\n00:00:06.00:\n00:00:09.00:Four\n00:00:10.50:\n',
    );
  });
});

describe('YouTube Transcript', () => {
  it('reads a time line and its text lines; a cue lasts until the next one', () => {
    expect(cues(sample('youtube-transcript/basic.txt'))).toEqual([
      [1000, 4000, 'Hello there!\nHow are you?'],
      [4000, 9000, 'Fine, thanks. Café?'],
      [9000, 3723000, "Let's go."],
      [3723000, 3725000, 'Much later…'],
    ]);
  });

  it('writes start times only, m:ss below an hour and h:mm:ss above', () => {
    const long = subtitleOf([
      [59_400, 61_000, 'Almost a minute'],
      [3_600_000, 3_601_000, 'An hour'],
    ]);
    expect(writeAs('YouTube Transcript', long)).toBe('0:59\nAlmost a minute\n1:00:00\nAn hour\n');
  });
});

describe('YouTube Transcript one line', () => {
  it('reads "m:ss text" lines', () => {
    expect(cues(sample('youtube-transcript-one-line/basic.txt'))).toEqual([
      [1000, 4000, 'Hello there! How are you?'],
      [4000, 9000, 'Fine, thanks. Café?'],
      [9000, 754000, "Let's go."],
      [754000, 756000, 'Much later…'],
    ]);
  });

  it("joins a cue's lines with a space", () => {
    expect(writeAs('YouTube Transcript one line', THREE)).toBe(
      '0:01 One two\n0:04 Three\n0:09 Four\n',
    );
  });
});

describe('AQTitle', () => {
  it('reads frame markers at 23.976 fps', () => {
    expect(cues(sample('aqtitle/basic.aqt'))).toEqual([
      [1001, 3503, 'Hello there!\nHow are you?'],
      [4004, 6256, 'Fine, thanks. Café?'],
      [8342, 10844, '♪ La la la ♪'],
    ]);
  });

  it('writes six-digit frames at the asked rate, start and end around each text', () => {
    expect(writeAs('AQTitle', subtitleOf([[1000, 2000, 'A\nB']]), { frameRate: 25 })).toBe(
      '-->> 000025\nA\nB\n-->> 000050\n\n',
    );
  });

  it('reads text after an end marker as a cue starting there', () => {
    expect(cues(parseAs('AQTitle', '-->> 24\nOne\n-->> 48\nTwo\n-->> 72\n'))).toEqual([
      [1001, 2002, 'One'],
      [2002, 3003, 'Two'],
    ]);
  });
});

describe('MacSub', () => {
  it('reads /frame lines around the text', () => {
    expect(cues(sample('macsub/basic.txt'))).toEqual([
      [1001, 3503, 'Hello there!\nHow are you?'],
      [4004, 6256, 'Fine, thanks. Café?'],
      [8342, 10844, '♪ La la la ♪'],
    ]);
  });

  it('writes /start, text, /end with no blank lines', () => {
    expect(writeAs('MacSub', subtitleOf([[1000, 2000, '<b>Bold</b>']]), { frameRate: 25 })).toBe(
      '/25\nBold\n/50\n',
    );
  });
});

describe('QuickTime text', () => {
  it('reads ticks of the header timeScale', () => {
    expect(cues(sample('quicktime-text/basic.txt'))).toEqual([
      [1000, 3500, 'Hello there!\nHow are you?'],
      [4000, 6967, 'Fine, thanks. Café?'],
      [70333, 72000, '♪ La la la ♪'],
    ]);
  });

  it('reads a text on the time line, a time shared by an end and a start, and an open last cue', () => {
    expect(cues(sample('quicktime-text/shared-times.txt'))).toEqual([
      [1000, 3480, 'First line, shown until the next time'],
      [3480, 5000, 'Second, right after the first'],
      [6960, 8960, 'Third'],
    ]);
  });

  it('writes the {QTtext} header with the asked rate as timeScale', () => {
    const written = writeAs('QuickTime text', subtitleOf([[1000, 1480, 'Hi']]), { frameRate: 25 });
    expect(written).toContain('{timeScale:25}\n');
    expect(written.endsWith('[00:00:01.00]\nHi\n[00:00:01.12]\n\n')).toBe(true);
  });
});

describe('PE2', () => {
  it('reads "hh:mm:ss:ff text" with // line breaks and the end on its own line', () => {
    expect(cues(sample('pe2/basic.txt'))).toEqual([
      [1001, 3503, 'Hello there!\nHow are you?'],
      [4004, 6965, 'Fine, thanks. Café?'],
      [8217, 10010, '♪ La la la ♪'],
    ]);
  });

  it('writes the #PE2 header', () => {
    expect(writeAs('PE2', subtitleOf([[1000, 2000, 'A\nB']]), { frameRate: 25 })).toBe(
      '#PE2 Format file\n00:00:01:00 A//B\n00:00:02:00\n',
    );
  });
});
