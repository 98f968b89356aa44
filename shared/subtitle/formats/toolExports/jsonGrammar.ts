// A cursor over a JSON text that checks it by the grammar JSON.parse applies (RFC 8259: white
// space is space, tab, LF and CR only; strings hold no control character; escapes are \" \\ \/
// \b \f \n \r \t and \u with four hex digits; numbers have no leading zeros), while building no
// value that is not asked for. Every method answers -1 where the text is not JSON.
//
// Speed: the characters of strings, most of a subtitle file, are passed over by the runtime's own
// searches (indexOf for quotes and backslashes, one regex for control characters), not one by one
// in script. The next backslash and the next control character are remembered, so each of those
// searches covers a stretch of text once: the whole scan stays linear.

export const QUOTE = 34;
export const BACKSLASH = 92;
export const COMMA = 44;
export const COLON = 58;
export const MINUS = 45;
export const OBJECT_OPEN = 123;
export const OBJECT_CLOSE = 125;
export const ARRAY_OPEN = 91;
export const ARRAY_CLOSE = 93;

/** Below 10^15 every integer is a double, and so is every power of ten up to 10^22: the quotient
 *  of the two is the correctly rounded value of the decimal, as Number() and JSON.parse give. */
const EXACT_DIGITS = 15;
const POWERS_OF_TEN = Array.from({ length: EXACT_DIGITS + 1 }, (_, k) => 10 ** k);

