import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  TRPCError,
  type TRPC_ERROR_CODE_KEY,
} from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Request, RequestHandler, Response } from 'express';
import { reservePlace, type CallOptions } from '../services/subtitleFiles';
import type { AppDeps } from '../trpc/context';
import { appRouter } from '../trpc/router';
import type { RequestBuffers } from '../work/bufferPool';
import { INLINE_BELOW_BYTES } from '../work/subtitleWork';
import { RequestGoneError, ServiceBusyError, type Place } from '../work/workQueue';
import { clientGone } from './clientGone';
import { UploadError } from './multipart';
import { sendJsonChunks } from './streamJson';

// One tRPC call answered outside tRPC's handler, from the subtitle worker pool, in tRPC's own
// wire format: `{ result: { data } }` (in an array for a batch), errors shaped by the router's
// own error formatter with tRPC's statuses. Used by trpcSubtitles.ts and trpcTempSubtitles.ts.

const CODE_OF_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

export type RecordError = (error: unknown, method: string, path: string) => void;

export interface Call {
  path: string;
  type: 'query' | 'mutation';
  /** Sent as a batch (`?batch=1`): the input is item "0" and the answer an array of one. */
  batch: boolean;
}

/** Whether tRPC reads this request as a batch (its own test: `batch=1` exactly). */
export function isBatch(req: Request): boolean {
  return req.query.batch === '1';
}

/** A failure as tRPC reports it: its status and `{ error: shape }` from the router's config (in
 *  an array for a batch). */
function sendTrpcError(res: Response, error: TRPCError, call: Call): void {
  const config = appRouter._def._config;
  const shape = getErrorShape({
    config,
    error,
    type: call.type,
    path: call.path,
    input: undefined,
    ctx: undefined,
  });
  if (error.cause instanceof ServiceBusyError) {
    res.set('Retry-After', String(error.cause.retryAfterSeconds));
  }
  const item = transformTRPCResponse(config, { error: shape });
  res.status(getHTTPStatusCodeFromError(error)).json(call.batch ? [item] : item);
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

const encoder = new TextEncoder();

/** The call's data, already JSON in UTF-8 pieces, in tRPC's success envelope. */
export function sendTrpcData(
  res: Response,
  json: readonly Uint8Array[],
  call: Call,
): Promise<void> {
  const [open, close] = call.batch ? ['[', ']'] : ['', ''];
  return sendJsonChunks(res, [
    encoder.encode(`${open}{"result":{"data":`),
    ...json,
    encoder.encode(`}}${close}`),
  ]);
}

/** Runs `answer` for one call with a queue place (none for a body declared under the inline
 *  threshold, as on the REST paths), answering its failures as tRPC does. */
export function trpcCall(
  deps: AppDeps,
  recordError: RecordError,
  call: Call,
  answer: (options: CallOptions) => Promise<void>,
): RequestHandler {
  return (req, res) => {
    // As tRPC's handler says of every answer (it could have streamed them as JSON lines).
    res.set('Vary', 'trpc-accept, accept');
    const signal = clientGone(res);
    let place: Place | undefined;
    let buffers: RequestBuffers | undefined;
    const small = Number(req.headers['content-length']) < INLINE_BELOW_BYTES;
    const run = async (): Promise<void> => {
      place = small ? undefined : reservePlace(deps.work);
      // Pooled buffers go with a place: both are held until the answer has left.
      buffers = place && deps.work.requestBuffers();
      await answer({ signal, place, buffers });
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
          sendTrpcError(res, hidden, call);
          return;
        }
        sendTrpcError(res, trpcError, call);
      })
      .finally(() => {
        place?.release();
        buffers?.release();
      });
  };
}
