// Reads any TTML-family document (TTML 1.0, DFXP, IMSC1) into the model. Every <p> is a line:
// its times are resolved against the begin of enclosing body/div elements (parallel time
// containers, or sequential ones where declared), <br/> becomes '\n' and italic / bold /
// underline spans become <i>/<b>/<u>. The text before the first <p> and after the last one is
// kept verbatim as header and footer, and each <p>'s other attributes (region, style, xml:id)
// in extra, so a document written back in its own format keeps its head, regions and styles.
// Big documents are mostly plain lines: those are read straight from the source while the tree
// is built (ttmlLineRuns.ts), with the same result as through the tree, and placed here among
// the elements of their container.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning } from '../../model';
import { paragraphMaker, type MakeParagraph } from '../paragraphSites';
import { excerpt, LineCounter, noBlockRead, withWarnings } from '../skippedBlocks';
import { escapeXmlAttribute } from '../xml/tokenizer';
import { childElements, type XmlElement } from '../xml/tree';
import { parseUpToCut } from '../xmlFormats/xmlCut';
import { parseTimeExpression, rootTimingParameters, type TimingParameters } from './timeExpression';
import { beginInContainer, endInContainer, type LineRun, TtmlLineSkipper } from './ttmlLineRuns';
import {
  elementStyle,
  type InlineStyle,
  PLAIN,
  readStyleTable,
  type StyleTable,
} from './ttmlStyles';
import { tidyLines, TTML_ATTRIBUTES_KEY, wrap } from './ttmlText';

export { TTML_ATTRIBUTES_KEY };
// Local bindings for the loop over a run's lines (see ttmlTagScan.ts).
const beginOf = beginInContainer;
const endOf = endInContainer;
const TIMING_ATTRIBUTES = new Set(['begin', 'end', 'dur']);

interface Context {
  readonly tt: string;
  readonly styling: string;
  readonly timing: TimingParameters;
  readonly styles: StyleTable;
  /** The lines read (the first run's own array when it comes first). */
  paragraphs: Paragraph[];
  readonly make: MakeParagraph;
  /** Where the first line read starts and the last one ends. */
  readonly span: { first?: number; last?: number };
  /** The containers' runs of lines read without the tree. */
  readonly runs: ReadonlyMap<XmlElement, readonly LineRun[]> | undefined;
  readonly source: string;
  readonly warnings: ParseWarning[];
  readonly lines: LineCounter;
  /** Elements the file was cut off inside: a <p> among them is skipped. */
  readonly unclosed: ReadonlySet<XmlElement>;
}

/** Skips `element` (a <p>, or a <div> whose times do not read) with a warning at its line. */
function skip(element: XmlElement, why: string, context: Context): void {
  const tag = context.source.slice(element.start, element.openEnd);
  context.warnings.push({
    line: context.lines.lineAt(element.start),
    message: `${why}: "${excerpt(tag)}"`,
  });
}

/** The element's begin, end and dur (undefined where absent), or null when one does not read. */
function timesOf(
  element: XmlElement,
  context: Context,
): [number | undefined, number | undefined, number | undefined] | null {
  try {
    return [
      time(element, 'begin', context),
      time(element, 'end', context),
      time(element, 'dur', context),
    ];
  } catch (error) {
    if (error instanceof SubtitleFormatError) return null;
    throw error;
  }
}

function time(element: XmlElement, name: string, context: Context): number | undefined {
  const value = element.attributes.get(`{}${name}`);
  return value === undefined ? undefined : parseTimeExpression(value, context.timing);
}

function inlineText(element: XmlElement, style: InlineStyle, context: Context): string {
  let out = '';
  for (const child of element.children) {
    if (typeof child === 'string') out += child.replace(/[ \t\r\n]+/g, ' ');
    else if (child.namespace !== context.tt) continue;
    else if (child.localName === 'br') out += '\n';
    else if (child.localName === 'span') {
      const spanStyle = elementStyle(child, style, context.styles, context.styling);
      out += wrap(inlineText(child, spanStyle, context), spanStyle, style);
    }
    // metadata, set and foreign elements carry no displayed text.
  }
  return out;
}

function keptAttributes(p: XmlElement): string {
  return p.rawAttributes
    .filter((attribute) => !TIMING_ATTRIBUTES.has(attribute.name))
    .map((attribute) => `${attribute.name}="${escapeXmlAttribute(attribute.value)}"`)
    .join(' ');
}

