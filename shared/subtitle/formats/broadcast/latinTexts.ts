// Subtitle texts of binary files read in bulk. Most subtitles are lines of Latin-1 characters
// without italics: their characters (accented letters composed) are copied together, a line end
// after each non-empty line, and decoded at once for many subtitles, so that each such text is
// one slice. A text with anything else (italics, characters beyond Latin-1, '<', a space at a
// line's end) is left to the format's own decoder and CaptionTextBuilder; the slices are exactly
// the texts the builder would make.
import type { Paragraph } from '../../model';

/** What a byte of a text is to the bulk reader. */
const LATIN = 0; // a Latin-1 character (codes)
const DROPPED = 1;
const ACCENT = 2;
const LINE_END = 3;
const SPECIAL = 4;

const NEW_LINE = 0x0a;
const SPACE = 0x20;
const NO_BREAK_SPACE = 0xa0;

export interface LatinPageSpec {
  /** The byte that ends a line, and how many bytes after it belong to it. */
  readonly lineEnd: number;
  readonly lineEndBytes: number;
  /** Bytes only the format's decoder reads (italic switches, escapes). */
  readonly special: (byte: number) => boolean;
  /** Accent bytes, which go on the letter after them. */
  readonly isAccent?: (byte: number) => boolean;
  /** The character of an accent and the byte after it, '' when it goes on no such byte (the
   *  accent is dropped and the byte read on its own). */
  readonly accented?: (accent: number, next: number) => string;
  /** The character of any other byte, '' when it is dropped. */
  readonly charOf: (byte: number) => string;
}

export interface LatinPage {
  readonly kinds: Uint8Array;
  readonly codes: Uint8Array;
  readonly lineEndBytes: number;
  /** The place of an accent byte's row in `composed`. */
  readonly accentRows: Uint8Array;
  /** Latin-1 code of an accent and the next byte, at accentRows[accent] * 256 + next: 0 when
   *  it is beyond Latin-1, 0xFFFF when the accent is dropped. */
  readonly composed: Uint16Array;
}

const ACCENT_DROPPED = 0xffff;

/** Codes the decoders of both Latin-1 and Windows-1252 read as the same character; '<' is left
 *  out, as the builder reads "</i>" in a text. */
function isSharedLatin(code: number): boolean {
  return ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) && code !== 0x3c;
}

function codeOf(ch: string): number {
  return ch.length === 1 && isSharedLatin(ch.charCodeAt(0)) ? ch.charCodeAt(0) : 0;
}

export function latinPage(spec: LatinPageSpec): LatinPage {
  const kinds = new Uint8Array(256);
  const codes = new Uint8Array(256);
  const accentRows = new Uint8Array(256);
  const rows: number[] = [];
  for (let byte = 0; byte < 256; byte++) {
    if (byte === spec.lineEnd) kinds[byte] = LINE_END;
    else if (spec.special(byte)) kinds[byte] = SPECIAL;
    else if (spec.isAccent?.(byte)) {
      kinds[byte] = ACCENT;
      accentRows[byte] = rows.length / 256;
      for (let next = 0; next < 256; next++) {
        const ch = spec.accented?.(byte, next) ?? '';
        rows.push(ch === '' ? ACCENT_DROPPED : codeOf(ch));
      }
    } else {
      const ch = spec.charOf(byte);
      const code = codeOf(ch);
      if (ch === '') kinds[byte] = DROPPED;
      else if (code === 0) kinds[byte] = SPECIAL;
      else {
        kinds[byte] = LATIN;
        codes[byte] = code;
      }
    }
  }
  return {
    kinds,
    codes,
    lineEndBytes: spec.lineEndBytes,
    accentRows,
    composed: Uint16Array.from(rows),
  };
}

/** Characters decoded at once. */
const CHUNK_CHARS = 1 << 20;

