import type { Request, RequestHandler, Response } from 'express';
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

/**
 * Hands an untyped request value (JSON body, query) to a procedure. The procedure's zod input
 * validates it and answers 400 with field messages, so no type can be claimed for it here.
 */
export function untrusted(value: unknown): never {
  return value as never;
}
