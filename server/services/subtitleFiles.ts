import { TRPCError } from '@trpc/server';
import { ZodError, type z } from 'zod';
import type { WrittenFile } from '../../shared/subtitle/index';
import { DatabaseUnavailableError } from '../db/availability';
import type { Failure, JsonAnswer, Outcome } from '../work/tasks';
import type { SubtitleWork, TaskInput, TaskName, TaskOutput } from '../work/subtitleWork';
import type { RequestBuffers } from '../work/bufferPool';
import { ServiceBusyError, type Place } from '../work/workQueue';
import {
  formatOptionsSchema,
  plainTextOptionsSchema,
  tempChunkInput,
  tempGetInput,
} from './subtitleInputs';

// The subtitle service's calls as the REST paths use them: validate the small options here,
// run the work in the pool (server/work/), and answer bytes ready to send. A refusal is a
// TRPCError, so the REST error mapping (server/rest/errors.ts) answers it as it answers the
// procedures' own errors.

export interface CallOptions {
  /** Aborts when the client goes away; a job still waiting is then dropped. */
  signal?: AbortSignal | undefined;
  /** A queue place taken before the request's body was read. */
  place?: Place | undefined;
  /** The request's pooled buffers (its body's, its answer's), given back by the route once the
   *  answer has been sent. */
  buffers?: RequestBuffers | undefined;
}

function refused(failure: Failure): TRPCError {
  if (failure.status === 503) {
    const away = new DatabaseUnavailableError(failure.message);
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: away.message, cause: away });
  }
  const code =
    failure.status === 415
      ? 'UNSUPPORTED_MEDIA_TYPE'
      : failure.status === 404
        ? 'NOT_FOUND'
        : 'BAD_REQUEST';
  return new TRPCError({
    code,
    message: failure.message,
    ...(failure.issues ? { cause: new ZodError(failure.issues) } : {}),
  });
}

function busy(error: ServiceBusyError): TRPCError {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: error.message, cause: error });
}

/** Takes a queue place before a big body is read: 503 at once when the queue is full. */
export function reservePlace(work: SubtitleWork): Place {
  try {
    return work.reserve();
  } catch (error) {
    if (error instanceof ServiceBusyError) throw busy(error);
    throw error;
  }
}

type Success<K extends TaskName> = Extract<TaskOutput<K>, { ok: true }>;

async function run<K extends TaskName>(
  work: SubtitleWork,
  name: K,
  input: TaskInput<K>,
  size: number,
  options: CallOptions,
  transfer: (Uint8Array | undefined)[] = [],
): Promise<Success<K>> {
  let outcome: Outcome<unknown>;
  try {
    outcome = await work.run(name, input, { size, transfer, ...options });
  } catch (error) {
    if (error instanceof ServiceBusyError) throw busy(error);
    throw error;
  }
  if (!outcome.ok) throw refused(outcome);
  return outcome as Success<K>;
}

/** Releases a place a refused request will not use. */
function withPlace<T>(options: CallOptions, check: () => T): T {
  try {
    return check();
  } catch (error) {
    options.place?.release();
    throw error;
  }
}

function invalid(error: ZodError): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause: error });
}

/** The `track` of a read (a media file's subtitle track): absent, or a whole number from 0. */
export function trackOption(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value)) return Number(value);
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message:
      "track must be a whole number from 0: the index of one of the video's subtitle tracks.",
  });
}

/** An uploaded subtitle or media file → the answer JSON (the subtitle, `paragraphs` last).
 *  `track` picks a media file's subtitle track (CONTRACT §5, `?track=INDEX`). */
export function readUpload(
  work: SubtitleWork,
  file: { fileName: string; bytes: Uint8Array; track?: unknown },
  options: CallOptions = {},
): Promise<JsonAnswer> {
  const track = withPlace(options, () => {
    if (file.bytes.length === 0)
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'The file is empty.' });
    return trackOption(file.track);
  });
  const input = { fileName: file.fileName, bytes: file.bytes, track };
  return run(work, 'read', input, file.bytes.length, options, [file.bytes]);
}

