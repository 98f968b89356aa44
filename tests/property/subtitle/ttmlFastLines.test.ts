import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paragraphMaker } from '../../../shared/subtitle/formats/paragraphSites';
import { TtmlLineSkipper } from '../../../shared/subtitle/formats/ttml/ttmlLineRuns';
import { readTtml } from '../../../shared/subtitle/formats/ttml/ttmlRead';
import { parseXmlDocumentUpToCut } from '../../../shared/subtitle/formats/xml/tree';

// Random TTML documents, mostly plain lines with every construct the plain-line reader declines
// or must read exactly mixed in (entities, spaces that collapse, styles by reference and inline,
// prefixes, sequential containers, offset and frame times, damaged times, comments, CDATA,
// foreign elements, namespace declarations, duplicated attributes, a cut-off end): read with
// and without the plain-line reader they give the same subtitle, warnings or error.

function read(text: string, fastLines: boolean): unknown {
  try {
    return readTtml(text, 'random.xml', {
      formatName: 'TTML',
      acceptsNamespace: () => true,
      fastLines,
    });
  } catch (error) {
    return { threw: error instanceof Error ? `${error.name}: ${error.message}` : error };
  }
}

const time = fc.oneof(
  fc.integer({ min: 0, max: 86_399_999 }).map((ms) => {
    const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
    const s = Math.floor(ms / 1000);
    return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}.${pad(ms % 1000, 3)}`;
  }),
  fc.integer({ min: 0, max: 100_000 }).map((ms) => `${ms}ms`),
  fc.tuple(fc.nat(9999), fc.nat(99)).map(([s, f]) => `${s}.${f}s`),
  fc.constantFrom(
    '00:00:01:05',
    '00:00:02:29',
    '00:00:03:40',
    '12f',
    '250t',
    '0.5h',
    '1m',
    '00:00:01.5',
    '01:02:03',
    ' 1s ',
    '1&#115;',
    'x',
    '',
    '00:60:00.000',
    '00:00:60.000',
  ),
);

const word = fc.constantFrom(
  'a',
  'Hello',
  'café',
  'naïve',
  'x y',
  ' ',
  '  ',
  '\t',
  '\n',
  '&amp;',
  '&lt;b&gt;',
  '&#10;',
  '&#x20;',
  '&bogus;',
  '>',
  'z ',
);
const text = fc.array(word, { maxLength: 5 }).map((words) => words.join(''));
const styleRef = fc.constantFrom('i', 'b', 'u', 'ib', 'i b', 'nope', '', ' i ', 'n');

const attribute = fc.oneof(
  { weight: 30, arbitrary: fc.constant('') },
  { weight: 10, arbitrary: styleRef.map((s) => ` style="${s}"`) },
  {
    weight: 10,
    arbitrary: fc.constantFrom(
      ' region="bottom"',
      " region='top'",
      ' xml:id="c1"',
      ' tts:fontStyle="italic"',
      ' tts:fontWeight="bold"',
      ' tts:textDecoration="noUnderline"',
      ' tts:fontStyle="normal"',
      ' region = "r"',
      ' ttm:role="x"',
    ),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      ' xmlns:q="urn:q"',
      ' region="a&amp;b"',
      ' region="a>b"',
      ' begin="2s"',
      ' dur="1s"',
      ' style="i" style="b"',
    ),
  },
  // Errors of the whole document.
  { weight: 1, arbitrary: fc.constantFrom(' q:x="1"', ' region="a<b"', ' region') },
);

function inlineOf(depth: number): fc.Arbitrary<string> {
  const parts: fc.WeightedArbitrary<string>[] = [
    { weight: 4, arbitrary: text },
    { weight: 2, arbitrary: fc.constantFrom('<br/>', '<br />', '<br></br>', '<br  />') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('<!-- c -->', '<![CDATA[x<y]]>', '<metadata/>', '<?pi x?>'),
    },
  ];
  if (depth > 0) {
    parts.push({
      weight: 2,
      arbitrary: fc
        .tuple(attribute, inlineOf(depth - 1), fc.boolean())
        .map(([a, content, close]) => (close ? `<span${a}>${content}</span>` : `<span${a}/>`)),
    });
  }
  return fc.array(fc.oneof(...parts), { maxLength: 4 }).map((items) => items.join(''));
}

const line = fc
  .tuple(
    fc.option(time, { nil: undefined }),
    fc.option(time, { nil: undefined }),
    fc.option(time, { nil: undefined }),
    fc.array(attribute, { maxLength: 3 }),
    inlineOf(3),
    fc.boolean(),
  )
  .map(([begin, end, dur, attributes, content, selfClosing]) => {
    const times =
      (begin === undefined ? '' : ` begin="${begin}"`) +
      (end === undefined ? '' : ` end="${end}"`) +
      (dur === undefined ? '' : ` dur="${dur}"`);
    const open = `<p${times}${attributes.join('')}`;
    return selfClosing ? `${open}/>` : `${open}>${content}</p>`;
  });

const between = fc.constantFrom('\n      ', '', ' ', '\n<!-- x -->\n', '\n text \n');

function divOf(depth: number): fc.Arbitrary<string> {
  const child =
    depth > 0
      ? fc.oneof({ weight: 5, arbitrary: line }, { weight: 1, arbitrary: divOf(depth - 1) })
      : line;
  return fc
    .tuple(
      fc.constantFrom(
        '',
        ' begin="1s"',
        ' timeContainer="seq"',
        ' end="100s"',
        ' style="i"',
        ' begin="x"',
        ' dur="3s"',
      ),
      fc.array(child, { maxLength: 8 }),
      between,
    )
    .map(([a, children, gap]) => `<div${a}>${gap}${children.join(gap)}${gap}</div>`);
}

const STYLES =
  '<styling><style xml:id="i" tts:fontStyle="italic"/><style xml:id="b" tts:fontWeight="bold"/>' +
  '<style xml:id="u" tts:textDecoration="underline"/><style xml:id="ib" style="i b"/></styling>';

const document = fc
  .tuple(
    fc.constantFrom(
      '',
      ' ttp:frameRate="25"',
      ' ttp:frameRate="30" ttp:frameRateMultiplier="1000 1001"',
      ' ttp:tickRate="10"',
      ' ttp:frameRate="x"',
    ),
    fc.constantFrom('', ' style="b"', ' begin="2s"'),
    fc.array(divOf(1), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('before', 'after', 'none'),
    fc.option(fc.double({ min: 0.5, max: 1, noNaN: true }), { nil: undefined }),
  )
  .map(([parameters, bodyAttributes, divs, headAt, cut]) => {
    const head = `<head>${STYLES}</head>`;
    const text =
      `<?xml version="1.0" encoding="utf-8"?>\n<tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling" xmlns:ttp="http://www.w3.org/ns/ttml#parameter" xmlns:ttm="http://www.w3.org/ns/ttml#metadata"${parameters}>\n` +
      (headAt === 'before' ? head : '') +
      `<body${bodyAttributes}>\n${divs.join('\n')}\n</body>` +
      (headAt === 'after' ? head : '') +
      '\n</tt>\n';
    return cut === undefined ? text : text.slice(0, Math.floor(text.length * cut));
  });

