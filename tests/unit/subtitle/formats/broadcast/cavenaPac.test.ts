import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../../shared/subtitle/errors';
import { cavena890 } from '../../../../../shared/subtitle/formats/broadcast/cavena890';
import { pac, pacUnicode } from '../../../../../shared/subtitle/formats/broadcast/pac';
import type { FormatInput } from '../../../../../shared/subtitle/formats/types';
import type { Subtitle } from '../../../../../shared/subtitle/model';
import { fixtureBytes } from '../../fixtureFiles';

function input(bytes: Uint8Array, fileName: string): FormatInput {
  return { bytes, text: new TextDecoder('latin1').decode(bytes), fileName };
}

function subtitle(...texts: [number, number, string][]): Subtitle {
  return {
    fileName: 'x.srt',
    paragraphs: texts.map(([start, end, text], index) => ({ number: index + 1, start, end, text })),
  };
}

const asBytes = (written: string | Uint8Array): Uint8Array =>
  typeof written === 'string' ? new TextEncoder().encode(written) : written;

describe('Cavena 890', () => {
  const sample = fixtureBytes('cavena-890/sample.890');

  it('reads the sample: frame counts at 23.976, both lines, accents, italics, justification', () => {
    const read = cavena890.parse(input(sample, 'sample.890'));
    expect(read.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [1001, 3003, 'Hello, world.'],
      [4004, 7007, 'Two lines\nCafé æ å'],
      [8008, 10010, '{\\an1}<i>Italic</i> and upright'],
      [11011, 13013, 'One\ntwo\nthree'],
      [14014, 16016, '♪ Söng ♪'],
    ]);
    expect(JSON.parse(read.header ?? '{}')).toMatchObject({
      title: 'Sample programme',
      translator: 'A. Translator',
      startOfMessage: '10:00:00:00',
      languageLine1: 9,
    });
  });

  it('puts one line on the lower field and a third line in a block with the same number', () => {
    const bytes = asBytes(
      cavena890.write(subtitle([0, 1001, 'Only'], [2002, 3003, 'a\nb\nc']), { newLine: '\n' }),
    );
    // Header 388, then blocks of 128 (the last one 124).
    expect(bytes.length).toBe(388 + 128 * 2 + 124);
    const block = (n: number): Uint8Array => bytes.subarray(388 + n * 128);
    expect(block(0)[16]).toBe(0x7f); // upper field empty
    expect(String.fromCharCode(...block(0).subarray(73, 77))).toBe('Only');
    expect([block(1)[0], block(1)[1]]).toEqual([block(2)[0], block(2)[1]]);
    // Start and end: 24-bit big-endian frame counts at 23.976.
    expect([...block(1).subarray(2, 8)]).toEqual([0, 0, 48, 0, 0, 72]);
  });

  it('writes frames at the rate asked for', () => {
    const bytes = asBytes(
      cavena890.write(subtitle([1000, 2000, 'x']), { newLine: '\n', frameRate: 25 }),
    );
    expect([...bytes.subarray(390, 396)]).toEqual([0, 0, 25, 0, 0, 50]);
  });

  it('writes and reads Chinese as UTF-16 with the Chinese font', () => {
    const original = subtitle([1001, 2002, '你好，世界'], [3003, 4004, '<i>第二</i>']);
    const bytes = asBytes(cavena890.write(original, { newLine: '\n' }));
    expect(bytes[146]).toBe(0x91);
    expect(String.fromCharCode(...bytes.subarray(187, 195))).toBe('CCKM44.V');
    expect(cavena890.parse(input(bytes, 'x.890')).paragraphs.map((p) => p.text)).toEqual([
      '你好，世界',
      '<i>第二</i>',
    ]);
  });

  it('skips a block that ends before it starts, with a warning naming it', () => {
    const damaged = sample.slice();
    // Block 3 (offset 388 + 2 * 128): end frame below its start.
    damaged.set([0, 0, 1], 388 + 256 + 5);
    const read = cavena890.parse(input(damaged, 'x.890'));
    expect(read.paragraphs.map((p) => p.text)).toEqual([
      'Hello, world.',
      'Two lines\nCafé æ å',
      'One\ntwo\nthree',
      '♪ Söng ♪',
    ]);
    expect(read.warnings).toEqual([
      {
        line: 3,
        message: 'Record 3 (byte 644) was skipped: it ends (frame 1) before it starts (frame 192)',
      },
    ]);
  });

  it('refuses a file too short or without its structure', () => {
    expect(() => cavena890.parse(input(sample.subarray(0, 400), 'x.890'))).toThrow(
      SubtitleFormatError,
    );
    const noFonts = sample.slice(0, 388 + 124 + 7);
    noFonts.fill(0, 180, 260);
    expect(() => cavena890.parse(input(noFonts, 'x.890'))).toThrow(SubtitleFormatError);
    expect(cavena890.detect(input(noFonts, 'x.890'))).toBe(0);
  });
});

