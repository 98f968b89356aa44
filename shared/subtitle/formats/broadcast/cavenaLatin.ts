// What the bytes of a Cavena 890 Latin text field are to its reader (cavenaFields.ts), and the
// loop that gathers the Latin-1 characters of many blocks' fields to be decoded as one text.
//
// The gathering loop runs for every byte of text in a file (about 34 million for 1M cues), so what
// it reads and writes are module constants: its tables, a copy of the chunk's blocks and its
// output. The optimizing compiler then knows where they are and how long, instead of loading both
// from an object or a variable at every read. The output holds UTF-16 code units, decoded as
// UTF-16: Node's Latin-1 decoder goes through UTF-8 and takes half as long again for texts with
// accented letters. Gathering and decoding the fields of the 1M-cue bench file took 270 ms with
// the tables and a Latin-1 output held by the reader, 150 ms so. The copy and the output are
// filled and decoded within one call of gatherChunk: no reader keeps state in them, and a file
// read after another (or by a second reader) finds them as free as the first. Untouched, the
// buffers take no memory but their address space.
import { cp1252Char } from './binaryCommon';
import * as cavena from './cavenaText';
import { ACCENTS, SINGLES } from './cavenaText';

// Imported values used per byte are copied to module constants: some loaders (tsx's CommonJS
// output) turn every read of an imported binding into a getter call.
export const FIELD_BYTES = cavena.FIELD_BYTES;
const FILL = cavena.FILL;
const ITALIC_ON = cavena.ITALIC_ON;
const ITALIC_OFF = cavena.ITALIC_OFF;

/** What a byte of a Latin field is to the reader. */
export const LATIN = 0; // a Latin-1 character (CodePage.codes), gathered
export const DROPPED = 1; // fill, controls, colours
export const ITALIC_START = 2;
export const ITALIC_END = 3;
export const ACCENT = 4; // an accent on the letter after it
export const OTHER = 5; // a character beyond Latin-1 (CodePage.chars)
export const LESS_THAN_SIGN = 6; // '<', gathered, but "</i>" in a text is the builder's to read

