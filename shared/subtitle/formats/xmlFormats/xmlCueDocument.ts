// One reader/writer pair for the XML formats that are a document around a run of cue elements
// (Captionate's <caption>, D-Cinema's <Subtitle>, Final Cut Pro's <generatoritem>, …). A layout
// says which elements are the cues, how one reads and how paragraphs are written; the text
// before the first cue and after the last one is kept verbatim as header and footer, so a file
// written back in its own format keeps its head, settings and styles. A cue whose times do not
// read is skipped with a warning at its line; a document cut off at its end is read up to the
// cut, and its footer closes the elements left open.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { excerpt, LineCounter, noBlockRead, withWarnings } from '../skippedBlocks';
import { detectionPrefix, stripBom } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import { parseXmlDocument, type XmlElement } from '../xml/tree';
import { parseUpToCut } from './xmlCut';

/** The frame rate assumed by frame-based formats whose file declares none. */
export const DEFAULT_FRAME_RATE = 23.976;

/** One cue as read: `end` absent when the format gives only starts (then the next cue's start
 *  ends it). */
export interface CueTimes {
  readonly start: number;
  readonly end?: number | undefined;
  readonly text: string;
}

export interface XmlDocumentText {
  /** Everything before the first cue; it ends with the new line and indent of a cue line. */
  readonly header: string;
  readonly footer: string;
}

export interface XmlCueLayout<Context> {
  /** Subtitle Edit's name for the format. */
  readonly name: string;
  /** Lower-case with the dot; the first is written. */
  readonly extensions: readonly string[];
  /** How surely a document prefix (BOM removed, LF line ends) is this format's; 0 when not. */
  detect(prefix: string): number;
  /** The document's facts the cues need (its frame rate, …), `frameRate` standing in where the
   *  document declares none; throws SubtitleFormatError when the root is not this format's. */
  context(root: XmlElement, frameRate: number): Context;
  /** The elements written one per paragraph, in document order. */
  cues(root: XmlElement): readonly XmlElement[];
  /** The cue an element holds (or several); throws SubtitleFormatError when its times cannot be
   *  read, and the element is then skipped with a warning. */
  read(element: XmlElement, context: Context): CueTimes | readonly CueTimes[];
  /** A cue without an end of its own lasts until the next cue, and the last one this long. */
  readonly lastDurationMs?: number;
  /** Whether a cue without text only marks where the one before it ends. */
  readonly gapMarkers?: boolean;
  /** The cue elements for the paragraphs, one string each with '\n' between its lines (indented
   *  relative to the element's own first line; a line that does not start with '<' is text and
   *  is not indented). */
  write(paragraphs: readonly Paragraph[], context: Context): string[];
  /** The document around the cues for a subtitle read from another format. */
  defaultDocument(frameRate: number, paragraphs: readonly Paragraph[]): XmlDocumentText;
}

function skip(
  element: XmlElement,
  why: string,
  source: string,
  lines: LineCounter,
  warnings: ParseWarning[],
): void {
  warnings.push({
    line: lines.lineAt(element.start),
    message: `${why}: "${excerpt(source.slice(element.start, element.openEnd))}"`,
  });
}

/** The end tags of the elements a cut-off document leaves open around its cues, innermost first
 *  (a cue cut in two and what it holds are left out), after what followed the last whole cue. */
function closingFooter(
  source: string,
  lastEnd: number,
  cutAt: number,
  unclosed: readonly XmlElement[],
  cues: ReadonlySet<XmlElement>,
): string {
  const firstCut = unclosed.findIndex((element) => cues.has(element));
  const open = firstCut < 0 ? unclosed : unclosed.slice(0, firstCut);
  const kept = firstCut < 0 ? source.slice(lastEnd, cutAt).trimEnd() : '';
  const tags = [...open].reverse().map((element) => `</${element.name}>`);
  return `${kept}\n${tags.join('\n')}\n`;
}

/** Whether an open tag named `name` starts at `at`. */
export function startsElement(source: string, at: number, name: string): boolean {
  return source.startsWith(`<${name}`, at) && /^[\s/>]?$/.test(source.charAt(at + name.length + 1));
}

