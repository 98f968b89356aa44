import { Router, type Request, type RequestHandler, type Response } from 'express';
import { errorBody } from '../../shared/api/errors';
import {
  createTemp,
  getTemp,
  getTempChunk,
  readUpload,
  readWaveformUpload,
  reservePlace,
  writeFormat,
  writePlainTextFile,
  type CallOptions,
} from '../services/subtitleFiles';
import type { AppDeps } from '../trpc/context';
import { INLINE_BELOW_BYTES } from '../work/subtitleWork';
import { clientGone } from './clientGone';
import { readJsonBody } from './jsonBody';
import { restRoute } from './restRoute';
import { readUploadedFile, uploadLimitBytes } from './multipart';
import { sendJsonChunks } from './streamJson';

// The subtitle service's paths. The light ones call their tRPC twin through createCaller; the
// heavy ones (reading, writing and exporting files, waveform files, temporary subtitles) call the
// service functions the twins share the library with (server/services/subtitleFiles.ts), which
// run the work in the worker pool and answer bytes ready to send: the procedures answer objects,
// and turning a 1M-cue subtitle into objects and back on the event loop is what stalled it.
// A request takes its queue place before its body is read (503 when the queue is full), and
// leaves the queue if its client goes away.

/** A heavy route: takes a queue place, reads the body, runs, sends the answer, and only then
 *  gives the place back, since the answer is held in memory until sent. Errors go to the app's
 *  error handler (503 + Retry-After, 4xx bodies, 500). */
function workRoute(
  deps: AppDeps,
  handle: (req: Request, res: Response, options: CallOptions) => Promise<void>,
): RequestHandler {
  return (req, res, next) => {
    const signal = clientGone(res);
    // A body declared smaller than the inline threshold is worked inline and needs no place, so
    // small files are answered even when the queue is full.
    const small = Number(req.headers['content-length']) < INLINE_BELOW_BYTES;
    let place: CallOptions['place'];
    try {
      place = small ? undefined : reservePlace(deps.work);
    } catch (error) {
      next(error);
      return;
    }
    // Pooled buffers go with a place: both are held until the answer has left.
    const buffers = place && deps.work.requestBuffers();
    handle(req, res, { signal, place, buffers })
      .catch(next)
      .finally(() => {
        place?.release();
        buffers?.release();
      });
  };
}

/** The subtitle service's paths (spec/editor.md §7, CONTRACT.md §5). */
export function seApiRoutes(deps: AppDeps): Router {
  const routes = Router();
  const uploadLimit = uploadLimitBytes(deps.env.UPLOAD_LIMIT_MB);
  const jsonLimit = uploadLimitBytes(deps.env.SE_JSON_LIMIT_MB);
  const { work } = deps;
  routes.get(
    '/subtitle-formats',
    restRoute(deps, (caller) => caller.seApi.subtitles.formats()),
  );
  routes.get(
    '/encodings',
    restRoute(deps, (caller) => caller.seApi.subtitles.encodings()),
  );
  routes.post(
    '/subtitles',
    workRoute(deps, async (req, res, options) => {
      const file = await readUploadedFile(req, uploadLimit, options.buffers);
      // `?track=INDEX` (CONTRACT §5), or a multipart field as the tRPC twin sends it.
      const track = req.query.track ?? file.fields['track'];
      const upload = { fileName: file.fileName, bytes: file.bytes, track };
      await sendJsonChunks(res, (await readUpload(work, upload, options)).json);
    }),
  );
  // Format names may hold spaces, '#' or '/': the rest of the path, decoded, is the name.
  routes.post(
    '/subtitles/format/*format',
    workRoute(deps, async (req, res, options) => {
      const segments = (req.params as { format?: string | string[] }).format ?? [];
      const format = Array.isArray(segments) ? segments.join('/') : segments;
      const query = req.query as Record<string, unknown>;
      const body = await readJsonBody(req, jsonLimit, options.buffers);
      const answer = await writeFormat(
        work,
        body,
        { format, encoding: query.encoding, useWindowsNewLine: query.useWindowsNewLine },
        options,
      );
      await sendJsonChunks(res, answer.json);
    }),
  );
  routes.post(
    '/subtitles/format-plain-text',
    workRoute(deps, async (req, res, options) => {
      const query = req.query as Record<string, unknown>;
      const body = await readJsonBody(req, jsonLimit, options.buffers);
      const answer = await writePlainTextFile(
        work,
        body,
        {
          mode: query.mode,
          removeStyling: query.removeStyling,
          encoding: query.encoding,
          useWindowsNewLine: query.useWindowsNewLine,
        },
        options,
      );
      await sendJsonChunks(res, answer.json);
    }),
  );
  routes.post(
    '/waveform',
    workRoute(deps, async (req, res, options) => {
      const { bytes } = await readUploadedFile(req, uploadLimit, options.buffers);
      await sendJsonChunks(res, (await readWaveformUpload(work, bytes, options)).json);
    }),
  );
  routes.get(
    '/demowaveform',
    restRoute(deps, (caller) => caller.seApi.waveform.demo()),
  );
  routes.post(
    '/subtitles/temp',
    workRoute(deps, async (req, res, options) => {
      const body = await readJsonBody(req, jsonLimit, options.buffers);
      res.json(await createTemp(work, body, options));
    }),
  );
  routes.get(
    '/subtitles/temp',
    workRoute(deps, async (req, res, options) => {
      await sendJsonChunks(res, (await getTemp(work, { id: req.query.id }, options)).json);
    }),
  );
  routes.get(
    '/subtitles/temparr',
    workRoute(deps, async (req, res, options) => {
      const query = { id: req.query.id, arrid: req.query.arrid };
      await sendJsonChunks(res, (await getTempChunk(work, query, options)).json);
    }),
  );
  routes.use((_req, res) => {
    res.status(404).json(errorBody('NOT_FOUND', 'No such subtitle service path.'));
  });
  return routes;
}
