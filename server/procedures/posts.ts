import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { blogPostListItemSchema, blogPostSchema, type BlogPost } from '../../shared/api/schemas';
import { withEffectiveCommentsFlag } from '../../shared/site/comments';
import { ADMIN_ACCESS_LEVEL } from '../../shared/site/constants';
import { findPostByFriendlyId, findPostById, listVisiblePosts } from '../db/repositories/posts';
import type { Context } from '../trpc/context';
import { publicProcedure, router } from '../trpc/init';

/**
 * Hidden posts exist only for administrators; everyone else gets the same 404 as for no post.
 * The answer's `commentsDisabled` is the effective value (CONTRACT.md §3's refusal rule).
 */
function visibleTo(ctx: Context, post: BlogPost | undefined): BlogPost {
  const isAdmin = (ctx.user?.accessLevel ?? 0) >= ADMIN_ACCESS_LEVEL;
  if (!post || (!post.visible && !isAdmin)) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'No such blog post.' });
  }
  return withEffectiveCommentsFlag(post);
}

export const postsRouter = router({
  /** Visible posts, newest first, with their comment counts. */
  list: publicProcedure
    .output(z.array(blogPostListItemSchema))
    .query(({ ctx }) => listVisiblePosts(ctx.db)),
  byFriendlyId: publicProcedure
    .input(z.object({ friendlyId: z.string().min(1).max(200) }))
    .output(blogPostSchema)
    .query(async ({ ctx, input }) =>
      visibleTo(ctx, await findPostByFriendlyId(ctx.db, input.friendlyId.toLowerCase())),
    ),
  byId: publicProcedure
    .input(z.object({ id: z.coerce.number().int().positive() }))
    .output(blogPostSchema)
    .query(async ({ ctx, input }) => visibleTo(ctx, await findPostById(ctx.db, input.id))),
});
