import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTtml } from '../../../../../shared/subtitle/formats/ttml/ttmlRead';

// The TTML reader reads plain lines straight from the source (ttmlLineRuns.ts) and the rest
// through the element tree; both ways must give the same subtitle, warnings and errors.

const FIXTURES = join(__dirname, '../../../../fixtures/subtitles');

/** What readTtml answers, or the error it throws, either way comparable. */
function readBothWays(text: string): { fast: unknown; tree: unknown } {
  const read = (fastLines: boolean): unknown => {
    try {
      return readTtml(text, 'file.xml', {
        formatName: 'TTML',
        acceptsNamespace: () => true,
        fastLines,
      });
    } catch (error) {
      return { threw: error instanceof Error ? `${error.name}: ${error.message}` : error };
    }
  };
  return { fast: read(true), tree: read(false) };
}

const TTML_FILES = readdirSync(FIXTURES).flatMap((folder) =>
  readdirSync(join(FIXTURES, folder))
    .map((file) => join(folder, file))
    .filter((path) => /<([\w.-]+:)?tt[\s>]/.test(readFileSync(join(FIXTURES, path), 'utf8'))),
);

const TT = 'xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling"';
const doc = (body: string, head = '', root = TT): string =>
  `<?xml version="1.0"?>\n<tt ${root}>\n<head><styling>${head}</styling></head>\n<body>\n${body}\n</body>\n</tt>\n`;
const STYLES =
  '<style xml:id="i" tts:fontStyle="italic"/><style xml:id="b" tts:fontWeight="bold"/>' +
  '<style xml:id="u" tts:textDecoration="underline"/><style xml:id="ib" style="i b"/>';

/** Usual lines (read by one template once the first has been read) around `line`. */
const usualLines = (line: string, span = '<span style="s">', close = '</span>'): string => {
  const at = (second: number): string => `00:00:${String(second).padStart(2, '0')}.000`;
  const usual = (second: number, text: string): string =>
    `<p begin="${at(second)}" end="${at(second + 1)}">${span}${text}${close}</p>`;
  return [usual(1, 'one<br/>two'), usual(2, 'three'), line, usual(4, 'five'), usual(5, '')].join(
    '\n      ',
  );
};
const TEMPLATE_STYLES =
  `${STYLES}<style xml:id="s" tts:color="white"/><style xml:id="t" tts:color="yellow"/>` +
  '<style xml:id="c" tts:color="cyan"/><style xml:id="g" tts:color="green"/>' +
  '<style xml:id="m" tts:color="magenta"/>';
/** Lines whose styles take turns (more of them than the scanner tries templates for). */
const takingTurns = (styles: string[], count: number): string =>
  Array.from({ length: count }, (_, index) => {
    const at = (second: number): string => `00:00:${String(second).padStart(2, '0')}.500`;
    const style = styles[index % styles.length]!;
    return `<p begin="${at(index)}" end="${at(index + 1)}"><span style="${style}">line ${index}<br/>${style}</span></p>`;
  }).join('\n');
const TEMPLATE_LINES: Record<string, string> = {
  twoSpaces: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a  b</span></p>',
  leadingSpace: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s"> a</span></p>',
  trailingSpace: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a <br/>b</span></p>',
  spaceAfterBreak: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a<br/> b</span></p>',
  greaterThanAtEnd:
    '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a<br/>b></span></p>',
  greaterThanInside: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a>b</span></p>',
  noBreakSpaceAtEnd:
    '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a\u00a0</span></p>',
  lineSeparator: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">\u2028a</span></p>',
  tab: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a\tb</span></p>',
  entity: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a &amp; b</span></p>',
  onlyBreaks: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s"><br/><br/></span></p>',
  manyBreaks: `<p begin="00:00:03.000" end="00:00:04.000"><span style="s">${'a<br/>'.repeat(12)}b</span></p>`,
  manyWords: `<p begin="00:00:03.000" end="00:00:04.000"><span style="s">${'w '.repeat(300)}w</span></p>`,
  otherBreak: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a<br />b</span></p>',
  italicSpan: '<p begin="00:00:03.000" end="00:00:04.000"><span style="i">a</span></p>',
  twoSpans:
    '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a</span><span style="s">b</span></p>',
  textAfterSpan: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a</span>b</p>',
  noSpan: '<p begin="00:00:03.000" end="00:00:04.000">a<br/>b</p>',
  selfClosingSpan: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s"/></p>',
  otherAttribute:
    '<p begin="00:00:03.000" end="00:00:04.000" region="r"><span style="s">a</span></p>',
  sixtySeconds: '<p begin="00:00:60.000" end="00:01:04.000"><span style="s">a</span></p>',
  badSeconds: '<p begin="00:00:61.000" end="00:01:04.000"><span style="s">a</span></p>',
  badMinutes: '<p begin="00:60:03.000" end="01:00:04.000"><span style="s">a</span></p>',
  shortTime: '<p begin="0:00:03.000" end="00:00:04.000"><span style="s">a</span></p>',
  dur: '<p begin="00:00:03.000" dur="00:00:01.000"><span style="s">a</span></p>',
  comment: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a<!--x--></span></p>',
  spanEndWithSpace: '<p begin="00:00:03.000" end="00:00:04.000"><span style="s">a</span ></p>',
};

