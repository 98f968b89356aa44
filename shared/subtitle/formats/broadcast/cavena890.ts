// Cavena 890 (.890): a 388-byte header (titles, translator, languages and fonts of the two text
// lines, the subtitle count three times), then one 128-byte block per subtitle: its number (16-bit
// big-endian), start and end as 24-bit big-endian frame counts, a justification byte, then two
// 51-byte text fields (upper and lower line) 6 bytes apart; the last block lacks its 4 closing
// bytes. Blocks with the same number continue one subtitle. The file names no frame rate.
import { SubtitleFormatError } from '../../errors';
import type { Paragraph, ParsedSubtitle, ParseWarning, Subtitle } from '../../model';
import { msToFrames, normalizeFrameRate } from '../../time';
import { paragraphMaker } from '../paragraphSites';
import { noBlockRead, withWarnings } from '../skippedBlocks';
import { baseName } from '../textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from '../types';
import { DEFAULT_FRAME_RATE, latin1, skippedRecord, writeFrameRate } from './binaryCommon';
import {
  CaptionTextBuilder,
  horizontalOf,
  splitPosition,
  styledLines,
  withPosition,
} from './captionText';
import {
  encodeField,
  FIELD_BYTES,
  isChinese,
  LANGUAGE_CHINESE_SIMPLIFIED,
  LANGUAGE_ENGLISH,
} from './cavenaText';
import { type BlockLayout, CavenaFieldReader } from './cavenaFields';

const NAME = 'Cavena 890';
const HEADER_BYTES = 388;
const BLOCK_BYTES = 128;
/** A block without its 4 closing bytes (the last one of a file). */
const SHORT_BLOCK_BYTES = 124;
const LINE1 = 16;
const LINE2 = LINE1 + FIELD_BYTES + 6;
const LAYOUT: BlockLayout = {
  blockBytes: BLOCK_BYTES,
  shortBlockBytes: SHORT_BLOCK_BYTES,
  fields: [LINE1, LINE2],
};
const JUSTIFY_LEFT = 0x50;
const JUSTIFY_RIGHT = 0x52;
const JUSTIFY_CENTER = 0x54;

/** Header text fields: [key, offset, length]. */
const TEXT_FIELDS = [
  ['tapeNumber', 2, 20],
  ['title', 40, 28],
  ['translator', 68, 28],
  ['episodeTitle', 105, 11],
  ['comment', 148, 24],
  ['originalTitle', 218, 28],
  ['startOfMessage', 256, 11],
] as const;
type TextField = (typeof TEXT_FIELDS)[number][0];

interface CavenaHeader extends Record<TextField, string> {
  languageLine1: number;
  languageLine2: number;
}

function fontOf(language: number): string {
  if (isChinese(language)) return 'CCKM44.V';
  return 'HLV23N.V';
}

function readHeader(bytes: Uint8Array): CavenaHeader {
  const text = (offset: number, length: number): string =>
    latin1(bytes, offset, length).replace(/[\0 ]+$/, '');
  const header = {} as CavenaHeader;
  for (const [key, offset, length] of TEXT_FIELDS) header[key] = text(offset, length);
  header.languageLine1 = bytes[146] || LANGUAGE_ENGLISH;
  header.languageLine2 = bytes[147] || LANGUAGE_ENGLISH;
  // The Chinese font names the wide text whatever the language byte says.
  if (latin1(bytes, 187, 6) === 'CCKM44' && !isChinese(header.languageLine1)) {
    header.languageLine1 = LANGUAGE_CHINESE_SIMPLIFIED;
    header.languageLine2 = LANGUAGE_CHINESE_SIMPLIFIED;
  }
  return header;
}

/** A font name ends every Cavena header twice ("HLV23N.V" at 187 and 246). */
function hasFontNames(bytes: Uint8Array): boolean {
  return latin1(bytes, 193, 2) === '.V' && latin1(bytes, 252, 2) === '.V';
}

function blockCountFits(length: number): boolean {
  const body = length - HEADER_BYTES;
  return (
    body >= SHORT_BLOCK_BYTES &&
    (body % BLOCK_BYTES === 0 || body % BLOCK_BYTES === SHORT_BLOCK_BYTES)
  );
}

export function detectCavena890(input: FormatInput): number {
  const { bytes } = input;
  if (bytes.length < HEADER_BYTES + SHORT_BLOCK_BYTES || !blockCountFits(bytes.length)) return 0;
  const justification = bytes[HEADER_BYTES + 8];
  const plausible =
    justification === JUSTIFY_LEFT ||
    justification === JUSTIFY_RIGHT ||
    justification === JUSTIFY_CENTER ||
    justification === 0;
  if (hasFontNames(bytes)) return plausible ? 0.95 : 0.6;
  return plausible && input.fileName.toLowerCase().endsWith('.890') ? 0.5 : 0;
}

