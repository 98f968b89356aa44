// Reading the text fields of Cavena 890 blocks (their bytes are described in cavenaText.ts). What
// a Latin field says in Latin-1 characters (its plain bytes, and the Nordic letters and accented
// letters Latin-1 has) is copied together for many blocks and decoded as one text; a field takes
// its characters as slices of it, and only italics and characters beyond Latin-1 are added one by
// one. A field of Latin-1 characters alone is one slice, and a block of two such lines too: far
// cheaper than building every field a character at a time, and the texts keep only those
// characters alive, not the file.
import { cp1252Char } from './binaryCommon';
import type { CaptionTextBuilder } from './captionText';
import * as cavena from './cavenaText';
import { ACCENTS, isChinese, isNordic, SINGLES } from './cavenaText';

// Imported values used per byte are copied to module constants: some loaders (tsx's CommonJS
// output) turn every read of an imported binding into a getter call.
const FIELD_BYTES = cavena.FIELD_BYTES;
const FILL = cavena.FILL;
const ITALIC_ON = cavena.ITALIC_ON;
const ITALIC_OFF = cavena.ITALIC_OFF;

/** What a byte of a Latin field is to the reader. */
const LATIN = 0; // a Latin-1 character (CodePage.codes), gathered
const DROPPED = 1; // fill, controls, colours
const ITALIC_START = 2;
const ITALIC_END = 3;
const ACCENT = 4; // an accent on the letter after it
const OTHER = 5; // a character beyond Latin-1 (CodePage.chars)
const LESS_THAN_SIGN = 6; // '<', gathered, but "</i>" in a text is the builder's to read

interface CodePage {
  readonly kinds: Uint8Array;
  /** The Latin-1 code of a LATIN byte, 0 for the others. */
  readonly codes: Uint8Array;
  readonly chars: readonly string[];
}

/** Codes the decoders of both Latin-1 and Windows-1252 read as the same character. */
function isSharedLatin(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
}

/** The byte's character as the reader takes it; '' for a dropped byte. */
function characterOf(byte: number, nordic: boolean): string {
  if ((byte === 0xe5 || byte === 0xe6) && !nordic) return byte === 0xe5 ? '[' : ']';
  const single = SINGLES.get(byte);
  if (single !== undefined) return single;
  const dropped =
    byte < 0x20 ||
    byte === FILL ||
    (byte >= 0x80 && byte <= 0x9f) ||
    // Colour codes 0xF1–0xF8 are dropped with the other codes.
    (byte >= 0xf1 && byte <= 0xf8);
  return dropped ? '' : cp1252Char(byte);
}

function codePage(nordic: boolean): CodePage {
  const kinds = new Uint8Array(256);
  const codes = new Uint8Array(256);
  const chars = new Array<string>(256).fill('');
  for (let byte = 0; byte < 256; byte++) {
    const ch = characterOf(byte, nordic);
    const code = ch.length === 1 ? ch.charCodeAt(0) : 0;
    if (ch === '<') kinds[byte] = LESS_THAN_SIGN;
    else if (byte === ITALIC_ON) kinds[byte] = ITALIC_START;
    else if (byte === ITALIC_OFF) kinds[byte] = ITALIC_END;
    else if (ACCENTS.has(byte)) kinds[byte] = ACCENT;
    else if (ch === '') kinds[byte] = DROPPED;
    else if (isSharedLatin(code)) {
      kinds[byte] = LATIN;
      codes[byte] = code;
    } else {
      kinds[byte] = OTHER;
      chars[byte] = ch;
    }
  }
  return { kinds, codes, chars };
}

/** In Nordic fields 0xE5/0xE6 are 'å'/'æ', elsewhere '['/']'. */
const NORDIC_PAGE = codePage(true);
const OTHER_PAGE = codePage(false);

const FIRST_LETTER = 0x41;
const LAST_LETTER = 0x7a;

/** An accent byte and the letter after it → the composed character, at
 *  (accent - 0x80) * 64 + letter - 0x40. */
const COMPOSED: readonly string[] = (() => {
  const composed = new Array<string>(16 * 64).fill('');
  for (const [accent, mark] of ACCENTS) {
    for (let letter = FIRST_LETTER; letter <= LAST_LETTER; letter++) {
      composed[(accent - 0x80) * 64 + letter - 0x40] = `${cp1252Char(letter)}${mark}`.normalize(
        'NFC',
      );
    }
  }
  return composed;
})();

/** The Latin-1 code of a composed character, 0 when it is none (beyond Latin-1, or a letter
 *  and a mark that do not compose). */
const COMPOSED_CODES = Uint8Array.from(COMPOSED, (ch) =>
  ch.length === 1 && isSharedLatin(ch.charCodeAt(0)) ? ch.charCodeAt(0) : 0,
);

const FILL_WORD = 0x7f7f7f7f;

