import { describe, expect, it } from 'vitest';
import { LARGE_FILE_CHARS } from '../../../../shared/subtitle/formats/paragraphSites';
import {
  parseSubRipParagraphs,
  readSubRip,
  subRip,
} from '../../../../shared/subtitle/formats/subrip';
import { fixtureText } from '../fixtureFiles';

describe('SubRip parse', () => {
  it('reads the basic sample with exact times and texts', () => {
    const paragraphs = parseSubRipParagraphs(fixtureText('subrip/basic.srt'));
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[0]).toEqual({
      number: 1,
      start: 1250,
      end: 3900,
      text: 'The lighthouse keeper counted the ships.',
    });
    expect(paragraphs[1]?.text).toBe('<i>Seven tonight,</i>\nand one without lights.');
    expect(paragraphs[2]?.text).toBe('Smørrebrød, crème brûlée, naïve café.');
    expect(paragraphs[3]).toMatchObject({ start: 3723004, end: 3725600 });
  });

  it('tolerates what real files have (BOM, CRLF, dots, coordinates, missing numbers and blanks)', () => {
    // messy.srt: a BOM, CRLF, a wrong first number, '.' in times, coordinates after the end time,
    // trailing spaces, extra blank lines, a cue without a number, a number glued to the text
    // above, "-->" without spaces, "-->" inside text and no final blank line.
    const paragraphs = parseSubRipParagraphs(fixtureText('subrip/messy.srt'));
    expect(paragraphs.map((p) => [p.number, p.start, p.end, p.text])).toEqual([
      [1, 500, 2000, 'Number three comes first'],
      [2, 2100, 4000, 'No number above me'],
      [3, 4500, 6000, 'Tight arrow, number 7 glued on\nsecond line'],
      [4, 6000, 7000, 'Text says --> but is not a time'],
      [5, 8000, 9000, 'No final blank line'],
    ]);
  });

  it('reads a lone CR as a line end', () => {
    const text =
      '1\r00:00:01,000 --> 00:00:02,000\rOne\rTwo\r\r2\r00:00:03,000 --> 00:00:04,000\rThree\r';
    const paragraphs = parseSubRipParagraphs(text);
    expect(paragraphs.map((p) => p.text)).toEqual(['One\nTwo', 'Three']);
  });

  it('reads one-digit fractions as tenths and keeps an empty cue', () => {
    const paragraphs = parseSubRipParagraphs(
      '1\n0:00:01,5 --> 0:00:02,25\n\n2\n00:00:03,000 --> 00:00:04,000\nx\n',
    );
    expect(paragraphs[0]).toEqual({ number: 1, start: 1500, end: 2250, text: '' });
    expect(paragraphs[1]?.text).toBe('x');
  });

  it('skips lines that only look like timings', () => {
    expect(parseSubRipParagraphs('00:00:61,000 --> 00:00:62,000\nbad seconds\n')).toEqual([]);
    expect(parseSubRipParagraphs('hello --> world\n')).toEqual([]);
  });
});

