import type { ParsedSubtitle, Subtitle } from '../model';

/** What a format sees of an upload: the decoded text, the raw bytes and the file name. */
export interface FormatInput {
  readonly text: string;
  readonly bytes: Uint8Array;
  /** As uploaded; its extension only breaks ties between equally confident formats. */
  readonly fileName: string;
}

export interface WriteOptions {
  /** '\r\n' when the user asked for Windows new lines. */
  readonly newLine: '\r\n' | '\n';
  /** Frame-based formats that declare no rate of their own write at this one (default 23.976). */
  readonly frameRate?: number;
}

export interface SubtitleFormat {
  /** Display name, unique, as listed by GET /se-api/subtitle-formats/ (e.g. 'SubRip'). */
  readonly name: string;
  /** Lower-case, with the dot; the first one is used for written files. */
  readonly extensions: readonly string[];
  readonly binary: boolean;
  readonly canRead: boolean;
  readonly canWrite: boolean;
  /** 0 (not mine) … 1 (certain). Cheap: reads a prefix, never runs a full parse. */
  detect(input: FormatInput): number;
  /** Pure. A block it cannot read is skipped and listed in `warnings` (never merged into a
   *  neighbour, never read as time 0); throws SubtitleFormatError only when the input is not
   *  this format at all (no signature, no structure, no block read). */
  parse(input: FormatInput): ParsedSubtitle;
  /** Text formats return a string (encoded later); binary formats return their bytes. */
  write(subtitle: Subtitle, options: WriteOptions): string | Uint8Array;
  /** Optional fast path: the UTF-8 bytes of write()'s string (after a BOM when `withBom`), byte
   *  for byte, written without the string. Rounds times to whole ms itself. */
  writeUtf8?(subtitle: Subtitle, options: WriteOptions, withBom: boolean): Uint8Array;
}
