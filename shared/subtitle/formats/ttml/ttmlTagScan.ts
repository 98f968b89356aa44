// The open tags of plain TTML lines read in place (see ttmlLineScan.ts): the attributes the
// reader uses (begin, end, dur, style, tts:fontStyle/fontWeight/textDecoration) as ranges of the
// source, and a line's other attributes written as the tree reader keeps them. A tag the
// tokenizer would not read, or that declares namespaces, uses an undeclared prefix or gives an
// attribute the reader uses twice, is declined (-1), and the tree reader reads the line.
import { decodeXmlEntities, escapeXmlAttribute, isNameStop } from '../xml/tokenizer';
import { lookupNamespace, type NamespaceScope, XML_NAMESPACE } from '../xml/tree';
import {
  parseTimeExpression,
  quickTimeExpression,
  type TimingParameters,
  usualClock,
} from './timeExpression';
import { overlay, ownPartial, referencedPartial } from './ttmlLineStyle';
import type { StyleTable } from './ttmlStyles';

// The hot loops call local bindings: where modules run as CommonJS (tsx, the tests) each call
// of an imported function would go through a getter of the module's exports.
const nameStopAt = isNameStop;
const quickTime = quickTimeExpression;
const over = overlay;
const usual = usualClock;
const matches = matchAt;

export const NONE = -1;
const OTHER = 0;
export const BEGIN = 1;
export const END = 2;
export const DUR = 3;
const STYLE = 4;

/** The element names of one line's markup, with the document's facts its reading needs. */
export interface LineNames {
  readonly text: string;
  /** Qualified names as written: the line's p, and span and br with the same prefix. */
  readonly p: string;
  readonly span: string;
  readonly br: string;
  readonly scope: NamespaceScope | undefined;
  readonly stylingNamespace: string;
  readonly timing: TimingParameters;
  readonly styles: StyleTable;
}

const USUAL_BEGIN = codesOf(' begin="');
const USUAL_END = codesOf('" end="');

/** The character codes of `text`, for matchAt. */
export function codesOf(text: string): number[] {
  return Array.from(text, (_, index) => text.charCodeAt(index));
}

/** Whether the characters `codes` stand at `at`: String#startsWith without the call, which
 *  costs more than the comparison on short strings (and much more between a two-byte text and
 *  a one-byte search string). */
export function matchAt(source: string, at: number, codes: readonly number[]): boolean {
  for (let index = 0; index < codes.length; index++) {
    if (source.charCodeAt(at + index) !== codes[index]) return false;
  }
  return true;
}

/** BEGIN, END, DUR or STYLE when one of those names starts at `at` (its first code `first`). */
function knownAttribute(source: string, at: number, first: number): number {
  switch (first) {
    case 0x62: // begin
      return source.charCodeAt(at + 1) === 0x65 &&
        source.charCodeAt(at + 2) === 0x67 &&
        source.charCodeAt(at + 3) === 0x69 &&
        source.charCodeAt(at + 4) === 0x6e &&
        nameStopAt(source.charCodeAt(at + 5))
        ? BEGIN
        : OTHER;
    case 0x65: // end
      return source.charCodeAt(at + 1) === 0x6e &&
        source.charCodeAt(at + 2) === 0x64 &&
        nameStopAt(source.charCodeAt(at + 3))
        ? END
        : OTHER;
    case 0x64: // dur
      return source.charCodeAt(at + 1) === 0x75 &&
        source.charCodeAt(at + 2) === 0x72 &&
        nameStopAt(source.charCodeAt(at + 3))
        ? DUR
        : OTHER;
    case 0x73: // style
      return source.charCodeAt(at + 1) === 0x74 &&
        source.charCodeAt(at + 2) === 0x79 &&
        source.charCodeAt(at + 3) === 0x6c &&
        source.charCodeAt(at + 4) === 0x65 &&
        nameStopAt(source.charCodeAt(at + 5))
        ? STYLE
        : OTHER;
    default:
      return OTHER;
  }
}

function isSpaceCode(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;
}

export class TagScanner {
  /** Whether the tag last read ends with '/>'. */
  protected selfClosing = false;
  /** The kept attributes of the line tag last read, as the tree reader writes them. */
  kept = '';
  // Where the values of begin, end, dur and style start and end (NONE: absent).
  private beginAt = NONE;
  private beginTo = NONE;
  private endAt = NONE;
  private endTo = NONE;
  private durAt = NONE;
  private durTo = NONE;
  private styleAt = NONE;
  // Times already read with the tag (NaN: not yet).
  private beginMs = Number.NaN;
  private endMs = Number.NaN;
  private durMs = Number.NaN;
  private styleTo = NONE;
  private fontStyle: string | undefined;
  private fontWeight: string | undefined;
  private decoration: string | undefined;
  private lastPrefix: number[] = [];
  private lastPrefixNamespace: string | undefined;
  private lastStyleRaw: number[] = [];
  private lastStylePartial = 0;

  constructor(readonly names: LineNames) {}