export interface CodePage {
  readonly kinds: Uint8Array;
  /** The Latin-1 code of a LATIN byte, 0 for the others. */
  readonly codes: Uint8Array;
  readonly chars: readonly string[];
  /** Where the page's rows start in PAGE_KINDS and PAGE_CODES. */
  readonly offset: number;
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

function codePage(nordic: boolean, offset: number): CodePage {
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
  return { kinds, codes, chars, offset };
}

/** In Nordic fields 0xE5/0xE6 are 'å'/'æ', elsewhere '['/']'. */
export const OTHER_PAGE = codePage(false, 0);
export const NORDIC_PAGE = codePage(true, 256);

/** Both pages' kinds and codes, each page at its offset. */
const PAGE_KINDS = new Uint8Array(512);
const PAGE_CODES = new Uint8Array(512);
for (const page of [OTHER_PAGE, NORDIC_PAGE]) {
  PAGE_KINDS.set(page.kinds, page.offset);
  PAGE_CODES.set(page.codes, page.offset);
}

const FIRST_LETTER = 0x41;
const LAST_LETTER = 0x7a;

/** An accent byte and the letter after it → the composed character, at
 *  (accent - 0x80) * 64 + letter - 0x40. */
export const COMPOSED: readonly string[] = (() => {
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
export const COMPOSED_CODES = Uint8Array.from(COMPOSED, (ch) =>
  ch.length === 1 && isSharedLatin(ch.charCodeAt(0)) ? ch.charCodeAt(0) : 0,
);

const FILL_WORD = 0x7f7f7f7f;

/** Where the field [from, end) ends without the fill after its text. `words` views the same
 *  bytes four at a time (when they start 4-aligned): the fill, which is most of a file, is
 *  skipped a word at a time. */
export function contentEnd(
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
export function composedIndex(bytes: Uint8Array, at: number, stop: number): number {
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

export const FIELDS = 2;
/** Blocks whose text is decoded at once: a chunk's text (about 150 KB) is big enough to be
 *  allocated where the collector never copies it, which the slices of it keep alive. */
const CHUNK_BLOCKS = 4096;

const NEW_LINE = 0x0a;
const SPACE = 0x20;
const NO_BREAK_SPACE = 0xa0;
const LESS_THAN = 0x3c;

/** The bytes of a chunk's blocks: CHUNK_BLOCKS of Cavena 890's 128 bytes. Viewed four bytes at
 *  a time too (the copy starts 4-aligned whatever the file's buffer), to skip the fill. */
const BLOCKS = new Uint8Array(CHUNK_BLOCKS * 128);
const BLOCK_WORDS = new Uint32Array(BLOCKS.buffer);
/** The characters of a chunk's fields, a line end after each field, as UTF-16 code units (all
 *  of them Latin-1: the decoded text is stored a byte a character all the same). */
const GATHERED = new Uint16Array(CHUNK_BLOCKS * FIELDS * (FIELD_BYTES + 1));
/** UTF-16 in the platform's byte order, which is the order the Uint16Array writes. */
const DECODER = new TextDecoder(
  new Uint8Array(Uint16Array.of(1).buffer)[0] === 1 ? 'utf-16le' : 'utf-16be',
);

/** The gathered characters trim() removes. */
function isSpace(code: number | undefined): boolean {
  return code === SPACE || code === NO_BREAK_SPACE;
}

/** The most blocks of the layout a chunk can hold. */
export function chunkCapacity(layout: BlockLayout): number {
  const reach = Math.max(...layout.fields) + FIELD_BYTES;
  const blocks = Math.floor((BLOCKS.length - reach) / layout.blockBytes) + 1;
  if (blocks < 1) throw new RangeError('Cavena blocks longer than a chunk');
  return Math.min(CHUNK_BLOCKS, blocks);
}

/** Gathers the characters of the field's bytes [from, stop) of BLOCKS at `start` in GATHERED,
 *  through the page at `page`. Returns where they end when they are the field's whole line as
 *  the builder makes it (no italics, no character beyond Latin-1, no '<', no space at either
 *  end), else the bitwise complement of where they end. */
function gatherField(from: number, stop: number, page: number, start: number): number {
  const bytes = BLOCKS;
  let length = start;
  let plain = true;
  for (let at = from; at < stop; at++) {
    const byte = bytes[at] ?? 0;
    const code = PAGE_CODES[page + byte] ?? 0;
    if (code !== 0) {
      GATHERED[length++] = code;
      continue;
    }
    const kind = PAGE_KINDS[page + byte];
    if (kind === DROPPED) continue;
    if (kind === LESS_THAN_SIGN) {
      GATHERED[length++] = LESS_THAN;
      plain = false;
    } else if (kind === ACCENT) {
      const composed = composedIndex(bytes, at, stop);
      if (composed < 0) continue;
      at++;
      const composedCode = COMPOSED_CODES[composed] ?? 0;
      if (composedCode !== 0) GATHERED[length++] = composedCode;
      else plain = false;
    } else plain = false;
  }
  if (!plain) return ~length;
  if (start !== length && (isSpace(GATHERED[start]) || isSpace(GATHERED[length - 1]))) {
    return ~length;
  }
  return length;
}

/**
 * Gathers the Latin-1 characters of `count` blocks from `first` on (the ones the reader's read()
 * takes, in the same order; count at most chunkCapacity(layout)) and decodes them. For block n of
 * the chunk and field f, index n * FIELDS + f of fieldStarts gets where the field's characters
 * start in the text, and of plainEnds where they end when they are its whole line (else -1).
 * `pages` holds the code page of each field, undefined for a Chinese one (nothing gathered).
 */
export function gatherChunk(
  bytes: Uint8Array,
  layout: BlockLayout,
  pages: readonly (CodePage | undefined)[],
  first: number,
  count: number,
  fieldStarts: Int32Array,
  plainEnds: Int32Array,
): string {
  const step = layout.blockBytes;
  const [offset1, offset2] = layout.fields;
  // The bytes the chunk's fields reach, which the file may end before.
  const size = Math.min(
    bytes.length - first,
    (count - 1) * step + Math.max(offset1, offset2) + FIELD_BYTES,
  );
  BLOCKS.set(bytes.subarray(first, first + size));
  const page1 = pages[0]?.offset ?? -1;
  const page2 = pages[1]?.offset ?? -1;
  let length = 0;
  for (let n = 0, block = 0; n < count; n++, block += step) {
    for (let field = 0; field < FIELDS; field++) {
      const index = n * FIELDS + field;
      fieldStarts[index] = length;
      plainEnds[index] = -1;
      const page = field === 0 ? page1 : page2;
      if (page < 0) continue;
      const from = block + (field === 0 ? offset1 : offset2);
      const stop = contentEnd(BLOCKS, BLOCK_WORDS, from, Math.min(size, from + FIELD_BYTES));
      const end = gatherField(from, stop, page, length);
      if (end >= 0) {
        plainEnds[index] = end;
        length = end;
      } else length = ~end;
      GATHERED[length++] = NEW_LINE;
    }
  }
  return DECODER.decode(GATHERED.subarray(0, length));
}