/** Gathers the plain texts of one file's subtitles and gives them to their paragraphs. */
export class LatinTexts {
  private readonly page: LatinPage;
  private readonly gathered: Uint8Array;
  private readonly decoder = new TextDecoder('latin1');
  private length = 0;
  /** Non-empty lines of the text gather() last took. */
  lines = 0;
  /** Paragraphs waiting for their text (the first `waitingCount`): the text's place in the
   *  gathered characters and what goes before it (a position tag). */
  private readonly waiting: Paragraph[] = [];
  private readonly waitingFrom: Int32Array;
  private readonly waitingTo: Int32Array;
  private readonly waitingPrefix: string[] = [];
  private waitingCount = 0;

  /** `maxText`: the most bytes one subtitle's text can have in this format. */
  constructor(page: LatinPage, fileBytes: number, maxText: number) {
    this.page = page;
    const capacity = Math.min(fileBytes, Math.max(CHUNK_CHARS, maxText)) + 1;
    this.gathered = new Uint8Array(capacity);
    // Every waiting text takes two characters or more (one and its line end).
    this.waitingFrom = new Int32Array((capacity >> 1) + 1);
    this.waitingTo = new Int32Array((capacity >> 1) + 1);
  }

  /** Takes the text bytes [from, end) when they are plain: Latin-1 characters and line ends,
   *  no italics, each line without spaces at its ends. Returns where its characters start, or
   *  -1 for a text the format's decoder must read. */
  gather(bytes: Uint8Array, from: number, end: number): number {
    if (this.length + end - from + 1 > this.gathered.length) this.flush();
    const { gathered } = this;
    const { kinds, codes, accentRows, composed, lineEndBytes } = this.page;
    const start = this.length;
    let length = start;
    let lineStart = length;
    let lines = 0;
    // One step past the end closes the last line.
    for (let at = from; at <= end; at++) {
      const byte = at < end ? (bytes[at] ?? 0) : -1;
      const kind = byte < 0 ? LINE_END : kinds[byte];
      if (kind === LATIN) {
        gathered[length++] = codes[byte] ?? 0;
        continue;
      }
      if (kind === LINE_END) {
        if (length > lineStart) {
          const first = gathered[lineStart];
          const last = gathered[length - 1];
          if (first === SPACE || first === NO_BREAK_SPACE) return -1;
          if (last === SPACE || last === NO_BREAK_SPACE) return -1;
          gathered[length++] = NEW_LINE;
          lines++;
        }
        lineStart = length;
        at += lineEndBytes;
      } else if (kind === ACCENT) {
        const next = at + 1 < end ? (bytes[at + 1] ?? 0) : 0;
        const code = composed[(accentRows[byte] ?? 0) * 256 + next] ?? 0;
        if (code === ACCENT_DROPPED) continue;
        if (code === 0) return -1;
        gathered[length++] = code;
        at++;
      } else if (kind === SPECIAL) return -1;
    }
    this.length = length;
    this.lines = lines;
    return start;
  }

  /** The paragraph gets the text gather() took from `start` (without its last line end) when
   *  the chunk is decoded, after `prefix`. */
  assign(paragraph: Paragraph, start: number, prefix: string): void {
    const index = this.waitingCount++;
    this.waiting[index] = paragraph;
    this.waitingFrom[index] = start;
    this.waitingTo[index] = this.length - 1;
    this.waitingPrefix[index] = prefix;
  }

  /** Decodes the gathered characters and gives the waiting paragraphs their texts. */
  flush(): void {
    const text = this.decoder.decode(this.gathered.subarray(0, this.length));
    const { waiting, waitingFrom, waitingTo, waitingPrefix } = this;
    for (let i = 0; i < this.waitingCount; i++) {
      const paragraph = waiting[i];
      if (!paragraph) continue;
      const body = text.slice(waitingFrom[i] ?? 0, waitingTo[i] ?? 0);
      const prefix = waitingPrefix[i] ?? '';
      paragraph.text = prefix === '' ? body : prefix + body;
    }
    this.waitingCount = 0;
    this.length = 0;
  }
}
