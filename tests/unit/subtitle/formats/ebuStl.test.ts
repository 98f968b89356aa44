import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../shared/subtitle/errors';
import { ebuStl } from '../../../../shared/subtitle/formats/ebuStl';
import {
  decodeLatin,
  encodeCharacter,
  encodeLatin,
} from '../../../../shared/subtitle/formats/ebuStl/iso6937';
import {
  decodeTextField,
  encodeText,
  splitTextFields,
} from '../../../../shared/subtitle/formats/ebuStl/ttiText';
import { spruceStl } from '../../../../shared/subtitle/formats/spruceStl';
import type { FormatInput } from '../../../../shared/subtitle/formats/types';

const SAMPLE = new URL('../../../fixtures/subtitles/ebu-stl/sample.stl', import.meta.url);

function binary(bytes: Uint8Array): FormatInput {
  return { text: new TextDecoder('latin1').decode(bytes), bytes, fileName: 'sample.stl' };
}

const sample = (): FormatInput => binary(new Uint8Array(readFileSync(SAMPLE)));

describe('ISO 6937 (character code table 00)', () => {
  it('combines a diacritic prefix with the following letter', () => {
    expect(decodeLatin(Uint8Array.of(0xc2, 0x65), 0)).toEqual(['é', 2]);
    expect(decodeLatin(Uint8Array.of(0xcf, 0x53), 0)).toEqual(['Š', 2]);
    expect(decodeLatin(Uint8Array.of(0xcb, 0x63), 0)).toEqual(['ç', 2]);
    expect(decodeLatin(Uint8Array.of(0xcd, 0x6f), 0)).toEqual(['ő', 2]);
    expect(decodeLatin(Uint8Array.of(0xfb), 0)).toEqual(['ß', 1]);
    expect(decodeLatin(Uint8Array.of(0xe9), 0)).toEqual(['Ø', 1]);
  });

  it('encodes letters with diacritics as prefix + letter, others from the table or as ?', () => {
    expect(encodeLatin('é')).toEqual([0xc2, 0x65]);
    expect(encodeLatin('Ä')).toEqual([0xc8, 0x41]);
    expect(encodeLatin('ą')).toEqual([0xce, 0x61]);
    expect(encodeLatin('ø')).toEqual([0xf9]);
    expect(encodeLatin('♪')).toEqual([0xd5]);
    expect(encodeLatin('$')).toEqual([0x24]);
    expect(encodeLatin('ж')).toEqual([0x3f]);
    expect(encodeCharacter('01', 'ж')).toEqual([0xd6]);
  });
});

describe('TTI text field', () => {
  it('decodes line breaks, italics, underline and ignores teletext controls', () => {
    const field = Uint8Array.of(0x0d, 0x80, 0x41, 0x8a, 0x8a, 0x42, 0x81, 0x8f, 0x8f);
    expect(decodeTextField(field, '00')).toEqual({ text: '<i>A\nB</i>', doubleHeight: true });
  });

  it('splits long text into 112-byte fields without cutting a diacritic from its letter', () => {
    const bytes = [...new Array<number>(111).fill(0x61), 0xc2, 0x65];
    const fields = splitTextFields(bytes);
    expect(fields).toHaveLength(2);
    expect(fields[0]?.[110]).toBe(0x61);
    expect(fields[0]?.[111]).toBe(0x8f);
    expect([...(fields[1]?.subarray(0, 3) ?? [])]).toEqual([0xc2, 0x65, 0x8f]);
    expect(encodeText('<i>a</i>\nb', '00', false)).toEqual([0x80, 0x61, 0x81, 0x8a, 0x62]);
  });
});

