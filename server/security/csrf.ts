import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { errorBody } from '../../shared/api/errors';
import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/site/constants';
import { readCookie } from './cookies';

// Double-submit CSRF check of CONTRACT.md §4: pages set a script-readable XSRF-TOKEN cookie;
// state-changing calls to /blog and /trpc must echo it in X-XSRF-TOKEN. /se-api is exempt.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PROTECTED_PREFIXES = ['/blog', '/trpc'];

/** Sets the cookie on a page response unless the browser already has one. */
export function issueXsrfCookie(cookieHeader: string | undefined, res: Response): void {
  if (readCookie(cookieHeader, XSRF_COOKIE)) return;
  res.cookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
    sameSite: 'lax',
    httpOnly: false,
    path: '/',
  });
}

function isProtected(path: string): boolean {
  const lower = path.toLowerCase();
  return PROTECTED_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const requireXsrfHeader: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || !isProtected(req.path)) {
    next();
    return;
  }
  const cookie = readCookie(req.headers.cookie, XSRF_COOKIE);
  const header = req.get(XSRF_HEADER);
  if (cookie && header && sameToken(cookie, header)) {
    next();
    return;
  }
  res.status(403).json(errorBody('FORBIDDEN', 'Missing or wrong X-XSRF-TOKEN header.'));
};
