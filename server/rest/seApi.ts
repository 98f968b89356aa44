import { Router } from 'express';
import { errorBody } from '../../shared/api/errors';
import { formWithFile } from '../procedures/uploadInput';
import type { AppDeps } from '../trpc/context';
import { restRoute, untrusted } from './restRoute';
import { readUploadedFile } from './multipart';

/** The subtitle service's paths (spec/editor.md §7, CONTRACT.md §5), each calling its tRPC twin. */
export function seApiRoutes(deps: AppDeps): Router {
  const routes = Router();
  routes.post(
    '/waveform',
    restRoute(deps, async (caller, req) =>
      caller.seApi.waveform.upload(formWithFile(await readUploadedFile(req))),
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
