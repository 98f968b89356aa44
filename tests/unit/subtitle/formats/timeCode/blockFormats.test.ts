import { describe, expect, it } from 'vitest';
import { cues, parseAs, sample, subtitleOf, writeAs } from './helpers';

// The time-line-and-text-block formats, and MPSub's relative times.

const SMPTE_SAMPLE = [
  [1001, 3503, 'Hello there!\nHow are you?'],
  [4004, 6965, 'Fine, thanks. Café?'],
  [70279, 72281, '♪ La la la ♪'],
];

const TWO = subtitleOf([
  [1000, 2480, 'One\n<i>two</i>'],
  [61_000, 62_000, 'Three'],
]);

describe('Swift text and its line-number variants', () => {
  it('read hh:mm:ss:ff at 23.976 fps (frames of a nominal 24)', () => {
    expect(cues(sample('swift-text/basic.txt'))).toEqual(SMPTE_SAMPLE);
    expect(cues(sample('swift-text-line-number/basic.txt'))).toEqual(SMPTE_SAMPLE);
    expect(cues(sample('swift-text-line-number-dur/basic.txt'))).toEqual(SMPTE_SAMPLE);
  });

  it('take the DURATION when TIMEOUT is dashes', () => {
    const text = 'TIMEIN: 00:00:01:00\tDURATION: 02:00\tTIMEOUT: --:--:--:--\nNo end\n';
    expect(cues(parseAs('Swift text', text))).toEqual([[1001, 3003, 'No end']]);
  });

  it('write TIMEIN, DURATION (seconds:frames) and TIMEOUT at the asked rate', () => {
    expect(writeAs('Swift text', TWO, { frameRate: 25 })).toBe(
      'TIMEIN: 00:00:01:00\tDURATION: 01:12\tTIMEOUT: 00:00:02:12\nOne\ntwo\n\n' +
        'TIMEIN: 00:01:01:00\tDURATION: 01:00\tTIMEOUT: 00:01:02:00\nThree\n',
    );
    expect(writeAs('Swift text line# +dur', TWO, { frameRate: 25 }).split('\n')[0]).toBe(
      'SUBTITLE: 1\tTIMEIN: 00:00:01:00\tDURATION: 01:12\tTIMEOUT: 00:00:02:12',
    );
    expect(writeAs('Swift text line#', TWO, { frameRate: 25 }).split('\n')[4]).toBe(
      'SUBTITLE: 2\tTIMEIN: 00:01:01:00\tTIMEOUT: 00:01:02:00',
    );
  });
});

describe('Titra and FAB Subtitler', () => {
  it('read their samples; Titra keeps its header', () => {
    const titra = sample('titra/basic.txt');
    expect(cues(titra)).toEqual(SMPTE_SAMPLE);
    expect(titra.header?.split('\n')[0]).toBe('TVS - TITRA FILM');
    expect(cues(sample('fab-subtitler/basic.txt'))).toEqual(SMPTE_SAMPLE);
  });

  it("write Titra's character count (15.7 a second) and FAB's two spaces", () => {
    const titra = writeAs('Titra', TWO, { frameRate: 25 });
    expect(titra).toContain('* 1 :\t00:00:01:00\t00:00:02:12\t23c\nOne\ntwo\n\n* 2 :');
    expect(writeAs('FAB Subtitler', TWO, { frameRate: 25 })).toBe(
      '00:00:01:00  00:00:02:12\nOne\ntwo\n\n00:01:01:00  00:01:02:00\nThree\n',
    );
  });
});

describe('UTX and UTX (frames)', () => {
  it('read the text before its time line', () => {
    expect(cues(sample('utx/basic.utx'))).toEqual(SMPTE_SAMPLE);
    expect(cues(sample('utx-frames/basic.utx'))).toEqual([
      [1001, 3503, 'Hello there!\nHow are you?'],
      [4004, 6965, 'Fine, thanks. Café?'],
      [70237, 72239, '♪ La la la ♪'],
    ]);
  });

  it('write text, then the time line, then a blank line', () => {
    expect(writeAs('UTX', TWO, { frameRate: 25 })).toBe(
      'One\ntwo\n#0:00:01.00,0:00:02.12\n\nThree\n#0:01:01.00,0:01:02.00\n',
    );
    expect(writeAs('UTX (frames)', TWO, { frameRate: 25 })).toBe(
      'One\ntwo\n#25,62\n\nThree\n#1525,1550\n',
    );
  });
});

