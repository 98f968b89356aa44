// Subtitle texts of binary files read in bulk. Most subtitles are lines of Latin-1 characters
// without italics: their characters (accented letters composed) are copied together, a line end
// after each non-empty line, and decoded at once for many subtitles, so that each such text is
// one slice. A text with anything else (italics, characters beyond Latin-1, '<', a space at a
// line's end) is left to the format's own decoder and CaptionTextBuilder; the slices are exactly
// the texts the builder would make.
import type { Paragraph, ParagraphExtra } from '../../model';
import { type MakeParagraph, paragraphMaker } from '../paragraphSites';

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

/** Ends the line gathered from `lineStart` to `length`: a non-empty one takes a line end after
 *  it. Returns the new length, or -1 when the line has a space at either end (the builder trims
 *  it). */
function endLine(gathered: Uint8Array, lineStart: number, length: number): number {
  if (length === lineStart) return length;
  const first = gathered[lineStart];
  const last = gathered[length - 1];
  if (first === SPACE || first === NO_BREAK_SPACE || last === SPACE || last === NO_BREAK_SPACE) {
    return -1;
  }
  gathered[length] = NEW_LINE;
  return length + 1;
}

/** Characters decoded at once. */
const CHUNK_CHARS = 1 << 20;

/** Subtitles queued before their chunk is decoded. */
const QUEUE = 8192;

/**
 * The paragraphs of one file, made in order once their texts are known: a format queues each
 * subtitle with the place of its gathered text (gather()) or a text its decoder read. They are
 * made when the chunk is decoded, each at once with its text, as a text format makes them: a
 * paragraph given its text later would be written to again after it has aged, which costs the
 * collector more than reading the file.
 */
export class LatinTexts {
  private readonly page: LatinPage;
  private readonly paragraphs: Paragraph[];
  private readonly make: MakeParagraph;
  private readonly gathered: Uint8Array;
  private readonly decoder = new TextDecoder('latin1');
  private length = 0;
  /** Non-empty lines of the text gather() last took. */
  lines = 0;
  /** The queue: times, the text's place in the gathered characters (from -1: `texts` holds
   *  it, else what goes before it) and the paragraph's extra details. */
  private readonly starts = new Float64Array(QUEUE);
  private readonly ends = new Float64Array(QUEUE);
  private readonly textFrom = new Int32Array(QUEUE);
  private readonly textTo = new Int32Array(QUEUE);
  private readonly texts: string[] = [];
  private readonly extras: (ParagraphExtra | undefined)[] = [];
  private queued = 0;

  /** `maxText`: the most bytes one subtitle's text can have in this format. */
  constructor(page: LatinPage, bytes: Uint8Array, maxText: number, paragraphs: Paragraph[]) {
    this.page = page;
    this.paragraphs = paragraphs;
    this.make = paragraphMaker(bytes.length);
    this.gathered = new Uint8Array(Math.min(bytes.length, Math.max(CHUNK_CHARS, maxText)) + 1);
  }

  /** Takes the text bytes [from, end) when they are plain: Latin-1 characters and line ends,
   *  no italics, each line without spaces at its ends. Returns where its characters start, or
   *  -1 for a text the format's decoder must read. */
  gather(bytes: Uint8Array, from: number, end: number): number {
    // Room for the text and its queue entry, so that queue() need not flush it away.
    if (this.queued === QUEUE || this.length + end - from + 1 > this.gathered.length) this.flush();
    const { gathered } = this;
    const { kinds, codes, accentRows, composed, lineEndBytes } = this.page;
    const start = this.length;
    let length = start;
    let lineStart = length;
    let lines = 0;
    for (let at = from; at < end; at++) {
      const byte = bytes[at] ?? 0;
      const code = codes[byte] ?? 0;
      if (code !== 0) {
        gathered[length++] = code;
        continue;
      }
      const kind = kinds[byte];
      if (kind === DROPPED) continue;
      if (kind === LINE_END) {
        const ended = endLine(gathered, lineStart, length);
        if (ended < 0) return -1;
        if (ended > length) lines++;
        length = ended;
        lineStart = length;
        at += lineEndBytes;
      } else if (kind === ACCENT) {
        const next = at + 1 < end ? (bytes[at + 1] ?? 0) : 0;
        const composedCode = composed[(accentRows[byte] ?? 0) * 256 + next] ?? 0;
        if (composedCode === ACCENT_DROPPED) continue;
        if (composedCode === 0) return -1;
        gathered[length++] = composedCode;
        at++;
      } else return -1;
    }
    const ended = endLine(gathered, lineStart, length);
    if (ended < 0) return -1;
    if (ended > length) lines++;
    this.length = ended;
    this.lines = lines;
    return start;
  }

  /** Queues a subtitle: its text is the one gather() took from `textAt` after `text` (a
   *  position tag or ''), or `text` itself when textAt is -1. Returns the index its paragraph
   *  will have. */
  queue(start: number, end: number, textAt: number, text: string, extra?: ParagraphExtra): number {
    // Full only after a text gather() did not take (it makes room for the ones it takes).
    if (this.queued === QUEUE) this.flush();
    const index = this.queued++;
    this.starts[index] = start;
    this.ends[index] = end;
    this.textFrom[index] = textAt;
    // The gathered text ends before the line end after its last line.
    this.textTo[index] = this.length - 1;
    this.texts[index] = text;
    this.extras[index] = extra;
    return this.paragraphs.length + index;
  }

  /** Decodes the gathered characters and makes the queued paragraphs. */
  flush(): void {
    const gathered = this.decoder.decode(this.gathered.subarray(0, this.length));
    const { paragraphs, make, starts, ends, textFrom, textTo, texts, extras } = this;
    for (let i = 0; i < this.queued; i++) {
      const from = textFrom[i] ?? -1;
      const given = texts[i] ?? '';
      const text =
        from < 0
          ? given
          : given === ''
            ? gathered.slice(from, textTo[i] ?? 0)
            : given + gathered.slice(from, textTo[i] ?? 0);
      const number = paragraphs.length + 1;
      const start = starts[i] ?? 0;
      const end = ends[i] ?? 0;
      const extra = extras[i];
      paragraphs.push(
        extra === undefined ? make(number, start, end, text) : { number, start, end, text, extra },
      );
      texts[i] = '';
      extras[i] = undefined;
    }
    this.queued = 0;
    this.length = 0;
  }
}
