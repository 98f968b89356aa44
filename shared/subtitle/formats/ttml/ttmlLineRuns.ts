// The fast path of the TTML reader: while the tree is built, each run of plain lines (see
// ttmlLineScan.ts) in a body or div is read straight from the source and kept as numbers and
// strings instead of elements; the reader then places the run among the container's children
// as it would have placed those lines (in a container without times, where a line's place is
// its own times, the lines are placed as they are read). Lines the scanner declines stay in the
// tree.
import { isNameStop, isSpace } from '../xml/tokenizer';
import {
  childElements,
  type ElementSkipper,
  lookupNamespace,
  MAX_DEPTH,
  XML_NAMESPACE,
  type XmlElement,
} from '../xml/tree';
import { rootTimingParameters, type TimingParameters } from './timeExpression';
import type { Paragraph } from '../../model';
import type { MakeParagraph } from '../paragraphSites';
import { bitsOf } from './ttmlLineStyle';
import { LineScanner, MAX_SPAN_DEPTH } from './ttmlLineScan';
import { matchAt } from './ttmlTagScan';
import { elementStyle, PLAIN, readStyleTable, type StyleTable } from './ttmlStyles';
import { TTML_ATTRIBUTES_KEY } from './ttmlText';

// Local bindings for the loop (see ttmlLineScan.ts).
const spaceAt = isSpace;
const nameStopAt = isNameStop;
const matches = matchAt;

/** Consecutive plain lines of one container. */
export interface LineRun {
  /** Where among the container's children the lines stood. */
  readonly index: number;
  /** Where the first line starts and the last one ends. */
  readonly start: number;
  end: number;
  /** The lines' paragraphs, made as they are read (with their text and kept attributes); their
   *  number, start and end are set where the run is placed, unless `placed`. */
  readonly paragraphs: Paragraph[];
  /** Each line's own begin, end and dur (NaN where it gives none); empty when `placed`. */
  times: Float64Array;
  /**
   * Whether the lines were placed as they were read, which their container does when neither it
   * nor the containers around it have times (it begins at 0, is parallel and has no end): their
   * start and end are final and their numbers count from 1 in the run. `lastEnd` and `latest`
   * are then the end of the last line and the latest end, for the container's cursor.
   */
  readonly placed: boolean;
  lastEnd: number;
  latest: number;
}

/** Where a line of a container begins: `childBegin` (the container's begin, or in a sequential
 *  one the end of the line before) plus its own begin (NaN: none). */
export function beginInContainer(childBegin: number, ownBegin: number): number {
  return childBegin + (Number.isNaN(ownBegin) ? 0 : ownBegin);
}

/** Where a line that begins at `begin` ends: at its own end counted from `childBegin`, cut by
 *  its duration, else at the container's end (NaN: none of them). */
export function endInContainer(
  childBegin: number,
  begin: number,
  ownEnd: number,
  duration: number,
  containerEnd: number | undefined,
): number {
  let end: number | undefined = Number.isNaN(ownEnd) ? undefined : childBegin + ownEnd;
  if (!Number.isNaN(duration)) end = Math.min(end ?? Infinity, begin + duration);
  return end ?? containerEnd ?? Number.NaN;
}

const NO_TIMES = new Float64Array(0);
const LINES_PER_CALL = 512;
/** The attributes that give a container times (in no namespace). */
const CONTAINER_TIMING = ['{}begin', '{}end', '{}dur', '{}timeContainer'];

interface Document {
  readonly tt: string;
  readonly styling: string;
  readonly timing: TimingParameters;
  readonly styles: StyleTable;
}

export class TtmlLineSkipper implements ElementSkipper {
  /** The runs of each container, in document order. */
  readonly runs = new Map<XmlElement, LineRun[]>();
  /** How many head elements the root had when the styles were read (-1: never read): the reader
   *  checks that none came after, which the lines' styles would have missed. */
  headCount = -1;
  private document: Document | null | undefined;
  private container: XmlElement | undefined;
  private containerStyle = 0;
  /** Whether the container's lines are placed as they are read (see LineRun.placed). */
  private placing = false;
  private scanner: LineScanner | undefined;
  /** The run being read (none until its first line is read), and where its last line ends. */
  private run: LineRun | undefined;
  private runEnd = -1;
  private extra: Paragraph['extra'];
  private extraOf = '';

  constructor(private readonly make: MakeParagraph) {}

  skip(text: string, at: number, open: readonly XmlElement[]): number {
    const parent = open[open.length - 1];
    const root = open[0];
    if (!parent || !root || open.length + 1 + MAX_SPAN_DEPTH >= MAX_DEPTH) return -1;
    if (parent.localName !== 'div' && parent.localName !== 'body') return -1;
    // Inside the body the heads are whole, so the styles can be read.
    if (parent.namespace !== root.namespace || open[1]?.localName !== 'body') return -1;
    const document = this.documentOf(root);
    if (!document) return -1;
    const p = lineName(text, at, parent, document.tt);
    if (p === undefined) return -1;
    if (parent !== this.container && !this.enter(open, document)) return -1;
    const scanner = this.scannerFor(text, p, parent, document);
    this.run = undefined;
    this.runEnd = -1;
    // In calls of a few hundred lines each: a function called again and again runs optimized
    // from the start of every document, where a loop over a million lines would wait, unoptimized,
    // for its own compilation on every document (on-stack replacement).
    let line = at;
    do line = this.readLines(text, parent, scanner, line);
    while (line >= 0);
    return this.runEnd;
  }