describe('EBU STL', () => {
  it('reads the sample built field by field from the specification', () => {
    const subtitle = ebuStl.parse(sample());
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [1000, 3480, 'Hello\nworld'],
      [4000, 6000, '<i>Italic</i> and <u>under</u>'],
      [7000, 9000, 'Café über ß Š Ø♪'],
      [10000, 12000, 'Double\nheight'],
      [
        13000,
        15000,
        'Extension blocks continue a text that does not fit in one block of one hundred and twelve bytes, like this..... The end.',
      ],
    ]);
    expect(subtitle.paragraphs[1]?.extra).toEqual({
      stlVerticalPosition: 22,
      stlJustification: 1,
      stlGroup: 0,
    });
    expect(subtitle.paragraphs[3]?.extra?.stlDoubleHeight).toBe(true);
  });

  it('keeps the GSI fields and the programme offset in the header', () => {
    const header = JSON.parse(ebuStl.parse(sample()).header ?? '{}') as {
      gsi: Record<string, string>;
      programmeOffsetRemoved: boolean;
    };
    expect(header.programmeOffsetRemoved).toBe(true);
    expect(header.gsi.DFC).toBe('STL25.01');
    expect(header.gsi.OPT?.trimEnd()).toBe('Sample programme');
    expect(header.gsi.TCP).toBe('10000000');
    expect(header.gsi.UDA?.startsWith('user-defined area!')).toBe(true);
  });

  it('writes GSI and TTI blocks that read back the same, and its own output byte for byte', () => {
    const first = ebuStl.parse(sample());
    const written = ebuStl.write(first, { newLine: '\n' }) as Uint8Array;
    // Comment and user-data blocks are not written: 5 subtitles, one with an extension block.
    expect(written.length).toBe(1024 + 6 * 128);
    expect(new TextDecoder().decode(written.subarray(238, 248))).toBe('0000600005');
    const original = sample().bytes;
    expect([...written.subarray(0, 238)]).toEqual([...original.subarray(0, 238)]);
    // Times go back onto the 10:00:00:00 programme start.
    expect([...written.subarray(1024 + 5, 1024 + 13)]).toEqual([10, 0, 1, 0, 10, 0, 3, 12]);
    const again = ebuStl.parse(binary(written));
    expect(again.paragraphs).toEqual(first.paragraphs);
    expect(ebuStl.write(again, { newLine: '\n' })).toEqual(written);
  });

  it('writes a Latin 25 fps file for a subtitle from another format', () => {
    const written = ebuStl.write(
      {
        fileName: 'a.srt',
        format: 'SubRip',
        paragraphs: [{ number: 1, start: 40, end: 1000, text: 'Ça va' }],
      },
      { newLine: '\n' },
    ) as Uint8Array;
    expect(new TextDecoder().decode(written.subarray(0, 14))).toBe('850STL25.011' + '00');
    const read = ebuStl.parse(binary(written));
    expect(read.paragraphs[0]).toMatchObject({ start: 40, end: 1000, text: 'Ça va' });
  });

  it('is detected by the GSI disk format code; Spruce STL does not claim it', () => {
    expect(ebuStl.detect(sample())).toBe(1);
    expect(spruceStl.detect(sample())).toBe(0);
    const text = '00:00:01:00 , 00:00:02:00 , text\n';
    expect(ebuStl.detect({ text, bytes: new TextEncoder().encode(text), fileName: 'a.stl' })).toBe(
      0,
    );
  });

  it('rejects garbage with SubtitleFormatError', () => {
    const good = sample().bytes;
    expect(() => ebuStl.parse(binary(good.subarray(0, 1000)))).toThrow(SubtitleFormatError);
    expect(() => ebuStl.parse(binary(good.subarray(0, 1100)))).toThrow(SubtitleFormatError);
    const badTime = good.slice();
    badTime[1024 + 8] = 25;
    expect(() => ebuStl.parse(binary(badTime))).toThrow(SubtitleFormatError);
    const badCode = good.slice();
    badCode[3] = 0x58;
    expect(() => ebuStl.parse(binary(badCode))).toThrow(SubtitleFormatError);
  });
});
