import { describe, expect, it } from 'vitest';
import { cues, parseAs, sampleInput, textInput } from './helpers';

// The row reader's paths for big and unusual files (shared/subtitle/formats/authoring/
// rowParse.ts, rowScan.ts, rowShape.ts, rowText.ts): the frame rate rising after rows were read,
// line ends, '|' lines sliced from chunks of the file, rows the fast paths leave to the pattern.

function dvdStudioPro(rows: string[]): string {
  return ['$FontName = Arial', '', ...rows.map((row) => row.replaceAll(' , ', '\t,\t'))].join('\n');
}

function timecode(seconds: number, frames: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}:${pad(frames)}`;
}

describe('row exports: the inferred frame rate', () => {
  it('reads rows before a frame label of 25 to 29 again at 29.97 fps', () => {
    const subtitle = parseAs(
      'DVD Studio Pro',
      textInput(
        dvdStudioPro([
          '00:00:01:10 , 00:00:02:00 , First',
          '00:00:03:00 , 00:00:04:00 , Second',
          '00:00:05:27 , 00:00:06:00 , Third',
        ]),
      ),
    );
    // 40, 60, 90, 120, 177 and 180 frames at 30000/1001 fps (at 23.976, 00:00:01:10 is 1418 ms).
    expect(cues(subtitle)).toEqual([
      [1335, 2002, 'First'],
      [3003, 4004, 'Second'],
      [5906, 6006, 'Third'],
    ]);
    expect(subtitle.warnings).toBeUndefined();
  });

  it('reads rows before a frame label of 24 again at 25 fps', () => {
    const subtitle = parseAs(
      'DVD Studio Pro',
      textInput(
        dvdStudioPro(['00:00:01:10 , 00:00:02:00 , First', '00:00:03:24 , 00:00:04:00 , Second']),
      ),
    );
    expect(cues(subtitle)).toEqual([
      [1400, 2000, 'First'],
      [3960, 4000, 'Second'],
    ]);
  });

  it('drops a row out of range at every rate, numbering the others in order', () => {
    const subtitle = parseAs(
      'DVD Studio Pro',
      textInput(
        dvdStudioPro([
          '00:00:01:00 , 00:00:02:00 , A',
          '00:00:03:35 , 00:00:04:00 , B',
          '00:00:05:00 , 00:00:06:00 , C',
          '00:00:07:26 , 00:00:08:00 , D',
        ]),
      ),
    );
    expect(cues(subtitle)).toEqual([
      [1001, 2002, 'A'],
      [5005, 6006, 'C'],
      [7875, 8008, 'D'],
    ]);
    expect(subtitle.paragraphs.map((paragraph) => paragraph.number)).toEqual([1, 2, 3]);
    expect(subtitle.warnings).toEqual([
      { line: 4, message: 'A timecode of line 4 is out of range' },
    ]);
  });
});

describe('row exports: line ends', () => {
  it.each([
    ['DVD Studio Pro', 'dvd-studio-pro/sample.stl'],
    ['Avid Caption', 'avid-caption/sample.txt'],
    ['Sony DVDArchitect line/duration', 'sony-dvdarchitect-line-duration/sample.txt'],
    ['Pinnacle Impression', 'pinnacle-impression/sample.txt'],
  ])('%s reads the same with LF, CRLF and CR line ends', (format, path) => {
    const lf = sampleInput(path).text.replace(/\r\n?/g, '\n');
    const expected = parseAs(format, textInput(lf));
    expect(expected.paragraphs.length).toBeGreaterThan(2);
    for (const newLine of ['\r\n', '\r']) {
      const read = parseAs(format, textInput(lf.replaceAll('\n', newLine)));
      expect(read.paragraphs).toEqual(expected.paragraphs);
      expect(read.header).toBe(expected.header);
      expect(read.warnings).toEqual(expected.warnings);
    }
  });
});

describe('row exports: big files', () => {
  it("reads '|' lines, blanks around them and style toggles across the file's chunks", () => {
    const rows: string[] = [];
    const expected: string[] = [];
    for (let index = 0; index < 12_000; index++) {
      const time = `${timecode(index * 2, 0)} , ${timecode(index * 2 + 1, 12)}`;
      if (index % 13 === 0) {
        rows.push(`${time} , One line ${index}`);
        expected.push(`One line ${index}`);
      } else if (index % 11 === 0) {
        rows.push(`${time} , ^IItalic ${index}^I|plain`);
        expected.push(`<i>Italic ${index}</i>\nplain`);
      } else if (index % 7 === 0) {
        rows.push(`${time} , Spaced ${index} |  around `);
        expected.push(`Spaced ${index}\naround`);
      } else {
        rows.push(`${time} , First ${index}|second ${index}`);
        expected.push(`First ${index}\nsecond ${index}`);
      }
    }
    const text = dvdStudioPro(rows);
    // More than one chunk of the file (rowText.ts) holds rows.
    expect(text.length).toBeGreaterThan(2 * 262_144);
    const subtitle = parseAs('DVD Studio Pro', textInput(text));
    expect(subtitle.paragraphs.map((paragraph) => paragraph.text)).toEqual(expected);
    // 23998 s of 24 labelled frames at 24000/1001 fps.
    expect(subtitle.paragraphs[11_999]).toMatchObject({ number: 12_000, start: 24_021_998 });
  });
});

describe('row exports: rows the fast paths leave to the loose pattern', () => {
  it('reads rows with leading blanks, other spacing and semicolons as tidy rows', () => {
    const subtitle = parseAs(
      'DVD Studio Pro',
      textInput(
        dvdStudioPro([
          '  00:00:01:00 ,00:00:02:00,   Loose spacing  ',
          '00;00;03;00\t \t,\t00:00:04:00\t,\t\tSemicolons|two',
          '00:00:05:00 , 00:00:06:00',
        ]),
      ),
    );
    expect(cues(subtitle)).toEqual([
      [1001, 2002, 'Loose spacing'],
      [3003, 4004, 'Semicolons\ntwo'],
      [5005, 6006, ''],
    ]);
  });

  it('skips a row holding a line separator (U+2028) with a warning, as the pattern does', () => {
    const subtitle = parseAs(
      'DVD Studio Pro',
      textInput(
        dvdStudioPro([
          '00:00:01:00 , 00:00:02:00 , Kept',
          '00:00:03:00 , 00:00:04:00 , Cut\u2028here',
          '00:00:05:00 , 00:00:06:00 , Kept too',
        ]),
      ),
    );
    expect(cues(subtitle)).toEqual([
      [1001, 2002, 'Kept'],
      [5005, 6006, 'Kept too'],
    ]);
    expect(subtitle.warnings?.map((warning) => warning.line)).toEqual([4]);
  });
});
