import { describe, expect, it } from 'vitest';
import { cavena890 } from '../../../../../shared/subtitle/formats/broadcast/cavena890';
import { cheetahCaption } from '../../../../../shared/subtitle/formats/broadcast/cheetahCaption';
import { pac } from '../../../../../shared/subtitle/formats/broadcast/pac';
import type { SubtitleFormat } from '../../../../../shared/subtitle/formats/types';
import type { Subtitle } from '../../../../../shared/subtitle/model';

// The binary readers take most texts in bulk (the Latin-1 characters of thousands of records
// decoded at once, each text a slice) and the others one by one. A file long enough to span
// several bulk chunks, mixing both kinds, must read every subtitle as a file of one cycle does,
// from bytes at any offset of their buffer.

/** Texts written, and what each format reads back (its code page has no room for some). */
const CASES: readonly (readonly [string, Record<string, string>])[] = [
  ['Hello world', {}],
  ['café naïve über', { 'Cheetah Caption': 'café naive uber' }],
  ['señor déjà vu', {}],
  ['<i>In italics</i>', {}],
  ['Two lines\nof text', {}],
  ['<i>Both lines</i>\n<i>in italics</i>', { all: '<i>Both lines\nin italics</i>' }],
  ['A note ♪ sung', { 'PAC (Screen Electronics)': 'A note # sung' }],
  ['Łódź and ş', { 'Cavena 890': 'Lódź and ş', 'Cheetah Caption': 'Lódz and s' }],
  ['Three\nlines of\ntext here', {}],
  ['{\\an8}At the top', { 'Cavena 890': 'At the top' }],
  ['Æble og Ø', { 'Cheetah Caption': 'AEble og O' }],
  ['Price: £5 ¿Qué?', {}],
  ['less < than', { 'PAC (Screen Electronics)': 'less ? than' }],
  [' padded ', { all: 'padded' }],
  ['A fairly long first line of plain text here\nand a second line just as long as it is', {}],
];

function expectedText(format: string, index: number): string {
  const [text, read] = CASES[index % CASES.length] ?? ['', {}];
  return read[format] ?? read.all ?? text;
}

function cycles(count: number): Subtitle {
  const paragraphs = Array.from({ length: count * CASES.length }, (_, i) => ({
    number: i + 1,
    // Whole frames at 23.976 fps well apart, so times read back as written.
    start: i * 2002,
    end: i * 2002 + 1001,
    text: CASES[i % CASES.length]?.[0] ?? '',
  }));
  return { fileName: 'bulk', paragraphs };
}

function parse(format: SubtitleFormat, bytes: Uint8Array) {
  return format.parse({ text: '', bytes, fileName: `bulk${format.extensions[0] ?? ''}` });
}

/** The same bytes three bytes into a bigger buffer. */
function unaligned(bytes: Uint8Array): Uint8Array {
  const buffer = new Uint8Array(bytes.length + 3);
  buffer.set(bytes, 3);
  return buffer.subarray(3);
}

describe.each([
  // Cavena 890 decodes 4096 blocks at once; PAC and Cheetah Caption 1 MB of text (a cycle
  // has about 250 characters read in bulk).
  ['Cavena 890', cavena890, 320],
  ['PAC', pac, 5000],
  ['Cheetah Caption', cheetahCaption, 5000],
] as const)('%s read in bulk', (_, format, count) => {
  it(`reads ${count} cycles of mixed texts as a file of one cycle does`, () => {
    const written = format.write(cycles(count), { newLine: '\n' });
    if (typeof written === 'string') throw new Error('a binary format writes bytes');
    const read = parse(format, written);
    expect(read.warnings).toBeUndefined();
    expect(read.paragraphs).toHaveLength(count * CASES.length);
    const small = parse(format, format.write(cycles(1), { newLine: '\n' }) as Uint8Array);
    expect(small.paragraphs.map((p) => p.text)).toEqual(
      CASES.map((_, i) => expectedText(format.name, i)),
    );
    read.paragraphs.forEach((paragraph, i) => {
      if (paragraph.text !== expectedText(format.name, i)) {
        throw new Error(`subtitle ${i + 1} reads ${JSON.stringify(paragraph.text)}`);
      }
      if (paragraph.start !== i * 2002 || paragraph.end !== i * 2002 + 1001) {
        throw new Error(`subtitle ${i + 1} at ${paragraph.start}–${paragraph.end}`);
      }
    });
    expect(parse(format, unaligned(written))).toEqual(read);
  });
});
