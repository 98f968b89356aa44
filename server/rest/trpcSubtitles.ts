import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  TRPCError,
  type TRPC_ERROR_CODE_KEY,
} from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { Router, type RequestHandler, type Response } from 'express';
import {
  readUpload,
  readWaveformUpload,
  reservePlace,
  writeForTrpc,
  type CallOptions,
} from '../services/subtitleFiles';
import type { AppDeps } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { INLINE_BELOW_BYTES } from '../work/subtitleWork';
import { RequestGoneError, ServiceBusyError, type Place } from '../work/workQueue';
import { readJsonBody } from './jsonBody';
import { readUploadedFile, uploadLimitBytes, UploadError } from './multipart';
import { clientGone } from './clientGone';
import { sendBase64Json, sendJsonChunks } from './streamJson';

// The editor's tRPC calls that carry whole subtitles, answered the way the REST paths are: the
// body goes to the worker pool as bytes and the answer comes back as bytes, placed in tRPC's
// envelope. Through tRPC's own handler the procedures would take and answer objects, and parsing,
// validating, building and serialising a 1M-cue subtitle on the event loop is what stalled every
// other visitor. Same wire format as tRPC's: `{ result: { data } }` (in an array for a batch),
// errors shaped by the router's own error formatter, with tRPC's statuses.
//  - `seApi.subtitles.read` and `seApi.waveform.upload`: uploads, sent alone by httpLink as
//    multipart (a `?batch=1` call is left to tRPC, which refuses FormData in batches).
//  - `seApi.subtitles.write` and `plainText`: JSON, alone or as a batch of one call (httpBatchLink
//    sends them so when nothing else is asked at the same moment; a batch of several calls has a
//    path of several names and goes to tRPC).

export const READ_PATH = 'seApi.subtitles.read';
const WAVEFORM_PATH = 'seApi.waveform.upload';
const WRITE_PATHS = { write: 'seApi.subtitles.write', plainText: 'seApi.subtitles.plainText' };

const CODE_OF_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

const encoder = new TextEncoder();

/** A failure as tRPC reports it: its status and `{ error: shape }` from the router's config (in
 *  an array for a batch). */
function sendTrpcError(res: Response, error: TRPCError, path: string, batch: boolean): void {
  const config = appRouter._def._config;
  const shape = getErrorShape({
    config,
    error,
    type: 'mutation',
    path,
    input: undefined,
    ctx: undefined,
  });
  if (error.cause instanceof ServiceBusyError) {
    res.set('Retry-After', String(error.cause.retryAfterSeconds));
  }
  const item = transformTRPCResponse(config, { error: shape });
  res.status(getHTTPStatusCodeFromError(error)).json(batch ? [item] : item);
}

function asTrpcError(error: unknown): TRPCError {
  if (error instanceof UploadError) {
    return new TRPCError({
      code: CODE_OF_STATUS[error.status] ?? 'BAD_REQUEST',
      message: error.message,
    });
  }
  if (error instanceof TRPCError) return error;
  return getTRPCErrorFromUnknown(error);
}

interface Call {
  path: string;
  batch: boolean;
}

/** Runs `answer` for one call, answering its failures as tRPC does. */
function handle(
  deps: AppDeps,
  recordError: (error: unknown, method: string, path: string) => void,
  call: Call,
  answer: (options: { signal: AbortSignal; place: Place | undefined }) => Promise<void>,
): RequestHandler {
  return (req, res) => {
    const signal = clientGone(res);
    let place: Place | undefined;
    // As on the REST paths: a body declared under the inline threshold needs no place.
    const small = Number(req.headers['content-length']) < INLINE_BELOW_BYTES;
    const run = async (): Promise<void> => {
      place = small ? undefined : reservePlace(deps.work);
      await answer({ signal, place });
    };
    run()
      .catch((error: unknown) => {
        if (error instanceof RequestGoneError) {
          res.destroy();
          return;
        }
        if (res.headersSent) {
          // The answer had begun: it cannot turn into an error any more.
          recordError(error, req.method, req.originalUrl);
          res.destroy();
          return;
        }
        const trpcError = asTrpcError(error);
        if (trpcError.code === 'INTERNAL_SERVER_ERROR') {
          recordError(trpcError.cause ?? error, req.method, req.originalUrl);
          // What tRPC's handler would have said, without the internals of the failure.
          const hidden = new TRPCError({
            code: 'INTERNAL_SERVER_ERROR',
            message: 'Something went wrong on the server.',
          });
          sendTrpcError(res, hidden, call.path, call.batch);
          return;
        }
        sendTrpcError(res, trpcError, call.path, call.batch);
      })
      .finally(() => place?.release());
  };
}

/** The tRPC paths answered here, mounted before tRPC's own handler on /trpc. */
export function trpcSubtitleRoutes(
  deps: AppDeps,
  recordError: (error: unknown, method: string, path: string) => void,
): Router {
  const routes = Router();
  const uploadLimit = uploadLimitBytes(deps.env.UPLOAD_LIMIT_MB);
  const uploads = {
    [READ_PATH]: (file: { fileName: string; bytes: Uint8Array }, options: CallOptions) =>
      readUpload(deps.work, file, options),
    [WAVEFORM_PATH]: (file: { bytes: Uint8Array }, options: CallOptions) =>
      readWaveformUpload(deps.work, file.bytes, options),
  };
  for (const [path, work] of Object.entries(uploads)) {
    routes.post(`/${path}`, (req, res, next) => {
      if (req.query.batch !== undefined) {
        next();
        return;
      }
      handle(deps, recordError, { path, batch: false }, async (options) => {
        const file = await readUploadedFile(req, uploadLimit);
        const { json } = await work(file, options);
        await sendJsonChunks(res, [
          encoder.encode('{"result":{"data":'),
          ...json,
          encoder.encode('}}'),
        ]);
      })(req, res, next);
    });
  }
  for (const kind of ['write', 'plainText'] as const) {
    const path = WRITE_PATHS[kind];
    routes.post(`/${path}`, (req, res, next) => {
      const batch = req.query.batch === '1' || req.query.batch === 'true';
      handle(deps, recordError, { path, batch }, async (options) => {
        // tRPC reads JSON bodies up to the upload limit (app.ts maxBodySize).
        const body = await readJsonBody(req, uploadLimit);
        const file = await writeForTrpc(deps.work, { body, batch, kind }, options);
        const [open, close] = batch ? ['[', ']'] : ['', ''];
        await sendBase64Json(
          res,
          file.bytes,
          `${open}{"result":{"data":{"base64":"`,
          `","fileName":${JSON.stringify(file.fileName)}}}}${close}`,
        );
      })(req, res, next);
    });
  }
  return routes;
}
