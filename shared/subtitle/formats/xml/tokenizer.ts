// A small XML tokenizer for the timed-text formats. One forward pass, no backtracking, no
// entity expansion beyond the five predefined entities and character references (a DOCTYPE is
// skipped, never interpreted, so entity bombs cannot grow). Offsets let callers keep raw slices.
import { SubtitleFormatError } from '../../errors';

export interface XmlAttribute {
  /** Qualified name as written, e.g. 'tts:fontStyle'. */
  readonly name: string;
  readonly value: string;
}

export type XmlToken =
  | {
      readonly kind: 'open';
      readonly name: string;
      readonly attributes: readonly XmlAttribute[];
      readonly selfClosing: boolean;
      readonly start: number;
      readonly end: number;
    }
  | { readonly kind: 'close'; readonly name: string; readonly start: number; readonly end: number }
  | { readonly kind: 'text'; readonly text: string; readonly start: number; readonly end: number };

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Resolves predefined entities and character references; an unknown '&' is kept as written
 *  (tools that forget to escape '&' are common, and the character is still meant literally). */
export function decodeXmlEntities(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,4});/g, (all, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : all;
    }
    return PREDEFINED[body] ?? all;
  });
}

export function escapeXmlText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replaceAll('"', '&quot;');
}

export function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** Whether a character ends a tag or attribute name (NaN, past the text, does not). */
export function isNameStop(code: number): boolean {
  // whitespace, '/', '=', '>', quotes, '<'
  return (
    isSpace(code) ||
    code === 0x2f ||
    code === 0x3d ||
    code === 0x3e ||
    code === 0x22 ||
    code === 0x27 ||
    code === 0x3c
  );
}

function fail(message: string, text: string, at: number): never {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  throw new SubtitleFormatError(`XML: ${message}`, line);
}

/** A construct that runs to the end of the text: the file was cut off inside it. */
class CutOff extends SubtitleFormatError {
  constructor(
    message: string,
    line: number | undefined,
    /** Where the cut construct starts. */
    readonly at: number,
  ) {
    super(message, line);
  }
}

function failCut(message: string, text: string, at: number, start: number): never {
  try {
    fail(message, text, at);
  } catch (error) {
    if (error instanceof SubtitleFormatError) throw new CutOff(error.message, error.line, start);
    throw error;
  }
}

function skipTo(text: string, terminator: string, from: number, what: string): number {
  const at = text.indexOf(terminator, from);
  if (at < 0) failCut(`unterminated ${what}`, text, from, from);
  return at + terminator.length;
}

/** DOCTYPE may hold an internal subset in brackets; quoted strings may hold '>' or ']'. */
function skipDoctype(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      const close = text.indexOf(ch, i + 1);
      if (close < 0) break;
      i = close;
    } else if (ch === '[') depth++;
    else if (ch === ']') depth--;
    else if (ch === '>' && depth <= 0) return i + 1;
  }
  return failCut('unterminated DOCTYPE', text, from, from);
}

function readName(text: string, from: number): number {
  let i = from;
  while (i < text.length && !isNameStop(text.charCodeAt(i))) i++;
  if (i === from && from >= text.length) failCut('expected a name', text, from, from - 1);
  if (i === from) fail('expected a name', text, from);
  return i;
}