  /** Reads up to LINES_PER_CALL lines of the current run from the line at `from`; answers where
   *  the next one starts, or -1 when the run has ended. */
  private readLines(text: string, parent: XmlElement, scanner: LineScanner, from: number): number {
    const pCodes = scanner.pCodes;
    const pLength = pCodes.length;
    let line = from;
    for (let count = 0; count < LINES_PER_CALL; count++) {
      const lineEnd = scanner.read(line, this.containerStyle);
      if (lineEnd < 0) return -1;
      const run = (this.run ??= this.newRun(parent, line));
      this.addLine(run, scanner);
      run.end = this.runEnd = lineEnd;
      line = scanner.next;
      if (line < 0) {
        line = lineEnd;
        while (spaceAt(text.charCodeAt(line))) line++;
      }
      if (
        text.charCodeAt(line) !== 0x3c ||
        !matches(text, line + 1, pCodes) ||
        !nameStopAt(text.charCodeAt(line + 1 + pLength))
      )
        return -1;
    }
    return line;
  }

  /** Makes the paragraph of the line the scanner has just read. */
  private addLine(run: LineRun, scanner: LineScanner): void {
    const count = run.paragraphs.length;
    let paragraph: Paragraph;
    if (run.placed) {
      const begin = beginInContainer(0, scanner.begin);
      const end = endInContainer(0, begin, scanner.end, scanner.duration, undefined);
      paragraph = this.make(count + 1, Math.round(begin), Math.round(end), scanner.text);
      run.lastEnd = end;
      run.latest = Math.max(run.latest, end);
    } else {
      if (run.times.length < count * 3 + 3) {
        const times = new Float64Array(Math.max(run.times.length * 2, 3 * 64));
        times.set(run.times);
        run.times = times;
      }
      run.times[count * 3] = scanner.begin;
      run.times[count * 3 + 1] = scanner.end;
      run.times[count * 3 + 2] = scanner.duration;
      paragraph = this.make(0, 0, 0, scanner.text);
    }
    const kept = scanner.kept;
    if (kept !== '') {
      // Lines with the same kept attributes share one extra object.
      let extra = this.extra;
      if (kept !== this.extraOf || !extra) {
        extra = this.extra = { [TTML_ATTRIBUTES_KEY]: kept };
        this.extraOf = kept;
      }
      paragraph.extra = extra;
    }
    run.paragraphs.push(paragraph);
  }

  private newRun(parent: XmlElement, start: number): LineRun {
    const run: LineRun = {
      index: parent.children.length,
      start,
      end: start,
      paragraphs: [],
      times: NO_TIMES,
      placed: this.placing,
      lastEnd: Number.NaN,
      latest: -Infinity,
    };
    const runs = this.runs.get(parent);
    if (runs) runs.push(run);
    else this.runs.set(parent, [run]);
    return run;
  }

  /** The document's facts, read once from the root (null when it is not one the lines of which
   *  this reads: not <tt>, or timing parameters that do not read). */
  private documentOf(root: XmlElement): Document | null {
    if (this.document !== undefined) return this.document;
    this.document = null;
    if (root.localName !== 'tt') return null;
    const tt = root.namespace;
    let timing: TimingParameters;
    try {
      timing = rootTimingParameters(root, tt);
    } catch {
      return null;
    }
    const styling = `${tt}#styling`;
    this.headCount = childElements(root, tt, 'head').length;
    this.document = { tt, styling, timing, styles: readStyleTable(root, tt, styling) };
    return this.document;
  }

  /** Takes `open` as the current container when it is one the reader walks (the root's body,
   *  divs in it) and works out the style its lines inherit. */
  private enter(open: readonly XmlElement[], document: Document): boolean {
    let style = PLAIN;
    let placing = true;
    for (let depth = 1; depth < open.length; depth++) {
      const element = open[depth]!;
      const expected = depth === 1 ? 'body' : 'div';
      if (element.namespace !== document.tt || element.localName !== expected) return false;
      style = elementStyle(element, style, document.styles, document.styling);
      if (CONTAINER_TIMING.some((key) => element.attributes.has(key))) placing = false;
    }
    this.container = open[open.length - 1];
    this.containerStyle = bitsOf(style);
    this.placing = placing;
    return true;
  }

  private scannerFor(text: string, p: string, parent: XmlElement, document: Document): LineScanner {
    // Containers that declare no namespace share their parent's scope, and so a scanner.
    const scanner = this.scanner;
    if (scanner && scanner.names.p === p && scanner.names.scope === parent.scope) return scanner;
    const prefix = p.slice(0, p.length - 1);
    this.scanner = new LineScanner({
      text,
      p,
      span: `${prefix}span`,
      br: `${prefix}br`,
      scope: parent.scope,
      stylingNamespace: document.styling,
      timing: document.timing,
      styles: document.styles,
    });
    return this.scanner;
  }
}

/** The qualified name of the TTML <p> whose open tag starts at `at`, or undefined. */
function lineName(text: string, at: number, parent: XmlElement, tt: string): string | undefined {
  let end = at + 1;
  while (end < text.length && !isNameStop(text.charCodeAt(end))) end++;
  if (text.charCodeAt(end - 1) !== 0x70) return undefined;
  const name = text.slice(at + 1, end);
  const colon = name.indexOf(':');
  // As the tree reads names: the prefix ends at the first colon.
  if ((colon < 0 ? name : name.slice(colon + 1)) !== 'p' || colon === 0) return undefined;
  const prefix = colon < 0 ? '' : name.slice(0, colon);
  const namespace =
    prefix === 'xml'
      ? XML_NAMESPACE
      : (lookupNamespace(parent.scope, prefix) ?? (prefix === '' ? '' : undefined));
  return namespace === tt ? name : undefined;
}
