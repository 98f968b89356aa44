// Writes the model as a TTML-family document. A subtitle read from the same format is written
// into its own header and footer (head, styling, layout, body/div attributes unchanged), with
// each <p>'s kept attributes; anything else gets the profile's default document. Times are
// clock times relative to the begin of the enclosing body/div, as the reader resolved them.
import type { Paragraph, Subtitle } from '../../model';
import type { WriteOptions } from '../types';
import { escapeXmlAttribute, escapeXmlText, tokenizeXml, type XmlToken } from '../xml/tokenizer';
import {
  formatClockTime,
  formatFrameTime,
  parseTimeExpression,
  type TimingParameters,
  timingParameters,
} from './timeExpression';
import { type StyleReferences, textToStyledSpans } from './ttmlStyledSpans';
import { TTML_ATTRIBUTES_KEY } from './ttmlRead';

/** The text around the lines: everything before the first <p> and after the last. */
export interface TtmlDocument {
  readonly header: string;
  readonly footer: string;
}

export interface TtmlProfile {
  readonly formatName: string;
  readonly stylingNamespace: string;
  /** The document around the lines when the subtitle brings none of this format; frame-based
   *  flavours declare `frameRate` (the rate asked for on write) in it. */
  readonly defaultDocument: (newLine: string, frameRate: number) => TtmlDocument;
  /** 'clock' writes hh:mm:ss.fff (the default); 'frames' writes hh:mm:ss:ff at the document's
   *  effective frame rate, as flavours on the smpte time base do. */
  readonly timeFormat?: 'clock' | 'frames';
  /** Profiles that style by reference only (EBU-TT-D): every run of text is a span whose style
   *  attribute names these ids. Used when the document defines them all, else inline styles. */
  readonly styleReferences?: StyleReferences;
}

