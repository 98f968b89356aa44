// Final Cut Pro X's FCPXML (.fcpxml), one format per version Subtitle Edit lists ("Final Cut Pro
// Xml 1.5" … "1.14"; later versions are read as 1.14): <resources> with the <format> whose
// frameDuration paces the timeline, then library → event → project → sequence → <spine> of
// <title> elements. A title's offset and duration are rational seconds ("1001/24000s"); its
// <text> holds <text-style ref> runs whose <text-style-def> may make them italic or bold. A
// title (or caption) anchored inside a clip or gap counts from that parent's start.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph } from '../../model';
import type { XmlElement } from '../xml/tree';
import { xmlCueFormat } from './xmlCueDocument';
import {
  attributeOf,
  childNamed,
  childrenNamed,
  descendantsNamed,
  escapeXmlText,
  requiredAttribute,
  runsToText,
  type StyledRun,
  styledLines,
  textOf,
} from './xmlText';

interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

interface Context {
  /** One frame, in seconds. */
  readonly frame: Fraction;
  readonly styles: ReadonlyMap<string, { italic: boolean; bold: boolean }>;
  /** For each title, what to add to its offset to place it on the timeline (ms). */
  readonly shift: ReadonlyMap<XmlElement, number>;
}

const NEWEST = 14;
const VERSIONS = Array.from({ length: NEWEST - 4 }, (_, index) => `1.${index + 5}`);

function readFraction(value: string): Fraction {
  const match = /^\s*(\d+)(?:\/(\d+))?s\s*$/.exec(value);
  if (!match || Number(match[2] ?? 1) === 0)
    throw new SubtitleFormatError(`"${value}" is not a time`);
  return { numerator: Number(match[1]), denominator: Number(match[2] ?? 1) };
}

function fractionMs(value: string): number {
  const { numerator, denominator } = readFraction(value);
  return (numerator * 1000) / denominator;
}

/** Milliseconds as a whole number of frames, written as rational seconds. */
function frameTime(ms: number, frame: Fraction): string {
  const frames = Math.round((Math.max(0, ms) * frame.denominator) / (1000 * frame.numerator));
  return frames === 0 ? '0s' : `${frames * frame.numerator}/${frame.denominator}s`;
}

function frameDurationOf(frameRate: number): string {
  const nominal = Math.max(1, Math.round(frameRate));
  return Math.abs(nominal - frameRate) > 0.001 ? `1001/${nominal * 1000}s` : `1/${nominal}s`;
}

/** Titles and captions under the sequences, with the shift their parent clip or gap gives. */
function titles(root: XmlElement): Map<XmlElement, number> {
  const found = new Map<XmlElement, number>();
  const visit = (element: XmlElement, shift: number): void => {
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      if (child.localName === 'title' || child.localName === 'caption') {
        found.set(child, shift);
        continue;
      }
      const offset = attributeOf(child, 'offset');
      const start = attributeOf(child, 'start');
      let inner = shift;
      if (element.localName === 'spine' && offset !== undefined) {
        // Items anchored to a clip count from the clip's own start.
        inner = shift + fractionMs(offset) - (start === undefined ? 0 : fractionMs(start));
      }
      visit(child, inner);
    }
  };
  for (const sequence of descendantsNamed(root, 'sequence')) visit(sequence, 0);
  return found;
}

function styleTable(root: XmlElement): Map<string, { italic: boolean; bold: boolean }> {
  const table = new Map<string, { italic: boolean; bold: boolean }>();
  for (const definition of descendantsNamed(root, 'text-style-def')) {
    const id = attributeOf(definition, 'id');
    const style = childNamed(definition, 'text-style');
    if (id === undefined || !style) continue;
    table.set(id, {
      italic: attributeOf(style, 'italic') === '1',
      bold: attributeOf(style, 'bold') === '1',
    });
  }
  return table;
}

function readText(title: XmlElement, context: Context): string {
  const lines: StyledRun[][] = [];
  for (const text of childrenNamed(title, 'text')) {
    const runs: StyledRun[] = [];
    for (const child of text.children) {
      if (typeof child === 'string') {
        if (child.trim() !== '') runs.push({ text: child, italic: false, bold: false });
        continue;
      }
      const style = context.styles.get(attributeOf(child, 'ref') ?? '');
      runs.push({
        text: textOf(child),
        italic: style?.italic ?? false,
        bold: style?.bold ?? false,
      });
    }
    // A run may hold line breaks: split the runs into lines (a written file indents them).
    let line: StyledRun[] = [];
    lines.push(line);
    for (const run of runs) {
      run.text.split('\n').forEach((part, index) => {
        if (index > 0) lines.push((line = []));
        line.push({ ...run, text: index > 0 ? part.trimStart() : part });
      });
    }
  }
  return runsToText(lines.map((runs) => runs.filter((run) => run.text !== ''))).trim();
}

