import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { Request, RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import { errorBody } from '../../shared/api/errors';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import { DatabaseRateLimitStore } from './rateLimitStore';

// Per-IP limits of CONTRACT.md §3 on login, register and comment posting, with express-rate-limit:
// 429, a Retry-After header and the JSON error body. Each limiter serves both the REST path and
// its tRPC twin, so the two share one count and neither is a way around the other. On
// PostgreSQL the counts are kept in the database, so several instances share them.

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

/**
 * One set per app, so every test server starts with empty counts. With `shared`, the counts are
 * kept in that database (every instance of a site on one PostgreSQL); else in this process.
 */
export function createRateLimiters(env: Env, shared?: Db): RateLimiters {
  const store = (name: keyof RateLimiters): Partial<Options> =>
    shared ? { store: new DatabaseRateLimitStore(shared, `${name}:`) } : {};
  return {
    // Only failed logins count: a user who logs in often must never be locked out.
    login: limiter(env.RATE_LOGIN, 15 * MINUTE_MS, {
      skipSuccessfulRequests: true,
      ...store('login'),
    }),
    register: limiter(env.RATE_REGISTER, 60 * MINUTE_MS, store('register')),
    comment: limiter(env.RATE_COMMENT, 10 * MINUTE_MS, store('comment')),
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