  /**
   * The usual line tag's attributes, ` begin="hh:mm:ss.fff" end="hh:mm:ss.fff">` exactly, from
   * `from`: answers where the tag ends (and the times in usualBegin, usualEnd), or -1 when they
   * are written otherwise. What readTag, time and styled give for them, without their work.
   */
  protected usualLineTag(from: number): number {
    const source = this.names.text;
    if (!matches(source, from, USUAL_BEGIN) || !matches(source, from + 20, USUAL_END)) return -1;
    if (source.charCodeAt(from + 39) !== 0x22 || source.charCodeAt(from + 40) !== 0x3e) return -1;
    const begin = usual(source, from + 8);
    const end = usual(source, from + 27);
    if (begin < 0 || end < 0) return -1;
    this.usualBegin = begin;
    this.usualEnd = end;
    this.selfClosing = false;
    this.kept = '';
    return from + 41;
  }

  protected usualBegin = 0;
  protected usualEnd = 0;

  /** Whether the tag last read has the attribute (BEGIN, END, DUR). */
  protected has(kind: number): boolean {
    return this.startOf(kind) !== NONE;
  }

  private startOf(kind: number): number {
    return kind === BEGIN
      ? this.beginAt
      : kind === END
        ? this.endAt
        : kind === DUR
          ? this.durAt
          : this.styleAt;
  }

  private endOf(kind: number): number {
    return kind === BEGIN
      ? this.beginTo
      : kind === END
        ? this.endTo
        : kind === DUR
          ? this.durTo
          : this.styleTo;
  }

  private setValue(kind: number, ms: number): void {
    if (kind === BEGIN) this.beginMs = ms;
    else if (kind === END) this.endMs = ms;
    else this.durMs = ms;
  }

  private setRange(kind: number, at: number, to: number): void {
    if (kind === BEGIN) {
      this.beginAt = at;
      this.beginTo = to;
    } else if (kind === END) {
      this.endAt = at;
      this.endTo = to;
    } else if (kind === DUR) {
      this.durAt = at;
      this.durTo = to;
    } else {
      this.styleAt = at;
      this.styleTo = to;
    }
  }

  /**
   * Reads the attributes of a tag from `from` (just after its name) to its '>'; answers where the
   * tag ends, or -1 when the tree reader must read it. The line's tag (`line`) also makes its
   * kept attributes: name="value" each, escaped, joined by spaces, which for a run of plain
   * attributes is the source as it is.
   */
  protected readTag(from: number, line: boolean): number {
    const source = this.names.text;
    this.beginAt = this.endAt = this.durAt = this.styleAt = NONE;
    this.beginMs = this.endMs = this.durMs = Number.NaN;
    this.fontStyle = this.fontWeight = this.decoration = undefined;
    let keptAt = NONE;
    let keptTo = NONE;
    let kept: string | undefined;
    let at = from;
    for (;;) {
      let name = at;
      let code = source.charCodeAt(name);
      while (isSpaceCode(code)) code = source.charCodeAt(++name);
      if (code === 0x3e || (code === 0x2f && source.charCodeAt(name + 1) === 0x3e)) {
        this.selfClosing = code === 0x2f;
        if (line) {
          if (keptAt !== NONE) {
            const slice = source.slice(keptAt, keptTo);
            kept = kept === undefined ? slice : `${kept} ${slice}`;
          }
          this.kept = kept ?? '';
        }
        return name + (code === 0x2f ? 2 : 1);
      }
      if (name === at) return -1;
      let kind = knownAttribute(source, name, code);
      let nameEnd = name + (kind === BEGIN || kind === STYLE ? 5 : 3);
      let colon = NONE;
      if (kind === OTHER) {
        nameEnd = name;
        for (; nameEnd < source.length; nameEnd++) {
          const c = source.charCodeAt(nameEnd);
          if (nameStopAt(c)) break;
          if (c === 0x3a && colon === NONE) colon = nameEnd;
        }
        // Namespace declarations change the scope: left to the tree reader.
        if (nameEnd === name || source.startsWith('xmlns', name) || colon === name) return -1;
      }
      let quoteAt = nameEnd;
      while (isSpaceCode(source.charCodeAt(quoteAt))) quoteAt++;
      if (source.charCodeAt(quoteAt) !== 0x3d) return -1;
      quoteAt++;
      while (isSpaceCode(source.charCodeAt(quoteAt))) quoteAt++;
      const quote = source.charCodeAt(quoteAt);
      if (quote !== 0x22 && quote !== 0x27) return -1;
      // A span's times mean nothing to the reader: read as any other attribute.
      if (!line && kind !== STYLE) kind = OTHER;
      let valueEnd = NONE;
      if (kind !== OTHER && kind !== STYLE && source.charCodeAt(quoteAt + 13) === quote) {
        // The usual clock time holds no quote: the value ends after it.
        const ms = usual(source, quoteAt + 1);
        if (ms >= 0) {
          valueEnd = quoteAt + 13;
          this.setValue(kind, ms);
        }
      }
      if (valueEnd === NONE) valueEnd = source.indexOf(quote === 0x22 ? '"' : "'", quoteAt + 1);
      if (valueEnd < 0) return -1;
      if (kind !== OTHER) {
        // A second one would make the last one count: left to the tree reader.
        if (this.startOf(kind) !== NONE) return -1;
        this.setRange(kind, quoteAt + 1, valueEnd);
        // Times are checked where they are read (time()), a span's usual style here.
        if (kind !== STYLE || (!line && this.isLastStyle(quoteAt + 1, valueEnd))) {
          at = valueEnd + 1;
          continue;
        }
      }
      let plain = quote === 0x22 && quoteAt === nameEnd + 1;
      for (let i = quoteAt + 1; i < valueEnd; i++) {
        const c = source.charCodeAt(i);
        if (c === 0x3c) return -1;
        if (c === 0x26 || c === 0x3e) plain = false;
      }
      if (colon !== NONE && !this.prefixed(name, colon, nameEnd, quoteAt + 1, valueEnd)) return -1;
      at = valueEnd + 1;
      if (!line) continue;
      // Kept: a run of plain ones separated by single spaces is one slice of the source.
      if (plain && keptAt !== NONE && keptTo === name - 1 && source.charCodeAt(keptTo) === 0x20) {
        keptTo = valueEnd + 1;
        continue;
      }
      if (keptAt !== NONE) {
        const slice = source.slice(keptAt, keptTo);
        kept = kept === undefined ? slice : `${kept} ${slice}`;
        keptAt = NONE;
      }
      if (plain) {
        keptAt = name;
        keptTo = valueEnd + 1;
      } else {
        const value = escapeXmlAttribute(decodeXmlEntities(source.slice(quoteAt + 1, valueEnd)));
        const written = `${source.slice(name, nameEnd)}="${value}"`;
        kept = kept === undefined ? written : `${kept} ${written}`;
      }
    }
  }

