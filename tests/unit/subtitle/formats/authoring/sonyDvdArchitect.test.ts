import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../../../shared/subtitle/formats/registry';
import { cues, FILM_TIMES, foreign, parseAs, sampleInput, textInput, writeAs } from './helpers';

const SUB_LAYOUTS = [
  ['Sony DVDArchitect', 'sony-dvdarchitect/sample.sub'],
  ['Sony DVDArchitect Tabs', 'sony-dvdarchitect-tabs/sample.sub'],
  ['Sony DVDArchitect w. line#', 'sony-dvdarchitect-line-numbers/sample.sub'],
] as const;

describe('Sony DVDArchitect', () => {
  it.each(SUB_LAYOUTS)('%s reads centiseconds and CR line breaks', (format, path) => {
    expect(cues(parseAs(format, sampleInput(path)))).toEqual([
      [1000, 3500, 'Welcome aboard.'],
      [4000, 6840, 'Two lines\nin one subtitle.'],
      [7250, 9000, "Café crème, s'il vous plaît"],
      [70000, 72990, 'Last one.'],
    ]);
  });

  it('reads the explicit-duration layout in milliseconds', () => {
    const subtitle = parseAs(
      'Sony DVDArchitect Explicit duration',
      sampleInput('sony-dvdarchitect-explicit-duration/sample.sub'),
    );
    expect(subtitle.paragraphs[2]).toMatchObject({ start: 7250, end: 9005 });
    expect(subtitle.paragraphs[3]).toMatchObject({ start: 70000, end: 72999 });
  });

  it('writes a line break as a CR inside the row, and tags left out', () => {
    const subtitle = foreign([[61005, 62994, '<i>First</i>\nsecond']]);
    expect(writeAs('Sony DVDArchitect', subtitle)).toBe(
      '00:01:01:01 - 00:01:02:99  \tFirst\rsecond\n',
    );
    expect(writeAs('Sony DVDArchitect Explicit duration', subtitle)).toBe(
      '00:01:01.005\t00:01:02.994\t00:00:01.989\tFirst\rsecond\n',
    );
    expect(writeAs('Sony DVDArchitect w. line#', subtitle)).toBe(
      '0001  00:01:01:01  00:01:02:99    \tFirst\rsecond\n',
    );
  });

  it('reads | as a line break too', () => {
    const subtitle = parseAs(
      'Sony DVDArchitect',
      textInput('00:00:01:00 - 00:00:02:00  \tOne|two\n'),
    );
    expect(subtitle.paragraphs[0]?.text).toBe('One\ntwo');
  });

  it('tells its tab rows from Adobe Encore (tabs) by a field past any frame label', () => {
    const rows = '00:00:01:00\t00:00:02:50\tA\n00:00:03:00\t00:00:04:10\tB\n';
    expect(detectFormat(textInput(rows, 'a.txt'))?.name).toBe('Sony DVDArchitect Tabs');
    const frames = '00:00:01:00\t00:00:02:20\tA\n00:00:03:00\t00:00:04:10\tB\n';
    expect(detectFormat(textInput(frames, 'a.txt'))?.name).toBe('Adobe Encore (tabs)');
    expect(detectFormat(textInput(frames, 'a.sub'))?.name).toBe('Sony DVDArchitect Tabs');
  });
});

describe('Sony DVDArchitect line/duration', () => {
  const [t1, t2, t3, t4] = FILM_TIMES;

  it('reads the rows in frames and the text lines below them, keeping the title block', () => {
    const subtitle = parseAs(
      'Sony DVDArchitect line/dur/length',
      sampleInput('sony-dvdarchitect-line-dur-length/sample.txt'),
    );
    expect(cues(subtitle).slice(0, 2)).toEqual([
      [t1, t2, 'Welcome aboard.'],
      [t3, t4, 'Two lines\nin one subtitle.'],
    ]);
    expect(subtitle.header).toContain('Title: Harbour\nTranslator: No Author\n');
    expect(subtitle.header).toContain('#\tIn\tOut\tDuration\tLength\n');
  });

  it('brings the duration and count of a kept title block up to date', () => {
    const subtitle = parseAs(
      'Sony DVDArchitect line/duration',
      sampleInput('sony-dvdarchitect-line-duration/sample.txt'),
    );
    const written = writeAs('Sony DVDArchitect line/duration', {
      ...subtitle,
      paragraphs: subtitle.paragraphs.slice(0, 2),
    });
    expect(written).toContain('Date: 02.03.2024\nDuration: 00:00:06:20\n');
    expect(written).toContain('Title count: 2\n');
  });

  it('writes a new title block, the duration column and the text length (CRLF counts 2)', () => {
    const written = writeAs(
      'Sony DVDArchitect line/dur/length',
      foreign([[1000, 3000, 'Two\nlines']]),
      25,
    );
    expect(written).toMatch(/^Title: movie\nTranslator: No Author\nDate: \d\d\.\d\d\.\d{4}\n/);
    expect(written).toContain('Duration: 00:00:03:00\nProgram start: 00:00:00:00\n');
    expect(written).toContain('Title count: 1\n\n#\tIn\tOut\tDuration\tLength\n\n');
    expect(written).toContain('1\t00:00:01:00\t00:00:03:00\t00:00:02:00\t10\nTwo\nlines\n\n');
  });

  it('is not claimed without its column line', () => {
    const rows = '1\t00:00:01:00\t00:00:02:00\t00:00:01:00\nText\n\n';
    expect(detectFormat(textInput(rows, 'a.txt'))?.name).not.toBe(
      'Sony DVDArchitect line/duration',
    );
  });
});
