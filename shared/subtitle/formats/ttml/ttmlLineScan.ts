// Reads one plain TTML line, <p begin=… end=…> with text, <span> and <br/> inside, straight from
// the source by index, giving what the tree reader would make of it: its own times, its model
// text and its kept attributes. Anything else (comments, CDATA, other elements, namespace
// declarations, a time that does not read, a line without end or dur…) is declined, and the
// tree reader reads that line. A big document is mostly such lines, so this is its speed; most
// of them share one shape, and a line of the shape the scanner has just read is checked as a
// whole by a template of it (ttmlLineTemplate.ts).
import { decodeXmlEntities, isNameStop } from '../xml/tokenizer';
import { closingTags, openingTags } from './ttmlLineStyle';
import { LineTemplate } from './ttmlLineTemplate';
import { BEGIN, codesOf, DUR, END, matchAt, TagScanner } from './ttmlTagScan';
import { brokenText, mayTrim, tidyLines } from './ttmlText';

// Local bindings for the hot loops (see ttmlTagScan.ts).
const nameStopAt = isNameStop;
const opening = openingTags;
const closing = closingTags;
const trims = mayTrim;
const matches = matchAt;

/** Spans nested deeper than this inside a line are left to the tree reader. */
export const MAX_SPAN_DEPTH = 8;
const WHITESPACE_RUN = /[ \t\r\n]+/g;
const NONE = -1;
const NOT_SPAN = -2;
/** How many line templates one scanner makes at most (documents whose lines change shape). */
const MAX_TEMPLATES = 16;
/** How many templates a line is tried with before it is read tag by tag: a document's lines
 *  often take turns among a few shapes (each speaker's style). */
const TEMPLATES_TRIED = 4;

/** Reads lines; the fields describe the last line read. Reused from line to line. */
export class LineScanner extends TagScanner {
  /** The line's own times: NaN where it gives none. */
  begin = Number.NaN;
  end = Number.NaN;
  duration = Number.NaN;
  text = '';
  /** Where the spaces after the line end, when the line's reading found it (else -1). */
  next = NONE;

  private readonly spanStyles = new Int32Array(MAX_SPAN_DEPTH + 1);
  /** The line's element name. */
  readonly pCodes = codesOf(this.names.p);
  // The usual forms of the tags, and the last span's open tag.
  private readonly brTag = codesOf(`<${this.names.br}/>`);
  private readonly pEndTag = codesOf(`</${this.names.p}>`);
  private readonly spanEndTag = codesOf(`</${this.names.span}>`);
  private lastSpanTag: number[] = [];
  // The templates lines are tried with (see ttmlLineTemplate.ts), each for lines of the
  // inherited style beside it, starting with the one that read the last line; and all those
  // made so far, by style and span tag.
  private readonly tried: LineTemplate[] = [];
  private readonly triedStyles: number[] = [];
  private lastTried = 0;
  private replaced = 0;
  private readonly templates = new Map<string, LineTemplate>();
  private lastSpanOuter = NONE;
  private spanStyle = 0;
  private spanSelfClosing = false;
  // The text being made and what tidyLines would have to change in it.
  private out = '';
  private untidy = false;
  private lineFirst = NONE;
  private lastCode = NONE;
  // While the line is plain (its text and usual line breaks run uninterrupted in the source
  // from plainAt, or it has none yet) no text is made: its text is that slice with '\n' for the
  // breaks, one flat string instead of one per piece, which matters when a million lines are
  // kept. Anything else first makes `out` of what was plain.
  private plain = true;
  private plainAt = NONE;
  private plainTo = NONE;
  private breaks = 0;
  private firstBreak = NONE;

  /** Reads the line whose '<' is at `at` with the inherited style bits; answers where it ends,
   *  or -1 when the tree reader must read it. */
  read(at: number, inherited: number): number {
    const tried = this.tried;
    for (let count = 0, index = this.lastTried; count < tried.length; count++) {
      if (this.triedStyles[index] === inherited) {
        const template = tried[index]!;
        const end = template.read(this.names.text, at);
        if (end >= 0) {
          this.lastTried = index;
          this.begin = template.begin;
          this.end = template.end;
          this.duration = Number.NaN;
          this.kept = '';
          this.text = template.text;
          this.next = template.next;
          return end;
        }
      }
      index = index + 1 === tried.length ? 0 : index + 1;
    }
    this.next = NONE;
    return this.readTags(at, inherited);
  }