/** Where the field [from, end) ends without the fill after its text. `words` views the same
 *  bytes four at a time (when they start 4-aligned): the fill, which is most of a file, is
 *  skipped a word at a time. */
function contentEnd(
  bytes: Uint8Array,
  words: Uint32Array | undefined,
  from: number,
  end: number,
): number {
  let stop = end;
  if (words) {
    while (stop > from && (stop & 3) !== 0 && bytes[stop - 1] === FILL) stop--;
    if ((stop & 3) === 0) {
      while (stop - 4 >= from && words[(stop >> 2) - 1] === FILL_WORD) stop -= 4;
    }
  }
  while (stop > from && bytes[stop - 1] === FILL) stop--;
  return stop;
}

/** The index in COMPOSED of the accent at `at` and the letter after it; -1 when no letter
 *  follows (the accent is dropped). */
function composedIndex(bytes: Uint8Array, at: number, stop: number): number {
  const next = at + 1 < stop ? (bytes[at + 1] ?? 0) : 0;
  if (next < FIRST_LETTER || next > LAST_LETTER) return -1;
  return ((bytes[at] ?? 0) - 0x80) * 64 + next - 0x40;
}

export interface BlockLayout {
  /** Bytes from one block to the next. */
  readonly blockBytes: number;
  /** The least bytes a block has (the last one of a file may lack its closing bytes). */
  readonly shortBlockBytes: number;
  /** Offsets of the two text fields (upper and lower line) in a block. */
  readonly fields: readonly [number, number];
}

const FIELDS = 2;
const NEW_LINE = 0x0a;
const SPACE = 0x20;
const NO_BREAK_SPACE = 0xa0;
const LESS_THAN = 0x3c;

/** The gathered characters trim() removes. */
function isSpace(code: number | undefined): boolean {
  return code === SPACE || code === NO_BREAK_SPACE;
}

/** Blocks whose text is decoded at once: a chunk's text (about 150 KB) is big enough to be
 *  allocated where the collector never copies it, which the slices of it keep alive. */
const CHUNK_BLOCKS = 4096;

/** Reads the text fields of the blocks of one file. */
export class CavenaFieldReader {
  private readonly bytes: Uint8Array;
  private readonly words: Uint32Array | undefined;
  private readonly layout: BlockLayout;
  /** The code page of each field; undefined for a Chinese one. */
  private readonly pages: readonly (CodePage | undefined)[];
  private readonly decoder = new TextDecoder('latin1');
  /** Blocks a chunk holds: CHUNK_BLOCKS, or the file's count when it has fewer. */
  private readonly chunkBlocks: number;
  /** The Latin-1 characters of the current chunk's fields, a line end after each field. */
  private readonly gathered: Uint8Array;
  /** Where each field's characters start in `text`, by block of the chunk and field. */
  private readonly fieldStarts: Int32Array;
  /** Where a field's characters end in `text` when they are its whole line as the builder makes
   *  it (no italics, no character beyond Latin-1, no '<', no space at either end); else -1. */
  private readonly plainEnds: Int32Array;
  private chunkFrom = 0;
  private chunkTo = 0;
  private text = '';

