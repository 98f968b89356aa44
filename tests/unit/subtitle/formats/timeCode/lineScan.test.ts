import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HeaderSpec } from '../../../../../shared/subtitle/formats/timeCode/layout';
import { lineBreakCodec, plainLines } from '../../../../../shared/subtitle/formats/timeCode/layout';
import {
  digitsAt,
  isSpace,
  LineBuffer,
  lineHit,
  readHeader,
  scanSource,
  trimEndAt,
  trimStartAt,
} from '../../../../../shared/subtitle/formats/timeCode/lineScan';

// The line scanning the time-code layouts share: it must see the lines a split-and-trim reader
// sees, and read the header that reader read.

/** The header as the layouts read it from an array of lines (the reader the scan replaced). */
function headerOfLines(
  lines: readonly string[],
  header: HeaderSpec,
): { text: string | undefined; next: number } {
  const last = header.lastLine;
  const closing = last ? lines.findIndex((line) => last.test(line.trim())) : -1;
  let next = closing + 1;
  while (next < lines.length) {
    const line = lines[next] ?? '';
    if (line.trim() !== '' && !header.isHeaderLine(line)) break;
    next++;
  }
  let end = next;
  while (end > 0 && (lines[end - 1] ?? '').trim() === '') end--;
  return { text: end > 0 ? lines.slice(0, end).join('\n') : undefined, next };
}

describe('isSpace and trimming by index', () => {
  it('take exactly what String#trim and \\s take, for every UTF-16 code unit', () => {
    const differing: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      const trimmed = `a${char}`.trim() === 'a';
      if (isSpace(code) !== trimmed || /\s/.test(char) !== trimmed) differing.push(code);
    }
    expect(differing).toEqual([]);
  });

  it('trim a range as String#trim trims its slice', () => {
    const piece = fc.constantFrom(
      'a',
      ' ',
      '\t',
      '\u00a0',
      '\u2028',
      '\ufeff',
      'é',
      '\u3000',
      'x y',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.nat(), fc.nat(), (pieces, a, b) => {
        const text = pieces.join('');
        const from = Math.min(a, b) % (text.length + 1);
        const to = from + ((Math.max(a, b) - Math.min(a, b)) % (text.length - from + 1));
        const start = trimStartAt(text, from, to);
        expect(text.slice(start, trimEndAt(text, start, to))).toBe(text.slice(from, to).trim());
      }),
    );
  });
});

describe('scanSource', () => {
  it('drops a BOM and turns CRLF and lone CR into LF', () => {
    expect(scanSource('\ufeffa\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    expect(scanSource('plain\ntext')).toBe('plain\ntext');
  });
});

describe('digitsAt', () => {
  it('reads min..max digits and refuses a longer run, leaving the place unchanged', () => {
    const hit = lineHit();
    hit.at = 2;
    expect(digitsAt('ab12:3', hit, 6, 1, 2)).toBe(12);
    expect(hit.at).toBe(4);
    hit.at = 0;
    expect(digitsAt('123:', hit, 4, 1, 2)).toBe(-1);
    expect(hit.at).toBe(0);
    expect(digitsAt(':1', hit, 2, 1, 2)).toBe(-1);
    hit.at = 0;
    expect(digitsAt('1234', hit, 2, 1, 15)).toBe(12);
    expect(hit.at).toBe(2);
  });
});

describe('readHeader', () => {
  const lineArb = fc.constantFrom(
    '',
    '  ',
    '#T 25',
    '# note',
    '[ItemData]',
    ' [itemdata] ',
    'x',
    '1 2',
  );
  const specs: readonly (readonly [string, HeaderSpec])[] = [
    ['header lines', { isHeaderLine: (line) => line.trimStart().startsWith('#') }],
    ['a last line', { isHeaderLine: () => false, lastLine: /^\[ItemData\]$/i }],
    [
      'a last line that may be blank',
      { isHeaderLine: (line) => line.startsWith('#'), lastLine: /^(?:\[ItemData\])?$/i },
    ],
  ];

  it.each(specs)('reads the header the line reader read (%s)', (_name, spec) => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 10 }), (lines) => {
        const source = lines.join('\n');
        const expected = headerOfLines(source.split('\n'), spec);
        const read = readHeader(source, spec);
        expect(read.text).toBe(expected.text);
        expect(read.line).toBe(expected.next);
        const rest = source.split('\n').slice(expected.next).join('\n');
        expect(read.from > source.length ? undefined : source.slice(read.from)).toBe(
          expected.next < source.split('\n').length ? rest : undefined,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('has no header without a spec', () => {
    expect(readHeader('#T 25\nx', undefined)).toEqual({ text: undefined, from: 0, line: 0 });
  });
});

describe('LineBuffer', () => {
  const source = 'one\ntwo\n three \nfour';

  it('makes adjacent whole lines one slice, with the line ends between them', () => {
    const buffer = new LineBuffer();
    buffer.addSpan(source, 0, 3);
    buffer.addSpan(source, 4, 7);
    expect(buffer.join(source, plainLines)).toBe('one\ntwo');
  });

  it('joins lines that are not adjacent (a trimmed line between) one by one', () => {
    const buffer = new LineBuffer();
    buffer.addSpan(source, 4, 7);
    buffer.addSpan(source, 9, 14);
    buffer.addSpan(source, 16, 20);
    expect(buffer.join(source, plainLines)).toBe('two\nthree\nfour');
  });

  it('reads each line with a codec that changes them, and takes strings too', () => {
    const bars = 'a|b\nc';
    const buffer = new LineBuffer();
    buffer.addSpan(bars, 0, 3);
    buffer.addSpan(bars, 4, 5);
    buffer.add('d|e');
    expect(buffer.join(bars, lineBreakCodec('|'))).toBe('a\nb\nc\nd\ne');
    buffer.clear();
    buffer.addSpan(bars, 4, 5);
    expect(buffer.count).toBe(1);
    expect(buffer.join(bars, plainLines)).toBe('c');
  });
});