function skipSpaces(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

function readOpenTag(text: string, start: number): XmlToken & { kind: 'open' } {
  const nameEnd = readName(text, start + 1);
  const name = text.slice(start + 1, nameEnd);
  const attributes: XmlAttribute[] = [];
  let i = nameEnd;
  for (;;) {
    const afterSpace = skipSpaces(text, i);
    const ch = text[afterSpace];
    if (ch === '>')
      return { kind: 'open', name, attributes, selfClosing: false, start, end: afterSpace + 1 };
    if (ch === '/' && text[afterSpace + 1] === '>') {
      return { kind: 'open', name, attributes, selfClosing: true, start, end: afterSpace + 2 };
    }
    if (ch === undefined) failCut(`unterminated tag <${name}>`, text, start, start);
    if (afterSpace === i) fail(`expected whitespace before an attribute in <${name}>`, text, i);
    const attributeEnd = readName(text, afterSpace);
    const equals = skipSpaces(text, attributeEnd);
    if (text[equals] !== '=') fail(`attribute without a value in <${name}>`, text, equals);
    const quoteAt = skipSpaces(text, equals + 1);
    const quote = text[quoteAt];
    if (quote !== '"' && quote !== "'")
      fail(`unquoted attribute value in <${name}>`, text, quoteAt);
    const valueEnd = text.indexOf(quote, quoteAt + 1);
    if (valueEnd < 0) failCut(`unterminated attribute value in <${name}>`, text, quoteAt, start);
    const rawValue = text.slice(quoteAt + 1, valueEnd);
    if (rawValue.includes('<')) fail(`'<' in an attribute value of <${name}>`, text, quoteAt);
    attributes.push({
      name: text.slice(afterSpace, attributeEnd),
      value: decodeXmlEntities(rawValue),
    });
    i = valueEnd + 1;
  }
}

/** All tags and text of a document in order; comments, processing instructions and DOCTYPE are
 *  skipped. Throws SubtitleFormatError at the first malformed construct. */
export function tokenizeXml(text: string): XmlToken[] {
  const tokens: XmlToken[] = [];
  tokenizeXmlFrom(text, 0, tokens);
  return tokens;
}

/** The tokens of a document that may be cut off: a construct that runs to the end of the text
 *  (a tag, attribute value, comment… left open by a truncated file) ends the tokens, and `cutAt`
 *  is where it starts (-1 when the text is whole). Other malformed constructs still throw. */
export function tokenizeXmlUpToCut(text: string): { tokens: XmlToken[]; cutAt: number } {
  const tokens: XmlToken[] = [];
  try {
    tokenizeXmlFrom(text, 0, tokens);
  } catch (error) {
    if (error instanceof CutOff) return { tokens, cutAt: error.at };
    throw error;
  }
  return { tokens, cutAt: -1 };
}

function tokenizeXmlFrom(text: string, from: number, tokens: XmlToken[]): void {
  let i = from;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const textEnd = lt < 0 ? text.length : lt;
    if (textEnd > i) {
      tokens.push({
        kind: 'text',
        text: decodeXmlEntities(text.slice(i, textEnd)),
        start: i,
        end: textEnd,
      });
    }
    if (lt < 0) break;
    const markup = readMarkup(text, lt);
    if (typeof markup === 'number') i = markup;
    else {
      tokens.push(markup);
      i = markup.end;
    }
  }
}

/** Where the construct a cut-off document was cut inside starts, when `error` says the text ends
 *  inside one (see tokenizeXmlUpToCut); -1 for any other error. */
export function cutOffStart(error: unknown): number {
  return error instanceof CutOff ? error.at : -1;
}

/** The markup that starts at `lt` (a '<'): its token (a tag, or the text of a CDATA section), or
 *  where it ends when it makes none (comment, processing instruction, DOCTYPE). Throws
 *  SubtitleFormatError when it is malformed (see cutOffStart for markup the text ends inside). */
export function readMarkup(text: string, lt: number): XmlToken | number {
  if (text.startsWith('<!--', lt)) return skipTo(text, '-->', lt + 4, 'comment');
  if (text.startsWith('<![CDATA[', lt)) {
    const end = skipTo(text, ']]>', lt + 9, 'CDATA section');
    return { kind: 'text', text: text.slice(lt + 9, end - 3), start: lt, end };
  }
  if (text.startsWith('<?', lt)) return skipTo(text, '?>', lt + 2, 'processing instruction');
  if (text.startsWith('<!', lt)) return skipDoctype(text, lt + 2);
  if (text.charCodeAt(lt + 1) === 0x2f) {
    const nameEnd = readName(text, lt + 2);
    const close = skipSpaces(text, nameEnd);
    if (close >= text.length) failCut('unterminated end tag', text, lt, lt);
    if (text[close] !== '>') fail('malformed end tag', text, lt);
    return { kind: 'close', name: text.slice(lt + 2, nameEnd), start: lt, end: close + 1 };
  }
  return readOpenTag(text, lt);
}