/** Reads one <p> into the context; answers where it ends (`begin` when it was skipped). */
function readParagraph(
  p: XmlElement,
  begin: number,
  end: number | undefined,
  style: InlineStyle,
  context: Context,
): number {
  if (context.unclosed.has(p)) {
    skip(p, 'The file ends inside this line', context);
    return begin;
  }
  const times = timesOf(p, context);
  if (!times) {
    skip(p, 'The times of this line could not be read', context);
    return begin;
  }
  const [ownBegin, ownEnd, duration] = times;
  const pBegin = begin + (ownBegin ?? 0);
  let pEnd = ownEnd === undefined ? undefined : begin + ownEnd;
  if (duration !== undefined) pEnd = Math.min(pEnd ?? Infinity, pBegin + duration);
  pEnd ??= end;
  if (pEnd === undefined) {
    skip(p, 'This line has no end time', context);
    return begin;
  }
  const pStyle = elementStyle(p, style, context.styles, context.styling);
  const paragraph = context.make(
    context.paragraphs.length + 1,
    Math.round(pBegin),
    Math.round(pEnd),
    tidyLines(wrap(inlineText(p, pStyle, context), pStyle, PLAIN)),
  );
  const kept = keptAttributes(p);
  if (kept !== '') paragraph.extra = { [TTML_ATTRIBUTES_KEY]: kept };
  context.paragraphs.push(paragraph);
  context.span.first ??= p.start;
  context.span.last = p.end;
  return pEnd;
}

/** Where the next line of a container starts (sequential containers) and the latest end. */
interface Cursor {
  at: number;
  latest: number;
}

/** Places a run of lines read without the tree as readParagraph places each line. */
function readRun(
  run: LineRun,
  begin: number,
  end: number | undefined,
  sequential: boolean,
  cursor: Cursor,
  context: Context,
): void {
  const { paragraphs: lines, times } = run;
  // The usual document is one run: its paragraphs are the subtitle's.
  if (context.paragraphs.length === 0) context.paragraphs = lines;
  const paragraphs = context.paragraphs;
  if (run.placed) {
    // Placed as they were read, as this container places them.
    if (begin !== 0 || sequential || end !== undefined) {
      throw new Error('TTML: lines placed as read in a container with times');
    }
    if (paragraphs !== lines) {
      for (const paragraph of lines) paragraph.number = paragraphs.push(paragraph);
    }
    cursor.at = run.lastEnd;
    cursor.latest = Math.max(cursor.latest, run.latest);
  } else {
    let at = cursor.at;
    let latest = cursor.latest;
    for (let line = 0; line < lines.length; line++) {
      const childBegin = sequential ? at : begin;
      const pBegin = beginOf(childBegin, times[line * 3]!);
      // Every line of a run has an end or a duration (the scanner declines the others).
      const pEnd = endOf(childBegin, pBegin, times[line * 3 + 1]!, times[line * 3 + 2]!, end);
      const paragraph = lines[line]!;
      if (paragraphs !== lines) paragraphs.push(paragraph);
      paragraph.number = paragraphs === lines ? line + 1 : paragraphs.length;
      paragraph.start = Math.round(pBegin);
      paragraph.end = Math.round(pEnd);
      at = pEnd;
      latest = Math.max(latest, pEnd);
    }
    cursor.at = at;
    cursor.latest = latest;
  }
  context.span.first ??= run.start;
  context.span.last = run.end;
}

/** Walks body/div; returns the end of the element's content (for sequential containers). */
function readContainer(
  element: XmlElement,
  parentBegin: number,
  parentEnd: number | undefined,
  inherited: InlineStyle,
  context: Context,
): number {
  const times = timesOf(element, context);
  if (!times) {
    // Its lines' times are counted from its own: none of them can be placed.
    skip(element, 'The times of this division could not be read', context);
    return parentBegin;
  }
  const [ownBegin, ownEnd, duration] = times;
  const begin = parentBegin + (ownBegin ?? 0);
  let end = ownEnd === undefined ? parentEnd : parentBegin + ownEnd;
  if (duration !== undefined) end = Math.min(end ?? Infinity, begin + duration);
  const style = elementStyle(element, inherited, context.styles, context.styling);
  const sequential = element.attributes.get('{}timeContainer') === 'seq';
  const cursor: Cursor = { at: begin, latest: begin };
  const runs = context.runs?.get(element);
  let nextRun = 0;
  const children = element.children;
  for (let index = 0; index <= children.length; index++) {
    for (let run = runs?.[nextRun]; run?.index === index; run = runs?.[++nextRun]) {
      readRun(run, begin, end, sequential, cursor, context);
    }
    const child = children[index];
    if (child === undefined || typeof child === 'string' || child.namespace !== context.tt)
      continue;
    const childBegin = sequential ? cursor.at : begin;
    let childEnd: number;
    if (child.localName === 'p') childEnd = readParagraph(child, childBegin, end, style, context);
    else if (child.localName === 'div')
      childEnd = readContainer(child, childBegin, end, style, context);
    else continue;
    cursor.at = childEnd;
    cursor.latest = Math.max(cursor.latest, childEnd);
  }
  return end ?? cursor.latest;
}