describe('PAC (Screen Electronics) and PAC Unicode (UniPac)', () => {
  const latin = fixtureBytes('pac/sample.pac');
  const unicode = fixtureBytes('pac/sample.fpc');

  it('reads the Latin sample: time codes, code page letters, italics, rows and justification', () => {
    const read = pac.parse(input(latin, 'sample.pac'));
    expect(read.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [1001, 3503, 'Hello, world.'],
      [4004, 6006, 'Two lines\nÆble og øl'],
      [7007, 9009, '<i>Whole line italic</i>'],
      [10010, 12012, '{\\an1}Left and <i>italic</i> words'],
      [13013, 15974, '{\\an8}Café at the top'],
    ]);
    expect(read.paragraphs.every((p) => p.extra === undefined)).toBe(true);
  });

  it('reads the Unicode sample', () => {
    const read = pacUnicode.parse(input(unicode, 'sample.fpc'));
    expect(read.paragraphs.map((p) => p.text)).toEqual([
      'Hello.',
      'Καλημέρα κόσμε\nこんにちは',
      '<i>Курсив</i>',
    ]);
  });

  it('tells the two apart by the text of the first record', () => {
    expect(pac.detect(input(latin, 'x.bin'))).toBeGreaterThan(
      pacUnicode.detect(input(latin, 'x.bin')),
    );
    expect(pacUnicode.detect(input(unicode, 'x.bin'))).toBeGreaterThan(
      pac.detect(input(unicode, 'x.bin')),
    );
  });

  it('writes PAC bytes: markers for italics in place of spaces, accent bytes, £ and #', () => {
    const bytes = asBytes(
      pac.write(subtitle([0, 1001, 'A <i>b</i> c'], [2002, 3003, '£5 #1 é']), { newLine: '\n' }),
    );
    const text = (from: number, length: number): number[] => [
      ...bytes.subarray(from, from + length),
    ];
    // 23 header bytes, marker, two times, length, row 11, FE, 02 (centre), 03, then the text.
    expect(text(0, 3)).toEqual([1, 0, 0]);
    expect(bytes[23]).toBe(0x60);
    expect(text(35, 3)).toEqual([0xfe, 0x02, 0x03]);
    expect(String.fromCharCode(...text(38, 5))).toBe('A<b>c');
    // Then 00, the record number 1 (LE) and the next marker.
    expect(text(43, 4)).toEqual([0x00, 0x01, 0x00, 0x60]);
    // The footer starts FF.
    expect(text(61, 9)).toEqual([0x23, 0x35, 0x20, 0x80, 0x31, 0x20, 0xe2, 0x65, 0xff]);
  });

  it('keeps a row that is not the default one', () => {
    const moved = latin.slice();
    moved[23 + 11] = 9; // first record: row 9 instead of 11, still at the bottom
    const read = pac.parse(input(moved, 'x.pac'));
    expect(read.paragraphs[0]?.extra).toEqual({ pacVerticalPosition: 9 });
    const again = asBytes(pac.write(read, { newLine: '\n' }));
    expect(again[23 + 11]).toBe(9);
  });

  it('writes Unicode PAC lines as UTF-8 between 1F EF BB BF and 2E, a dot as FF', () => {
    const bytes = asBytes(pacUnicode.write(subtitle([0, 1001, 'Ω.']), { newLine: '\n' }));
    expect([...bytes.subarray(34, 47)]).toEqual([
      0x0b, 0x80, 0x80, 0x80, 0xfe, 0x02, 0x03, 0x1f, 0xef, 0xbb, 0xbf, 0xce, 0xa9,
    ]);
    expect([...bytes.subarray(47, 49)]).toEqual([0xff, 0x2e]);
  });

  it('skips a record with a damaged time code and reads the others', () => {
    const damaged = latin.slice();
    // Second record: its marker follows 00 01 00; minutes 75 in its start.
    const marker = latin.indexOf(0x60, 40);
    damaged[marker + 1] = 75;
    const read = pac.parse(input(damaged, 'x.pac'));
    expect(read.paragraphs).toHaveLength(4);
    expect(read.warnings).toEqual([
      {
        line: 2,
        message: `Record 2 (byte ${marker}) was skipped: its start time code 00:75:04:00 is out of range`,
      },
    ]);
  });

  it('finds the next record after bytes that make none', () => {
    const marker = latin.indexOf(0x60, 40);
    // Break the link between records 1 and 2: the finder looks on for the next record.
    const damaged = Uint8Array.from([
      ...latin.subarray(0, marker - 3),
      0x07,
      0x07,
      ...latin.subarray(marker - 3),
    ]);
    const read = pac.parse(input(damaged, 'x.pac'));
    expect(read.paragraphs.map((p) => p.text)).toHaveLength(5);
  });

  it('refuses a file without the PAC start', () => {
    const wrong = latin.slice();
    wrong[0] = 2;
    expect(pac.detect(input(wrong, 'x.pac'))).toBe(0);
    expect(() => pac.parse(input(wrong, 'x.pac'))).toThrow(SubtitleFormatError);
    expect(() => pac.parse(input(latin.subarray(0, 20), 'x.pac'))).toThrow(SubtitleFormatError);
  });
});
