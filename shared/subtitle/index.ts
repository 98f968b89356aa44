import { detectContainer, readMediaSubtitleSync, type SubtitleTrackInfo } from './containers/index';
import { encodeText, ENCODINGS, getEncoding } from './encoding/codecs';
import { decodeDetected } from './encoding/detect';
import { newLineFor } from './encoding/newline';
import { SubtitleFormatError, UnknownFormatError } from './errors';
import { getFormat, listFormats as registryFormats, rankFormats } from './formats/registry';
import { noBlockRead } from './formats/skippedBlocks';
import { baseName } from './formats/textScan';
import type { WriteOptions } from './formats/types';
import type { ParsedSubtitle, Subtitle } from './model';
import { type PlainTextMode, toPlainText } from './plainText';
import { roundMs } from './time';

// The public API of the subtitle library: what the server and the web app call.

export interface FormatListEntry {
  readonly name: string;
  /** The first extension, the one written files get. */
  readonly extension: string;
  readonly extensions: readonly string[];
  readonly canRead: boolean;
  readonly canWrite: boolean;
  readonly binary: boolean;
}

export interface WriteSubtitleOptions {
  /** Code or display name of one of the 26 encodings; default utf-8-bom. */
  readonly encoding?: string;
  /** CRLF line ends (default) or LF. */
  readonly useWindowsNewLine?: boolean;
  /** Frame rate for frame-based formats that declare none; default 23.976. */
  readonly frameRate?: number;
}

export interface WritePlainTextOptions extends WriteSubtitleOptions {
  readonly mode: PlainTextMode;
  readonly removeStyling: boolean;
}

export interface WrittenFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

export interface ReadSubtitleOptions {
  /** A media file's subtitle track to read (its index among the file's subtitle tracks);
   *  default its first text track. Text files ignore it. */
  readonly track?: number | undefined;
}

/** What reading an upload gives: a media file's answer also lists its subtitle tracks. */
export type ReadSubtitleResult = ParsedSubtitle & { tracks?: SubtitleTrackInfo[] };

/**
 * A media file (Matroska/WebM, MP4/MOV: containers/) is told by its first bytes and answered with
 * one of its subtitle tracks (MediaSubtitleError when it has none to read): its headers hold text
 * (an ASS track's script) that no text format may read as the file. Otherwise:
 * detects the encoding (BOM, valid UTF-8, else a detector) and the format, then parses. Blocks the
 * format cannot read are skipped and listed in `warnings` (CONTRACT §5). The most confident
 * format's reading is taken when it reads a block, or when it skipped none (an empty file of that
 * format); otherwise the other formats that claim the content are tried, most confident first,
 * and the first that reads a block is taken. Throws SubtitleFormatError for an empty file and for
 * content in which no block of any format reads (with the most confident format's reason).
 */
export function readSubtitle(
  bytes: Uint8Array,
  fileName: string,
  options: ReadSubtitleOptions = {},
): ReadSubtitleResult {
  if (bytes.length === 0) throw new SubtitleFormatError('The file is empty');
  if (detectContainer(bytes) !== undefined) {
    return readMediaSubtitleSync(bytes, fileName, { track: options.track });
  }
  const { text } = decodeDetected(bytes);
  if (text.trim().length === 0) throw new SubtitleFormatError('The file holds only white space');
  const input = { text, bytes, fileName };
  const candidates = rankFormats(input);
  let reason: SubtitleFormatError | undefined;
  for (const [index, format] of candidates.entries()) {
    let parsed: ParsedSubtitle;
    try {
      parsed = format.parse(input);
    } catch (error) {
      if (!(error instanceof SubtitleFormatError)) throw error;
      reason ??= error;
      continue;
    }
    const firstSkipped = parsed.warnings?.[0];
    if (parsed.paragraphs.length > 0 || (index === 0 && firstSkipped === undefined)) {
      return { ...parsed, fileName, format: format.name };
    }
    if (firstSkipped) reason ??= noBlockRead('', parsed.warnings ?? []);
  }
  throw (
    reason ?? new SubtitleFormatError(`No subtitle format matched the content of "${fileName}"`)
  );
}

