import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../../shared/subtitle/errors';
import { avidStl } from '../../../../../shared/subtitle/formats/broadcast/avidStl';
import { ayato } from '../../../../../shared/subtitle/formats/broadcast/ayato';
import { cheetahCaption } from '../../../../../shared/subtitle/formats/broadcast/cheetahCaption';
import { cheetahCaptionOld } from '../../../../../shared/subtitle/formats/broadcast/cheetahCaptionOld';
import { ebuStl } from '../../../../../shared/subtitle/formats/ebuStl';
import type { FormatInput } from '../../../../../shared/subtitle/formats/types';
import type { Subtitle } from '../../../../../shared/subtitle/model';
import { fixtureBytes } from '../../fixtureFiles';

// Cheetah Caption, Cheetah Caption Old, Ayato and Avid STL: sample values, written bytes, damaged
// records skipped with a warning naming them, files that are not theirs refused.

function input(bytes: Uint8Array, fileName: string): FormatInput {
  return { bytes, text: new TextDecoder('latin1').decode(bytes), fileName };
}

function subtitle(...cues: [number, number, string][]): Subtitle {
  return {
    fileName: 'x.srt',
    paragraphs: cues.map(([start, end, text], index) => ({ number: index + 1, start, end, text })),
  };
}

const asBytes = (written: string | Uint8Array): Uint8Array =>
  typeof written === 'string' ? new TextEncoder().encode(written) : written;

const cues = (bytes: Uint8Array, format: typeof ayato, name: string): [number, number, string][] =>
  format.parse(input(bytes, name)).paragraphs.map((p) => [p.start, p.end, p.text]);

describe('Cheetah Caption', () => {
  const sample = fixtureBytes('cheetah-caption/sample.cap');

  it('reads the sample: times, two lines, an italic line, accented letters, a position', () => {
    expect(cues(sample, cheetahCaption, 'sample.cap')).toEqual([
      [1001, 3503, 'Hello, world.'],
      [4004, 6006, 'Two lines\non the screen'],
      [7007, 9009, '<i>Italic words</i>'],
      [10010, 12012, '{\\an7}Café ♪'],
    ]);
  });

  it('lets a record without an end time last until the next caption', () => {
    expect(
      cues(fixtureBytes('cheetah-caption/short-records.cap'), cheetahCaption, 'x.cap'),
    ).toEqual([
      [1001, 3003, 'First, until the second'],
      [3003, 5005, 'Second\ntwo lines'],
      [5005, 7007, 'Third, with its end'],
    ]);
  });

  it('writes a record: length, type, times, style bytes, text, a zero', () => {
    const bytes = asBytes(
      cheetahCaption.write(subtitle([1001, 2002, '{\\an9}<i>Hé</i>\nyo']), { newLine: '\n' }),
    );
    expect([...bytes.subarray(0, 6)]).toEqual([0xea, 0x22, 0x01, 0x00, 0x01, 0x00]);
    const record = [...bytes.subarray(128)];
    expect(record).toEqual([
      29, 0x62, 0, 0, 1, 0, 0, 0, 2, 0, 0x12, 0x01, 0, 0, 0, 0, 0x03, 0x01, 0x1e, 0xd0, 0x48, 0x83,
      0, 0, 0, 0, 0x79, 0x6f, 0,
    ]);
  });

  it('skips a record with a damaged time and refuses a file without EA 22', () => {
    const damaged = sample.slice();
    damaged[128 + (sample[128] ?? 0) + 4] = 75; // second record: start seconds 75
    const read = cheetahCaption.parse(input(damaged, 'x.cap'));
    expect(read.paragraphs).toHaveLength(3);
    expect(read.warnings?.[0]?.line).toBe(2);
    expect(read.warnings?.[0]?.message).toContain('00:00:75:00 is out of range');
    const wrong = sample.slice();
    wrong[1] = 0x23;
    expect(() => cheetahCaption.parse(input(wrong, 'x.cap'))).toThrow(SubtitleFormatError);
  });
});

