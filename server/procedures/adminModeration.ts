import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ADMIN_ACCESS_LEVEL } from '../../shared/site/constants';
import { countComments, pageAllComments } from '../db/repositories/comments';
import {
  countUsers,
  countUsersWithAccessLevel,
  deleteInactiveUsers,
  deleteUser,
  findUserById,
  pageUsers,
} from '../db/repositories/users';
import { adminProcedure, router } from '../trpc/init';
import { pageInput } from './adminLogs';

// The admin Comments and Users tabs. Comment edit and delete go through the comments router
// (PUT/DELETE /blog/comments), which checks the same roles for every caller.

/** A user whose last visit (or registration, if never logged in) is older than this is inactive. */
export const INACTIVE_USER_DAYS = 365;

const userId = z.object({ id: z.coerce.number().int().positive() });

async function usersPage(db: Parameters<typeof pageUsers>[0], offset: number, limit: number) {
  return { rows: await pageUsers(db, offset, limit), total: await countUsers(db) };
}

export const adminModerationRouter = router({
  comments: adminProcedure.input(pageInput).query(async ({ ctx, input }) => ({
    rows: await pageAllComments(ctx.db, input.offset, input.limit),
    total: await countComments(ctx.db),
  })),
  users: adminProcedure
    .input(pageInput)
    .query(({ ctx, input }) => usersPage(ctx.db, input.offset, input.limit)),
  deleteUser: adminProcedure.input(userId).mutation(async ({ ctx, input }) => {
    const target = await findUserById(ctx.db, input.id);
    if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such user.' });
    if (target.blogUserId === ctx.user.blogUserId) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'You cannot delete your own account here.',
      });
    }
    if (
      target.accessLevel >= ADMIN_ACCESS_LEVEL &&
      (await countUsersWithAccessLevel(ctx.db, ADMIN_ACCESS_LEVEL)) <= 1
    ) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'The last administrator cannot be deleted.',
      });
    }
    await deleteUser(ctx.db, input.id);
    return usersPage(ctx.db, 0, 100);
  }),
  deleteOldUsers: adminProcedure.mutation(async ({ ctx }) => {
    const cutoff = new Date(Date.now() - INACTIVE_USER_DAYS * 86_400_000).toISOString();
    const deleted = await deleteInactiveUsers(ctx.db, cutoff, ADMIN_ACCESS_LEVEL);
    return {
      deleted,
      status: deleted === 1 ? 'Deleted 1 inactive user' : `Deleted ${deleted} inactive users`,
      ...(await usersPage(ctx.db, 0, 100)),
    };
  }),
});
