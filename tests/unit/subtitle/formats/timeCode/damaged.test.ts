import { describe, expect, it } from 'vitest';
import { getFormat } from '../../../../../shared/subtitle/formats/registry';

// One damaged file per time-code text format: one block's time does not read (a letter for a
// digit, or a time cut short). That block is skipped and listed at the line where it starts;
// every other block is read with its own times and text, never merged with the damaged one.

interface DamagedCase {
  readonly format: string;
  readonly text: string;
  /** [start ms, end ms, text] of every block that must be read. */
  readonly cues: readonly (readonly [number, number, string])[];
  readonly skippedLines: readonly number[];
}

const CASES: readonly DamagedCase[] = [
  {
    // Line 2: a letter in the minutes; the cue before it ends after the default 2 s.
    format: 'TMPlayer',
    text: '00:00:01:One\n00:0x:04:Broken\n00:00:09:Three\n00:00:12:\n',
    cues: [
      [1000, 3000, 'One'],
      [9000, 12000, 'Three'],
    ],
    skippedLines: [2],
  },
  {
    format: 'VPlayer',
    text: '00:00:01.50:One\n00:00:0y.00:Broken\n00:00:09.25:Three\n00:00:12.00:\n',
    cues: [
      [1500, 3500, 'One'],
      [9250, 12000, 'Three'],
    ],
    skippedLines: [2],
  },
  {
    // Line 3: "0:0x"; its text (line 4) goes with it.
    format: 'YouTube Transcript',
    text: '0:01\nOne\n0:0x\nBroken\n0:09\nThree\n',
    cues: [
      [1000, 3000, 'One'],
      [9000, 11000, 'Three'],
    ],
    skippedLines: [3],
  },
  {
    format: 'YouTube Transcript one line',
    text: '0:01 One\n0:0x Broken\n0:09 Three\n',
    cues: [
      [1000, 3000, 'One'],
      [9000, 11000, 'Three'],
    ],
    skippedLines: [2],
  },
  {
    // Line 5: the second block's start marker; its text and its end marker's time are not read
    // as a cue (the end marker alone opens nothing).
    format: 'AQTitle',
    text: '-->> 000024\nOne\n-->> 000048\n\n-->> 00x072\nBroken\n-->> 000096\n\n-->> 000120\nThree\n-->> 000144\n\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [5],
  },
  {
    format: 'MacSub',
    text: '/24\nOne\n/48\n/72x\nBroken\n/96\n/120\nThree\n/144\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [4],
  },
  {
    format: 'QuickTime text',
    text: '{QTtext}\n{timeScale:30}\n[00:00:01.00]\nOne\n[00:00:02.00]\n\n[00:00:0x.00]\nBroken\n[00:00:04.00]\n\n[00:00:05.00]\nThree\n[00:00:06.00]\n',
    cues: [
      [1000, 2000, 'One'],
      [5000, 6000, 'Three'],
    ],
    skippedLines: [7],
  },
  {
    format: 'PE2',
    text: '#PE2 Format file\n00:00:01:00 One\n00:00:02:00\n00:00:0x:00 Broken\n00:00:04:00\n00:00:05:00 Three\n00:00:06:00\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [4],
  },
  {
    format: 'Phoenix Subtitle',
    text: '10,20,"One"\n3x,40,"Broken"\n50,60,"Three"\n',
    cues: [
      [1000, 2000, 'One'],
      [5000, 6000, 'Three'],
    ],
    skippedLines: [2],
  },
  {
    format: 'TurboTitler',
    text: '0:00:01.00,0:00:02.00,NTP One\n0:00:0x.00,0:00:04.00,NTP Broken\n0:00:05.00,0:00:06.00,NTP Three\n',
    cues: [
      [1000, 2000, 'One'],
      [5000, 6000, 'Three'],
    ],
    skippedLines: [2],
  },
  {
    format: 'Zero G',
    text: '% Zero G 1.0\n\nE 1 0:00:01.00 0:00:02.00 Default NTP One\nE 1 0:00:0x.00 0:00:04.00 Default NTP Broken\nE 1 0:00:05.00 0:00:06.00 Default NTP Three\n',
    cues: [
      [1000, 2000, 'One'],
      [5000, 6000, 'Three'],
    ],
    skippedLines: [4],
  },
  {
    format: 'Audacity labels',
    text: '1.000000\t2.000000\tOne\n3.0x0000\t4.000000\tBroken\n5.000000\t6.000000\tThree\n',
    cues: [
      [1000, 2000, 'One'],
      [5000, 6000, 'Three'],
    ],
    skippedLines: [2],
  },
  {
    format: 'Whisper Raw',
    text: '[00:01.000 --> 00:02.000]  One\n[00:0x.000 --> 00:04.000]  Broken\n[00:05.000 --> 00:06.000]  Three\n',
    cues: [
      [1000, 2000, 'One'],
      [5000, 6000, 'Three'],
    ],
    skippedLines: [2],
  },
  {
    format: 'Whisper Raw 2',
    text: '[1.00s -> 2.00s]  One\n[3.x0s -> 4.00s]  Broken\n[5.00s -> 6.00s]  Three\n',
    cues: [
      [1000, 2000, 'One'],
      [5000, 6000, 'Three'],
    ],
    skippedLines: [2],
  },
  {
    format: 'CCExtractor Timed Transcript',
    text: '00:00:01,000|00:00:02,000|POP|One\n00:00:0x,000|00:00:04,000|POP|Broken\n00:00:05,000|00:00:06,000|POP|Three\n',
    cues: [
      [1000, 2000, 'One'],
      [5000, 6000, 'Three'],
    ],
    skippedLines: [2],
  },
  {
    format: 'Tmpeg Encoder Text',
    text: '[ItemData]\n1,1,"00:00:01,000","00:00:02,000",0,"One"\n2,1,"00:00:0x,000","00:00:04,000",0,"Broken"\n3,1,"00:00:05,000","00:00:06,000",0,"Three"\n',
    cues: [
      [1000, 2000, 'One'],
      [5000, 6000, 'Three'],
    ],
    skippedLines: [3],
  },
  {
    // Line 2 ends with '\': the damaged cue's continuation (line 3) goes with it.
    format: 'JACOsub',
    text: '0:00:01.00 0:00:02.00 D One\n0:00:0x.00 0:00:04.00 D Broken\\\nstill broken\n0:00:05.00 0:00:06.00 D Three\n',
    cues: [
      [1000, 2000, 'One'],
      [5000, 6000, 'Three'],
    ],
    skippedLines: [2],
  },
  {
    format: 'Swift text',
    text: 'TIMEIN: 00:00:01:00\tDURATION: 01:00\tTIMEOUT: 00:00:02:00\nOne\n\nTIMEIN: 00:00:0x:00\tDURATION: 01:00\tTIMEOUT: 00:00:04:00\nBroken\n\nTIMEIN: 00:00:05:00\tDURATION: 01:00\tTIMEOUT: 00:00:06:00\nThree\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [4],
  },
  {
    format: 'Swift text line#',
    text: 'SUBTITLE: 1\tTIMEIN: 00:00:01:00\tTIMEOUT: 00:00:02:00\nOne\n\nSUBTITLE: 2\tTIMEIN: 00:00:0x:00\tTIMEOUT: 00:00:04:00\nBroken\n\nSUBTITLE: 3\tTIMEIN: 00:00:05:00\tTIMEOUT: 00:00:06:00\nThree\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [4],
  },
  {
    format: 'Swift text line# +dur',
    text: 'SUBTITLE: 1\tTIMEIN: 00:00:01:00\tDURATION: 01:00\tTIMEOUT: 00:00:02:00\nOne\n\nSUBTITLE: 2\tTIMEIN: 00:00:0x:00\tDURATION: 01:00\tTIMEOUT: 00:00:04:00\nBroken\n\nSUBTITLE: 3\tTIMEIN: 00:00:05:00\tDURATION: 01:00\tTIMEOUT: 00:00:06:00\nThree\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [4],
  },
  {
    format: 'Titra',
    text: 'TVS - TITRA FILM\n\n* 1 :\t00:00:01:00\t00:00:02:00\t16c\nOne\n\n* 2 :\t00:00:0x:00\t00:00:04:00\t16c\nBroken\n\n* 3 :\t00:00:05:00\t00:00:06:00\t16c\nThree\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [6],
  },
  {
    format: 'FAB Subtitler',
    text: '00:00:01:00  00:00:02:00\nOne\n\n00:00:0x:00  00:00:04:00\nBroken\n\n00:00:05:00  00:00:06:00\nThree\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [4],
  },
  {
    // The text comes first: the warning names the skipped block's first text line.
    format: 'UTX',
    text: 'One\n#0:00:01.00,0:00:02.00\n\nBroken\n#0:00:0x.00,0:00:04.00\n\nThree\n#0:00:05.00,0:00:06.00\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [4],
  },
  {
    format: 'UTX (frames)',
    text: 'One\n#24,48\n\nBroken\n#7x,96\n\nThree\n#120,144\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [4],
  },
  {
    format: 'SoftNi sub',
    text: '*PART 1*\n00:00:00.00\\00:00:00.00\nOne\n00:00:01.00\\00:00:02.00\nBroken\n00:00:0x.00\\00:00:04.00\nThree\n00:00:05.00\\00:00:06.00\n*END*\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [5],
  },
  {
    format: 'SoftNi colon sub',
    text: '*PART 1*\n00:00:00:00\\00:00:00:00\nOne\n00:00:01:00\\00:00:02:00\nBroken\n00:00:0x:00\\00:00:04:00\nThree\n00:00:05:00\\00:00:06:00\n*END*\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [5],
  },
  {
    // Times are relative to the cue before: after the skipped block, the next cue's wait counts
    // from the last cue read (the damaged one's own times are unknown).
    format: 'MPSub',
    text: 'FORMAT=TIME\n\n1.0 1.0\nOne\n\n1.x 1.0\nBroken\n\n3.0 1.0\nThree\n',
    cues: [
      [1000, 2000, 'One'],
      [5000, 6000, 'Three'],
    ],
    skippedLines: [6],
  },
  {
    format: 'Smart Titler',
    text: 'ý Smart Titler\n\n24 48 1 1 0\nOne\n7x 96 1 1 0\nBroken\n120 144 1 1 0\nThree\n',
    cues: [
      [1001, 2002, 'One'],
      [5005, 6006, 'Three'],
    ],
    skippedLines: [5],
  },
  {
    format: 'RealTime',
    text: '<window>\n<time begin="0:00:01.00" end="0:00:02.00"/><clear/>One\n<time begin="0:00:0x.00" end="0:00:04.00"/><clear/>Broken\n<time begin="0:00:05.00" end="0:00:06.00"/><clear/>Three\n</window>\n',
    cues: [
      [1000, 2000, 'One'],
      [5000, 6000, 'Three'],
    ],
    skippedLines: [3],
  },
];

describe('time-code text formats: damaged blocks are skipped, the others read', () => {
  it('has a case for every format of the family', async () => {
    const { TIME_CODE_FORMATS } =
      await import('../../../../../shared/subtitle/formats/timeCode/index');
    expect(CASES.map((c) => c.format).sort()).toEqual(TIME_CODE_FORMATS.map((f) => f.name).sort());
  });

  it.each(CASES)('$format', ({ format, text, cues, skippedLines }) => {
    const parsed = getFormat(format).parse({
      text,
      bytes: new TextEncoder().encode(text),
      fileName: 'damaged.txt',
    });
    expect(parsed.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual(cues);
    expect(parsed.warnings?.map((w) => w.line)).toEqual(skippedLines);
    for (const warning of parsed.warnings ?? []) expect(warning.message).not.toBe('');
  });
});