const CASES: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(TEMPLATE_LINES).map(([name, line]) => [
      `usual lines and ${name}`,
      doc(`<div>\n      ${usualLines(line)}\n</div>`, TEMPLATE_STYLES),
    ]),
  ),
  usualLinesWithoutSpan: doc(
    `<div>\n      ${usualLines(TEMPLATE_LINES.noSpan!, '', '')}\n</div>`,
    TEMPLATE_STYLES,
  ),
  usualLinesTakingTurns: doc(
    `<div>\n${takingTurns(['s', 't'], 20)}\n${takingTurns(['s', 't', 'c', 'g', 'm', 'i', 'u'], 50)}\n</div>`,
    TEMPLATE_STYLES,
  ),
  usualLinesInStyledDiv: doc(
    `<div>${usualLines('')}</div><div style="i">${usualLines('')}</div><div>${usualLines('')}</div>`,
    TEMPLATE_STYLES,
  ),
  usualLinesPrefixed: `<tt:tt xmlns:tt="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling"><tt:head><tt:styling><tt:style xml:id="s" tts:color="white"/></tt:styling></tt:head><tt:body><tt:div>\n${usualLines(
    '<tt:p begin="00:00:03.000" end="00:00:04.000"><tt:span style="s">x<tt:br/>y</tt:span></tt:p>',
    '<tt:span style="s">',
    '</tt:span>',
  ).replace(/<(\/?)(p|span|br)(?=[\s/>])/g, '<$1tt:$2')}\n</tt:div></tt:body></tt:tt>`,
  plain: doc('<div>\n  <p begin="00:00:01.000" end="00:00:02.500">Hello<br/>world</p>\n</div>'),
  spans: doc(
    '<div><p begin="1s" end="2s"><span style="i">a</span> <span style="b">b <span tts:textDecoration="underline">c</span></span></p></div>',
    STYLES,
  ),
  styledContainer: doc(
    '<div style="i"><p begin="1s" end="2s">x<br/>y</p><p begin="3s" end="4s" style="b">z</p></div>',
    STYLES,
  ),
  spaces: doc('<div><p begin="1s" end="2s">  a   b\t\nc <br/> d  <span> e</span> </p></div>'),
  entities: doc(
    '<div><p begin="1s" end="2s" region="r&amp;1">a &amp; b &lt;i&gt; &#10;c&#x20;</p></div>',
  ),
  offsets: doc(
    '<div begin="10s"><p begin="1.5s" dur="2s">a</p><p begin="100ms" end="2m">b</p><p begin="2h" end="7200.5s">c</p></div>',
  ),
  frames: doc(
    '<div><p begin="00:00:01:12" end="00:00:02:00">a</p><p begin="25f" end="100t">b</p></div>',
    '',
    `${TT} xmlns:ttp="http://www.w3.org/ns/ttml#parameter" ttp:frameRate="25"`,
  ),
  sequential: doc(
    '<div timeContainer="seq"><p dur="1s">a</p><p begin="1s" dur="2s">b</p><p end="9s">c</p></div>',
  ),
  noEnd: doc('<div end="5s"><p begin="1s">a</p><p begin="2s" end="3s">b</p></div>'),
  nested: doc(
    '<div begin="1s"><p begin="0s" end="1s">a</p><div begin="2s"><p begin="0s" end="1s">b</p></div><p begin="5s" end="6s">c</p></div>',
  ),
  prefixed: `<tt:tt xmlns:tt="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling"><tt:body><tt:div>\n<tt:p xml:id="a" begin="00:00:01.000" end="00:00:02.000"><tt:span tts:fontStyle="italic">a</tt:span><tt:br/>b</tt:p>\n</tt:div></tt:body></tt:tt>`,
  declined: doc(
    '<div><p begin="1s" end="2s">a<!-- c --></p><p begin="3s" end="4s"><![CDATA[x<y]]></p><p xmlns:x="urn:x" begin="5s" end="6s">b</p><p begin="7s" end="8s"><metadata/>c</p><p begin="9s" end="10s">d<br></br>e</p></div>',
  ),
  damagedTimes: doc(
    '<div><p begin="00:00:01.000" end="00:00:02.000">a</p><p begin="xx" end="00:00:04.000">b</p><p begin="00:00:05.000" end="00:00:06.000">c</p></div>',
  ),
  duplicates: doc(
    '<div><p begin="1s" end="2s" begin="3s">a</p><p begin="1s" end="2s" region="a" region="b">b</p></div>',
  ),
  quotes: doc(
    '<div><p begin=\'1s\' end = "2s" region=\'x\'>a</p><p\n begin="1s"\tend="2s"/></div>',
  ),
  headAfterBody: `<tt ${TT}><body><div><p begin="1s" end="2s" style="i">a</p></div></body><head><styling>${STYLES}</styling></head></tt>`,
  undeclaredPrefix: doc('<div><p begin="1s" end="2s" q:x="1">a</p></div>'),
  mismatchedEnd: doc('<div><p begin="1s" end="2s"><span>a</p></span></div>'),
  lessThanInValue: doc('<div><p begin="1s" end="2s" region="a<b">a</p></div>'),
  cutInLine: doc('<div><p begin="1s" end="2s">a</p><p begin="3s" end="4s">b').slice(0, -30),
  cutInTag: doc('<div><p begin="1s" end="2s">a</p><p begin="3s" en').split('\n</body>')[0]!,
  empty: doc('<div></div>'),
  selfClosingSpan: doc('<div><p begin="1s" end="2s">a<span style="i"/>b</p></div>', STYLES),
  hugeNumbers: doc(
    '<div><p begin="99999999999999999999s" end="1e3s">a</p><p begin="1234567890123456.5s" end="9999999999999999999:00:00.000">b</p></div>',
  ),
};