/** withPosition, not called for the usual centred text. */
function positioned(an: number | undefined, text: string): string {
  return an === undefined ? text : withPosition(an, text);
}

/** The block's two lines into the builder, a line end between them. */
function readBlock(reader: CavenaFieldReader, at: number, builder: CaptionTextBuilder): void {
  reader.read(at, 0, builder);
  builder.newLine();
  reader.read(at, 1, builder);
}

export function parseCavena890(input: FormatInput): ParsedSubtitle {
  const { bytes } = input;
  if (bytes.length < HEADER_BYTES + SHORT_BLOCK_BYTES) {
    throw new SubtitleFormatError('Shorter than a Cavena 890 header and one block');
  }
  if (!hasFontNames(bytes) && !blockCountFits(bytes.length)) {
    throw new SubtitleFormatError('Not a Cavena 890 file: no font names and no whole blocks');
  }
  const header = readHeader(bytes);
  const rate = normalizeFrameRate(DEFAULT_FRAME_RATE);
  const makeParagraph = paragraphMaker(bytes.length);
  const reader = new CavenaFieldReader(bytes, LAYOUT, [header.languageLine1, header.languageLine2]);
  const warnings: ParseWarning[] = [];
  const paragraphs: Paragraph[] = [];
  const builder = new CaptionTextBuilder();
  // The subtitle being read (its blocks follow one another with the same number). Most are one
  // block of plain lines, whose text is one slice (plainText); the others, and a plain block
  // that another block continues, are read through the builder.
  let open = false;
  let number = -1;
  let start = 0;
  let end = 0;
  let an: number | undefined;
  let firstBlock = 0;
  let plainText: string | undefined;
  let record = 0;
  for (let at = HEADER_BYTES; at + SHORT_BLOCK_BYTES <= bytes.length; at += BLOCK_BYTES) {
    record++;
    const blockNumber = ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
    if (open && blockNumber === number) {
      if (plainText !== undefined) {
        readBlock(reader, firstBlock, builder);
        plainText = undefined;
      }
      builder.newLine();
      readBlock(reader, at, builder);
      continue;
    }
    if (open) {
      const text = plainText ?? builder.take();
      if (text !== '')
        paragraphs.push(makeParagraph(paragraphs.length + 1, start, end, positioned(an, text)));
      open = false;
    }
    // 24-bit big-endian frame counts (written out: this runs once a block).
    const startFrame =
      ((bytes[at + 2] ?? 0) << 16) | ((bytes[at + 3] ?? 0) << 8) | (bytes[at + 4] ?? 0);
    const endFrame =
      ((bytes[at + 5] ?? 0) << 16) | ((bytes[at + 6] ?? 0) << 8) | (bytes[at + 7] ?? 0);
    if (endFrame < startFrame) {
      const why = `it ends (frame ${endFrame}) before it starts (frame ${startFrame})`;
      warnings.push(skippedRecord(record, at, why));
      continue;
    }
    const justification = bytes[at + 8];
    open = true;
    number = blockNumber;
    // framesToMs at the rate normalized once (roundMs: whole ms, never -0).
    start = Math.round((startFrame * 1000) / rate) + 0;
    end = Math.round((endFrame * 1000) / rate) + 0;
    an = justification === JUSTIFY_LEFT ? 1 : justification === JUSTIFY_RIGHT ? 3 : undefined;
    firstBlock = at;
    plainText = reader.plainText(at);
    if (plainText === undefined) readBlock(reader, at, builder);
  }
  if (open) {
    const text = plainText ?? builder.take();
    if (text !== '')
      paragraphs.push(makeParagraph(paragraphs.length + 1, start, end, positioned(an, text)));
  }
  if (paragraphs.length === 0 && warnings.length > 0) throw noBlockRead('', warnings);
  return withWarnings(
    { fileName: input.fileName, format: NAME, header: JSON.stringify(header), paragraphs },
    warnings,
  );
}

