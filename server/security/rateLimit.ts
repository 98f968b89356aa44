import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { Request, RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import { errorBody } from '../../shared/api/errors';
import type { Env } from '../env';

// Per-IP limits of CONTRACT.md §3 on login, register and comment posting, with express-rate-limit:
// 429, a Retry-After header and the JSON error body. Each limiter serves both the REST path and
// its tRPC twin, so the two share one count and neither is a way around the other.

export interface RateLimiters {
  login: RequestHandler;
  register: RequestHandler;
  comment: RequestHandler;
}

const MINUTE_MS = 60 * 1000;
const LIMITED_MESSAGE = 'Too many attempts; please try again later.';

/**
 * A 429 for a /trpc call in tRPC's own error shape (one entry per procedure of a batch), so the
 * web client reads it as a TOO_MANY_REQUESTS error instead of an unreadable answer.
 */
function trpcLimitedBody(req: Request): unknown {
  const paths = decodeURIComponent(req.path.replace(/^\//, '')).split(',');
  const entry = (path: string) => ({
    error: {
      message: LIMITED_MESSAGE,
      code: TRPC_ERROR_CODES_BY_KEY.TOO_MANY_REQUESTS,
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path },
    },
  });
  return req.query.batch === '1' ? paths.map(entry) : entry(paths[0] ?? '');
}

function limiter(limit: number, windowMs: number, extra: Partial<Options> = {}): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (req, res) => {
      res
        .status(429)
        .json(
          req.baseUrl === '/trpc'
            ? trpcLimitedBody(req)
            : errorBody('TOO_MANY_REQUESTS', LIMITED_MESSAGE),
        );
    },
    ...extra,
  });
}

/** One set per app, so every test server starts with empty counts. */
export function createRateLimiters(env: Env): RateLimiters {
  return {
    // Only failed logins count: a user who logs in often must never be locked out.
    login: limiter(env.RATE_LOGIN, 15 * MINUTE_MS, { skipSuccessfulRequests: true }),
    register: limiter(env.RATE_REGISTER, 60 * MINUTE_MS),
    comment: limiter(env.RATE_COMMENT, 10 * MINUTE_MS),
  };
}

/** tRPC procedure paths (dotted) limited like their REST twins. */
const TRPC_LIMITED: Record<string, keyof RateLimiters> = {
  'blog.profiles.login': 'login',
  'blog.profiles.register': 'register',
  'blog.comments.add': 'comment',
};

/**
 * Applies the limits to /trpc calls. A batched call names several procedures ('a,b'); it is
 * counted once by each limiter any of them needs.
 */
export function trpcRateLimits(limiters: RateLimiters): RequestHandler {
  return (req, res, next) => {
    const names = decodeURIComponent(req.path.replace(/^\//, '')).split(',');
    const needed = [...new Set(names.flatMap((name) => TRPC_LIMITED[name] ?? []))].map(
      (key) => limiters[key],
    );
    const run = (index: number): void => {
      const handler = needed[index];
      if (!handler) {
        next();
        return;
      }
      void handler(req, res, (error?: unknown) => {
        if (error !== undefined) next(error);
        else run(index + 1);
      });
    };
    run(0);
  };
}
