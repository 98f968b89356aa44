import { Router } from 'express';
import type { AppDeps } from '../trpc/context';
import { restRoute, untrusted } from './restRoute';

// The admin calls of spec/site.md §7 under /blog, each calling its tRPC twin. Comments and users
// are in the comments and users routers.

export function adminRoutes(deps: AppDeps): Router {
  const routes = Router();
  routes.get(
    '/admin-posts',
    restRoute(deps, (caller) => caller.admin.posts.list()),
  );
  routes.post(
    '/admin-posts',
    restRoute(deps, (caller, req) => caller.admin.posts.create(untrusted(req.body))),
  );
  routes.put(
    '/admin-posts',
    restRoute(deps, (caller, req) => caller.admin.posts.update(untrusted(req.body))),
  );
  routes.delete(
    '/admin-posts',
    restRoute(deps, (caller, req) => caller.admin.posts.delete(untrusted({ id: req.query.id }))),
  );
  routes.get(
    '/admin-logs',
    restRoute(deps, (caller, req) => caller.admin.logs.requests(untrusted(req.query))),
  );
  routes.get(
    '/admin-referrers',
    restRoute(deps, async (caller, req) => {
      // The spec's referrer is a plain string; the tab gets counts and times through tRPC.
      const { rows } = await caller.admin.logs.referrers(untrusted(req.query));
      return rows.map((row) => `${row.host}${row.path}`);
    }),
  );
  routes.get(
    '/admin-errors',
    restRoute(
      deps,
      async (caller, req) => (await caller.admin.logs.errors(untrusted(req.query))).rows,
    ),
  );
  routes.get(
    '/import',
    restRoute(deps, async (caller, _req, res) => {
      const { status } = await caller.admin.commands.importPosts();
      res.type('text/plain').send(status);
    }),
  );
  routes.delete(
    '/admin-temp-files',
    restRoute(deps, (caller) => caller.admin.commands.deleteTempFiles()),
  );
  return routes;
}