describe('SoftNi sub and SoftNi colon sub', () => {
  it('read [italics], } for the top and the *TIMING* rate', () => {
    const expected = [
      [1000, 3480, 'Hello there!\nHow are you?'],
      [4000, 6800, '<i>Fine, thanks.</i>\nCafé?'],
      [70200, 72200, '{\\an8}♪ La la la ♪'],
    ];
    const dot = sample('softni-sub/basic.sub');
    expect(cues(dot)).toEqual(expected);
    expect(cues(sample('softni-colon-sub/basic.sub'))).toEqual(expected);
    expect(dot.footer).toContain('*TIMING*\n1 25 0');
  });

  it('write *END* one second past the last cue and the settings with the rate', () => {
    const written = writeAs('SoftNi sub', TWO, { frameRate: 25 });
    expect(written.startsWith('*PART 1*\n00:00:00.00\\00:00:00.00\nOne\n[two]\n')).toBe(true);
    expect(written).toContain('Three\n00:01:01.00\\00:01:02.00\n*END*\n00:01:03.00\\00:01:03.00\n');
    expect(written).toContain('*TIMING*\n1 25 0\n');
  });

  it('reads a *TIMING* of 24 as 23.976', () => {
    const text = '*PART 1*\nA\n00:00:01:00\\00:00:02:00\n*END*\n*TIMING*\n1 24 0\n';
    expect(cues(parseAs('SoftNi colon sub', text))).toEqual([[1001, 2002, 'A']]);
  });
});

describe('MPSub', () => {
  it('reads waits and durations relative to the end of the cue before', () => {
    expect(cues(sample('mpsub/basic.sub'))).toEqual([
      [1000, 3500, 'Hello there!\nHow are you?'],
      [4250, 6800, 'Fine, thanks. Café?'],
      [70000, 72340, '♪ La la la ♪'],
    ]);
  });

  it('reads frames for FORMAT=<fps>', () => {
    expect(cues(sample('mpsub/frames.sub'))).toEqual([
      [1000, 3000, 'Hello there!'],
      [3400, 5000, 'Second cue'],
    ]);
  });

  it('writes negative waits for overlapping cues and reads them back', () => {
    const overlapping = subtitleOf([
      [1000, 4000, 'First'],
      [3500, 5250, 'Overlaps'],
    ]);
    const written = writeAs('MPSub', overlapping);
    expect(written).toBe(
      'TITLE=\nFILE=\nAUTHOR=\nTYPE=VIDEO\nFORMAT=TIME\nNOTE=\n\n1.0 3.0\nFirst\n\n-0.5 1.75\nOverlaps\n',
    );
    expect(cues(parseAs('MPSub', written))).toEqual(cues(overlapping));
  });

  it('does not drift over many cues', () => {
    const many = subtitleOf(
      Array.from({ length: 500 }, (_, i) => [i * 3330 + 10, i * 3330 + 1230, `Cue ${i}`] as const),
    );
    expect(cues(parseAs('MPSub', writeAs('MPSub', many)))).toEqual(cues(many));
  });
});

describe('Smart Titler', () => {
  it('reads frames and YU-ASCII letters', () => {
    expect(cues(sample('smart-titler/basic.tek'))).toEqual([
      [1001, 3503, 'Zdravo!\nKako si?'],
      [4004, 6965, 'Dobro, hvala. šta je novo?'],
      [70237, 72239, 'Čekaj malo, Ljubo.'],
    ]);
  });

  it('writes Serbian letters as YU-ASCII signs after the ý header', () => {
    const serbian = subtitleOf([[1000, 2000, 'Đak LJUBA i Nje\u017eni']]);
    expect(writeAs('Smart Titler', serbian, { frameRate: 25 })).toBe(
      'ý Smart Titler\ný\ný Kraj info blocka.\n\n25 50 1 1 0\n\\ak QUBA i We`ni\n',
    );
  });
});
