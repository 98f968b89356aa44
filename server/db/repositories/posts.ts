import type { BlogPost, BlogPostListItem } from '../../../shared/api/schemas';
import type { Db } from '../connection';

export interface NewPost {
  title: string;
  content: string;
  visible: boolean;
  postedBy: string;
  postedById: number | null;
  created: string;
  guid?: string;
  commentDisabledAfter?: string | null;
}

export function listVisiblePosts(db: Db): Promise<BlogPostListItem[]> {
  return db
    .selectFrom('posts as p')
    .select((eb) => [
      'p.blog_item_id as blogItemId',
      'p.title',
      'p.created',
      'p.posted_by as postedBy',
      'p.friendly_id as friendlyId',
      'p.content',
      eb
        .selectFrom('comments as c')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('c.blog_item_id', '=', 'p.blog_item_id')
        .$asScalar()
        .$notNull()
        .as('commentCount'),
    ])
    .where('p.visible', '=', 1)
    .orderBy('p.created', 'desc')
    .orderBy('p.blog_item_id', 'desc')
    .execute();
}

export async function countPosts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function friendlyIdExists(db: Db, friendlyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('posts')
    .select('blog_item_id')
    .where('friendly_id', '=', friendlyId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPost(db: Db, post: NewPost & { friendlyId: string }): Promise<number> {
  const row = await db
    .insertInto('posts')
    .values({
      friendly_id: post.friendlyId,
      title: post.title,
      content: post.content,
      visible: post.visible ? 1 : 0,
      created: post.created,
      posted_by: post.postedBy,
      posted_by_id: post.postedById,
      guid: post.guid ?? null,
      comment_disabled_after: post.commentDisabledAfter ?? null,
    })
    .returning('blog_item_id')
    .executeTakeFirstOrThrow();
  return row.blog_item_id;
}

const POST_COLUMNS = [
  'blog_item_id as blogItemId',
  'title',
  'content',
  'visible',
  'created',
  'modified',
  'posted_by as postedBy',
  'posted_by_id as postedById',
  'comment_disabled_after as commentDisabledAfter',
  'comments_disabled as commentsDisabled',
  'friendly_id as friendlyId',
] as const;

type PostRow = Omit<BlogPost, 'visible' | 'commentsDisabled'> & {
  visible: number;
  commentsDisabled: number;
};

function toPost(row: PostRow): BlogPost {
  return { ...row, visible: row.visible === 1, commentsDisabled: row.commentsDisabled === 1 };
}

export async function findPostByFriendlyId(
  db: Db,
  friendlyId: string,
): Promise<BlogPost | undefined> {
  const row = await db
    .selectFrom('posts')
    .select(POST_COLUMNS)
    .where('friendly_id', '=', friendlyId)
    .executeTakeFirst();
  return row && toPost(row);
}

export async function findPostById(db: Db, blogItemId: number): Promise<BlogPost | undefined> {
  const row = await db
    .selectFrom('posts')
    .select(POST_COLUMNS)
    .where('blog_item_id', '=', blogItemId)
    .executeTakeFirst();
  return row && toPost(row);
}

/** Every post, hidden ones included, newest first (the admin Posts tab). */
export async function listAllPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db
    .selectFrom('posts')
    .select(POST_COLUMNS)
    .orderBy('created', 'desc')
    .orderBy('blog_item_id', 'desc')
    .execute();
  return rows.map(toPost);
}

export interface PostUpdate {
  blogItemId: number;
  title: string;
  content: string;
  visible: boolean;
  commentDisabledAfter: string | null;
  modified: string;
}

/** Returns false when no post has that id. */
export async function updatePost(db: Db, post: PostUpdate): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({
      title: post.title,
      content: post.content,
      visible: post.visible ? 1 : 0,
      comment_disabled_after: post.commentDisabledAfter,
      modified: post.modified,
    })
    .where('blog_item_id', '=', post.blogItemId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a post; its comments go with it in the same statement (ON DELETE CASCADE). */
export async function deletePost(db: Db, blogItemId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('posts')
    .where('blog_item_id', '=', blogItemId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function postGuidExists(db: Db, guid: string): Promise<boolean> {
  const row = await db
    .selectFrom('posts')
    .select('blog_item_id')
    .where('guid', '=', guid)
    .executeTakeFirst();
  return row !== undefined;
}