  /** read() tag by tag (a function of its own, so that the template's path is small enough to
   *  be inlined where lines are read). */
  private readTags(at: number, inherited: number): number {
    const tagFrom = at + 1 + this.names.p.length;
    let openEnd = this.usualLineTag(tagFrom);
    const usual = openEnd >= 0;
    let lineStyle = inherited;
    if (usual) {
      this.begin = this.usualBegin;
      this.end = this.usualEnd;
      this.duration = Number.NaN;
    } else {
      openEnd = this.readTag(tagFrom, true);
      if (openEnd < 0 || (!this.has(END) && !this.has(DUR))) return -1;
      this.begin = this.time(BEGIN);
      this.end = this.time(END);
      this.duration = this.time(DUR);
      if (this.begin === Infinity || this.end === Infinity || this.duration === Infinity) return -1;
      lineStyle = this.styled(inherited);
      if (lineStyle < 0) return -1;
    }
    this.out = '';
    this.untidy = false;
    this.lineFirst = NONE;
    this.lastCode = NONE;
    this.plain = true;
    this.plainAt = NONE;
    this.breaks = 0;
    this.emitTag(opening(lineStyle, 0));
    let end = openEnd;
    if (!this.selfClosing) {
      end = this.readContent(openEnd, lineStyle);
      if (end < 0) return -1;
    }
    this.emitTag(closing(lineStyle, 0));
    this.endLine();
    const text = this.plain ? this.plainText() : this.out;
    this.text = this.untidy ? tidyLines(text) : text;
    if (usual && this.plain && !this.untidy && opening(inherited, 0) === '') {
      this.learn(at, openEnd, end, inherited);
    }
    return end;
  }

  /** Takes the shape of the usual line just read, from `at` to `end` (its text starts at
   *  `textAt`), as the template of the next lines when it reads this line. */
  private learn(at: number, textAt: number, end: number, inherited: number): void {
    const source = this.names.text;
    let spanTag: string | undefined;
    if (source.charCodeAt(textAt) === 0x3c && this.startsName(textAt + 1, this.names.span)) {
      // The span the text starts with is the last one read (its tag and style are kept) when
      // it is the line's only span; the template checks that.
      const last = this.lastSpanTag;
      if (
        last.length === 0 ||
        !matches(source, textAt, last) ||
        this.lastSpanOuter !== inherited ||
        this.spanSelfClosing ||
        opening(this.spanStyle, inherited) !== ''
      )
        return;
      spanTag = source.slice(textAt, textAt + last.length);
    }
    const key = `${inherited} ${spanTag ?? ''}`;
    let template = this.templates.get(key);
    if (!template) {
      if (this.templates.size >= MAX_TEMPLATES) return;
      const { p, span, br } = this.names;
      template = new LineTemplate(p, span, br, spanTag);
      this.templates.set(key, template);
    }
    if (template.read(source, at) !== end) return;
    const tried = this.tried;
    let index = tried.indexOf(template);
    if (index < 0) {
      // A new one goes in, in place of those tried longest ago when there are enough.
      if (tried.length < TEMPLATES_TRIED) index = tried.length;
      else {
        index = this.replaced;
        this.replaced = (index + 1) % TEMPLATES_TRIED;
      }
      tried[index] = template;
      this.triedStyles[index] = inherited;
    }
    this.lastTried = index;
  }

  /** The line's content from `from` up to its end tag; answers where the line ends, or -1. */
  private readContent(from: number, lineStyle: number): number {
    const names = this.names;
    const source = names.text;
    const styles = this.spanStyles;
    let depth = 0;
    styles[0] = lineStyle;
    let at = from;
    for (;;) {
      // Between two tags (the usual case after most of them) there is no text to read.
      const lt = source.charCodeAt(at) === 0x3c ? this.markupAt(at) : this.readText(at);
      if (lt < 0) return -1;
      if (source.charCodeAt(lt + 1) === 0x2f) {
        const gt = this.endTagEnd(lt, depth === 0);
        if (gt < 0) return -1;
        if (depth === 0) return gt;
        this.emitTag(closing(styles[depth]!, styles[depth - 1]!));
        depth--;
        at = gt;
      } else if (matches(source, lt, this.brTag)) {
        at = lt + this.brTag.length;
        if (this.plainPiece(lt, at)) {
          if (this.breaks++ === 0) this.firstBreak = lt;
        } else this.out += '\n';
        this.lineBreak();
      } else if ((at = this.spanTagEnd(lt, styles[depth]!)) !== NOT_SPAN) {
        if (at < 0 || depth === MAX_SPAN_DEPTH) return -1;
        const outer = styles[depth]!;
        const style = this.spanStyle;
        this.emitTag(opening(style, outer));
        if (this.spanSelfClosing) this.emitTag(closing(style, outer));
        else styles[++depth] = style;
      } else if (this.startsName(lt + 1, names.br)) {
        const tagEnd = this.readTag(lt + 1 + names.br.length, false);
        if (tagEnd < 0 || !this.selfClosing) return -1;
        this.unplain();
        this.out += '\n';
        this.lineBreak();
        at = tagEnd;
      } else return -1;
    }
  }

  /** Notes the end of a line of text ('\n' is in the text already). */
  private lineBreak(): void {
    this.endLine();
    this.lineFirst = NONE;
    this.lastCode = 0x0a;
  }

  /** Where the end tag of the line (`line`) or of a span at `lt` ends, or -1. */
  private endTagEnd(lt: number, line: boolean): number {
    const source = this.names.text;
    const usual = line ? this.pEndTag : this.spanEndTag;
    if (matches(source, lt, usual)) return lt + usual.length;
    const name = line ? this.names.p : this.names.span;
    let gt = lt + 2 + name.length;
    if (!source.startsWith(name, lt + 2) || !nameStopAt(source.charCodeAt(gt))) return -1;
    for (let code = source.charCodeAt(gt); code !== 0x3e; code = source.charCodeAt(++gt)) {
      if (code !== 0x20 && code !== 0x0a && code !== 0x09 && code !== 0x0d) return -1;
    }
    return gt + 1;
  }