/** How many lines of a document the plain-line reader takes (0 when the document is not read). */
function plainLines(text: string): number {
  const skipper = new TtmlLineSkipper(paragraphMaker(text.length));
  try {
    parseXmlDocumentUpToCut(text, skipper);
  } catch {
    return 0;
  }
  return [...skipper.runs.values()].flat().reduce((sum, run) => sum + run.paragraphs.length, 0);
}

describe('TTML plain lines read without the tree (property)', () => {
  it('generates documents whose lines are mostly read without the tree', () => {
    const samples = fc.sample(document, { numRuns: 300, seed: 42 });
    const fast = samples.filter((text) => plainLines(text) > 0).length;
    const withTreeLines = samples.filter((text) => {
      const result = read(text, false) as { paragraphs?: unknown[] };
      return (result.paragraphs?.length ?? 0) > plainLines(text);
    }).length;
    // Both ways are exercised: documents with lines of each kind.
    expect(fast).toBeGreaterThan(100);
    expect(withTreeLines).toBeGreaterThan(30);
  });

  it('reads random documents as the tree reader does', () => {
    fc.assert(
      fc.property(document, (text) => {
        expect(read(text, true)).toEqual(read(text, false));
      }),
      { numRuns: 400 },
    );
  });

  it('reads random documents of the prefixed form as the tree reader does', () => {
    fc.assert(
      fc.property(document, (text) => {
        const prefixed = text
          .replace(
            /<(\/?)(tt|head|styling|style|body|div|p|span|br|metadata)(?=[\s/>])/g,
            '<$1tt:$2',
          )
          .replace('xmlns="http://www.w3.org/ns/ttml"', 'xmlns:tt="http://www.w3.org/ns/ttml"');
        expect(read(prefixed, true)).toEqual(read(prefixed, false));
      }),
      { numRuns: 200 },
    );
  });
});
