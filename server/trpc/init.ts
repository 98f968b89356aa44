import { initTRPC, TRPCError } from '@trpc/server';
import { ADMIN_ACCESS_LEVEL } from '../../shared/site/constants';
import { DatabaseUnavailableError } from '../db/availability';
import { findUserById } from '../db/repositories/users';
import type { SessionUser } from '../security/jwt';
import type { Context } from './context';

const t = initTRPC.context<Context>().create();

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/**
 * A database that cannot be reached is a passing state of the server, not a bug in the call:
 * SERVICE_UNAVAILABLE (503), which the REST adapters answer with Retry-After.
 */
const databaseAvailability = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DatabaseUnavailableError) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: result.error.cause.message,
      cause: result.error.cause,
    });
  }
  return result;
});

export const publicProcedure = t.procedure.use(databaseAvailability);

/** A caller with a valid token (401 otherwise). */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Whether the caller's token grants administrator rights (access level 10 or higher). */
export function isAdmin(user: SessionUser | null): boolean {
  return (user?.accessLevel ?? 0) >= ADMIN_ACCESS_LEVEL;
}

/**
 * A caller with a valid token whose account still exists: a deleted user's token (valid for up
 * to an hour after the deletion) must not change anything in that account's name.
 */
export const accountProcedure = authedProcedure.use(async ({ ctx, next }) => {
  const account = await findUserById(ctx.db, ctx.user.blogUserId);
  if (!account) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'This account no longer exists.' });
  }
  return next({ ctx: { ...ctx, account } });
});

/**
 * An administrator: 401 without a valid token or account, 403 below access level 10. The level
 * is read from the account, not the token, so a demoted or deleted administrator loses the
 * rights at once instead of when the token expires.
 */
export const adminProcedure = accountProcedure.use(({ ctx, next }) => {
  if (ctx.account.accessLevel < ADMIN_ACCESS_LEVEL) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrators only.' });
  }
  return next();
});