function isWholeMs(ms: number): boolean {
  return ms === Math.round(ms) && !Object.is(ms, -0);
}

/** The subtitle with whole-ms times; the same object when every time is whole already, so a
 *  large subtitle is not copied paragraph by paragraph for nothing. */
function withWholeMs(subtitle: Subtitle): Subtitle {
  if (subtitle.paragraphs.every((p) => isWholeMs(p.start) && isWholeMs(p.end))) return subtitle;
  return {
    ...subtitle,
    paragraphs: subtitle.paragraphs.map((p) => ({
      ...p,
      start: roundMs(p.start),
      end: roundMs(p.end),
    })),
  };
}

/** Writes in the named format (case-insensitive). Times are rounded to whole ms first; the file
 *  name is the base name plus the format's first extension. Unknown names throw
 *  UnknownFormatError / UnknownEncodingError. */
export function writeSubtitle(
  subtitle: Subtitle,
  formatName: string,
  options: WriteSubtitleOptions = {},
): WrittenFile {
  const format = getFormat(formatName);
  if (!format.canWrite) throw new UnknownFormatError(formatName);
  const encoding = getEncoding(options.encoding ?? 'utf-8-bom');
  const writeOptions: WriteOptions = {
    newLine: newLineFor(options.useWindowsNewLine ?? true),
    ...(options.frameRate !== undefined ? { frameRate: options.frameRate } : {}),
  };
  const fileName = baseName(subtitle.fileName) + (format.extensions[0] ?? '');
  if (encoding.codec === 'utf-8' && format.writeUtf8) {
    // Straight to bytes, rounding inline (bench/formats: the SubRip write of 1M cues).
    return { bytes: format.writeUtf8(subtitle, writeOptions, encoding.writesBom), fileName };
  }
  const written = format.write(withWholeMs(subtitle), writeOptions);
  const bytes = typeof written === 'string' ? encodeText(written, encoding.code) : written;
  return { bytes, fileName };
}

/** Plain-text export (CONTRACT §6) as a .txt file. */
export function writePlainText(subtitle: Subtitle, options: WritePlainTextOptions): WrittenFile {
  const encoding = getEncoding(options.encoding ?? 'utf-8-bom');
  const newLine = newLineFor(options.useWindowsNewLine ?? true);
  const text = toPlainText(
    subtitle,
    { mode: options.mode, removeStyling: options.removeStyling },
    newLine,
  );
  return { bytes: encodeText(text, encoding.code), fileName: `${baseName(subtitle.fileName)}.txt` };
}

export function listFormats(): FormatListEntry[] {
  return registryFormats().map((format) => ({
    name: format.name,
    extension: format.extensions[0] ?? '',
    extensions: [...format.extensions],
    canRead: format.canRead,
    canWrite: format.canWrite,
    binary: format.binary,
  }));
}

export function listEncodings(): { code: string; displayName: string }[] {
  return ENCODINGS.map(({ code, displayName }) => ({ code, displayName }));
}

export { DEFAULT_ENCODING, DEFAULT_FORMAT_NAME } from './constants';
export {
  detectContainer,
  MediaSubtitleError,
  type MediaSubtitleProblem,
  type SubtitleTrackInfo,
} from './containers/index';
export { findEncoding } from './encoding/codecs';
export { SubtitleFormatError, UnknownEncodingError, UnknownFormatError } from './errors';
export { findFormat } from './formats/registry';
export type { Paragraph, ParagraphExtra, ParsedSubtitle, ParseWarning, Subtitle } from './model';
export { isPlainTextMode, PLAIN_TEXT_MODES, type PlainTextMode } from './plainText';
export {
  checkParagraph,
  checkParagraphs,
  normalizeRuleSettings,
  type RuleSettings,
} from './rules/rules';
export { RULE_FLAGS } from './rules/flags';
export {
  paragraphSchema,
  parsedSubtitleSchema,
  parseWarningSchema,
  subtitleSchema,
} from './schema';
export { changeFrameRate } from './sync/frameRate';
export { shiftSubtitle } from './sync/shift';
export { autoBreak, charactersPerSecond, lineLengths, removeStyling, unbreak } from './text/index';
