import { Router } from 'express';
import { errorBody } from '../../shared/api/errors';
import type { AppDeps } from '../trpc/context';
import { restRoute } from './restRoute';

/** The spec's /blog/... paths (spec/site.md §7), each calling its tRPC twin. */
export function blogRoutes(deps: AppDeps): Router {
  const routes = Router();
  routes.get(
    '/posts',
    restRoute(deps, (caller) => caller.blog.posts.list()),
  );
  routes.get(
    '/posts/:friendlyId',
    restRoute(deps, (caller, req) =>
      caller.blog.posts.byFriendlyId({ friendlyId: String(req.params.friendlyId) }),
    ),
  );
  routes.get(
    '/posts-by-id/:id',
    restRoute(deps, (caller, req) => caller.blog.posts.byId({ id: Number(req.params.id) })),
  );
  routes.use((req, res, next) => {
    // '/blog' itself is the page route that redirects home (spec/site.md §2).
    if (req.path === '/') {
      next();
      return;
    }
    res.status(404).json(errorBody('NOT_FOUND', 'No such blog API path.'));
  });
  return routes;
}
