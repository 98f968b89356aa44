import { describe, expect, it } from 'vitest';
import { encodeText } from '../../../../shared/subtitle/encoding/codecs';
import { subRip } from '../../../../shared/subtitle/formats/subrip';
import { writeSubRip, writeSubRipUtf8 } from '../../../../shared/subtitle/formats/subripWrite';
import { writeSubtitle } from '../../../../shared/subtitle/index';
import type { Paragraph, Subtitle } from '../../../../shared/subtitle/model';
import { roundMs } from '../../../../shared/subtitle/time';

// The UTF-8 byte writer must give exactly the bytes of the string writer encoded as UTF-8, for
// every new line and BOM choice; the string writer is what every other encoding still uses.

function subtitleOf(paragraphs: Paragraph[]): Subtitle {
  return { fileName: 'cases.srt', paragraphs };
}

function cue(start: number, end: number, text: string): Paragraph {
  return { number: 0, start, end, text };
}

/** The string path as writeSubtitle ran it before the byte writer: whole-ms times, then encode. */
function viaString(subtitle: Subtitle, newLine: '\n' | '\r\n', encoding: string): Uint8Array {
  const rounded = subtitle.paragraphs.map((p) =>
    p ? { ...p, start: roundMs(p.start), end: roundMs(p.end) } : p,
  );
  return encodeText(writeSubRip({ ...subtitle, paragraphs: rounded }, { newLine }), encoding);
}

const TRICKY: Paragraph[] = [
  cue(0, 1000, 'One line'),
  cue(1000, 2000, 'Two\nlines'),
  cue(2000, 3000, 'CRLF\r\ninside'),
  cue(3000, 4000, 'Blank\n\nline inside\n   \nand spaces'),
  cue(4000, 5000, '\nleading and trailing blank lines\n'),
  cue(5000, 6000, '   '),
  cue(6000, 7000, ''),
  cue(7000, 8000, '\n \t\n'),
  cue(8000, 9000, 'Lone\rCR stays'),
  cue(9000, 10000, 'CR CR LF\r\r\nend'),
  cue(359_999_999, 360_000_000, '99:59:59,999 then 100 h'),
  cue(3_600_000_000, 36_000_000_000_000, '1000 h and 10,000,000 h'),
  cue(-1, -3_723_004, 'Negative times keep their sign'),
  cue(1.5, 2.4999, 'Fractions round to whole ms'),
  cue(-0.4, -0.6, 'Round to -0 and -1'),
  cue(-0, 1e16, 'Minus zero, and a time too large for digits'),
  cue(10, 20, 'Emoji 😀 and accents café, über, 日本語'),
  cue(20, 30, 'Lone surrogates \uD83D and \uDE00 become U+FFFD'),
  cue(30, 40, `Long ${'é😀x'.repeat(120)}\nline, past the native-encoder threshold`),
];

describe('SubRip UTF-8 byte writer', () => {
  for (const newLine of ['\n', '\r\n'] as const) {
    for (const withBom of [false, true]) {
      it(`equals the string writer (new line ${JSON.stringify(newLine)}, BOM ${withBom})`, () => {
        const subtitle = subtitleOf(TRICKY);
        const bytes = writeSubRipUtf8(subtitle, { newLine }, withBom);
        expect(bytes).toEqual(viaString(subtitle, newLine, withBom ? 'utf-8-bom' : 'utf-8'));
      });
    }
  }

  it('writes the exact bytes of a small file', () => {
    const subtitle = subtitleOf([
      cue(1250, 3900, 'Hi\n\nthere'),
      cue(360_000_000, 360_001_000, 'é'),
    ]);
    const bytes = writeSubRipUtf8(subtitle, { newLine: '\r\n' }, true);
    const expected =
      '\uFEFF1\r\n00:00:01,250 --> 00:00:03,900\r\nHi\r\nthere\r\n\r\n' +
      '2\r\n100:00:00,000 --> 100:00:01,000\r\né\r\n\r\n';
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(expected);
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('keeps the numbering of the string writer when a paragraph is missing', () => {
    const paragraphs = [cue(0, 1, 'a'), cue(2, 3, 'b')];
    // A hole in the array: the string writer writes nothing for it but still counts it.
    const sparse = [paragraphs[0], undefined, paragraphs[1]] as unknown as Paragraph[];
    const subtitle = subtitleOf(sparse);
    const bytes = writeSubRipUtf8(subtitle, { newLine: '\n' }, false);
    expect(bytes).toEqual(viaString(subtitle, '\n', 'utf-8'));
    expect(new TextDecoder().decode(bytes)).toContain('3\n00:00:00,002');
  });

  it('is what writeSubtitle returns for UTF-8, and other encodings keep the string path', () => {
    const subtitle = subtitleOf(TRICKY.filter((p) => p.text.indexOf('\uD83D') === -1));
    for (const encoding of ['utf-8', 'utf-8-bom', 'utf-16le', 'windows-1252']) {
      for (const useWindowsNewLine of [false, true]) {
        const written = writeSubtitle(subtitle, 'SubRip', { encoding, useWindowsNewLine });
        expect(written.bytes).toEqual(
          viaString(subtitle, useWindowsNewLine ? '\r\n' : '\n', encoding),
        );
        expect(written.fileName).toBe('cases.srt');
      }
    }
  });

  it('grows its buffer past the first guess', () => {
    const long = 'ü'.repeat(5000);
    const subtitle = subtitleOf([cue(0, 1, long), cue(1, 2, `${long}\n${long}`)]);
    expect(writeSubRipUtf8(subtitle, { newLine: '\r\n' }, false)).toEqual(
      viaString(subtitle, '\r\n', 'utf-8'),
    );
  });

  it('is the format object’s UTF-8 writer', () => {
    expect(subRip).toHaveProperty('writeUtf8', writeSubRipUtf8);
  });
});