describe('Cheetah Caption Old', () => {
  const sample = fixtureBytes('cheetah-caption-old/sample.cap');

  it('reads the sample', () => {
    expect(cues(sample, cheetahCaptionOld, 'sample.cap')).toEqual([
      [1001, 3503, 'Hello, world.'],
      [4004, 6006, 'Two lines\non the screen'],
      [7007, 9968, 'Plain ASCII only: 100% (really)!'],
      [60060, 62062, 'A minute in'],
    ]);
  });

  it('reads a zero end as "until the next caption"', () => {
    const noEnd = sample.slice();
    noEnd.fill(0, 128 + 4, 128 + 8);
    expect(cues(noEnd, cheetahCaptionOld, 'x.cap')[0]).toEqual([1001, 4004, 'Hello, world.']);
  });

  it('writes two 38-byte ASCII lines; a third line joins the second', () => {
    const bytes = asBytes(
      cheetahCaptionOld.write(subtitle([0, 1001, 'Ünï\nb\nc']), { newLine: '\n' }),
    );
    expect(bytes.length).toBe(128 + 178);
    expect(String.fromCharCode(...bytes.subarray(128 + 0x1a, 128 + 0x1a + 3))).toBe('Uni');
    expect(String.fromCharCode(...bytes.subarray(128 + 0x40, 128 + 0x40 + 4))).toBe('b c\0');
  });

  it('skips a record that ends before it starts', () => {
    const damaged = sample.slice();
    damaged.set([0, 0, 0, 5], 128 + 178 + 4);
    const read = cheetahCaptionOld.parse(input(damaged, 'x.cap'));
    expect(read.paragraphs.map((p) => p.text)).not.toContain('Two lines\non the screen');
    expect(read.warnings).toEqual([
      { line: 2, message: 'Record 2 (byte 306) was skipped: it ends before it starts' },
    ]);
  });
});

describe('Ayato', () => {
  const sample = fixtureBytes('ayato/sample.aya');

  it('reads the sample: frame counts at 23.976 and UTF-8 lines', () => {
    expect(cues(sample, ayato, 'sample.aya')).toEqual([
      [1001, 3503, 'Hello, world.'],
      [4004, 6006, 'Two lines\non the screen'],
      [7007, 9009, 'Grüße, ça va ?'],
      [10010, 12513, '日本語の字幕'],
    ]);
  });

  it('writes back the header it read, with the new count', () => {
    const read = ayato.parse(input(sample, 'sample.aya'));
    const fewer = { ...read, paragraphs: read.paragraphs.slice(0, 2) };
    const bytes = asBytes(ayato.write(fewer, { newLine: '\n' }));
    expect([...bytes.subarray(0, 682)]).toEqual([...sample.subarray(0, 682)]);
    expect([bytes[682], bytes[2050]]).toEqual([2, 2]);
  });

  it('skips a record that ends before it starts and refuses a file that is not Ayato', () => {
    const damaged = sample.slice();
    damaged.set([0, 0, 0], 2713 + 8); // first record: end frame 0
    const read = ayato.parse(input(damaged, 'x.aya'));
    expect(read.paragraphs).toHaveLength(3);
    expect(read.warnings?.[0]?.line).toBe(1);
    const wrong = sample.slice();
    wrong[7] = 0x61;
    expect(() => ayato.parse(input(wrong, 'x.aya'))).toThrow(SubtitleFormatError);
    expect(() => ayato.parse(input(sample.subarray(0, 2000), 'x.aya'))).toThrow(
      SubtitleFormatError,
    );
  });
});

describe('Avid STL', () => {
  const sample = fixtureBytes('avid-stl/sample.stl');

  it('reads the sample: Windows-1252 text, 8A between lines', () => {
    expect(cues(sample, avidStl, 'sample.stl')).toEqual([
      [1001, 3503, 'Hello, world.'],
      [4004, 6006, 'Two lines\non the screen'],
      [7007, 9968, 'Café für 5 €'],
      [60060, 62062, 'A minute in'],
    ]);
  });

  it('is not EBU STL, and EBU STL is not Avid STL', () => {
    const ebu = fixtureBytes('ebu-stl/sample.stl');
    expect(avidStl.detect(input(ebu, 'sample.stl'))).toBe(0);
    expect(ebuStl.detect(input(sample, 'sample.stl'))).toBe(0);
    expect(() => avidStl.parse(input(ebu, 'sample.stl'))).toThrow(SubtitleFormatError);
  });

  it('writes blocks numbered from 0 with the counts in the header', () => {
    const bytes = asBytes(
      avidStl.write(subtitle([0, 1001, 'a'], [2002, 3003, 'b\nc']), { newLine: '\n' }),
    );
    expect(String.fromCharCode(...bytes.subarray(238, 248))).toBe('0000200002');
    expect([...bytes.subarray(1152, 1168)]).toEqual([
      0, 1, 0, 0xff, 0, 0, 0, 2, 0, 0, 0, 3, 0, 1, 2, 0,
    ]);
    expect([...bytes.subarray(1168, 1172)]).toEqual([0x62, 0x8a, 0x63, 0x8f]);
  });

  it('skips a block with a damaged time and leaves comment blocks out', () => {
    const damaged = sample.slice();
    damaged[1024 + 128 + 6] = 99; // block 2: start minutes 99
    damaged[1024 + 384 + 15] = 1; // block 4: a comment
    const read = avidStl.parse(input(damaged, 'x.stl'));
    expect(read.paragraphs.map((p) => p.text)).toEqual(['Hello, world.', 'Café für 5 €']);
    expect(read.warnings).toEqual([
      {
        line: 2,
        message:
          'Record 2 (byte 1152) was skipped: its start time code 00:99:04:00 is out of range',
      },
    ]);
  });
});
