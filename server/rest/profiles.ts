import { Router } from 'express';
import type { RateLimiters } from '../security/rateLimit';
import type { AppDeps } from '../trpc/context';
import { restRoute, untrusted } from './restRoute';

/** The profile calls of spec/site.md §7 under /blog, each calling its tRPC twin. */
export function profileRoutes(deps: AppDeps, limits: RateLimiters): Router {
  const routes = Router();
  routes.post(
    '/profiles/login',
    limits.login,
    restRoute(deps, (caller, req) => caller.blog.profiles.login(untrusted(req.body))),
  );
  routes.post(
    '/profiles/register',
    limits.register,
    restRoute(deps, (caller, req) => caller.blog.profiles.register(untrusted(req.body))),
  );
  routes.post(
    '/profiles/login-token',
    restRoute(deps, (caller, req) => caller.blog.profiles.loginToken(untrusted(req.body))),
  );
  routes.post(
    '/profiles/logout',
    restRoute(deps, (caller, req) => caller.blog.profiles.logout(untrusted(req.body))),
  );
  routes.put(
    '/profiles',
    restRoute(deps, (caller, req) => caller.blog.profiles.update(untrusted(req.body))),
  );
  routes.get(
    '/profiles/username-and-email-free',
    restRoute(deps, (caller, req) =>
      caller.blog.profiles.usernameAndEmailFree(untrusted(req.query)),
    ),
  );
  routes.get(
    '/profiles/question',
    restRoute(deps, (caller) => caller.blog.profiles.question()),
  );
  return routes;
}
