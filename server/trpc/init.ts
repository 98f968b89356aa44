import { initTRPC, TRPCError } from '@trpc/server';
import { ADMIN_ACCESS_LEVEL } from '../../shared/site/constants';
import type { Context } from './context';

const t = initTRPC.context<Context>().create();

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** A caller with a valid token (401 otherwise). */
export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** An administrator: 401 without a token, 403 below access level 10. */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.accessLevel < ADMIN_ACCESS_LEVEL) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrators only.' });
  }
  return next();
});
