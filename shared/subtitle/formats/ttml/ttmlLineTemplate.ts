// The usual line of a big TTML document, checked with one sticky regular expression instead of
// tag by tag: <p begin="hh:mm:ss.fff" end="hh:mm:ss.fff">, optionally one given span tag around
// the whole text, text whose pieces the tree reader keeps as they are, usual <br/> tags, and the
// end tags. The line scanner (ttmlLineScan.ts) makes a template from a line it has read whose
// reading is then the same for every line of that shape: the times, and the text with '\n' for
// its breaks. A line of another shape, or one whose reading would differ (a time that does not
// read, a text line that tidyLines would change), is left to the scanner.
import { clockDigits } from './timeExpression';
import { joinLines, MAY_TRIM_CLASS } from './ttmlText';

// Local bindings for the hot path (see ttmlTagScan.ts).
const clock = clockDigits;
const joined = joinLines;

/** Lines with more breaks, or pieces of text with more words, are left to the scanner: the
 *  expression's backtracking stays bounded whatever the line. */
const MAX_BREAKS = 8;
const MAX_WORDS = 200;
/** A character that may start or end a line of the text: none that trim() may remove (spaces
 *  among them), no '>' (where a line ends with one, tidyLines would look at it) and none that
 *  ends a piece or changes in the tree reader ('<', '&'). */
const EDGE = `[^<&>${MAY_TRIM_CLASS}]`;
/** Any other character of a line of the text but a space. */
const INNER = '[^<&\\t\\n\\r ]';
/**
 * A line of the text (between breaks) that the scanner keeps as it is: empty, or words of INNER
 * characters between single spaces, starting and ending with an EDGE character (words that end
 * with a character trim() may remove are left to the scanner even inside the line: simpler, and
 * rare). Written without look-behind (not in every browser this runs in) and without a repeated
 * alternation, whose backtracking would grow with the length of the line.
 */
const TEXT_LINE = `(?:${EDGE}(?:${INNER}*${EDGE})?(?: ${INNER}*${EDGE}){0,${MAX_WORDS}})?`;
/** clockDigits checks the values (this form is also the quickest for the expression). */
const CLOCK = '\\d\\d:\\d\\d:\\d\\d\\.\\d\\d\\d';

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
  /** The line last read, and where the spaces after it end. */
  begin = 0;
  end = 0;
  text = '';
  next = 0;

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
    // The spaces after the line are taken too: where lines are read, the next one is looked
    // for after them.
    this.pattern = new RegExp(
      `${literal(open)}${CLOCK}" end="${CLOCK}">${literal(spanTag ?? '')}` +
        `${TEXT_LINE}(?:${literal(breakTag)}${TEXT_LINE}){0,${MAX_BREAKS}}${literal(tail)}[ \\t\\n\\r]*`,
      'y',
    );
  }

  /** Reads the line whose '<' is at `at` when it has this shape; answers where it ends, or -1. */
  read(source: string, at: number): number {
    const pattern = this.pattern;
    pattern.lastIndex = at;
    if (!pattern.test(source)) return -1;
    const begin = clock(source, at + this.beginAt);
    const end = clock(source, at + this.endAt);
    if (begin < 0 || end < 0) return -1;
    const from = at + this.textAt;
    // Every '<' of the text starts a break; the first '</' starts the end tags.
    let lt = source.indexOf('<', from);
    if (source.charCodeAt(lt + 1) === 0x2f) this.text = source.slice(from, lt);
    else {
      // One flat string made from the lines (a replace would make the slice and then its copy).
      const first = source.slice(from, lt);
      let lineFrom = lt + this.breakLength;
      lt = source.indexOf('<', lineFrom);
      if (source.charCodeAt(lt + 1) === 0x2f) {
        this.text = joined(first, source.slice(lineFrom, lt));
      } else {
        const lines = [first];
        do {
          lines.push(source.slice(lineFrom, lt));
          lineFrom = lt + this.breakLength;
          lt = source.indexOf('<', lineFrom);
        } while (source.charCodeAt(lt + 1) !== 0x2f);
        lines.push(source.slice(lineFrom, lt));
        this.text = lines.join('\n');
      }
    }
    this.begin = begin;
    this.end = end;
    this.next = pattern.lastIndex;
    return lt + this.tail;
  }
}