function headerOf(subtitle: Subtitle): CavenaHeader {
  const fallback: CavenaHeader = {
    tapeNumber: '',
    title: baseName(subtitle.fileName)
      .replace(/[^\x20-\x7e]/g, '')
      .slice(0, 28),
    translator: '',
    episodeTitle: '',
    comment: '',
    originalTitle: '',
    startOfMessage: '10:00:00:00',
    languageLine1: LANGUAGE_ENGLISH,
    languageLine2: LANGUAGE_ENGLISH,
  };
  if (subtitle.format === NAME && subtitle.header) {
    try {
      const parsed = JSON.parse(subtitle.header) as Partial<Record<keyof CavenaHeader, unknown>>;
      const header = { ...fallback };
      for (const [key] of TEXT_FIELDS) {
        const value = parsed[key];
        if (typeof value === 'string') header[key] = value;
      }
      for (const key of ['languageLine1', 'languageLine2'] as const) {
        const value = parsed[key];
        if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 256) {
          header[key] = value;
        }
      }
      return header;
    } catch {
      // Not a header this format wrote: the defaults apply.
    }
  }
  const chinese = subtitle.paragraphs.some((p) => /[\u3400-\u9fff]/.test(p.text));
  if (chinese) {
    fallback.languageLine1 = LANGUAGE_CHINESE_SIMPLIFIED;
    fallback.languageLine2 = LANGUAGE_CHINESE_SIMPLIFIED;
  }
  return fallback;
}

function writeHeader(header: CavenaHeader, count: number): Uint8Array {
  const out = new Uint8Array(HEADER_BYTES);
  const ascii = (offset: number, length: number, value: string): void => {
    for (let i = 0; i < length && i < value.length; i++)
      out[offset + i] = value.charCodeAt(i) & 0xff;
  };
  for (const [key, offset, length] of TEXT_FIELDS) ascii(offset, length, header[key]);
  out.set([0xa0, 0x05, 0x04, 0x03, 0x06, 0x06, 0x08, 0x90], 134);
  out[146] = header.languageLine1;
  out[147] = header.languageLine2;
  out.set([0x08, 0x90], 172);
  const font = fontOf(header.languageLine1);
  for (const at of [179, 208, 210]) {
    out[at] = count & 0xff;
    out[at + 1] = (count >> 8) & 0xff;
  }
  ascii(195 - font.length, font.length, font);
  ascii(246, 8, font);
  out.set([0x3d, 0x8d], 254);
  ascii(293, 3, 'BTD');
  return out;
}

export function writeCavena890(subtitle: Subtitle, options: WriteOptions): Uint8Array {
  const header = headerOf(subtitle);
  const fps = writeFrameRate(options);
  const blocks: Uint8Array[] = [];
  subtitle.paragraphs.forEach((paragraph, index) => {
    const { an, body } = splitPosition(paragraph.text);
    const horizontal = horizontalOf(an);
    const lines = styledLines(body).filter((line) => line.some((run) => run.text.trim() !== ''));
    if (lines.length === 0) lines.push([]);
    // Two lines a block; a third line goes on in a block with the same number.
    const pairs = lines.length % 2 === 1 ? [[], ...lines] : lines;
    for (let pair = 0; pair < pairs.length; pair += 2) {
      const block = new Uint8Array(BLOCK_BYTES);
      const number = ((index + 1) * 16) & 0xffff;
      block.set([number >> 8, number & 0xff], 0);
      const start = Math.min(0xffffff, msToFrames(Math.max(0, paragraph.start), fps));
      const end = Math.min(0xffffff, msToFrames(Math.max(0, paragraph.end), fps));
      block.set(
        [start >> 16, (start >> 8) & 0xff, start & 0xff, end >> 16, (end >> 8) & 0xff, end & 0xff],
        2,
      );
      block[8] =
        horizontal === 'left'
          ? JUSTIFY_LEFT
          : horizontal === 'right'
            ? JUSTIFY_RIGHT
            : JUSTIFY_CENTER;
      block.set(encodeField(pairs[pair] ?? [], header.languageLine1), LINE1);
      block.set(encodeField(pairs[pair + 1] ?? [], header.languageLine2), LINE2);
      blocks.push(block);
    }
  });
  const last =
    blocks.length === 0 ? 0 : BLOCK_BYTES * blocks.length - (BLOCK_BYTES - SHORT_BLOCK_BYTES);
  const out = new Uint8Array(HEADER_BYTES + last);
  out.set(writeHeader(header, subtitle.paragraphs.length), 0);
  blocks.forEach((block, index) => {
    const at = HEADER_BYTES + index * BLOCK_BYTES;
    out.set(block.subarray(0, Math.min(BLOCK_BYTES, out.length - at)), at);
  });
  return out;
}

export const cavena890: SubtitleFormat = {
  name: NAME,
  extensions: ['.890'],
  binary: true,
  canRead: true,
  canWrite: true,
  detect: detectCavena890,
  parse: parseCavena890,
  write: writeCavena890,
};
