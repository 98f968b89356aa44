import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cp1252Char } from '../../../shared/subtitle/formats/broadcast/binaryCommon';
import { CaptionTextBuilder } from '../../../shared/subtitle/formats/broadcast/captionText';
import {
  type BlockLayout,
  CavenaFieldReader,
} from '../../../shared/subtitle/formats/broadcast/cavenaFields';
import {
  ACCENTS,
  FIELD_BYTES,
  FILL,
  isChinese,
  isNordic,
  ITALIC_OFF,
  ITALIC_ON,
  SINGLES,
} from '../../../shared/subtitle/formats/broadcast/cavenaText';

// The Cavena 890 field reader gathers the Latin-1 characters of thousands of blocks in one loop
// and decodes them at once; a block whose two lines are plain is one slice of that text, the
// others are built from slices and the characters beyond Latin-1. This test holds both ways to a
// byte-at-a-time reading of the field rules (cavenaText.ts), on random blocks made of the bytes
// that make a difference: fill (also inside a text), accents (before a letter, before anything
// else, at the field's end), italics, '<', spaces and no-break spaces at a line's ends, controls,
// colour codes, 0x80–0x9F, the Nordic letters and 0xE5/0xE6, any byte at all; Nordic, other and
// Chinese languages; blocks read in order and out of it, files cut short, buffers at any offset.

const HEADER_BYTES = 388;
const BLOCK_BYTES = 128;
const SHORT_BLOCK_BYTES = 124;
const LAYOUT: BlockLayout = {
  blockBytes: BLOCK_BYTES,
  shortBlockBytes: SHORT_BLOCK_BYTES,
  fields: [16, 16 + FIELD_BYTES + 6],
};

/** One field as the rules read it, a byte at a time, into the builder. */
function referenceField(field: Uint8Array, language: number, builder: CaptionTextBuilder): void {
  if (isChinese(language)) {
    for (let at = 0; at + 1 < field.length; at += 2) {
      const code = ((field[at] ?? 0) << 8) | (field[at + 1] ?? 0);
      if (code === ITALIC_ON) builder.setItalic(true);
      else if (code === ITALIC_OFF) builder.setItalic(false);
      else if (code === 0xbe) builder.append('-');
      else if (code >= 0x20 && code !== FILL && !(code >= 0x80 && code <= 0x9f)) {
        builder.append(String.fromCharCode(code));
      }
    }
  } else {
    for (let at = 0; at < field.length; at++) {
      const byte = field[at] ?? 0;
      const mark = ACCENTS.get(byte);
      const single = SINGLES.get(byte);
      if (byte === ITALIC_ON) builder.setItalic(true);
      else if (byte === ITALIC_OFF) builder.setItalic(false);
      else if (mark !== undefined) {
        const next = field[at + 1] ?? 0;
        if (next >= 0x41 && next <= 0x7a) {
          builder.append(`${cp1252Char(next)}${mark}`.normalize('NFC'));
          at++;
        }
      } else if ((byte === 0xe5 || byte === 0xe6) && !isNordic(language)) {
        builder.append(byte === 0xe5 ? '[' : ']');
      } else if (single !== undefined) builder.append(single);
      else if (byte >= 0x20 && byte !== FILL && !(byte >= 0x80 && byte <= 0x9f)) {
        if (!(byte >= 0xf1 && byte <= 0xf8)) builder.append(cp1252Char(byte));
      }
    }
  }
  builder.setItalic(false);
}

function referenceBlock(bytes: Uint8Array, at: number, languages: readonly number[]): string {
  const builder = new CaptionTextBuilder();
  LAYOUT.fields.forEach((offset, field) => {
    if (field > 0) builder.newLine();
    const from = at + offset;
    const field0 = bytes.subarray(from, Math.min(bytes.length, from + FIELD_BYTES));
    referenceField(field0, languages[field] ?? 0, builder);
  });
  return builder.take();
}

/** The reader's text of a block: its one slice when it has one, else built field by field. */
function readerBlock(reader: CavenaFieldReader, at: number, builder: CaptionTextBuilder) {
  const plain = reader.plainText(at);
  reader.read(at, 0, builder);
  builder.newLine();
  reader.read(at, 1, builder);
  const built = builder.take();
  return { plain, built };
}

const LETTERS = 'abcxyzABCXYZ019,.!?';
const byteArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...Array.from(LETTERS, (c) => c.charCodeAt(0))) },
  { weight: 3, arbitrary: fc.constantFrom(0x20, 0xa0) },
  { weight: 3, arbitrary: fc.constantFrom(...ACCENTS.keys()) },
  { weight: 2, arbitrary: fc.constantFrom(FILL, ITALIC_ON, ITALIC_OFF, 0x3c, 0xe5, 0xe6) },
  { weight: 2, arbitrary: fc.constantFrom(...SINGLES.keys()) },
  { weight: 1, arbitrary: fc.integer({ min: 0xf1, max: 0xf8 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0x00, max: 0x1f }) },
  { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0x9f }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 255 }) },
);

