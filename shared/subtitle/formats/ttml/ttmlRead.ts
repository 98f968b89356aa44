// Reads any TTML-family document (TTML 1.0, DFXP, IMSC1) into the model. Every <p> is a line:
// its times are resolved against the begin of enclosing body/div elements (parallel time
// containers, or sequential ones where declared), <br/> becomes '\n' and italic / bold /
// underline spans become <i>/<b>/<u>. The text before the first <p> and after the last one is
// kept verbatim as header and footer, and each <p>'s other attributes (region, style, xml:id)
// in extra, so a document written back in its own format keeps its head, regions and styles.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph, Subtitle } from '../../model';
import { escapeXmlAttribute } from '../xml/tokenizer';
import { attributeKey, childElements, parseXmlDocument, type XmlElement } from '../xml/tree';
import { parseTimeExpression, timingParameters, type TimingParameters } from './timeExpression';
import {
  elementStyle,
  type InlineStyle,
  PLAIN,
  readStyleTable,
  type StyleTable,
} from './ttmlStyles';

/** Key in Paragraph.extra holding the <p> attributes other than begin/end/dur, as written. */
export const TTML_ATTRIBUTES_KEY = 'ttmlAttributes';
const TIMING_ATTRIBUTES = new Set(['begin', 'end', 'dur']);

interface Context {
  readonly tt: string;
  readonly styling: string;
  readonly timing: TimingParameters;
  readonly styles: StyleTable;
  readonly paragraphs: Paragraph[];
  readonly spans: { start: number; end: number }[];
}

function time(element: XmlElement, name: string, context: Context): number | undefined {
  const value = element.attributes.get(`{}${name}`);
  return value === undefined ? undefined : parseTimeExpression(value, context.timing);
}

function wrap(text: string, style: InlineStyle, outer: InlineStyle): string {
  let result = text;
  if (style.underline && !outer.underline) result = `<u>${result}</u>`;
  if (style.bold && !outer.bold) result = `<b>${result}</b>`;
  if (style.italic && !outer.italic) result = `<i>${result}</i>`;
  return result;
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

/** xml:space="default": spaces collapse, and a line's leading and trailing spaces go. */
function tidyLines(text: string): string {
  return text
    .replace(/ {2,}/g, ' ')
    .split('\n')
    .map((line) =>
      line
        .replace(/^((?:<[^<>]*>)*) +/, '$1')
        .replace(/ +((?:<\/[^<>]*>)*)$/, '$1')
        .trim(),
    )
    .join('\n');
}

function keptAttributes(p: XmlElement): string {
  return p.rawAttributes
    .filter((attribute) => !TIMING_ATTRIBUTES.has(attribute.name))
    .map((attribute) => `${attribute.name}="${escapeXmlAttribute(attribute.value)}"`)
    .join(' ');
}

function readParagraph(
  p: XmlElement,
  begin: number,
  end: number | undefined,
  style: InlineStyle,
  context: Context,
): number {
  const pBegin = begin + (time(p, 'begin', context) ?? 0);
  const ownEnd = time(p, 'end', context);
  const duration = time(p, 'dur', context);
  let pEnd = ownEnd === undefined ? undefined : begin + ownEnd;
  if (duration !== undefined) pEnd = Math.min(pEnd ?? Infinity, pBegin + duration);
  pEnd ??= end;
  if (pEnd === undefined) throw new SubtitleFormatError('A <p> has no end time');
  const pStyle = elementStyle(p, style, context.styles, context.styling);
  const paragraph: Paragraph = {
    number: context.paragraphs.length + 1,
    start: Math.round(pBegin),
    end: Math.round(pEnd),
    text: tidyLines(wrap(inlineText(p, pStyle, context), pStyle, PLAIN)),
  };
  const kept = keptAttributes(p);
  if (kept !== '') paragraph.extra = { [TTML_ATTRIBUTES_KEY]: kept };
  context.paragraphs.push(paragraph);
  context.spans.push({ start: p.start, end: p.end });
  return pEnd;
}

/** Walks body/div; returns the end of the element's content (for sequential containers). */
function readContainer(
  element: XmlElement,
  parentBegin: number,
  parentEnd: number | undefined,
  inherited: InlineStyle,
  context: Context,
): number {
  const begin = parentBegin + (time(element, 'begin', context) ?? 0);
  const ownEnd = time(element, 'end', context);
  const duration = time(element, 'dur', context);
  let end = ownEnd === undefined ? parentEnd : parentBegin + ownEnd;
  if (duration !== undefined) end = Math.min(end ?? Infinity, begin + duration);
  const style = elementStyle(element, inherited, context.styles, context.styling);
  const sequential = element.attributes.get('{}timeContainer') === 'seq';
  let cursor = begin;
  let latest = begin;
  for (const child of element.children) {
    if (typeof child === 'string' || child.namespace !== context.tt) continue;
    const childBegin = sequential ? cursor : begin;
    let childEnd: number;
    if (child.localName === 'p') childEnd = readParagraph(child, childBegin, end, style, context);
    else if (child.localName === 'div')
      childEnd = readContainer(child, childBegin, end, style, context);
    else continue;
    cursor = childEnd;
    latest = Math.max(latest, childEnd);
  }
  return end ?? latest;
}

export interface TtmlReadOptions {
  readonly formatName: string;
  /** Whether the root's namespace belongs to this format (TTML vs the older DFXP URIs). */
  readonly acceptsNamespace: (namespace: string) => boolean;
}

export function readTtml(text: string, fileName: string, options: TtmlReadOptions): Subtitle {
  const source = text.replace(/^\uFEFF/, '');
  const root = parseXmlDocument(source);
  if (root.localName !== 'tt' || !options.acceptsNamespace(root.namespace)) {
    throw new SubtitleFormatError(`Not a ${options.formatName} document (root <${root.name}>)`);
  }
  const tt = root.namespace;
  const parameter = `${tt}#parameter`;
  const styling = `${tt}#styling`;
  const get = (name: string): string | undefined =>
    root.attributes.get(attributeKey(parameter, name));
  const context: Context = {
    tt,
    styling,
    timing: timingParameters({
      frameRate: get('frameRate'),
      frameRateMultiplier: get('frameRateMultiplier'),
      subFrameRate: get('subFrameRate'),
      tickRate: get('tickRate'),
    }),
    styles: readStyleTable(root, tt, styling),
    paragraphs: [],
    spans: [],
  };
  const body = childElements(root, tt, 'body')[0];
  if (body) readContainer(body, 0, undefined, PLAIN, context);
  const first = context.spans[0];
  const last = context.spans.at(-1);
  // With no lines, the header runs to the innermost container's end tag, where lines would go.
  const insertAt = first?.start ?? emptyInsertionPoint(source, body, tt);
  return {
    fileName,
    format: options.formatName,
    header: source.slice(0, insertAt),
    footer: source.slice(last?.end ?? insertAt),
    paragraphs: context.paragraphs,
  };
}

function emptyInsertionPoint(source: string, body: XmlElement | undefined, tt: string): number {
  if (!body) return source.lastIndexOf('</');
  const div = childElements(body, tt, 'div').at(-1);
  const container = div ?? body;
  return container.end === container.openEnd
    ? container.end
    : source.lastIndexOf('</', container.end - 1);
}
