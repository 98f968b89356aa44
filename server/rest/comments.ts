import { Router } from 'express';
import type { RateLimiters } from '../security/rateLimit';
import type { AppDeps } from '../trpc/context';
import { restRoute, untrusted } from './restRoute';

/** The comment calls of spec/site.md §7 under /blog; `{postId}` is the numeric blogItemId. */
export function commentRoutes(deps: AppDeps, limits: RateLimiters): Router {
  const routes = Router();
  routes.get(
    '/posts/:postId/comments',
    restRoute(deps, (caller, req) =>
      caller.blog.comments.list(untrusted({ blogItemId: req.params.postId })),
    ),
  );
  routes.post(
    '/comments',
    limits.comment,
    restRoute(deps, (caller, req) => caller.blog.comments.add(untrusted(req.body))),
  );
  routes.put(
    '/comments',
    restRoute(deps, (caller, req) => caller.blog.comments.update(untrusted(req.body))),
  );
  routes.delete(
    '/comments',
    restRoute(deps, (caller, req) => caller.blog.comments.delete(untrusted(req.query))),
  );
  return routes;
}
