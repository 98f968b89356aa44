import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  blogCommentSchema,
  commentAddInputSchema,
  commentAuthorSchema,
  commentDeleteInputSchema,
  commentUpdateInputSchema,
  type BlogComment,
} from '../../shared/api/blogSchemas';
import type { BlogPost } from '../../shared/api/schemas';
import { commentsClosed } from '../../shared/site/comments';
import {
  deleteComment,
  findCommentOwner,
  insertComment,
  listCommentsForPost,
  updateCommentContent,
} from '../db/repositories/comments';
import { findPostById } from '../db/repositories/posts';
import { findUserById } from '../db/repositories/users';
import type { Context } from '../trpc/context';
import { accountProcedure, adminProcedure, isAdmin, publicProcedure, router } from '../trpc/init';

// Comments of a post (spec/site.md §2, §6; CONTRACT.md §3–§4): anyone reads and adds, the author
// or an administrator edits, only an administrator deletes.

const commentList = z.array(blogCommentSchema);

/** A post the caller may see (hidden ones exist for administrators only). */
async function postFor(ctx: Context, blogItemId: number): Promise<BlogPost> {
  const post = await findPostById(ctx.db, blogItemId);
  if (!post || (!post.visible && !isAdmin(ctx.user))) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'No such blog post.' });
  }
  return post;
}

function commentsOf(ctx: Context, blogItemId: number): Promise<BlogComment[]> {
  return listCommentsForPost(ctx.db, blogItemId, isAdmin(ctx.user) ? 'admin' : 'public');
}

async function commentOwner(ctx: Context, blogCommentId: number) {
  const owner = await findCommentOwner(ctx.db, blogCommentId);
  if (!owner) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such comment.' });
  return owner;
}

/** Who the new comment is from: the account of a logged-in caller, else the form's fields. */
async function commentAuthor(
  ctx: Context,
  input: { name: string; email: string },
): Promise<{ name: string; email: string; imageUrl: string; postedById: number | null }> {
  if (ctx.user) {
    const account = await findUserById(ctx.db, ctx.user.blogUserId);
    if (!account) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'This account no longer exists.' });
    }
    const { name, email, imageUrl, blogUserId } = account;
    return { name, email, imageUrl, postedById: blogUserId };
  }
  const typed = commentAuthorSchema.safeParse(input);
  if (!typed.success) {
    // The REST adapter turns a ZodError cause into 400 with field messages, like input errors.
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Some fields are not valid.',
      cause: typed.error,
    });
  }
  return { ...typed.data, imageUrl: '', postedById: null };
}

export const commentsRouter = router({
  list: publicProcedure
    .input(z.object({ blogItemId: z.coerce.number().int().positive() }))
    .output(commentList)
    .query(async ({ ctx, input }) =>
      commentsOf(ctx, (await postFor(ctx, input.blogItemId)).blogItemId),
    ),
  add: publicProcedure
    .input(commentAddInputSchema)
    .output(z.object({ blogItemId: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      // A client that sent a token believes it is logged in; posting under the form's name
      // instead would surprise it, so it is told to log in again.
      if (ctx.tokenRejected) {
        throw new TRPCError({
          code: 'UNAUTHORIZED',
          message: 'The session has expired; please log in again.',
        });
      }
      const post = await postFor(ctx, input.blogItemId);
      if (commentsClosed(post)) {
        throw new TRPCError({ code: 'FORBIDDEN', message: 'Comments are closed for this post.' });
      }
      const author = await commentAuthor(ctx, input);
      await insertComment(ctx.db, {
        ...author,
        blogItemId: post.blogItemId,
        ip: ctx.ip,
        content: input.content,
        created: new Date().toISOString(),
      });
      return { blogItemId: post.blogItemId };
    }),
  update: accountProcedure
    .input(commentUpdateInputSchema)
    .output(commentList)
    .mutation(async ({ ctx, input }) => {
      const owner = await commentOwner(ctx, input.blogCommentId);
      const isAuthor = owner.postedById !== null && owner.postedById === ctx.account.blogUserId;
      if (!isAuthor && !isAdmin(ctx.user)) {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: 'Only the author or an administrator may edit this comment.',
        });
      }
      await updateCommentContent(ctx.db, input.blogCommentId, input.content);
      return commentsOf(ctx, owner.blogItemId);
    }),
  delete: adminProcedure
    .input(commentDeleteInputSchema)
    .output(commentList)
    .mutation(async ({ ctx, input }) => {
      const owner = await commentOwner(ctx, input.id);
      await deleteComment(ctx.db, input.id);
      return commentsOf(ctx, owner.blogItemId);
    }),
});
