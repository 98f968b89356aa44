import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { blogPostSchema, type BlogPost } from '../../shared/api/schemas';
import { withEffectiveCommentsFlag } from '../../shared/site/comments';
import type { Db } from '../db/connection';
import { deletePost, listAllPosts, updatePost } from '../db/repositories/posts';
import { sanitizePostHtml } from '../security/sanitizeHtml';
import { createPost } from '../services/posts';
import { adminProcedure, router } from '../trpc/init';

// The admin Posts tab (spec/site.md §2, §7): every call answers the updated post list.

/** 'YYYY-MM-DD' or an ISO date-time; empty means "no limit". Stored as given, compared as a date. */
const commentDisabledAfter = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || !Number.isNaN(Date.parse(value)), {
    message: 'Use a date such as 2026-12-31 or an ISO date-time.',
  });

const postFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Title is required.')
    .max(300, 'Title is at most 300 characters.'),
  content: z.string().trim().min(1, 'Content is required.').max(2_000_000, 'Content is too long.'),
  visible: z.boolean().default(true),
  /** Accepted for the original client's sake; the post is stamped with the caller's id. */
  postedById: z.number().int().nullish(),
  commentDisabledAfter,
};

const postList = z.array(blogPostSchema);

/**
 * Every post with the effective `commentsDisabled`, like the public answers. The editor edits the
 * stored `commentDisabledAfter`; the stored flag is never written from an answer (the inputs
 * have no such field), so an echoed effective value cannot close a post for good.
 */
async function postsNow(db: Db): Promise<BlogPost[]> {
  const now = new Date();
  return (await listAllPosts(db)).map((post) => withEffectiveCommentsFlag(post, now));
}

export const adminPostsRouter = router({
  list: adminProcedure.output(postList).query(({ ctx }) => postsNow(ctx.db)),
  create: adminProcedure
    .input(z.object(postFields))
    .output(postList)
    .mutation(async ({ ctx, input }) => {
      await createPost(ctx.db, {
        title: input.title,
        content: sanitizePostHtml(input.content),
        visible: input.visible,
        postedBy: ctx.user.name,
        postedById: ctx.user.blogUserId,
        created: new Date().toISOString(),
        commentDisabledAfter: input.commentDisabledAfter,
      });
      return postsNow(ctx.db);
    }),
  update: adminProcedure
    .input(z.object({ ...postFields, blogItemId: z.number().int().positive() }))
    .output(postList)
    .mutation(async ({ ctx, input }) => {
      const found = await updatePost(ctx.db, {
        blogItemId: input.blogItemId,
        title: input.title,
        content: sanitizePostHtml(input.content),
        visible: input.visible,
        commentDisabledAfter: input.commentDisabledAfter,
        modified: new Date().toISOString(),
      });
      if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such blog post.' });
      return postsNow(ctx.db);
    }),
  delete: adminProcedure
    .input(z.object({ id: z.coerce.number().int().positive() }))
    .output(postList)
    .mutation(async ({ ctx, input }) => {
      if (!(await deletePost(ctx.db, input.id)))
        throw new TRPCError({ code: 'NOT_FOUND', message: 'No such blog post.' });
      return postsNow(ctx.db);
    }),
});