/** Tags typed into a text: the builder reads "</i>" before "<i>" in a line as no tag. */
const TAGS = ['<i>', '</i>', ' </i> <i>', '</i><i>'].map((tag) =>
  Array.from(tag, (c) => c.charCodeAt(0)),
);
const tokenArb: fc.Arbitrary<number[]> = fc.oneof(
  { weight: 20, arbitrary: byteArb.map((byte) => [byte]) },
  { weight: 1, arbitrary: fc.constantFrom(...TAGS) },
);

/** A field: some bytes, then (mostly) fill to its end, as writers leave it. */
const fieldArb: fc.Arbitrary<number[]> = fc
  .tuple(fc.array(tokenArb, { maxLength: FIELD_BYTES }), fc.boolean())
  .map(([tokens, filled]) => {
    const text = tokens.flat().slice(0, FIELD_BYTES);
    return filled ? [...text, ...Array<number>(FIELD_BYTES - text.length).fill(FILL)] : text;
  });

const languageArb = fc.constantFrom(0x09, 0x07, 0x28, 0x1e, 0x90, 0x91, 0x00, 0x42);

/** A file of header and blocks; `cut` bytes (0–4) off the end, the buffer `shift` bytes into a
 *  bigger one. */
function file(blocks: readonly (readonly [number[], number[]])[], cut: number, shift: number) {
  const length = HEADER_BYTES + blocks.length * BLOCK_BYTES - cut;
  const buffer = new Uint8Array(length + shift);
  const bytes = buffer.subarray(shift);
  blocks.forEach(([line1, line2], index) => {
    const at = HEADER_BYTES + index * BLOCK_BYTES;
    const put = (values: number[], offset: number): void => {
      values.forEach((value, i) => {
        if (at + offset + i < length) bytes[at + offset + i] = value;
      });
    };
    put(line1, LAYOUT.fields[0]);
    put(line2, LAYOUT.fields[1]);
  });
  return bytes;
}

function blockStarts(bytes: Uint8Array): number[] {
  const starts: number[] = [];
  for (let at = HEADER_BYTES; at + SHORT_BLOCK_BYTES <= bytes.length; at += BLOCK_BYTES) {
    starts.push(at);
  }
  return starts;
}

function expectSameTexts(bytes: Uint8Array, languages: readonly number[], order: number[]): void {
  const reader = new CavenaFieldReader(bytes, LAYOUT, languages);
  const builder = new CaptionTextBuilder();
  for (const at of order) {
    const expected = referenceBlock(bytes, at, languages);
    const { plain, built } = readerBlock(reader, at, builder);
    if (built !== expected || (plain !== undefined && plain !== expected)) {
      const got = JSON.stringify({ plain, built });
      throw new Error(`block at ${at}: ${got}, expected ${JSON.stringify(expected)}`);
    }
  }
}

describe('Cavena 890 field reader', () => {
  it('reads random blocks as a byte-at-a-time reading of the rules does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fieldArb, fieldArb), { minLength: 1, maxLength: 40 }),
        fc.tuple(languageArb, languageArb),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (blocks, languages, cut, shift, jumps) => {
          const bytes = file(blocks, cut, shift);
          const starts = blockStarts(bytes);
          const order = [...starts, ...jumps.map((j) => starts[j % starts.length] ?? HEADER_BYTES)];
          expectSameTexts(bytes, languages, order);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a file of several chunks, in order and out of it, at every offset', () => {
    // More blocks than one chunk holds (4096), so texts are gathered and decoded chunk by chunk.
    const blocks = fc.sample(fc.tuple(fieldArb, fieldArb), { numRuns: 9000, seed: 42 });
    const shuffled = fc.sample(fc.nat({ max: blocks.length - 1 }), { numRuns: 200, seed: 7 });
    for (const [shift, cut, languages] of [
      [0, 0, [0x09, 0x09]],
      [1, 4, [0x07, 0x09]],
      [2, 0, [0x90, 0x28]],
      [3, 3, [0x09, 0x91]],
    ] as const) {
      const bytes = file(blocks, cut, shift);
      const starts = blockStarts(bytes);
      const order = [...starts, ...shuffled.map((i) => starts[i] ?? HEADER_BYTES)];
      expect(() => expectSameTexts(bytes, languages, order)).not.toThrow();
    }
  });
});
