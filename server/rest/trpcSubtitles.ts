import { Router } from 'express';
import {
  readUpload,
  readWaveformUpload,
  writeForTrpc,
  type CallOptions,
} from '../services/subtitleFiles';
import type { ReceivedFile } from '../procedures/uploadInput';
import type { AppDeps } from '../trpc/context';
import { readJsonBody } from './jsonBody';
import { readUploadedFile, uploadLimitBytes } from './multipart';
import { sendBase64Json } from './streamJson';
import { isBatch, sendTrpcData, trpcCall, type RecordError } from './trpcCall';

// The editor's tRPC calls that carry whole subtitles, answered the way the REST paths are: the
// body goes to the worker pool as bytes and the answer comes back as bytes, placed in tRPC's
// envelope (trpcCall.ts). Through tRPC's own handler the procedures would take and answer
// objects, and parsing, validating, building and serialising a 1M-cue subtitle on the event loop
// is what stalled every other visitor.
//  - `seApi.subtitles.read` and `seApi.waveform.upload`: uploads, sent alone by httpLink as
//    multipart (a `?batch=1` call is left to tRPC, which refuses FormData in batches).
//  - `seApi.subtitles.write` and `plainText`: JSON, alone or as a batch of one call (httpBatchLink
//    sends them so when nothing else is asked at the same moment; a batch of several calls has a
//    path of several names and goes to tRPC).

export const READ_PATH = 'seApi.subtitles.read';
const WAVEFORM_PATH = 'seApi.waveform.upload';
const WRITE_PATHS = { write: 'seApi.subtitles.write', plainText: 'seApi.subtitles.plainText' };

/** The tRPC paths answered here, mounted before tRPC's own handler on /trpc. */
export function trpcSubtitleRoutes(deps: AppDeps, recordError: RecordError): Router {
  // Matched as tRPC matches procedure paths: case and trailing slash count.
  const routes = Router({ caseSensitive: true, strict: true });
  const uploadLimit = uploadLimitBytes(deps.env.UPLOAD_LIMIT_MB);
  const uploads = {
    [READ_PATH]: (file: ReceivedFile, options: CallOptions) =>
      readUpload(deps.work, { ...file, track: file.fields['track'] }, options),
    [WAVEFORM_PATH]: (file: { bytes: Uint8Array }, options: CallOptions) =>
      readWaveformUpload(deps.work, file.bytes, options),
  };
  for (const [path, work] of Object.entries(uploads)) {
    routes.post(`/${path}`, (req, res, next) => {
      if (req.query.batch !== undefined) {
        next();
        return;
      }
      const call = { path, type: 'mutation', batch: false } as const;
      trpcCall(deps, recordError, call, async (options) => {
        const file = await readUploadedFile(req, uploadLimit, options.buffers);
        const { json } = await work(file, options);
        await sendTrpcData(res, json, call);
      })(req, res, next);
    });
  }
  for (const kind of ['write', 'plainText'] as const) {
    const path = WRITE_PATHS[kind];
    routes.post(`/${path}`, (req, res, next) => {
      const call = { path, type: 'mutation', batch: isBatch(req) } as const;
      trpcCall(deps, recordError, call, async (options) => {
        // tRPC reads JSON bodies up to the upload limit (app.ts maxBodySize).
        const body = await readJsonBody(req, uploadLimit, options.buffers);
        const file = await writeForTrpc(deps.work, { body, batch: call.batch, kind }, options);
        const [open, close] = call.batch ? ['[', ']'] : ['', ''];
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