export interface TtmlReadOptions {
  readonly formatName: string;
  /** Whether the root's namespace belongs to this format (TTML vs the older DFXP URIs). */
  readonly acceptsNamespace: (namespace: string) => boolean;
  /** Whether plain lines are read without the tree (the default; same result, faster). */
  readonly fastLines?: boolean;
}

/**
 * A <p> whose times do not read (or that has no end) is skipped with a warning, as is a <div>
 * whose times do not read; a document cut off at its end is read up to the cut (the <p> it was
 * cut inside is skipped) and its footer closes the elements left open.
 */
export function readTtml(text: string, fileName: string, options: TtmlReadOptions): ParsedSubtitle {
  const source = text.replace(/^\uFEFF/, '');
  const fast = options.fastLines !== false;
  const make = paragraphMaker(source.length);
  const { root, cutAt, unclosed, skipper } = parseUpToCut(
    source,
    fast ? () => new TtmlLineSkipper(make) : undefined,
  );
  if (root.localName !== 'tt' || !options.acceptsNamespace(root.namespace)) {
    throw new SubtitleFormatError(`Not a ${options.formatName} document (root <${root.name}>)`);
  }
  const tt = root.namespace;
  if (
    skipper &&
    skipper.headCount >= 0 &&
    childElements(root, tt, 'head').length !== skipper.headCount
  ) {
    // A head after the body: the lines read without the tree missed its styles.
    return readTtml(text, fileName, { ...options, fastLines: false });
  }
  const styling = `${tt}#styling`;
  const context: Context = {
    tt,
    styling,
    timing: rootTimingParameters(root, tt),
    styles: readStyleTable(root, tt, styling),
    paragraphs: [],
    make,
    span: {},
    runs: skipper?.runs,
    source,
    warnings: [],
    lines: new LineCounter(source),
    unclosed: new Set(unclosed),
  };
  const body = childElements(root, tt, 'body')[0];
  if (body) readContainer(body, 0, undefined, PLAIN, context);
  const cutTag =
    cutAt < 0 ? null : /^<([\w.-]+:)?p(?=[\s/>]|$)/.exec(source.slice(cutAt, cutAt + 64));
  if (cutTag) {
    // Cut inside the open tag of a line: the line is there, but nothing of it can be read.
    context.warnings.push({
      line: context.lines.lineAt(cutAt),
      message: `The file ends inside this line: "${excerpt(source.slice(cutAt))}"`,
    });
  }
  if (context.paragraphs.length === 0 && context.warnings.length > 0) {
    throw noBlockRead('', context.warnings);
  }
  const { first, last } = context.span;
  // With no lines, the header runs to the innermost container's end tag, where lines would go.
  const insertAt = first ?? emptyInsertionPoint(source, body, tt);
  const footer =
    cutAt < 0
      ? source.slice(last ?? insertAt)
      : closingTags(source.slice(last ?? insertAt, cutAt), unclosed);
  return withWarnings(
    {
      fileName,
      format: options.formatName,
      // Kept with LF line ends: the writer puts the line ends asked for.
      header: source.slice(0, insertAt).replace(/\r\n?/g, '\n'),
      footer: footer.replace(/\r\n?/g, '\n'),
      paragraphs: context.paragraphs,
    },
    context.warnings,
  );
}

/** What follows the last line of a cut-off document, up to the cut, then the end tags of the
 *  elements left open (a <p> among them was skipped, so it is left out), innermost first. */
function closingTags(rest: string, unclosed: readonly XmlElement[]): string {
  const open = unclosed.filter(
    (element) => element.localName !== 'p' && element.localName !== 'span',
  );
  const kept = open.length < unclosed.length ? '' : rest;
  return `${kept.trimEnd()}\n${open
    .reverse()
    .map((element) => `</${element.name}>`)
    .join('\n')}\n`;
}

function emptyInsertionPoint(source: string, body: XmlElement | undefined, tt: string): number {
  if (!body) return source.lastIndexOf('</');
  const div = childElements(body, tt, 'div').at(-1);
  const container = div ?? body;
  return container.end === container.openEnd
    ? container.end
    : source.lastIndexOf('</', container.end - 1);
}
