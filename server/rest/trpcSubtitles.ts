import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  TRPCError,
  type TRPC_ERROR_CODE_KEY,
} from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { Router, type Response } from 'express';
import { readUpload, reservePlace } from '../services/subtitleFiles';
import type { AppDeps } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { RequestGoneError, ServiceBusyError } from '../work/workQueue';
import { readUploadedFile, uploadLimitBytes, UploadError } from './multipart';
import { clientGone } from './clientGone';
import { sendJsonChunks } from './streamJson';

// The editor's upload of a subtitle file (`seApi.subtitles.read`, sent alone by tRPC's httpLink
// as multipart) answered the way the REST path is: the file goes to the worker pool and the
// subtitle's JSON comes back as bytes, placed in tRPC's answer envelope. Through tRPC's own
// handler the procedure would answer an object, and building and serialising a 1M-cue subtitle
// on the event loop is what stalled every other visitor. Same wire format as tRPC's: the result
// as `{ result: { data } }`, errors shaped by the router's own error formatter. A batched call
// (`?batch=1`) is left to tRPC.

export const READ_PATH = 'seApi.subtitles.read';

const CODE_OF_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

const encoder = new TextEncoder();

/** A failure as tRPC reports it: its status and `{ error: shape }` from the router's config. */
function sendTrpcError(res: Response, error: TRPCError, path: string): void {
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
  res
    .status(getHTTPStatusCodeFromError(error))
    .json(transformTRPCResponse(config, { error: shape }));
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

/** The tRPC paths answered here, mounted before tRPC's own handler on /trpc. */
export function trpcSubtitleRoutes(
  deps: AppDeps,
  recordError: (error: unknown, method: string, path: string) => void,
): Router {
  const routes = Router();
  const uploadLimit = uploadLimitBytes(deps.env.UPLOAD_LIMIT_MB);
  routes.post(`/${READ_PATH}`, (req, res, next) => {
    if (req.query.batch !== undefined) {
      next();
      return;
    }
    const signal = clientGone(res);
    let place: ReturnType<typeof reservePlace> | undefined;
    const answer = async (): Promise<void> => {
      place = reservePlace(deps.work);
      const file = await readUploadedFile(req, uploadLimit);
      const { json } = await readUpload(deps.work, file, { signal, place });
      await sendJsonChunks(res, [
        encoder.encode('{"result":{"data":'),
        ...json,
        encoder.encode('}}'),
      ]);
    };
    answer()
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
          sendTrpcError(
            res,
            new TRPCError({
              code: 'INTERNAL_SERVER_ERROR',
              message: 'Something went wrong on the server.',
            }),
            READ_PATH,
          );
          return;
        }
        sendTrpcError(res, trpcError, READ_PATH);
      })
      .finally(() => place?.release());
  });
  return routes;
}
