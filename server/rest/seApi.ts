import { Router, type Response } from 'express';
import { errorBody } from '../../shared/api/errors';
import type { AppDeps } from '../trpc/context';
import { restRoute, untrusted } from './restRoute';
import { readUploadedFile, uploadLimitBytes } from './multipart';
import { sendByteArrayJson, sendJsonWithArray } from './streamJson';

/** The original service's answer: the file's bytes as a JSON array of numbers 0–255. */
function sendAsByteArray(
  res: Response,
  { base64, fileName }: { base64: string; fileName: string },
): Promise<void> {
  return sendByteArrayJson(res, Buffer.from(base64, 'base64'), fileName);
}

/** The subtitle service's paths (spec/editor.md §7, CONTRACT.md §5), each calling its tRPC twin. */
export function seApiRoutes(deps: AppDeps): Router {
  const routes = Router();
  const uploadLimit = uploadLimitBytes(deps.env.UPLOAD_LIMIT_MB);
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
    restRoute(deps, async (caller, req, res) =>
      sendJsonWithArray(
        res,
        await caller.seApi.subtitles.read(await readUploadedFile(req, uploadLimit)),
        'paragraphs',
      ),
    ),
  );
  // Format names may hold spaces, '#' or '/': the rest of the path, decoded, is the name.
  routes.post(
    '/subtitles/format/*format',
    restRoute(deps, async (caller, req, res) => {
      const segments = (req.params as { format?: string | string[] }).format ?? [];
      const format = Array.isArray(segments) ? segments.join('/') : segments;
      const query = req.query as Record<string, unknown>;
      await sendAsByteArray(
        res,
        await caller.seApi.subtitles.write(
          untrusted({
            format,
            subtitle: req.body as unknown,
            encoding: query.encoding,
            useWindowsNewLine: query.useWindowsNewLine,
          }),
        ),
      );
    }),
  );
  routes.post(
    '/subtitles/format-plain-text',
    restRoute(deps, async (caller, req, res) => {
      const query = req.query as Record<string, unknown>;
      await sendAsByteArray(
        res,
        await caller.seApi.subtitles.plainText(
          untrusted({
            subtitle: req.body as unknown,
            mode: query.mode,
            removeStyling: query.removeStyling,
            encoding: query.encoding,
            useWindowsNewLine: query.useWindowsNewLine,
          }),
        ),
      );
    }),
  );
  routes.post(
    '/waveform',
    restRoute(deps, async (caller, req) =>
      caller.seApi.waveform.upload(await readUploadedFile(req, uploadLimit)),
    ),
  );
  routes.get(
    '/demowaveform',
    restRoute(deps, (caller) => caller.seApi.waveform.demo()),
  );
  routes.post(
    '/subtitles/temp',
    restRoute(deps, (caller, req) => caller.seApi.temp.create(untrusted(req.body))),
  );
  routes.get(
    '/subtitles/temp',
    restRoute(deps, (caller, req) => caller.seApi.temp.get(untrusted({ id: req.query.id }))),
  );
  routes.get(
    '/subtitles/temparr',
    restRoute(deps, (caller, req) =>
      caller.seApi.temp.chunk(untrusted({ id: req.query.id, arrid: req.query.arrid })),
    ),
  );
  routes.use((_req, res) => {
    res.status(404).json(errorBody('NOT_FOUND', 'No such subtitle service path.'));
  });
  return routes;
}
