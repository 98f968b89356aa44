// Reading the text fields of Cavena 890 blocks (their bytes are described in cavenaText.ts). What
// a Latin field says in Latin-1 characters (its plain bytes, and the Nordic letters and accented
// letters Latin-1 has) is copied together for many blocks and decoded as one text; a field takes
// its characters as slices of it, and only italics and characters beyond Latin-1 are added one by
// one. A field of Latin-1 characters alone is one slice, and a block of two such lines too: far
// cheaper than building every field a character at a time, and the texts keep only those
// characters alive, not the file.
import type { CaptionTextBuilder } from './captionText';
import {
  type BlockLayout,
  chunkCapacity,
  type CodePage,
  composedIndex,
  contentEnd,
  FIELDS,
  gatherChunk,
  NORDIC_PAGE,
  OTHER_PAGE,
} from './cavenaLatin';
import * as latin from './cavenaLatin';
import * as cavena from './cavenaText';
import { isChinese, isNordic } from './cavenaText';

export type { BlockLayout } from './cavenaLatin';

// Imported values used per byte are copied to module constants: some loaders (tsx's CommonJS
// output) turn every read of an imported binding into a getter call.
const FIELD_BYTES = latin.FIELD_BYTES;
const FILL = cavena.FILL;
const ITALIC_ON = cavena.ITALIC_ON;
const ITALIC_OFF = cavena.ITALIC_OFF;
const LATIN = latin.LATIN;
const DROPPED = latin.DROPPED;
const ITALIC_START = latin.ITALIC_START;
const ITALIC_END = latin.ITALIC_END;
const ACCENT = latin.ACCENT;
const OTHER = latin.OTHER;
const LESS_THAN_SIGN = latin.LESS_THAN_SIGN;
const COMPOSED = latin.COMPOSED;
const COMPOSED_CODES = latin.COMPOSED_CODES;

/** Reads the text fields of the blocks of one file. */
export class CavenaFieldReader {
  private readonly bytes: Uint8Array;
  private readonly words: Uint32Array | undefined;
  private readonly layout: BlockLayout;
  /** The code page of each field; undefined for a Chinese one. */
  private readonly pages: readonly (CodePage | undefined)[];
  /** Blocks a chunk holds: as many as it can, or the file's count when it has fewer. */
  private readonly chunkBlocks: number;
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
      Math.min(chunkCapacity(layout), Math.ceil(bytes.length / layout.blockBytes)),
    );
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

  /** Decodes the Latin-1 characters of up to chunkBlocks blocks from `first` on. */
  private gather(first: number): void {
    const { bytes, layout } = this;
    // Every block that has its short length in the file, the first one whatever it has.
    const more = Math.floor((bytes.length - layout.shortBlockBytes - first) / layout.blockBytes);
    const count = 1 + Math.min(this.chunkBlocks - 1, Math.max(0, more));
    this.text = gatherChunk(
      bytes,
      layout,
      this.pages,
      first,
      count,
      this.fieldStarts,
      this.plainEnds,
    );
    this.chunkFrom = first;
    this.chunkTo = first + count * layout.blockBytes;
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