describe('TTML plain lines read without the tree', () => {
  it.each(TTML_FILES)('reads the sample %s as the tree reader does', (path) => {
    const { fast, tree } = readBothWays(readFileSync(join(FIXTURES, path), 'utf8'));
    expect(fast).toEqual(tree);
  });

  it('finds the TTML samples', () => {
    expect(TTML_FILES.length).toBeGreaterThanOrEqual(12);
  });

  it.each(Object.entries(CASES))('reads %s as the tree reader does', (_, text) => {
    const { fast, tree } = readBothWays(text);
    expect(fast).toEqual(tree);
  });

  it('reads usual lines with specific values', () => {
    const read = readTtml(CASES['usual lines and noSpan']!, 'a.xml', {
      formatName: 'TTML',
      acceptsNamespace: () => true,
    });
    expect(read.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [1000, 2000, 'one\ntwo'],
      [2000, 3000, 'three'],
      [3000, 4000, 'a\nb'],
      [4000, 5000, 'five'],
      [5000, 6000, ''],
    ]);
  });

  it('reads the usual layout with specific values', () => {
    const read = readTtml(CASES.plain!, 'a.xml', {
      formatName: 'TTML',
      acceptsNamespace: () => true,
    });
    expect(read.paragraphs).toEqual([{ number: 1, start: 1000, end: 2500, text: 'Hello\nworld' }]);
    const styled = readTtml(CASES.spans!, 'a.xml', {
      formatName: 'TTML',
      acceptsNamespace: () => true,
    });
    expect(styled.paragraphs[0]?.text).toBe('<i>a</i> <b>b <u>c</u></b>');
  });
});
