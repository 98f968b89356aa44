import { describe, expect, it } from 'vitest';
import {
  decodeText,
  ENCODINGS,
  encodeText,
  findEncoding,
  getEncoding,
} from '../../../../shared/subtitle/encoding/codecs';
import { UnknownEncodingError } from '../../../../shared/subtitle/errors';

/** A text each encoding can hold: ASCII plus letters of its script. */
const SAMPLE_BY_CODE: Record<string, string> = {
  'us-ascii': 'Plain line, 42!',
  'iso-8859-1': 'Café, naïve, Øresund',
  'iso-8859-2': 'Łódź, Žižkov, Gdańsk',
  'iso-8859-3': 'Ħamrun, ġnien, ċirasa',
  'iso-8859-4': 'Ķekava, Ļaudona, Ņ',
  'iso-8859-5': 'Привет, мир',
  'iso-8859-6': 'مرحبا',
  'iso-8859-7': 'Καλημέρα κόσμε',
  'iso-8859-8': 'שלום עולם',
  'iso-8859-9': 'İstanbul, ğüşöç',
  'windows-1250': 'Łódź – Žižkov „quote”',
  'windows-1251': 'Привет — мир',
  'windows-1252': 'Café “quoted” – €5…',
  'windows-1253': 'Καλημέρα €',
  'windows-1254': 'İstanbul ğ €',
  'windows-1255': 'שלום €',
  'windows-1256': 'مرحبا €',
  'windows-1257': 'Ķekava €',
  shift_jis: '日本語のテキスト',
  big5: '繁體中文字幕',
};
const UNICODE_SAMPLE = 'Grüße, 日本, Ελληνικά, 😀';

describe('the 26 encodings', () => {
  it('lists 26 distinct codes with the CONTRACT names', () => {
    expect(ENCODINGS).toHaveLength(26);
    expect(new Set(ENCODINGS.map((e) => e.code)).size).toBe(26);
    expect(ENCODINGS[0]).toMatchObject({ code: 'utf-8-bom', displayName: 'UTF-8 with BOM' });
    expect(findEncoding('Unicode')?.code).toBe('utf-16le');
    expect(findEncoding('unicode (big-endian)')?.code).toBe('utf-16be');
    expect(findEncoding('Unicode (UTF-32)')?.code).toBe('utf-32le');
    expect(findEncoding('UNICODE (UTF-32 BIG-ENDIAN)')?.code).toBe('utf-32be');
    expect(findEncoding('Western European (ISO)')?.code).toBe('iso-8859-1');
    expect(findEncoding('SHIFT_JIS')?.code).toBe('shift_jis');
    expect(findEncoding('UTF-8 without BOM')?.code).toBe('utf-8');
  });

  it('throws UnknownEncodingError for other names', () => {
    expect(() => getEncoding('ebcdic')).toThrow(UnknownEncodingError);
    expect(() => encodeText('x', 'utf-7')).toThrow(UnknownEncodingError);
  });

  it.each(ENCODINGS.map((e) => e.code))('%s round-trips a text it can hold', (code) => {
    const text = SAMPLE_BY_CODE[code] ?? UNICODE_SAMPLE;
    const bytes = encodeText(text, code);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(decodeText(bytes, code)).toBe(text);
  });

  it('writes a BOM for utf-8-bom and every UTF-16/32, never for the others', () => {
    const head = (code: string): number[] => [...encodeText('a', code).slice(0, 4)];
    expect(head('utf-8-bom')).toEqual([0xef, 0xbb, 0xbf, 0x61]);
    expect(head('utf-8')).toEqual([0x61]);
    expect(head('utf-16le')).toEqual([0xff, 0xfe, 0x61, 0x00]);
    expect(head('utf-16be')).toEqual([0xfe, 0xff, 0x00, 0x61]);
    expect(head('utf-32le')).toEqual([0xff, 0xfe, 0x00, 0x00]);
    expect(head('utf-32be')).toEqual([0x00, 0x00, 0xfe, 0xff]);
    for (const encoding of ENCODINGS.filter((e) => !e.code.startsWith('utf'))) {
      expect(head(encoding.code), encoding.code).toEqual([0x61]);
    }
  });

  it('writes ? for characters the encoding cannot hold', () => {
    expect([...encodeText('é€😀', 'us-ascii')]).toEqual([0x3f, 0x3f, 0x3f]);
    expect([...encodeText('a€', 'iso-8859-1')]).toEqual([0x61, 0x3f]);
    expect(decodeText(encodeText('Привет €', 'windows-1252'), 'windows-1252')).toBe('?????? €');
    expect(decodeText(encodeText('日本 ü', 'windows-1251'), 'windows-1251')).toBe('?? ?');
  });
});
