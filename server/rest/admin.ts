import { Router } from 'express';
import type { AppDeps } from '../trpc/context';
import { restRoute, untrusted } from './restRoute';

// The admin calls of spec/site.md §7 under /blog, each calling its tRPC twin. Paged lists take
// ?offset=&limit= (default the newest 100) and answer the spec's plain arrays.

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
    '/admin-comments',
    restRoute(
      deps,
      async (caller, req) => (await caller.admin.moderation.comments(untrusted(req.query))).rows,
    ),
  );
  routes.get(
    '/admin-users',
    restRoute(
      deps,
      async (caller, req) => (await caller.admin.moderation.users(untrusted(req.query))).rows,
    ),
  );
  routes.delete(
    '/admin-users',
    restRoute(
      deps,
      async (caller, req) =>
        (await caller.admin.moderation.deleteUser(untrusted({ id: req.query.id }))).rows,
    ),
  );
  routes.delete(
    '/admin-old-users',
    restRoute(deps, async (caller) => (await caller.admin.moderation.deleteOldUsers()).rows),
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
