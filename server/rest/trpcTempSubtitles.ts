import { Router, type Request } from 'express';
import type { z } from 'zod';
import { createTempForTrpc, getTemp, getTempChunk } from '../services/subtitleFiles';
import { tempChunkInput, tempGetInput } from '../services/subtitleInputs';
import type { AppDeps } from '../trpc/context';
import { readJsonBody } from './jsonBody';
import { uploadLimitBytes } from './multipart';
import { isBatch, sendTrpcData, trpcCall, type RecordError } from './trpcCall';

// The temporary subtitles' tRPC calls (`seApi.temp.create`, `get`, `chunk`) answered from the
// worker pool in tRPC's wire format, as the REST twins are: validating, storing, reading back
// and serialising a whole subtitle on the event loop is what stalls other visitors.
//  - `create`: a JSON body, alone or as a batch of one call (httpBatchLink), validated in a
//    worker with the procedure's schema. Other content types are left to tRPC (it reads them).
//  - `get` and `chunk`: GET queries whose small input is read here with the procedure's own
//    schema; an input it refuses, or one that is not JSON, is left to tRPC's handler, which
//    refuses it as it always has, before any heavy work.

const CREATE_PATH = 'seApi.temp.create';
const GET_PATH = 'seApi.temp.get';
const CHUNK_PATH = 'seApi.temp.chunk';

const encoder = new TextEncoder();

/** A query's input as tRPC reads it (`?input=` JSON, item "0" of a batch), when it passes
 *  `schema`; undefined otherwise. */
function queryInput<T>(req: Request, schema: z.ZodType<T>): T | undefined {
  const text = req.query.input;
  let value: unknown;
  try {
    value = typeof text === 'string' && text !== '' ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
  if (isBatch(req)) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)['0']
        : undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The tRPC paths answered here, mounted before tRPC's own handler on /trpc. */
export function trpcTempSubtitleRoutes(deps: AppDeps, recordError: RecordError): Router {
  // Matched as tRPC matches procedure paths: case and trailing slash count.
  const routes = Router({ caseSensitive: true, strict: true });
  const { work } = deps;
  // tRPC reads JSON bodies up to the upload limit (app.ts maxBodySize).
  const bodyLimit = uploadLimitBytes(deps.env.UPLOAD_LIMIT_MB);
  routes.post(`/${CREATE_PATH}`, (req, res, next) => {
    if (!req.is('application/json')) {
      next();
      return;
    }
    const call = { path: CREATE_PATH, type: 'mutation', batch: isBatch(req) } as const;
    trpcCall(deps, recordError, call, async (options) => {
      const body = await readJsonBody(req, bodyLimit, options.buffers);
      const created = await createTempForTrpc(work, { body, batch: call.batch }, options);
      await sendTrpcData(res, [encoder.encode(JSON.stringify(created))], call);
    })(req, res, next);
  });
  const queries = [
    { path: GET_PATH, schema: tempGetInput, answer: getTemp },
    { path: CHUNK_PATH, schema: tempChunkInput, answer: getTempChunk },
  ];
  for (const { path, schema, answer } of queries) {
    routes.get(`/${path}`, (req, res, next) => {
      const input = queryInput<unknown>(req, schema);
      if (input === undefined) {
        next();
        return;
      }
      const call = { path, type: 'query', batch: isBatch(req) } as const;
      trpcCall(deps, recordError, call, async (options) => {
        await sendTrpcData(res, (await answer(work, input, options)).json, call);
      })(req, res, next);
    });
  }
  return routes;
}
