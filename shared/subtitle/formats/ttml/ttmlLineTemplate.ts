// The usual line of a big TTML document, checked with one sticky regular expression instead of
// tag by tag: <p begin="hh:mm:ss.fff" end="hh:mm:ss.fff">, optionally one given span tag around
// the whole text, text whose pieces the tree reader keeps as they are, usual <br/> tags, and the
// end tags. The line scanner (ttmlLineScan.ts) makes a template from a line it has read whose
// reading is then the same for every line of that shape: the times, and the text with '\n' for
// its breaks. A line of another shape, or one whose reading would differ (a time that does not
// read, a text line that tidyLines would change), is left to the scanner.
import { usualClock } from './timeExpression';
import { brokenText, mayTrim } from './ttmlText';

// Local bindings for the hot path (see ttmlTagScan.ts).
const clock = usualClock;
const trims = mayTrim;
const broken = brokenText;

/** Lines with more breaks, or pieces of text with more words, are left to the scanner: the
 *  expression's backtracking stays bounded whatever the line. */
const MAX_BREAKS = 8;
const MAX_WORDS = 200;
/** A piece of text the scanner keeps as it is: no '<' (which ends it), no entity, tab or line
 *  end, no two spaces in a row. Written without a repeated alternation, whose backtracking
 *  would grow with the length of the piece. */
const PIECE = `[^<&\\t\\n\\r ]*(?: [^<&\\t\\n\\r ]+){0,${MAX_WORDS}} ?`;
/** usualClock checks the characters; the expression only places them. */
const CLOCK = '[0-9:.]{12}';

function literal(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

export class LineTemplate {
  private readonly pattern: RegExp;
  /** Where the begin and end values and the text start, from the line's '<'. */
  private readonly beginAt: number;
  private readonly endAt: number;
  private readonly textAt: number;
  /** The length of the end tags after the text, and of a break. */
  private readonly tail: number;
  private readonly breakLength: number;
  /** The line last read. */
  begin = 0;
  end = 0;
  text = '';

  /** Lines named `p` whose text is inside `spanTag` (exactly as written) when there is one,
   *  closed by </span>, with breaks written `<br/>`. */
  constructor(p: string, span: string, br: string, spanTag: string | undefined) {
    const open = `<${p} begin="`;
    this.beginAt = open.length;
    this.endAt = this.beginAt + 12 + '" end="'.length;
    this.textAt = this.endAt + 12 + '">'.length + (spanTag?.length ?? 0);
    const tail = `${spanTag === undefined ? '' : `</${span}>`}</${p}>`;
    this.tail = tail.length;
    const breakTag = `<${br}/>`;
    this.breakLength = breakTag.length;
    this.pattern = new RegExp(
      `${literal(open)}${CLOCK}" end="${CLOCK}">${literal(spanTag ?? '')}` +
        `${PIECE}(?:${literal(breakTag)}${PIECE}){0,${MAX_BREAKS}}${literal(tail)}`,
      'y',
    );
  }

  /** Reads the line whose '<' is at `at` when it has this shape; answers where it ends, or -1. */
  read(source: string, at: number): number {
    const pattern = this.pattern;
    pattern.lastIndex = at;
    if (!pattern.test(source)) return -1;
    const lineEnd = pattern.lastIndex;
    const begin = clock(source, at + this.beginAt);
    const end = clock(source, at + this.endAt);
    if (begin < 0 || end < 0) return -1;
    const from = at + this.textAt;
    const to = lineEnd - this.tail;
    // Every '<' of the text starts a break; the end tags start at `to`.
    const firstBreak = source.indexOf('<', from);
    let lineFrom = from;
    for (let lt = firstBreak; ; lt = source.indexOf('<', lt + this.breakLength)) {
      // As the scanner reads a line of the text: one that starts or ends with a character trim()
      // may remove, or ends with '>', would go through tidyLines.
      if (lt > lineFrom) {
        const last = source.charCodeAt(lt - 1);
        if (trims(source.charCodeAt(lineFrom)) || last === 0x3e || trims(last)) return -1;
      }
      if (lt >= to) break;
      lineFrom = lt + this.breakLength;
    }
    this.begin = begin;
    this.end = end;
    this.text =
      firstBreak >= to
        ? source.slice(from, to)
        : broken(source, from, to, firstBreak, this.breakLength);
    return lineEnd;
  }
}