/** A write call's query options, or the 400 that names the bad fields. */
function queryOptions<T>(schema: z.ZodType<T>, query: unknown): T {
  const result = schema.safeParse(query);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

/** The subtitle in a JSON body written in a format (`query`: format, encoding, new lines), as the
 *  answer JSON `{ buffer: [bytes…], fileName }`. */
export function writeFormat(
  work: SubtitleWork,
  body: Uint8Array | undefined,
  query: unknown,
  options: CallOptions = {},
): Promise<JsonAnswer> {
  const parsed = withPlace(options, () => queryOptions(formatOptionsSchema, query));
  return run(work, 'write', { body, ...parsed }, body?.length ?? 0, options, [body]);
}

/** The subtitle in a JSON body as plain text (`query`: mode, removeStyling, encoding, …), as the
 *  answer JSON `{ buffer: [bytes…], fileName }`. */
export function writePlainTextFile(
  work: SubtitleWork,
  body: Uint8Array | undefined,
  query: unknown,
  options: CallOptions = {},
): Promise<JsonAnswer> {
  const parsed = withPlace(options, () => queryOptions(plainTextOptionsSchema, query));
  return run(work, 'plainText', { body, ...parsed }, body?.length ?? 0, options, [body]);
}

/** A waveform file of the desktop program → the answer JSON. */
export function readWaveformUpload(
  work: SubtitleWork,
  bytes: Uint8Array,
  options: CallOptions = {},
): Promise<JsonAnswer> {
  withPlace(options, () => {
    if (bytes.length === 0)
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'The file is empty.' });
  });
  return run(work, 'waveform', { bytes }, bytes.length, options, [bytes]);
}

/** Stores the subtitle in a JSON body for 24 hours → its id. */
export async function createTemp(
  work: SubtitleWork,
  body: Uint8Array | undefined,
  options: CallOptions = {},
): Promise<{ id: string }> {
  const { id } = await run(work, 'tempCreate', { body }, body?.length ?? 0, options, [body]);
  return { id };
}

/** `seApi.temp.create` as tRPC's client sends it (the subtitle as JSON, `{"0": subtitle}` in a
 *  batch): validated and stored in the pool. */
export async function createTempForTrpc(
  work: SubtitleWork,
  call: { body: Uint8Array | undefined; batch: boolean },
  options: CallOptions = {},
): Promise<{ id: string }> {
  const size = call.body?.length ?? 0;
  const { id } = await run(work, 'trpcTempCreate', call, size, options, [call.body]);
  return { id };
}

/** A temporary subtitle's stored JSON (`query` holds its id). Its size is unknown until it is
 *  read, so it is always read in the pool. */
export function getTemp(
  work: SubtitleWork,
  query: unknown,
  options: CallOptions = {},
): Promise<JsonAnswer> {
  const parsed = withPlace(options, () => {
    const result = tempGetInput.safeParse(query);
    if (!result.success) throw invalid(result.error);
    return result.data;
  });
  return run(work, 'tempGet', parsed, Infinity, options);
}

/** The /tempsub page of a temporary subtitle as HTML pieces; NOT_FOUND for an unknown id. */
export async function tempSubtitlePageHtml(
  work: SubtitleWork,
  id: string,
  options: CallOptions = {},
): Promise<Uint8Array[]> {
  return (await run(work, 'tempPage', { id }, Infinity, options)).html;
}

/** One chunk of 100 paragraphs of a temporary subtitle, as `{ paragraphs }` JSON. */
export function getTempChunk(
  work: SubtitleWork,
  query: unknown,
  options: CallOptions = {},
): Promise<JsonAnswer> {
  const parsed = withPlace(options, () => {
    const result = tempChunkInput.safeParse(query);
    if (!result.success) throw invalid(result.error);
    return result.data;
  });
  return run(work, 'tempChunk', parsed, Infinity, options);
}

/** A write or plain-text call as tRPC's client sends it (the input as JSON, `{"0": input}` in a
 *  batch): validated and written in the pool. */
export function writeForTrpc(
  work: SubtitleWork,
  call: { body: Uint8Array | undefined; batch: boolean; kind: 'write' | 'plainText' },
  options: CallOptions = {},
): Promise<WrittenFile> {
  return run(work, 'trpcWrite', call, call.body?.length ?? 0, options, [call.body]);
}