describe('SubRip damaged blocks', () => {
  const good = (n: number, text: string) =>
    `${n}\n00:00:0${n},000 --> 00:00:0${n},500\n${text}\n\n`;

  it('skips a block whose timing has a letter in it instead of gluing it to the cue above', () => {
    const { paragraphs, warnings } = readSubRip(
      `${good(1, 'Good one')}${good(2, 'Good two')}3\n00:00:0x,000 --> 00:00:06,000\nBroken three\n\n${good(4, 'Good four')}`,
    );
    expect(paragraphs.map((p) => p.text)).toEqual(['Good one', 'Good two', 'Good four']);
    expect(warnings).toEqual([
      { line: 9, message: 'The timing line "00:00:0x,000 --> 00:00:06,000" could not be read' },
    ]);
  });

  it('reads the times of a timing line with text glued after the end time', () => {
    const { paragraphs, warnings } = readSubRip(
      '1\n01:30:28,000 --> 01:30:30,958unnecessary text\nA\n\n2\n01:30:31,000 --> 01:30:32,000\nB\n',
    );
    expect(paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [5428000, 5430958, 'A'],
      [5431000, 5432000, 'B'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('finds a block cut before its arrow after a blank line, numbered or not', () => {
    for (const cut of ['3\n00:00:05,0\n', '00:00:05,0\n']) {
      const { paragraphs, warnings } = readSubRip(
        `${good(1, 'Good one')}${good(2, 'Good two')}${cut}Cut three\n\n${good(4, 'Good four')}`,
      );
      expect(paragraphs.map((p) => p.text)).toEqual(['Good one', 'Good two', 'Good four']);
      expect(warnings.map((w) => w.line)).toEqual([9]);
    }
  });

  it('skips a short arrow below a number line that lost its blank line', () => {
    const { paragraphs, warnings } = readSubRip(
      `${good(1, 'Good one')}1\n00:00:02,000 --> 00:00:03,000\nGood two\n3\n00:00:05,000 -> 00:00:06,000\nShort\n\n${good(4, 'Good four')}`,
    );
    expect(paragraphs.map((p) => p.text)).toEqual(['Good one', 'Good two', 'Good four']);
    expect(warnings.map((w) => w.line)).toEqual([8]);
  });

  it('never reads a timing line cut or mistyped inside its end time as a shorter time', () => {
    for (const timing of [
      '00:00:05,000 --> 00:00:0',
      '00:00:05,000 --> 00:00:0x,000',
      '00:00:05,000 --> 00:00:06,0x0',
      '00:00:05,000 --> 00:0:06,000',
    ]) {
      const { paragraphs, warnings } = readSubRip(`${good(1, 'Good one')}2\n${timing}\nBad\n`);
      expect(
        paragraphs.map((p) => p.text),
        timing,
      ).toEqual(['Good one']);
      expect(
        warnings.map((w) => w.line),
        timing,
      ).toEqual([5]);
    }
  });

  it('keeps text that mentions an arrow, and a blank line inside a cue, as text', () => {
    const { paragraphs, warnings } = readSubRip(
      '1\n00:00:01,000 --> 00:00:02,000\nGo -> there\nA --> B\n\nstill me\n\n2\n00:00:03,000 --> 00:00:04,000\nx\n',
    );
    expect(paragraphs[0]?.text).toBe('Go -> there\nA --> B\n\nstill me');
    expect(warnings).toEqual([]);
  });
});

describe('SubRip write', () => {
  it('renumbers, uses commas and the chosen line ends', () => {
    const out = subRip.write(
      {
        fileName: 'a.srt',
        paragraphs: [
          { number: 7, start: 0, end: 1500, text: 'One\nTwo' },
          { number: 9, start: 3600000, end: 3600001, text: 'Three' },
        ],
      },
      { newLine: '\r\n' },
    );
    expect(out).toBe(
      '1\r\n00:00:00,000 --> 00:00:01,500\r\nOne\r\nTwo\r\n\r\n2\r\n01:00:00,000 --> 01:00:00,001\r\nThree\r\n\r\n',
    );
  });

  it('drops blank lines inside a cue, which would end it for other readers', () => {
    const out = subRip.write(
      { fileName: 'a.srt', paragraphs: [{ number: 1, start: 0, end: 1000, text: 'A\n\nB' }] },
      { newLine: '\n' },
    );
    expect(out).toBe('1\n00:00:00,000 --> 00:00:01,000\nA\nB\n\n');
  });
});

describe('SubRip on a large file', () => {
  it('parses 100 000 cues in one pass', () => {
    const parts: string[] = [];
    for (let i = 0; i < 100000; i++) {
      const s = String(i % 60).padStart(2, '0');
      parts.push(`${i + 1}\r\n00:00:${s},000 --> 00:00:${s},500\r\nLine ${i}\r\n\r\n`);
    }
    const paragraphs = parseSubRipParagraphs(parts.join(''));
    expect(paragraphs).toHaveLength(100000);
    expect(paragraphs[99999]).toEqual({
      number: 100000,
      start: 39000,
      end: 39500,
      text: 'Line 99999',
    });
  });

  it('reads a file past LARGE_FILE_CHARS the same way (its paragraphs come from their own site)', () => {
    const cue = (i: number) =>
      `${i + 1}\n00:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')},250 --> 00:00:00,900\n${'x'.repeat(40)} ${i}\n\n`;
    const parts: string[] = [];
    let length = 0;
    for (let i = 0; length < LARGE_FILE_CHARS; i++) {
      parts.push(cue(i));
      length += parts[i]?.length ?? 0;
    }
    const paragraphs = parseSubRipParagraphs(parts.join(''));
    expect(paragraphs).toHaveLength(parts.length);
    const last = parts.length - 1;
    // The same cue alone in a small file, read through the small files' site.
    const alone = parseSubRipParagraphs(cue(last))[0];
    expect(paragraphs[last]).toEqual({ ...alone, number: parts.length });
    expect(Object.keys(paragraphs[last] ?? {})).toEqual(['number', 'start', 'end', 'text']);
  });
});