  constructor(bytes: Uint8Array, layout: BlockLayout, languages: readonly number[]) {
    this.bytes = bytes;
    this.words =
      bytes.byteOffset % 4 === 0
        ? new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2)
        : undefined;
    this.layout = layout;
    this.pages = layout.fields.map((_, field) => {
      const language = languages[field] ?? 0;
      if (isChinese(language)) return undefined;
      return isNordic(language) ? NORDIC_PAGE : OTHER_PAGE;
    });
    this.chunkBlocks = Math.max(
      1,
      Math.min(CHUNK_BLOCKS, Math.ceil(bytes.length / layout.blockBytes)),
    );
    this.gathered = new Uint8Array(this.chunkBlocks * FIELDS * (FIELD_BYTES + 1));
    this.fieldStarts = new Int32Array(this.chunkBlocks * FIELDS);
    this.plainEnds = new Int32Array(this.chunkBlocks * FIELDS);
  }

  /** The block's text as the builder would make it from its two fields, as one slice, when
   *  both are plain (most are); undefined for the others. */
  plainText(block: number): string | undefined {
    const index = this.chunkIndex(block);
    const end1 = this.plainEnds[index] ?? -1;
    const end2 = this.plainEnds[index + 1] ?? -1;
    if (end1 < 0 || end2 < 0) return undefined;
    const start1 = this.fieldStarts[index] ?? 0;
    const start2 = this.fieldStarts[index + 1] ?? 0;
    // The gathered text has a line end between the two fields.
    if (start2 === end2) return this.text.slice(start1, end1);
    return this.text.slice(start1 === end1 ? start2 : start1, end2);
  }

  /** Reads text field `field` (0 or 1) of the block at `block` into the builder, as one line
   *  that ends upright. */
  read(block: number, field: number, builder: CaptionTextBuilder): void {
    const { bytes, layout } = this;
    const from = block + (layout.fields[field] ?? 0);
    const end = Math.min(bytes.length, from + FIELD_BYTES);
    const page = this.pages[field];
    if (page === undefined) {
      readWide(bytes, from, end, builder);
      return;
    }
    let cursor = this.fieldStarts[this.chunkIndex(block) + field] ?? 0;
    let runStart = cursor;
    const { kinds, chars } = page;
    const stop = contentEnd(bytes, this.words, from, end);
    for (let at = from; at < stop; at++) {
      const byte = bytes[at] ?? 0;
      const kind = kinds[byte];
      if (kind === LATIN || kind === LESS_THAN_SIGN) {
        cursor++;
        continue;
      }
      if (kind === DROPPED) continue;
      let other = '';
      if (kind === ACCENT) {
        const index = composedIndex(bytes, at, stop);
        if (index < 0) continue;
        at++;
        if (COMPOSED_CODES[index] !== 0) {
          cursor++;
          continue;
        }
        other = COMPOSED[index] ?? '';
      } else if (kind === OTHER) other = chars[byte] ?? '';
      // Italics and characters beyond Latin-1 end the slice of gathered characters.
      if (runStart < cursor) builder.append(this.text.slice(runStart, cursor));
      runStart = cursor;
      if (kind === ITALIC_START) builder.setItalic(true);
      else if (kind === ITALIC_END) builder.setItalic(false);
      else builder.append(other);
    }
    if (runStart < cursor) builder.append(this.text.slice(runStart, cursor));
    builder.setItalic(false);
  }

  /** The index of the block's first field in fieldStarts, gathering its chunk when needed. */
  private chunkIndex(block: number): number {
    if (block < this.chunkFrom || block >= this.chunkTo) this.gather(block);
    return ((block - this.chunkFrom) / this.layout.blockBytes) * FIELDS;
  }

  /** Gathers the characters of the field's bytes [from, stop) at `start`, and a line end;
   *  returns where the next field's go. */
  private gatherField(
    page: CodePage,
    from: number,
    stop: number,
    index: number,
    start: number,
  ): number {
    const { bytes, gathered } = this;
    const { kinds, codes } = page;
    let length = start;
    let plain = true;
    for (let at = from; at < stop; at++) {
      const byte = bytes[at] ?? 0;
      const code = codes[byte] ?? 0;
      if (code !== 0) {
        gathered[length++] = code;
        continue;
      }
      const kind = kinds[byte];
      if (kind === DROPPED) continue;
      if (kind === LESS_THAN_SIGN) {
        gathered[length++] = LESS_THAN;
        plain = false;
      } else if (kind === ACCENT) {
        const composed = composedIndex(bytes, at, stop);
        if (composed < 0) continue;
        at++;
        const composedCode = COMPOSED_CODES[composed] ?? 0;
        if (composedCode !== 0) gathered[length++] = composedCode;
        else plain = false;
      } else plain = false;
    }
    if (
      plain &&
      (start === length || (!isSpace(gathered[start]) && !isSpace(gathered[length - 1])))
    ) {
      this.plainEnds[index] = length;
    }
    gathered[length++] = NEW_LINE;
    return length;
  }

  /** Decodes the Latin-1 characters of up to chunkBlocks blocks from `first` on: the ones
   *  read() takes, in the same order. */
  private gather(first: number): void {
    const { bytes, words, layout, fieldStarts, plainEnds } = this;
    let length = 0;
    let block = first;
    for (
      let n = 0;
      n < this.chunkBlocks && (n === 0 || block + layout.shortBlockBytes <= bytes.length);
      n++, block += layout.blockBytes
    ) {
      for (let field = 0; field < FIELDS; field++) {
        const index = n * FIELDS + field;
        fieldStarts[index] = length;
        plainEnds[index] = -1;
        const page = this.pages[field];
        if (page === undefined) continue;
        const from = block + (layout.fields[field] ?? 0);
        const stop = contentEnd(bytes, words, from, Math.min(bytes.length, from + FIELD_BYTES));
        length = this.gatherField(page, from, stop, index, length);
      }
    }
    this.chunkFrom = first;
    this.chunkTo = block;
    this.text = this.decoder.decode(this.gathered.subarray(0, length));
  }
}

/** A Chinese field: UTF-16BE, with the control codes as 0x00 XX pairs. */
function readWide(bytes: Uint8Array, from: number, end: number, builder: CaptionTextBuilder): void {
  for (let at = from; at + 1 < end; at += 2) {
    const code = ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
    if (code === ITALIC_ON) builder.setItalic(true);
    else if (code === ITALIC_OFF) builder.setItalic(false);
    else if (code === 0xbe) builder.append('-');
    else if (code >= 0x20 && code !== FILL && !(code >= 0x80 && code <= 0x9f)) {
      builder.append(String.fromCharCode(code));
    }
  }
  builder.setItalic(false);
}
