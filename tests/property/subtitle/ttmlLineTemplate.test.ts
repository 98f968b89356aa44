import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineTemplate } from '../../../shared/subtitle/formats/ttml/ttmlLineTemplate';
import { readTtml } from '../../../shared/subtitle/formats/ttml/ttmlRead';
import { MAY_TRIM_CLASS, mayTrim } from '../../../shared/subtitle/formats/ttml/ttmlText';

// The usual lines of a big document are read with a template (ttmlLineTemplate.ts): whenever it
// takes a line, it must read what the tree reader reads, and the whole document must read the
// same with and without the plain-line reader. The lines here are nearly all of the usual
// shape, with texts full of what the template must leave to the scanner (spaces that collapse or
// are trimmed, entities, '>', other breaks, many breaks or words).

const TT =
  'xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling" xmlns:x="urn:x"';
const STYLES =
  '<style xml:id="s" tts:color="white"/><style xml:id="t" tts:fontStyle="normal"/>' +
  '<style xml:id="i" tts:fontStyle="italic"/><style xml:id="c1" tts:color="red"/>' +
  '<style xml:id="c2" tts:color="lime"/><style xml:id="c3" tts:color="blue"/>' +
  '<style xml:id="c4" tts:color="aqua"/>';
const doc = (body: string): string =>
  `<?xml version="1.0"?>\n<tt ${TT}>\n<head><styling>${STYLES}</styling></head>\n<body>\n${body}\n</body>\n</tt>\n`;

function read(text: string, fastLines = true): unknown {
  try {
    return readTtml(text, 'usual.xml', {
      formatName: 'TTML',
      acceptsNamespace: () => true,
      fastLines,
    });
  } catch (error) {
    return { threw: error instanceof Error ? `${error.name}: ${error.message}` : error };
  }
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
const clock = fc
  .oneof(
    { weight: 12, arbitrary: fc.integer({ min: 0, max: 86_399_999 }) },
    { weight: 1, arbitrary: fc.constant(-1) },
  )
  .chain((ms) =>
    ms >= 0
      ? fc.constant(
          `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`,
        )
      : fc.constantFrom(
          '00:00:60.000',
          '00:00:61.000',
          '00:60:00.000',
          '0:00:01.000',
          '00:00:01.5x',
        ),
  );

const word = fc.oneof(
  { weight: 40, arbitrary: fc.constantFrom('a', 'Hello', 'café', 'naïve', 'x y', '😀', 'ﬁ') },
  {
    weight: 10,
    arbitrary: fc.constantFrom(' ', '  ', '\t', '\n', '\r', '\u00a0', '\u2028', '\ufeff', '\u000b'),
  },
  {
    weight: 6,
    arbitrary: fc.constantFrom('<br/>', '<br />', '<br></br>', '<x:br/>', '<br/><br/>'),
  },
  { weight: 4, arbitrary: fc.constantFrom('>', '&amp;', '&lt;', '&#32;', '"', "'", '=', '/') },
  { weight: 1, arbitrary: fc.constantFrom('w '.repeat(250), 'a<br/>'.repeat(10), '<!--c-->') },
);
const text = fc.array(word, { maxLength: 8 }).map((words) => words.join(''));
const spanTag = fc.constantFrom(
  '<span style="s">',
  '<span style="t">',
  '<span>',
  '<span style="s" >',
  "<span style='s'>",
  '<span x:a="1">',
);

const parts = fc.tuple(clock, clock, fc.option(spanTag, { nil: undefined }), text);
const lineOf = ([begin, end, span, content]: [
  string,
  string,
  string | undefined,
  string,
]): string =>
  span === undefined
    ? `<p begin="${begin}" end="${end}">${content}</p>`
    : `<p begin="${begin}" end="${end}">${span}${content}</span></p>`;
const line = parts.map(lineOf);

describe('TTML usual lines read by a template (property)', () => {
  it('names in its expression the characters mayTrim counts', () => {
    const mayTrimClass = new RegExp(`^[${MAY_TRIM_CLASS}]$`);
    for (let code = 0; code <= 0xffff; code++) {
      expect(mayTrimClass.test(String.fromCharCode(code))).toBe(mayTrim(code));
    }
  });

  it('reads a line it takes as the tree reader reads it', () => {
    let taken = 0;
    fc.assert(
      fc.property(parts, fc.option(spanTag, { freq: 3 }), (lineParts, otherSpan) => {
        const source = doc(`<div>\n      ${lineOf(lineParts)}\n</div>`);
        const at = source.indexOf('<p ');
        // Mostly the template of the line's own shape.
        const span = otherSpan === null ? lineParts[2] : otherSpan;
        const template = new LineTemplate('p', 'span', 'br', span);
        const end = template.read(source, at);
        if (end < 0) return;
        taken++;
        const tree = read(source, false) as {
          paragraphs: { start: number; end: number; text: string }[];
          footer: string;
        };
        expect(tree.paragraphs).toHaveLength(1);
        expect(tree.paragraphs[0]).toMatchObject({
          start: Math.round(template.begin),
          end: Math.round(template.end),
          text: template.text,
        });
        // The reader's footer starts where the line ends.
        expect(tree.footer).toBe(source.slice(end));
      }),
      { numRuns: 1500 },
    );
    // Lines of the usual shape are taken (most lines generated are not).
    expect(taken).toBeGreaterThan(150);
  });

  it('reads documents of usual lines as the tree reader does', () => {
    const body = fc
      .tuple(
        fc.array(line, { minLength: 1, maxLength: 25 }),
        fc.array(line, { maxLength: 10 }),
        fc.constantFrom('', ' style="i"', ' style="s"', ' begin="1s"', ' timeContainer="seq"'),
        fc.constantFrom('\n      ', '', '\n', ' '),
      )
      .map(
        ([first, second, divAttributes, gap]) =>
          `<div>${gap}${first.join(gap)}${gap}</div>\n<div${divAttributes}>${second.join(gap)}</div>`,
      );
    fc.assert(
      fc.property(body, (content) => {
        const source = doc(content);
        expect(read(source, true)).toEqual(read(source, false));
      }),
      { numRuns: 400 },
    );
  });

  it('reads long runs of one shape as the tree reader does', () => {
    // Most lines take the template learnt from the first; the others break in between.
    // Their span's style takes turns among more than the templates a line is tried with.
    const usual = fc
      .tuple(
        clock,
        clock,
        fc.constantFrom('a b', 'Hello<br/>world', '', 'x<br/>', 'café'),
        fc.constantFrom('s', 's', 's', 't', 'i', 'c1', 'c2', 'c3', 'c4'),
      )
      .map(([b, e, t, s]) => `<p begin="${b}" end="${e}"><span style="${s}">${t}</span></p>`);
    const lines = fc.array(
      fc.oneof({ weight: 8, arbitrary: usual }, { weight: 1, arbitrary: line }),
      {
        minLength: 20,
        maxLength: 80,
      },
    );
    fc.assert(
      fc.property(lines, (ps) => {
        const source = doc(`<div>\n      ${ps.join('\n      ')}\n</div>`);
        expect(read(source, true)).toEqual(read(source, false));
      }),
      { numRuns: 200 },
    );
  });
});
