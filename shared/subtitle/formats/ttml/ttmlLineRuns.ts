// The fast path of the TTML reader: while the tree is built, each run of plain lines (see
// ttmlLineScan.ts) in a body or div is read straight from the source and kept as numbers and
// strings instead of elements; the reader then places the run among the container's children
// as it would have placed those lines. Lines the scanner declines stay in the tree.
import { isNameStop, isSpace } from '../xml/tokenizer';
import {
  childElements,
  type ElementSkipper,
  lookupNamespace,
  MAX_DEPTH,
  XML_NAMESPACE,
  type XmlElement,
} from '../xml/tree';
import { timingParameters, type TimingParameters } from './timeExpression';
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
   *  number, start and end are set where the run is placed. */
  readonly paragraphs: Paragraph[];
  /** Each line's own begin, end and dur (NaN where it gives none). */
  times: Float64Array;
}

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
  private scanner: LineScanner | undefined;
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
    const pCodes = scanner.pCodes;
    let end = -1;
    let run: LineRun | undefined;
    for (let line = at; ;) {
      const lineEnd = scanner.read(line, this.containerStyle);
      if (lineEnd < 0) break;
      run ??= this.newRun(parent, line);
      const count = run.paragraphs.length;
      if (run.times.length < count * 3 + 3) {
        const times = new Float64Array(run.times.length * 2);
        times.set(run.times);
        run.times = times;
      }
      run.times[count * 3] = scanner.begin;
      run.times[count * 3 + 1] = scanner.end;
      run.times[count * 3 + 2] = scanner.duration;
      const paragraph = this.make(0, 0, 0, scanner.text);
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
      run.end = end = lineEnd;
      line = scanner.next;
      if (line < 0) {
        line = lineEnd;
        while (spaceAt(text.charCodeAt(line))) line++;
      }
      if (
        text.charCodeAt(line) !== 0x3c ||
        !matches(text, line + 1, pCodes) ||
        !nameStopAt(text.charCodeAt(line + 1 + p.length))
      )
        break;
    }
    return end;
  }

  private newRun(parent: XmlElement, start: number): LineRun {
    const run: LineRun = {
      index: parent.children.length,
      start,
      end: start,
      paragraphs: [],
      times: new Float64Array(3 * 64),
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
    const parameter = `${tt}#parameter`;
    const get = (name: string): string | undefined => root.attributes.get(`{${parameter}}${name}`);
    let timing: TimingParameters;
    try {
      timing = timingParameters({
        frameRate: get('frameRate'),
        frameRateMultiplier: get('frameRateMultiplier'),
        subFrameRate: get('subFrameRate'),
        tickRate: get('tickRate'),
      });
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
    for (let depth = 1; depth < open.length; depth++) {
      const element = open[depth]!;
      const expected = depth === 1 ? 'body' : 'div';
      if (element.namespace !== document.tt || element.localName !== expected) return false;
      style = elementStyle(element, style, document.styles, document.styling);
    }
    this.container = open[open.length - 1];
    this.containerStyle = bitsOf(style);
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
