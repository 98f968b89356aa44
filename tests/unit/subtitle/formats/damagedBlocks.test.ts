import { describe, expect, it } from 'vitest';
import { readSubtitle } from '../../../../shared/subtitle/index';
import { fixtureBytes } from '../fixtureFiles';

// One damaged file per text format, as hand edits, old tools and bad downloads leave them: each
// holds good blocks around damaged ones. Every good block must come back whole, each damaged one
// must be skipped (never glued to a neighbour, never read as time 0) and listed as a warning at
// the line where it starts. The comments in each case say what is wrong where.

interface DamagedCase {
  readonly path: string;
  readonly format: string;
  /** [start ms, end ms, text] of every block that must be read. */
  readonly cues: readonly (readonly [number, number, string])[];
  /** 1-based lines where the skipped blocks start. */
  readonly skippedLines: readonly number[];
}

const CASES: readonly DamagedCase[] = [
  {
    // 3: a letter in the start time; 4: coordinates after the end time (read); the cue at 17 has
    // no number line (read); 5: a short arrow with no blank line above it; 7: a timing line cut
    // before its arrow; 8: text glued to the end time (read).
    path: 'subrip/damaged.srt',
    format: 'SubRip',
    cues: [
      [1000, 2000, 'Good one'],
      [3000, 4000, 'Good two'],
      [7000, 8000, 'Coordinates after the end time'],
      [9000, 10000, 'No number line'],
      [13000, 14000, 'Good six'],
      [5428000, 5430958, 'Text glued to the end time'],
    ],
    skippedLines: [9, 19, 27],
  },
  {
    // 3: a broken arrow ("-a -->"); 15: a letter in the start time (never read as 0); 18:
    // three-digit hours (valid WebVTT); 20: a cue with no blank line above it (starts a cue, as
    // in browsers); 23: commas, which WebVTT times do not take; 26: tabs around the arrow.
    path: 'webvtt/damaged.vtt',
    format: 'WebVTT',
    cues: [
      [1000, 2000, 'Good one'],
      [3000, 4000, 'Good two'],
      [9000, 10000, 'Three-digit hours'],
      [11000, 12000, 'No blank line above'],
      [15000, 16000, 'Tabs around the arrow'],
    ],
    skippedLines: [11, 15, 23],
  },
  {
    // 11: a letter in the start time; 13: a Dialogue line cut off after its start time.
    path: 'ass/damaged.ass',
    format: 'Advanced Sub Station Alpha',
    cues: [
      [1000, 2000, 'Good one'],
      [5000, 6000, 'Good two'],
      [9000, 10000, 'Good three, with a comma'],
    ],
    skippedLines: [11, 13],
  },
  {
    // 3: a letter in the end frame; 5: a line cut inside its end frame.
    path: 'microdvd/damaged.sub',
    format: 'MicroDVD',
    cues: [
      [1000, 2000, 'Good one'],
      [5000, 6000, 'Good two\nsecond line'],
      [9000, 10000, 'Good three'],
    ],
    skippedLines: [3, 5],
  },
  {
    // 2: the letter o for a zero; 4: a line cut inside its end time.
    path: 'mpl2/damaged.txt',
    format: 'MPL2',
    cues: [
      [1000, 2000, 'Good one'],
      [5000, 6000, '<i>Good two</i>\nsecond'],
      [9000, 10000, 'Good three'],
    ],
    skippedLines: [2, 4],
  },
  {
    // 3: a letter in the time tag; 5: a tag cut off. A line shows until the next readable tag.
    path: 'lrc/damaged.lrc',
    format: 'LRC',
    cues: [
      [1000, 5000, 'Good one'],
      [5000, 9000, 'Good two'],
      [9000, 12000, 'Good three'],
    ],
    skippedLines: [3, 5],
  },
  {
    // 4: a letter in the start time; 9: a time line cut short with no blank line above it.
    path: 'sbv/damaged.sbv',
    format: 'YouTube sbv',
    cues: [
      [1000, 2000, 'Good one'],
      [5000, 6000, 'Good two'],
      [9000, 10000, 'Good three'],
    ],
    skippedLines: [4, 9],
  },
  {
    // 16: a letter in the start time.
    path: 'subviewer2/damaged.sub',
    format: 'SubViewer 2.0',
    cues: [
      [1200, 4000, 'Good one'],
      [8000, 9000, 'Good two\nsecond line'],
    ],
    skippedLines: [16],
  },
  {
    // 20: a block whose end line is cut off; 28: a letter in a start line.
    path: 'subviewer1/damaged.sub',
    format: 'SubViewer 1.0',
    cues: [
      [1000, 3000, 'Good one'],
      [8000, 9000, 'Good two'],
      [12000, 13000, 'Good three'],
    ],
    skippedLines: [20, 28],
  },
  {
    // 3: a letter in a start time; 6: a row cut after its start; 8: a row cut off inside its
    // quoted text, at the end of the file.
    path: 'csv/damaged.csv',
    format: 'CSV',
    cues: [
      [1000, 2000, 'Good one'],
      [5000, 6000, 'Good two, with "quotes" and\na second line'],
      [9000, 10000, 'Good three'],
    ],
    skippedLines: [3, 6, 8],
  },
  {
    // 11: a letter in a timecode; 13: an entry cut inside its end timecode.
    path: 'spruce-stl/damaged.stl',
    format: 'Spruce STL',
    cues: [
      [1000, 2000, 'Good one'],
      [5000, 6000, 'Good two\nsecond line'],
      [9000, 10000, 'Good three'],
    ],
    skippedLines: [11, 13],
  },
  {
    // 2: a letter in a timecode (its further text line is skipped with it); 6: an entry cut
    // inside its end timecode.
    path: 'adobe-encore/damaged.txt',
    format: 'Adobe Encore',
    cues: [
      [1000, 2000, 'Good one'],
      [5000, 6000, 'Good two\nsecond line'],
      [9000, 10000, 'Good three'],
    ],
    skippedLines: [2, 6],
  },
  {
    // 13: a letter in the timecode of the line that held "Replaced by EOC". SCC captions are
    // built from control codes across lines: that caption is lost, and the one before it stays
    // on screen until the next readable end-of-caption code.
    path: 'scc/damaged.scc',
    format: 'Scenarist Closed Caption',
    cues: [
      [1401, 4705, 'Hello, world'],
      [4705, 6006, '<i>Italic row</i>\nplain ♪ note'],
      [60861, 70337, 'Está, señor Á! <i>slanted</i> back'],
      [70337, 73340, 'The end'],
    ],
    skippedLines: [13],
  },
  {
    // 12: a letter in a Start; 16: an empty Start. The captions around them keep their times.
    path: 'sami/damaged.smi',
    format: 'SAMI',
    cues: [
      [1000, 2000, 'Good one'],
      [5000, 6000, 'Good two'],
      [8000, 9000, 'Good three'],
    ],
    skippedLines: [12, 16],
  },
  {
    // 8: a letter in a begin; 10: a line with no end; 12: the file cut off inside its last line.
    path: 'timed-text/damaged.xml',
    format: 'Timed Text 1.0',
    cues: [
      [1000, 2000, 'Good one'],
      [5000, 6000, 'Good two\nsecond line'],
      [9000, 10000, 'Good three'],
    ],
    skippedLines: [8, 10, 12],
  },
  {
    // 14: the letter S for a 5 in an end time.
    path: 'dfxp/damaged.dfxp',
    format: 'DFXP',
    cues: [
      [500, 2000, 'DFXP first line'],
      [6000, 7250, 'Duration in clock time'],
    ],
    skippedLines: [14],
  },
  {
    // 21: letters for the frames of a begin.
    path: 'imsc1/damaged.ttml',
    format: 'IMSC1',
    cues: [
      [1000, 2501, 'Frames at 23.976 fps'],
      [6000, 8000, 'Line one\nLine two'],
    ],
    skippedLines: [21],
  },
  {
    // 15: a letter in a start time; 17: a Dialogue line cut after its start time.
    path: 'ssa/damaged.ssa',
    format: 'Sub Station Alpha',
    cues: [
      [1000, 2500, 'Gulls circle the mast.'],
      [3100, 5000, 'Kept'],
    ],
    skippedLines: [15, 17],
  },
  {
    // 10: a letter in a start time (not valid JSON); 22: a paragraph whose end line was lost;
    // 33: the file cut off inside the last paragraph.
    path: 'json/damaged.json',
    format: 'JSON',
    cues: [
      [1000, 2000, 'Good one'],
      [5000, 6000, 'Good two\nsecond line'],
      [9000, 10000, 'Good three'],
    ],
    skippedLines: [10, 22, 33],
  },
];

describe.each(CASES.map((c) => [c.path, c] as const))('damaged %s', (path, damaged) => {
  const subtitle = readSubtitle(fixtureBytes(path), path.split('/').at(-1) ?? path);

  it('is still read as its format', () => {
    expect(subtitle.format).toBe(damaged.format);
  });

  it('keeps every good block whole', () => {
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual(damaged.cues);
  });

  it('lists each skipped block at the line where it starts, with a reason', () => {
    expect(subtitle.warnings?.map((w) => w.line)).toEqual(damaged.skippedLines);
    for (const warning of subtitle.warnings ?? [])
      expect(warning.message.length).toBeGreaterThan(10);
  });
});
