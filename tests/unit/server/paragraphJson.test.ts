import { describe, expect, it } from 'vitest';
import { readSubtitle, SubtitleFormatError, type Paragraph } from '../../../shared/subtitle/index';
import { ByteArena } from '../../../server/work/byteArena';
import { jsonChunks } from '../../../server/work/jsonChunks';
import {
  paragraphsBound,
  paragraphWriter,
  writeParagraphs,
} from '../../../server/work/paragraphJson';
import { sampleFiles } from '../../helpers/sampleFiles';

// The paragraphs of a parsed subtitle written as JSON bytes by hand must be JSON.stringify's bytes
// exactly: on every sample file, on every kind of character JSON escapes or UTF-8 encodes
// differently, and on numbers that are not small whole ones.

/** What JSON.stringify makes of the paragraphs, as UTF-8, without the array's brackets. */
function expected(paragraphs: readonly Paragraph[]): Buffer {
  return Buffer.from(JSON.stringify(paragraphs).slice(1, -1), 'utf8');
}

function written(paragraphs: readonly Paragraph[]): Buffer {
  const bound = paragraphsBound(paragraphs);
  const out = new Uint8Array(bound);
  const length = writeParagraphs(paragraphs, out);
  expect(length).toBeLessThanOrEqual(bound);
  return Buffer.from(out.subarray(0, length));
}

const line = (text: string, extra?: Paragraph['extra']): Paragraph => ({
  number: 1,
  start: 1000,
  end: 2000,
  text,
  ...(extra ? { extra } : {}),
});

describe('writeParagraphs', () => {
  it("writes every sample file's paragraphs as JSON.stringify does", () => {
    let checked = 0;
    for (const { name, bytes } of sampleFiles()) {
      let paragraphs: Paragraph[];
      try {
        paragraphs = readSubtitle(bytes, name).paragraphs;
      } catch (error) {
        if (error instanceof SubtitleFormatError) continue;
        throw error;
      }
      expect(written(paragraphs).equals(expected(paragraphs)), name).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('escapes and encodes every kind of character as JSON.stringify does', () => {
    const controls = String.fromCharCode(...Array.from({ length: 32 }, (_, code) => code));
    const texts = [
      '',
      controls,
      'say "hi" \\ back\\slash / slash \u007f',
      'é ß \u0080 \u07ff \u0800 ア \uffff \u2028 \u2029',
      'emoji 😀 and 𝄞 (surrogate pairs)',
      'lone high \ud83d at the end \ud83d',
      'lone low \ude00 first, reversed pair \ude00\ud83d',
      '\ud800\ud800\udc00',
      '<i>line one</i>\nline two\r\n\tthree',
    ];
    const paragraphs = texts.map((text, index) => ({ ...line(text), number: index + 1 }));
    expect(written(paragraphs).toString('utf8')).toBe(expected(paragraphs).toString('utf8'));
  });

  it('writes numbers as JSON.stringify does', () => {
    const numbers = [
      0,
      -0,
      7,
      10,
      99,
      100,
      12_345,
      -1,
      -1000,
      2 ** 31,
      2 ** 31 - 1,
      2 ** 53,
      1e15,
      1e16,
      1e21,
      0.5,
      1001.25,
      -3.75,
      1 / 3,
      Number.NaN,
      Infinity,
      -Infinity,
      Number.MIN_VALUE,
    ];
    const paragraphs = numbers.map((value, index) => ({
      number: value,
      start: -value,
      end: index,
      text: 'x',
    }));
    expect(written(paragraphs).toString('utf8')).toBe(expected(paragraphs).toString('utf8'));
  });

  it('writes extra details, shared by lines or their own, and skips an undefined one', () => {
    const style = { style: 'Default', layer: 0, margin: true, actor: 'Zoë "Z"' };
    const paragraphs: Paragraph[] = [
      line('one', style),
      line('two', style),
      line('three', { style: 'Sign', layer: 2 }),
      // The model has no undefined extra, but a reader spreading one in would make it.
      Object.assign(line('four'), { extra: undefined }),
      line('five', style),
    ];
    expect(written(paragraphs).equals(expected(paragraphs))).toBe(true);
  });

  it('writes nothing for no paragraphs', () => {
    expect(written([])).toHaveLength(0);
  });
});

describe('jsonChunks with the paragraph writer', () => {
  /** More paragraphs than one batch, with text in every UTF-8 length. */
  const subtitle = {
    fileName: 'große "Datei".srt',
    format: 'SubRip',
    paragraphs: Array.from({ length: 10_000 }, (_, index) => ({
      number: index + 1,
      start: index * 1000,
      end: index * 1000 + 900,
      text: `line ${index} é ア 😀\n"${'x'.repeat(index % 50)}"`,
    })),
  };

  it('gives the bytes of JSON.stringify whatever room the answer buffer has', () => {
    for (const size of [1, 4096, 300_000, 2 ** 20, 16 * 2 ** 20]) {
      const arena = new ByteArena(new SharedArrayBuffer(size));
      const pieces = jsonChunks(subtitle, 'paragraphs', arena, paragraphWriter);
      expect(pieces.length, String(size)).toBeGreaterThan(1);
      expect(Buffer.concat(pieces).toString('utf8'), String(size)).toBe(JSON.stringify(subtitle));
    }
  });
});