interface HeaderFacts {
  readonly stylingPrefix: string | undefined;
  /** The root's prefix with its colon ('tt:'), or '': p, span and br are written with it. */
  readonly elementPrefix: string;
  readonly timing: TimingParameters;
  /** Sum of the begin times of the body/div the lines go into. */
  readonly offsetMs: number;
  /** Whitespace between the last line break of the header and the first <p>. */
  readonly indent: string;
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** Facts about a kept header; undefined when it is not an open tt…body/div prefix. */
export function analyseHeader(header: string, stylingNamespace: string): HeaderFacts | undefined {
  let tokens: XmlToken[];
  try {
    tokens = tokenizeXml(header);
  } catch {
    return undefined;
  }
  const open: (XmlToken & { kind: 'open' })[] = [];
  for (const token of tokens) {
    if (token.kind === 'open' && !token.selfClosing) open.push(token);
    else if (token.kind === 'close') open.pop();
  }
  const root = open[0];
  const innermost = open.at(-1);
  if (!root || localName(root.name) !== 'tt' || !innermost) return undefined;
  if (!['body', 'div'].includes(localName(innermost.name))) return undefined;
  const rootAttribute = (name: string): string | undefined =>
    root.attributes.find(
      (attribute) => localName(attribute.name) === name && attribute.name.includes(':'),
    )?.value;
  const stylingPrefix = root.attributes
    .find(
      (attribute) => attribute.name.startsWith('xmlns:') && attribute.value === stylingNamespace,
    )
    ?.name.slice(6);
  let offsetMs = 0;
  let timing: TimingParameters;
  try {
    timing = timingParameters({
      frameRate: rootAttribute('frameRate'),
      frameRateMultiplier: rootAttribute('frameRateMultiplier'),
      subFrameRate: rootAttribute('subFrameRate'),
      tickRate: rootAttribute('tickRate'),
    });
    for (const element of open) {
      const begin = element.attributes.find((attribute) => attribute.name === 'begin')?.value;
      if (begin !== undefined) offsetMs += parseTimeExpression(begin, timing);
    }
  } catch {
    return undefined;
  }
  const indent = /\n([ \t]*)$/.exec(header)?.[1] ?? '';
  const colon = root.name.indexOf(':');
  const elementPrefix = colon < 0 ? '' : root.name.slice(0, colon + 1);
  return { stylingPrefix, elementPrefix, timing, offsetMs, indent };
}

type SpanKind = 'i' | 'b' | 'u' | 'font';

function spanOpenTag(
  kind: SpanKind,
  color: string,
  prefix: string | undefined,
  stylingNamespace: string,
  elementPrefix: string,
): string {
  const p = prefix ?? 'tts';
  const declaration =
    prefix === undefined ? ` xmlns:tts="${escapeXmlAttribute(stylingNamespace)}"` : '';
  const style =
    kind === 'i'
      ? `${p}:fontStyle="italic"`
      : kind === 'b'
        ? `${p}:fontWeight="bold"`
        : kind === 'u'
          ? `${p}:textDecoration="underline"`
          : `${p}:color="${escapeXmlAttribute(color)}"`;
  return `<${elementPrefix}span${declaration} ${style}>`;
}

const INLINE = /<(\/?)([ibu])>|<font\s+color\s*=\s*["']?([^"'<>\s]*)["']?\s*>|<(\/)font>|\n/gi;
const OTHER_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?>/gi;

/** Model text → TTML inline content: <i>/<b>/<u>/<font color> become spans, '\n' <br/>; the
 *  elements carry `elementPrefix` ('tt:') when the document's TTML elements are prefixed. */
export function textToTtmlContent(
  text: string,
  prefix: string | undefined,
  stylingNamespace: string,
  elementPrefix = '',
): string {
  const open: { kind: SpanKind; color: string }[] = [];
  const close = `</${elementPrefix}span>`;
  const openTag = (kind: SpanKind, color: string): string =>
    spanOpenTag(kind, color, prefix, stylingNamespace, elementPrefix);
  let out = '';
  let last = 0;
  const plain = (segment: string): string => escapeXmlText(segment.replace(OTHER_TAG, ''));
  for (const match of text.matchAll(INLINE)) {
    out += plain(text.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[0] === '\n') {
      out += `<${elementPrefix}br/>`;
      continue;
    }
    const kind = (match[2]?.toLowerCase() ?? 'font') as SpanKind;
    const closing = match[1] === '/' || match[4] === '/';
    if (!closing) {
      const color = match[3] ?? '';
      open.push({ kind, color });
      out += openTag(kind, color);
      continue;
    }
    const at = open.map((span) => span.kind).lastIndexOf(kind);
    if (at < 0) continue;
    // Close the spans opened inside this one too, then reopen them, so the XML stays nested.
    const reopened = open.splice(at);
    out += close.repeat(reopened.length);
    for (const span of reopened.slice(1)) {
      open.push(span);
      out += openTag(span.kind, span.color);
    }
  }
  out += plain(text.slice(last));
  return out + close.repeat(open.length);
}

function formatTime(ms: number, facts: HeaderFacts, profile: TtmlProfile): string {
  return profile.timeFormat === 'frames' ? formatFrameTime(ms, facts.timing) : formatClockTime(ms);
}

function paragraphXml(
  paragraph: Paragraph,
  facts: HeaderFacts,
  own: boolean,
  profile: TtmlProfile,
  references: StyleReferences | undefined,
): string {
  const kept = own ? paragraph.extra?.[TTML_ATTRIBUTES_KEY] : undefined;
  const attributes = typeof kept === 'string' && kept !== '' ? ` ${kept}` : '';
  const begin = formatTime(paragraph.start - facts.offsetMs, facts, profile);
  const end = formatTime(paragraph.end - facts.offsetMs, facts, profile);
  const px = facts.elementPrefix;
  const content = references
    ? textToStyledSpans(paragraph.text, references, px)
    : textToTtmlContent(paragraph.text, facts.stylingPrefix, profile.stylingNamespace, px);
  return `<${px}p begin="${begin}" end="${end}"${attributes}>${content}</${px}p>`;
}

/** The profile's style references when the header defines every one of them. */
function usableReferences(header: string, profile: TtmlProfile): StyleReferences | undefined {
  const references = profile.styleReferences;
  if (!references) return undefined;
  const ids = [references.base, references.italic, references.bold, references.underline];
  const defined = ids.every(
    (id) =>
      id === undefined || header.includes(`xml:id="${id}"`) || header.includes(`xml:id='${id}'`),
  );
  return defined ? references : undefined;
}

export function writeTtml(subtitle: Subtitle, options: WriteOptions, profile: TtmlProfile): string {
  const nl = options.newLine;
  const ownHeader =
    subtitle.format === profile.formatName ? subtitle.header?.replace(/\r?\n/g, nl) : undefined;
  const ownFacts =
    ownHeader === undefined ? undefined : analyseHeader(ownHeader, profile.stylingNamespace);
  const own = ownHeader !== undefined && ownFacts !== undefined;
  const document = own
    ? { header: ownHeader, footer: (subtitle.footer ?? '').replace(/\r?\n/g, nl) }
    : profile.defaultDocument(nl, options.frameRate ?? 23.976);
  const facts = ownFacts ?? analyseHeader(document.header, profile.stylingNamespace);
  if (!facts) throw new Error(`${profile.formatName}: default document header is not valid`);
  const references = usableReferences(document.header, profile);
  const lines = subtitle.paragraphs.map((paragraph) =>
    paragraphXml(paragraph, facts, own, profile, references),
  );
  return document.header + lines.join(nl + facts.indent) + document.footer;
}