  /** Reads the span tag at `lt` inside one of style `outer` into spanStyle and
   *  spanSelfClosing; answers where it ends, -1 when the tree reader must read it, NOT_SPAN
   *  when no span starts there. A tag written as the one before reads the same, so its reading
   *  is kept. */
  private spanTagEnd(lt: number, outer: number): number {
    const source = this.names.text;
    const last = this.lastSpanTag;
    if (last.length !== 0 && outer === this.lastSpanOuter && matches(source, lt, last)) {
      return lt + last.length;
    }
    if (!this.startsName(lt + 1, this.names.span)) return NOT_SPAN;
    const tagEnd = this.readTag(lt + 1 + this.names.span.length, false);
    if (tagEnd < 0) return -1;
    const style = this.styled(outer);
    if (style < 0) return -1;
    this.spanStyle = style;
    this.spanSelfClosing = this.selfClosing;
    this.lastSpanTag = codesOf(source.slice(lt, tagEnd));
    this.lastSpanOuter = outer;
    return tagEnd;
  }

  private startsName(at: number, name: string): boolean {
    const source = this.names.text;
    return source.startsWith(name, at) && nameStopAt(source.charCodeAt(at + name.length));
  }

  /** `at` (a '<') when it starts markup a line may hold, -1 for a comment, CDATA section or
   *  processing instruction. */
  private markupAt(at: number): number {
    const next = this.names.text.charCodeAt(at + 1);
    return next === 0x21 || next === 0x3f ? -1 : at;
  }

  /** Adds the text from `from` to the next '<' as the tree reader reads it; answers where that
   *  '<' is, -1 when there is none or it starts a comment, CDATA section or the like. */
  private readText(from: number): number {
    const source = this.names.text;
    // One pass to the '<' that notes what the tree reader would change: entities, and spaces
    // that collapse (tabs, line ends, two spaces). Most characters pass the first test.
    let special = false;
    let previous = NONE;
    let lt = from;
    for (;;) {
      const code = source.charCodeAt(lt);
      if (code > 0x3c) {
        previous = code;
        lt++;
        continue;
      }
      if (code === 0x3c) break;
      if (lt >= source.length) return -1;
      if (
        code === 0x26 ||
        code === 0x09 ||
        code === 0x0a ||
        code === 0x0d ||
        (code === 0x20 && previous === 0x20)
      )
        special = true;
      previous = code;
      lt++;
    }
    const next = source.charCodeAt(lt + 1);
    if (next === 0x21 || next === 0x3f) return -1; // comment, CDATA, processing instruction
    if (lt === from) return lt;
    if (!special) {
      if (!this.plainPiece(from, lt)) this.out += source.slice(from, lt);
      this.note(source.charCodeAt(from), previous);
      return lt;
    }
    this.unplain();
    const text = decodeXmlEntities(source.slice(from, lt)).replace(WHITESPACE_RUN, ' ');
    this.out += text;
    this.note(text.charCodeAt(0), text.charCodeAt(text.length - 1));
    return lt;
  }

  /** Adds source[at, to) to the plain line; false when the line is not (or no longer) plain. */
  private plainPiece(at: number, to: number): boolean {
    if (!this.plain) return false;
    if (this.plainAt === NONE) this.plainAt = at;
    else if (this.plainTo !== at) {
      this.unplain();
      return false;
    }
    this.plainTo = to;
    return true;
  }

  private plainText(): string {
    if (this.plainAt === NONE) return '';
    const source = this.names.text;
    if (this.breaks === 0) return source.slice(this.plainAt, this.plainTo);
    return brokenText(source, this.plainAt, this.plainTo, this.firstBreak, this.brTag.length);
  }

  /** Ends the plain reading: `out` holds the text so far. */
  private unplain(): void {
    if (!this.plain) return;
    this.out = this.plainText();
    this.plain = false;
  }

  /** Notes a piece of text whose first and last characters are `first` and `last`. */
  private note(first: number, last: number): void {
    if (this.lastCode === 0x20 && first === 0x20) this.untidy = true;
    if (this.lineFirst === NONE) this.lineFirst = first;
    this.lastCode = last;
  }

  /** Tags wrap() puts; a line that starts or ends with one is left to tidyLines (endLine). */
  private emitTag(tags: string): void {
    if (tags === '') return;
    this.unplain();
    this.out += tags;
    this.note(0x3c, 0x3e);
  }

  /** What tidyLines would change at the ends of the line just made: a line that starts or ends
   *  with a tag or a character trim() may remove is left to it. */
  private endLine(): void {
    const first = this.lineFirst;
    const last = this.lastCode;
    if (first === NONE) return;
    if (first === 0x3c || trims(first) || last === 0x3e || trims(last)) this.untidy = true;
  }
}
