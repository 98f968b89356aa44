import type { Request } from 'express';
import type { Db } from '../db/connection';
import type { Env } from '../env';
import type { SubtitleWork } from '../work/subtitleWork';
import { verifySessionToken, type SessionUser } from '../security/jwt';

/** What every procedure may use. Tests build it directly with createContextInner. */
export interface AppDeps {
  db: Db;
  env: Env;
  jwtSecret: Uint8Array;
  /** The worker pool and queue of the subtitle service (server/work/). */
  work: SubtitleWork;
}

export interface Context extends AppDeps {
  user: SessionUser | null;
  ip: string;
  /** A bearer token was sent but is not valid (forged, expired): the caller believes it is logged in. */
  tokenRejected: boolean;
}

export function createContextInner(
  deps: AppDeps,
  user: SessionUser | null = null,
  ip = '127.0.0.1',
  tokenRejected = false,
): Context {
  return { ...deps, user, ip, tokenRejected };
}

/** Reads the bearer token of a request; a missing or invalid token means an anonymous caller. */
export async function createContextFromRequest(deps: AppDeps, req: Request): Promise<Context> {
  const header = req.get('authorization');
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  const user = token ? await verifySessionToken(token, deps.jwtSecret) : null;
  return createContextInner(
    deps,
    user,
    req.ip ?? req.socket.remoteAddress ?? '',
    token !== undefined && user === null,
  );
}