export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isHex(code: number): boolean {
  return isDigit(code) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

/** The escapes JSON allows besides \u: " \ / b f n r t. */
function isShortEscape(code: number): boolean {
  return (
    code === QUOTE ||
    code === BACKSLASH ||
    code === 47 ||
    code === 98 ||
    code === 102 ||
    code === 110 ||
    code === 114 ||
    code === 116
  );
}

export class JsonCursor {
  /** Whether the last string that stringEnd passed held an escape. */
  protected escaped = false;
  /** The value of the last number numberEnd was asked to read. */
  protected number = 0;
  private nextBackslash = -1;
  private nextControl = -1;
  // JSON strings may hold no raw control character: searching for them is the point here.
  // eslint-disable-next-line no-control-regex
  private readonly controls = /[\u0000-\u001f]/g;
  private readonly stack: number[] = [];

  constructor(protected readonly text: string) {}

  /** Index of the first character at or after `at` that is not JSON white space. */
  space(at: number): number {
    const text = this.text;
    let index = at;
    for (;;) {
      const code = text.charCodeAt(index);
      if (code !== 32 && code !== 10 && code !== 13 && code !== 9) return index;
      index++;
    }
  }

  /** Index of the quote closing the string that opens at `quote`; -1 when it is not a JSON
   *  string (a control character, a bad escape, no closing quote). */
  protected stringEnd(quote: number): number {
    const text = this.text;
    const from = quote + 1;
    let close = text.indexOf('"', from);
    if (close < 0) return -1;
    if (this.nextBackslash < from) this.nextBackslash = this.backslashFrom(from);
    if (this.nextControl < from) this.nextControl = this.controlFrom(from);
    this.escaped = false;
    while (this.nextBackslash < close) {
      const at = this.nextBackslash;
      const kind = text.charCodeAt(at + 1);
      let after = at + 2;
      if (kind === 117 /* u */) {
        for (; after < at + 6; after++) if (!isHex(text.charCodeAt(after))) return -1;
      } else if (!isShortEscape(kind)) return -1;
      this.escaped = true;
      this.nextBackslash = this.backslashFrom(after);
      // An escaped quote is no end: look again past the escape.
      if (close < after) close = text.indexOf('"', after);
      if (close < 0) return -1;
    }
    return this.nextControl < close ? -1 : close;
  }

  /** Where the next backslash at or after `from` is (the text's length when none is). */
  private backslashFrom(from: number): number {
    const at = this.text.indexOf('\\', from);
    return at < 0 ? this.text.length : at;
  }

  /** Where the next control character at or after `from` is (the text's length when none is). */
  private controlFrom(from: number): number {
    this.controls.lastIndex = from;
    return this.controls.exec(this.text)?.index ?? this.text.length;
  }

  /** The string opening at `quote` and closing at `end` (as stringEnd just found), decoded. */
  protected stringAt(quote: number, end: number): string {
    return this.escaped
      ? (JSON.parse(this.text.slice(quote, end + 1)) as string)
      : this.text.slice(quote + 1, end);
  }

  /** Index just past the number at `at`; -1 when it is no JSON number. With `read`, its value is
   *  left in this.number. One pass: the digits are summed as they are checked. */
  protected numberEnd(at: number, read: boolean): number {
    const text = this.text;
    let index = at;
    let code = text.charCodeAt(index);
    const negative = code === MINUS;
    if (negative) code = text.charCodeAt(++index);
    let mantissa = 0;
    let digits = 1;
    if (code >= 49 && code <= 57) {
      mantissa = code - 48;
      code = text.charCodeAt(++index);
      while (code >= 48 && code <= 57) {
        mantissa = mantissa * 10 + code - 48;
        digits++;
        code = text.charCodeAt(++index);
      }
    } else if (code === 48) code = text.charCodeAt(++index);
    else return -1;
    let fraction = 0;
    if (code === 46 /* . */) {
      code = text.charCodeAt(++index);
      while (code >= 48 && code <= 57) {
        mantissa = mantissa * 10 + code - 48;
        fraction++;
        code = text.charCodeAt(++index);
      }
      if (fraction === 0) return -1;
    }
    let exact = digits + fraction <= EXACT_DIGITS;
    if (code === 101 || code === 69) {
      exact = false;
      code = text.charCodeAt(++index);
      if (code === 43 || code === MINUS) code = text.charCodeAt(++index);
      if (!isDigit(code)) return -1;
      while (isDigit(text.charCodeAt(++index)));
    }
    if (read) {
      const value = fraction === 0 ? mantissa : mantissa / (POWERS_OF_TEN[fraction] ?? 1);
      this.number = !exact ? Number(text.slice(at, index)) : negative ? -value : value;
    }
    return index;
  }

  /** Index just past the literal true, false or null at `at`; -1 when none is there. */
  private literalEnd(at: number): number {
    const text = this.text;
    if (text.startsWith('true', at) || text.startsWith('null', at)) return at + 4;
    return text.startsWith('false', at) ? at + 5 : -1;
  }

  /** From a member's opening quote to the start of its value; -1 when that is not JSON. */
  private memberValue(quote: number): number {
    if (this.text.charCodeAt(quote) !== QUOTE) return -1;
    const end = this.stringEnd(quote);
    if (end < 0) return -1;
    const colon = this.space(end + 1);
    return this.text.charCodeAt(colon) === COLON ? this.space(colon + 1) : -1;
  }

  /** Index just past the value at `start`, checked to be JSON; -1 when it is not. Nesting is
   *  followed with a stack, so any depth is read without recursion. */
  skipValue(start: number): number {
    const text = this.text;
    // Balanced on every path that does not give up, and a scan that gives up is not used again.
    const stack = this.stack;
    let at = start;
    for (;;) {
      const code = text.charCodeAt(at);
      let end: number;
      if (code === QUOTE) {
        end = this.stringEnd(at);
        end = end < 0 ? end : end + 1;
      } else if (code === MINUS || isDigit(code)) end = this.numberEnd(at, false);
      else if (code === OBJECT_OPEN || code === ARRAY_OPEN) {
        const inside = this.space(at + 1);
        const close = code === OBJECT_OPEN ? OBJECT_CLOSE : ARRAY_CLOSE;
        if (text.charCodeAt(inside) !== close) {
          stack.push(close);
          at = close === OBJECT_CLOSE ? this.memberValue(inside) : inside;
          if (at < 0) return -1;
          continue;
        }
        end = inside + 1;
      } else end = this.literalEnd(at);
      if (end < 0) return -1;
      // After a value: close what ends here, then go on to the next item of the innermost.
      for (;;) {
        const close = stack[stack.length - 1];
        if (close === undefined) return end;
        const next = this.space(end);
        const after = text.charCodeAt(next);
        if (after === COMMA) {
          const item = this.space(next + 1);
          at = close === OBJECT_CLOSE ? this.memberValue(item) : item;
          if (at < 0) return -1;
          break;
        }
        if (after !== close) return -1;
        stack.pop();
        end = next + 1;
      }
    }
  }
}
