import { Router, type Request, type RequestHandler, type Response } from 'express';
import { errorBody } from '../../shared/api/errors';
import { createContextFromRequest, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/router';

type Caller = ReturnType<typeof createCaller>;

/** Wraps one REST route: builds a caller for the request and sends what the procedure returns. */
export function restRoute(
  deps: AppDeps,
  handle: (caller: Caller, req: Request, res: Response) => Promise<unknown>,
): RequestHandler {
  return (req, res, next) => {
    createContextFromRequest(deps, req)
      .then((ctx) => handle(createCaller(ctx), req, res))
      .then((result) => {
        if (!res.headersSent) res.json(result);
      })
      .catch(next);
  };
}

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
