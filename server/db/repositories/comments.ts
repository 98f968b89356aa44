import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { BlogComment } from '../../../shared/api/blogSchemas';
import type { Db } from '../connection';
import type { CommentsTable, Schema } from '../schema';

// Comments of a post. The public list never selects the IP, and shows an empty email when its
// author chose hideEmail; avatars follow the author's current profile.

/** A comment row (aliased c) beside its author's account (aliased u, absent for guests). */
type WithAuthor = Schema & { c: CommentsTable; u: Schema['users'] };

function publicColumns(eb: ExpressionBuilder<WithAuthor, 'c' | 'u'>) {
  return [
    'c.blog_comment_id as blogCommentId',
    'c.blog_item_id as blogItemId',
    'c.name',
    eb.case().when('u.hide_email', '=', 1).then('').else(eb.ref('c.email')).end().as('email'),
    'c.content',
    'c.created',
    'c.posted_by_id as postedById',
    eb.fn.coalesce('u.image_url', 'c.image_url').as('imageUrl'),
  ] as const;
}

/** Administrators moderate, so they see the stored email and the IP. */
function adminColumns(eb: ExpressionBuilder<WithAuthor, 'c' | 'u'>) {
  return [
    'c.blog_comment_id as blogCommentId',
    'c.blog_item_id as blogItemId',
    'c.name',
    'c.email',
    'c.ip',
    'c.content',
    'c.created',
    'c.posted_by_id as postedById',
    eb.fn.coalesce('u.image_url', 'c.image_url').as('imageUrl'),
  ] as const;
}

function withAuthors<O>(
  query: SelectQueryBuilder<WithAuthor, 'c', O>,
): SelectQueryBuilder<WithAuthor, 'c' | 'u', O> {
  return query.leftJoin('users as u', 'u.blog_user_id', 'c.posted_by_id');
}

export async function listCommentsForPost(
  db: Db,
  blogItemId: number,
  view: 'public' | 'admin',
): Promise<BlogComment[]> {
  const rows = await withAuthors(db.selectFrom('comments as c'))
    .select(view === 'admin' ? adminColumns : publicColumns)
    .where('c.blog_item_id', '=', blogItemId)
    .orderBy('c.created')
    .orderBy('c.blog_comment_id')
    .execute();
  return rows;
}

export interface NewComment {
  blogItemId: number;
  name: string;
  email: string;
  ip: string;
  content: string;
  created: string;
  postedById: number | null;
  imageUrl: string;
}

export async function insertComment(db: Db, comment: NewComment): Promise<number> {
  const row = await db
    .insertInto('comments')
    .values({
      blog_item_id: comment.blogItemId,
      name: comment.name,
      email: comment.email,
      ip: comment.ip,
      content: comment.content,
      created: comment.created,
      posted_by_id: comment.postedById,
      image_url: comment.imageUrl,
    })
    .returning('blog_comment_id')
    .executeTakeFirstOrThrow();
  return row.blog_comment_id;
}

export function findCommentOwner(
  db: Db,
  blogCommentId: number,
): Promise<{ blogItemId: number; postedById: number | null } | undefined> {
  return db
    .selectFrom('comments')
    .select(['blog_item_id as blogItemId', 'posted_by_id as postedById'])
    .where('blog_comment_id', '=', blogCommentId)
    .executeTakeFirst();
}

export async function updateCommentContent(
  db: Db,
  blogCommentId: number,
  content: string,
): Promise<boolean> {
  const result = await db
    .updateTable('comments')
    .set({ content })
    .where('blog_comment_id', '=', blogCommentId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteComment(db: Db, blogCommentId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('comments')
    .where('blog_comment_id', '=', blogCommentId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** All comments, newest first, one page at a time (the admin Comments tab). */
export async function pageAllComments(
  db: Db,
  offset: number,
  limit: number,
): Promise<BlogComment[]> {
  // The page is cut from the index (created, id descending) first and only its rows are joined
  // to their authors.
  const page = db
    .selectFrom('comments')
    .selectAll()
    .orderBy('created', 'desc')
    .orderBy('blog_comment_id', 'desc')
    .limit(limit)
    .offset(offset)
    .as('c');
  const rows = await withAuthors(db.selectFrom(page) as SelectQueryBuilder<WithAuthor, 'c', object>)
    .select(adminColumns)
    .orderBy('c.created', 'desc')
    .orderBy('c.blog_comment_id', 'desc')
    .execute();
  return rows;
}

export async function countComments(db: Db): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