function titleXml(paragraph: Paragraph, number: number, frame: Fraction): string {
  const offset = frameTime(paragraph.start, frame);
  const duration = frameTime(paragraph.end - paragraph.start, frame);
  const lines = styledLines(paragraph.text);
  const styles: StyledRun[] = [];
  // A line break opens the first run of the next line (so the break is text, never indent).
  const runs = lines.map((line, lineIndex) =>
    line.map((run, runIndex) => {
      styles.push(run);
      const lineStart = runIndex === 0 && lineIndex > 0 ? '\n' : '';
      return `<text-style ref="ts${number}-${styles.length}">${lineStart}${escapeXmlText(run.text)}</text-style>`;
    }),
  );
  const definitions = styles.flatMap((run, index) => [
    `  <text-style-def id="ts${number}-${index + 1}">`,
    `    <text-style font="Helvetica" fontSize="60" fontFace="Regular" fontColor="1 1 1 1" alignment="center"${run.italic ? ' italic="1"' : ''}${run.bold ? ' bold="1"' : ''}/>`,
    '  </text-style-def>',
  ]);
  return [
    `<title name="Subtitle ${number}" lane="1" offset="${offset}" ref="r2" duration="${duration}" start="${offset}">`,
    `  <text>${runs.flat().join('')}</text>`,
    ...definitions,
    '</title>',
  ].join('\n');
}

function defaultDocument(version: string, frameRate: number, paragraphs: readonly Paragraph[]) {
  const frameDuration = frameDurationOf(frameRate);
  const frame = readFraction(frameDuration);
  const last = paragraphs.reduce((end, paragraph) => Math.max(end, paragraph.end), 0);
  return {
    header: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE fcpxml>',
      `<fcpxml version="${version}">`,
      '  <resources>',
      `    <format id="r1" frameDuration="${frameDuration}" width="1920" height="1080"/>`,
      '    <effect id="r2" name="Basic Title" uid=".../Titles.localized/Bumper:Opener.localized/Basic Title.localized/Basic Title.moti"/>',
      '  </resources>',
      '  <library>',
      '    <event name="Subtitles">',
      '      <project name="Subtitles">',
      `        <sequence format="r1" duration="${frameTime(last, frame)}" tcStart="0s" tcFormat="NDF">`,
      '          <spine>',
      '            ',
    ].join('\n'),
    footer:
      '\n          </spine>\n        </sequence>\n      </project>\n    </event>\n  </library>\n</fcpxml>\n',
  };
}

function versionOf(text: string): string | undefined {
  const match = /<fcpxml[^>]*\sversion\s*=\s*["'](\d+)\.(\d+)["']/.exec(text);
  if (!match) return undefined;
  const minor = Number(match[2]);
  if (Number(match[1]) > 1 || minor > NEWEST) return `1.${NEWEST}`;
  return `1.${minor}`;
}

function fcpXmlFormat(version: string) {
  const name = `Final Cut Pro Xml ${version}`;
  return xmlCueFormat<Context>({
    name,
    extensions: ['.fcpxml'],
    detect: (prefix) => (versionOf(prefix) === version ? 0.95 : 0),
    context: (root, frameRate) => {
      const declared = attributeOf(root, 'version');
      if (root.localName !== 'fcpxml' || versionOf(`<fcpxml version="${declared}">`) !== version)
        throw new SubtitleFormatError(`Not a ${name} document`);
      const format = descendantsNamed(root, 'format').find(
        (candidate) => attributeOf(candidate, 'frameDuration') !== undefined,
      );
      const frameDuration = format && attributeOf(format, 'frameDuration');
      return {
        frame: readFraction(frameDuration ?? frameDurationOf(frameRate)),
        styles: styleTable(root),
        shift: titles(root),
      };
    },
    cues: (root) => [...titles(root).keys()],
    read: (title, context) => {
      const start =
        (context.shift.get(title) ?? 0) + fractionMs(requiredAttribute(title, 'offset'));
      const text = readText(title, context);
      if (text === '') return [];
      return { start, end: start + fractionMs(requiredAttribute(title, 'duration')), text };
    },
    write: (paragraphs, context) =>
      paragraphs.map((paragraph, index) => titleXml(paragraph, index + 1, context.frame)),
    defaultDocument: (frameRate, paragraphs) => defaultDocument(version, frameRate, paragraphs),
  });
}

export const FCPXML_FORMATS = VERSIONS.map(fcpXmlFormat);
