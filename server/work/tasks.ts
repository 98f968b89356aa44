import type { z } from 'zod';
import {
  isPlainTextMode,
  MediaSubtitleError,
  readSubtitle,
  SubtitleFormatError,
  subtitleSchema,
  UnknownEncodingError,
  UnknownFormatError,
  writePlainText,
  writeSubtitle,
  type PlainTextMode,
  type Subtitle,
  type WrittenFile,
} from '../../shared/subtitle/index';
import { readPeakFile, WaveformFileError } from '../../shared/waveform/peakFile';
import type { ByteArena } from './byteArena';
import { byteArrayJson } from './byteArrayJson';
import { jsonChunks } from './jsonChunks';
import { paragraphWriter } from './paragraphJson';

// The subtitle service's heavy work as plain functions: bytes in, bytes out. The worker threads
// (subtitleWorker.ts) run them, and the main thread runs the same functions inline for small
// inputs, so both give the same answers. Results are data, never thrown errors: an Error does not
// cross a thread with its class, and a refused file is an answer, not a crash.

/** A refusal: the HTTP status it becomes, the message, and zod issues for a body that failed
 *  validation (400 with `fields`); 503 when the database cannot be reached. */
export interface Failure {
  ok: false;
  status: 400 | 404 | 415 | 503;
  message: string;
  issues?: z.core.$ZodIssue[];
}

export type Outcome<T> = ({ ok: true } & T) | Failure;

/** A JSON answer as UTF-8 pieces (jsonChunks.ts). */
export interface JsonAnswer {
  json: Uint8Array[];
}

export const BAD_JSON_MESSAGE = 'The request body is not valid JSON.';

/** The 415 message for content no format reads (one wording for every path). */
export function unreadableMessage(error: SubtitleFormatError): string {
  return `${error.message}. It is not a subtitle file in a supported format.`;
}

/** Why an upload was refused, for both the REST path and its tRPC twin: a media file's own
 *  message (400 for a subtitle track it does not have, else 415), or 415 for content no format
 *  reads. Undefined for errors that are not about the file. */
export function readRefusal(error: unknown): Failure | undefined {
  if (error instanceof MediaSubtitleError) {
    const status = error.problem === 'badTrackIndex' ? 400 : 415;
    return { ok: false, status, message: error.message };
  }
  if (error instanceof SubtitleFormatError) {
    return { ok: false, status: 415, message: unreadableMessage(error) };
  }
  return undefined;
}

export interface ReadInput {
  bytes: Uint8Array;
  fileName: string;
  /** A media file's subtitle track (index among its subtitle tracks); default the first text
   *  track. */
  track?: number | undefined;
}

/** An upload → the answer JSON of the whole read result (paragraphs last), written into `arena`
 *  when given. */
export function readTask(
  { bytes, fileName, track }: ReadInput,
  arena?: ByteArena,
): Outcome<JsonAnswer> {
  try {
    const subtitle = readSubtitle(bytes, fileName, { track });
    return { ok: true, json: jsonChunks(subtitle, 'paragraphs', arena, paragraphWriter) };
  } catch (error) {
    const refusal = readRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}

/** The subtitle in a JSON request body, validated; an `undefined` body means none was sent. The
 *  issue paths start with `field`, the subtitle's name in the tRPC twin's input, when it has one. */
export function subtitleFromBody(
  body: Uint8Array | undefined,
  field?: string,
): Outcome<{ subtitle: Subtitle }> {
  let value: unknown;
  if (body !== undefined && body.length > 0) {
    try {
      value = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return { ok: false, status: 400, message: BAD_JSON_MESSAGE };
    }
  }
  const parsed = subtitleSchema.safeParse(value);
  if (parsed.success) return { ok: true, subtitle: parsed.data };
  return {
    ok: false,
    status: 400,
    message: 'Some fields are not valid.',
    issues: field
      ? parsed.error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] }))
      : parsed.error.issues,
  };
}

/** A tRPC input that failed its schema, refused as tRPC refuses it: 400 with zod's message. */
export function invalidInput(error: z.ZodError): Failure {
  return { ok: false, status: 400, message: error.message, issues: error.issues };
}

/** Unknown format or encoding names are the caller's mistake: 400 with the library's message. */
export function written(write: () => WrittenFile): Outcome<WrittenFile> {
  try {
    const file = write();
    return { ok: true, bytes: file.bytes, fileName: file.fileName };
  } catch (error) {
    if (error instanceof UnknownFormatError || error instanceof UnknownEncodingError) {
      return { ok: false, status: 400, message: error.message };
    }
    throw error;
  }
}

export interface WriteInput {
  /** The JSON request body (a Subtitle), as received. */
  body: Uint8Array | undefined;
  format: string;
  encoding?: string | undefined;
  useWindowsNewLine: boolean;
}

/** A written file as the original service answers it, `{ "buffer": [bytes…], "fileName": "…" }`,
 *  written into `arena` when given. */
function byteArrayAnswer(file: Outcome<WrittenFile>, arena?: ByteArena): Outcome<JsonAnswer> {
  return file.ok ? { ok: true, json: byteArrayJson(file.bytes, file.fileName, arena) } : file;
}

export function writeTask(input: WriteInput, arena?: ByteArena): Outcome<JsonAnswer> {
  const read = subtitleFromBody(input.body, 'subtitle');
  if (!read.ok) return read;
  const file = written(() =>
    writeSubtitle(read.subtitle, input.format, {
      useWindowsNewLine: input.useWindowsNewLine,
      ...(input.encoding ? { encoding: input.encoding } : {}),
    }),
  );
  return byteArrayAnswer(file, arena);
}

export interface PlainTextInput {
  body: Uint8Array | undefined;
  mode: string;
  removeStyling: boolean;
  encoding?: string | undefined;
  useWindowsNewLine: boolean;
}

export function plainTextTask(input: PlainTextInput, arena?: ByteArena): Outcome<JsonAnswer> {
  const read = subtitleFromBody(input.body, 'subtitle');
  if (!read.ok) return read;
  const mode: PlainTextMode = isPlainTextMode(input.mode) ? input.mode : 'none';
  const file = written(() =>
    writePlainText(read.subtitle, {
      mode,
      removeStyling: input.removeStyling,
      useWindowsNewLine: input.useWindowsNewLine,
      ...(input.encoding ? { encoding: input.encoding } : {}),
    }),
  );
  return byteArrayAnswer(file, arena);
}

/** A waveform file of the desktop program → the answer JSON; a bad file is a 400. */
export function waveformTask(
  { bytes }: { bytes: Uint8Array },
  arena?: ByteArena,
): Outcome<JsonAnswer> {
  try {
    return { ok: true, json: jsonChunks(readPeakFile(bytes), undefined, arena) };
  } catch (error) {
    if (error instanceof WaveformFileError)
      return { ok: false, status: 400, message: error.message };
    throw error;
  }
}