function readCues<Context>(input: FormatInput, layout: XmlCueLayout<Context>): ParsedSubtitle {
  const source = stripBom(input.text);
  const { root, cutAt, unclosed } = parseUpToCut(source);
  const context = layout.context(root, DEFAULT_FRAME_RATE);
  const elements = layout.cues(root);
  const cueSet = new Set(elements);
  const cut = new Set(unclosed);
  const lines = new LineCounter(source);
  const warnings: ParseWarning[] = [];
  const timed: CueTimes[] = [];
  for (const element of elements) {
    if (cut.has(element)) {
      skip(element, 'The file ends inside this subtitle', source, lines, warnings);
      continue;
    }
    try {
      const read = layout.read(element, context);
      timed.push(...(Array.isArray(read) ? (read as readonly CueTimes[]) : [read as CueTimes]));
    } catch (error) {
      if (!(error instanceof SubtitleFormatError)) throw error;
      skip(element, `This subtitle was skipped (${error.message})`, source, lines, warnings);
    }
  }
  const first = elements[0];
  if (first && cutAt >= 0 && startsElement(source, cutAt, first.name)) {
    // Cut inside the open tag of a cue: the cue is there, but nothing of it can be read.
    warnings.push({
      line: lines.lineAt(cutAt),
      message: `The file ends inside this subtitle: "${excerpt(source.slice(cutAt))}"`,
    });
  }
  const paragraphs: Paragraph[] = [];
  timed.forEach((cue, index) => {
    if (layout.gapMarkers && cue.text === '') return;
    const end = cue.end ?? timed[index + 1]?.start ?? cue.start + (layout.lastDurationMs ?? 3000);
    paragraphs.push({
      number: paragraphs.length + 1,
      start: Math.round(cue.start),
      end: Math.round(end),
      text: cue.text,
    });
  });
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  const subtitle: Subtitle = { fileName: input.fileName, format: layout.name, paragraphs };
  if (first) {
    const whole = elements.filter((element) => !cut.has(element));
    const lastEnd = whole.reduce((end, element) => Math.max(end, element.end), first.start);
    const footer =
      cutAt < 0 ? source.slice(lastEnd) : closingFooter(source, lastEnd, cutAt, unclosed, cueSet);
    // Kept with LF line ends: the writer puts the line ends asked for.
    subtitle.header = source.slice(0, first.start).replace(/\r\n?/g, '\n');
    subtitle.footer = footer.replace(/\r\n?/g, '\n');
  }
  return withWarnings(subtitle, warnings);
}

/** The facts of a document's header and footer (the cues removed); undefined when they do not
 *  make this format's document. */
function documentContext<Context>(
  layout: XmlCueLayout<Context>,
  document: XmlDocumentText,
  frameRate: number,
): { readonly context: Context } | undefined {
  try {
    return {
      context: layout.context(parseXmlDocument(document.header + document.footer), frameRate),
    };
  } catch (error) {
    if (error instanceof SubtitleFormatError) return undefined;
    throw error;
  }
}

function writeCues<Context>(
  subtitle: Subtitle,
  options: WriteOptions,
  layout: XmlCueLayout<Context>,
): string {
  const frameRate = options.frameRate ?? DEFAULT_FRAME_RATE;
  const own =
    subtitle.format === layout.name && subtitle.header !== undefined
      ? { header: subtitle.header, footer: subtitle.footer ?? '' }
      : undefined;
  let document = own;
  let facts = own && documentContext(layout, own, frameRate);
  if (!document || !facts) {
    document = layout.defaultDocument(frameRate, subtitle.paragraphs);
    facts = documentContext(layout, document, frameRate);
    if (!facts) throw new Error(`${layout.name}: default document is not valid`);
  }
  const indent = /\n([ \t]*)$/.exec(document.header)?.[1] ?? '';
  // Only lines that start with markup are indented: a line break inside text stays as written.
  const elements = layout
    .write(subtitle.paragraphs, facts.context)
    .map((element) => element.replace(/\n(?=[ \t]*<)/g, `\n${indent}`));
  const text = document.header + elements.join(`\n${indent}`) + document.footer;
  return options.newLine === '\n' ? text : text.replace(/\r?\n/g, options.newLine);
}

export function xmlCueFormat<Context>(layout: XmlCueLayout<Context>): SubtitleFormat {
  return {
    name: layout.name,
    extensions: layout.extensions,
    binary: false,
    canRead: true,
    canWrite: true,
    detect: (input) => layout.detect(detectionPrefix(input)),
    parse: (input) => readCues(input, layout),
    write: (subtitle, options) => writeCues(subtitle, options, layout),
  };
}
