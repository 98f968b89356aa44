import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../fixtureFiles';
import { AUTHORING_SAMPLES } from '../samples/authoring';
import { parseAs, textInput } from './helpers';

// Every authoring sample with the start time of its second subtitle damaged (a letter for a
// digit, as a bad hand edit leaves it): that subtitle is skipped, with its further text lines,
// and named by the line where it starts; every other subtitle reads as in the clean file.

/** Where the second subtitle's start time is, and where its block starts (1-based lines). */
const SECOND_BLOCK: Readonly<
  Record<string, { readonly time: number; readonly block?: number; readonly find?: string }>
> = {
  'DVD Studio Pro': { time: 10 },
  'DVD Studio Pro with space': { time: 10 },
  'DVD Studio Pro with one space': { time: 10 },
  'DVD Studio Pro with one space/semicolon': { time: 10 },
  'Spruce Subtitle With Space': { time: 17 },
  'Sony DVDArchitect': { time: 2 },
  'Sony DVDArchitect Explicit duration': { time: 2 },
  'Sony DVDArchitect Tabs': { time: 2 },
  'Sony DVDArchitect w. line#': { time: 2 },
  'Sony DVDArchitect line/duration': { time: 13 },
  'Sony DVDArchitect line/dur/length': { time: 13 },
  'Adobe Encore (tabs)': { time: 2 },
  'Adobe Encore (line/tabs)': { time: 2 },
  'Adobe Encore (line#/tabs/n)': { time: 2 },
  'Adobe Encore w. line#': { time: 2 },
  Scenarist: { time: 2 },
  'Avid DVD': { time: 3 },
  'Avid Caption': { time: 7 },
  'Avid Caption Drop Frame': { time: 7 },
  DigiBeta: { time: 2 },
  'DVD Subtitle System': { time: 2 },
  'TitleExchange Pro': { time: 2 },
  'Pinnacle Impression': { time: 5 },
  'Ulead subtitle format': { time: 8 },
  'ELR Studio print': { time: 3 },
  'Adobe Premiere Markers': { time: 3 },
  EDL: { time: 11, find: ' 00:00:04' },
  'DaVinci Resolve Marker EDL': { time: 7 },
  DVDSubtitle: { time: 20 },
  'Structured titles': { time: 6 },
  'Magic Video Titler': { time: 7 },
  'Midway Inscriber CG-X': { time: 3, block: 2 },
};

/** The line with the first "04" of its start time (the second subtitle starts at 4 s) as "0x". */
function damage(text: string, line: number, find = '04'): string {
  const lines = text.split('\n');
  const target = lines[line - 1] ?? '';
  if (!target.includes(find)) throw new Error(`line ${line} holds no "${find}": ${target}`);
  lines[line - 1] = target.replace(find, find.replace('04', '0x'));
  return lines.join('\n');
}

describe.each(AUTHORING_SAMPLES.map((sample) => [sample.format, sample.path] as const))(
  '%s with a damaged start time',
  (format, path) => {
    const where = SECOND_BLOCK[format];
    const clean = parseAs(format, textInput(fixtureText(path), path));
    const damaged = () =>
      parseAs(format, textInput(damage(fixtureText(path), where?.time ?? 0, where?.find), path));

    it('skips that subtitle and names the line where it starts', () => {
      expect(where, `no damage entry for ${format}`).toBeDefined();
      const subtitle = damaged();
      expect(subtitle.warnings?.map((warning) => warning.line)).toEqual([
        where?.block ?? where?.time,
      ]);
      expect(subtitle.warnings?.[0]?.message).toMatch(/\S/);
    });

    it('reads every other subtitle as in the clean file', () => {
      const expected = clean.paragraphs
        .filter((_paragraph, index) => index !== 1)
        .map(({ start, end, text }) => ({ start, end, text }));
      const actual = damaged().paragraphs.map(({ start, end, text }) => ({ start, end, text }));
      expect(actual).toEqual(expected);
    });
  },
);