  /** Notes a prefixed attribute; false when its prefix is not declared. */
  private prefixed(name: number, colon: number, nameEnd: number, at: number, to: number): boolean {
    const namespace = this.namespaceOf(name, colon);
    if (namespace === undefined) return false;
    if (namespace !== this.names.stylingNamespace) return true;
    const source = this.names.text;
    const local = source.slice(colon + 1, nameEnd);
    if (local === 'fontStyle') this.fontStyle = decodeXmlEntities(source.slice(at, to));
    else if (local === 'fontWeight') this.fontWeight = decodeXmlEntities(source.slice(at, to));
    else if (local === 'textDecoration') this.decoration = decodeXmlEntities(source.slice(at, to));
    return true;
  }

  /** The namespace of the prefix text[at, colon), undefined when it is not declared. */
  private namespaceOf(at: number, colon: number): string | undefined {
    const source = this.names.text;
    const cached = this.lastPrefix;
    if (cached.length !== 0 && colon - at === cached.length && matches(source, at, cached)) {
      return this.lastPrefixNamespace;
    }
    const prefix = source.slice(at, colon);
    this.lastPrefix = codesOf(prefix);
    this.lastPrefixNamespace =
      prefix === 'xml' ? XML_NAMESPACE : lookupNamespace(this.names.scope, prefix);
    return this.lastPrefixNamespace;
  }

  private isLastStyle(at: number, to: number): boolean {
    const raw = this.lastStyleRaw;
    return to - at === raw.length && raw.length !== 0 && matches(this.names.text, at, raw);
  }

  /** The style of the element whose tag was read last, inside one of style `inherited`; -1 when
   *  its style attribute holds a '<'. */
  protected styled(inherited: number): number {
    let style = inherited;
    const at = this.styleAt;
    if (at !== NONE) {
      const to = this.styleTo;
      if (!this.isLastStyle(at, to)) {
        const raw = this.names.text.slice(at, to);
        if (raw.includes('<')) return -1;
        this.lastStyleRaw = codesOf(raw);
        this.lastStylePartial = referencedPartial(decodeXmlEntities(raw), this.names.styles);
      }
      style = over(style, this.lastStylePartial);
    }
    if (
      this.fontStyle !== undefined ||
      this.fontWeight !== undefined ||
      this.decoration !== undefined
    )
      style = over(style, ownPartial(this.fontStyle, this.fontWeight, this.decoration));
    return style;
  }

  /** The time of the tag's attribute (BEGIN, END, DUR): NaN when absent, Infinity when it does
   *  not read (or holds a '<'). */
  protected time(kind: number): number {
    const at = this.startOf(kind);
    if (at === NONE) return Number.NaN;
    const known = kind === BEGIN ? this.beginMs : kind === END ? this.endMs : this.durMs;
    if (!Number.isNaN(known)) return known;
    const to = this.endOf(kind);
    const source = this.names.text;
    let ms = quickTime(source, at, to, this.names.timing);
    if (Number.isNaN(ms)) {
      const raw = source.slice(at, to);
      if (raw.includes('<')) return Infinity;
      try {
        ms = parseTimeExpression(decodeXmlEntities(raw), this.names.timing);
      } catch {
        return Infinity;
      }
    }
    return Number.isFinite(ms) ? ms : Infinity;
  }
}
