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

export function listVisiblePosts(db: Db): BlogPostListItem[] {
  return db
    .prepare<[], BlogPostListItem>(
      `SELECT p.blog_item_id AS blogItemId, p.title, p.created, p.posted_by AS postedBy,
              p.friendly_id AS friendlyId, p.content,
              (SELECT COUNT(*) FROM comments c WHERE c.blog_item_id = p.blog_item_id) AS commentCount
       FROM posts p WHERE p.visible = 1 ORDER BY p.created DESC, p.blog_item_id DESC`,
    )
    .all();
}

export function countPosts(db: Db): number {
  return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM posts').get()?.n ?? 0;
}

export function friendlyIdExists(db: Db, friendlyId: string): boolean {
  return (
    db
      .prepare<[string], { one: number }>('SELECT 1 AS one FROM posts WHERE friendly_id = ?')
      .get(friendlyId) !== undefined
  );
}

export function insertPost(db: Db, post: NewPost & { friendlyId: string }): number {
  const result = db
    .prepare(
      `INSERT INTO posts (friendly_id, title, content, visible, created, posted_by, posted_by_id, guid,
                          comment_disabled_after)
       VALUES (@friendlyId, @title, @content, @visible, @created, @postedBy, @postedById, @guid,
               @commentDisabledAfter)`,
    )
    .run({
      ...post,
      visible: post.visible ? 1 : 0,
      guid: post.guid ?? null,
      commentDisabledAfter: post.commentDisabledAfter ?? null,
    });
  return Number(result.lastInsertRowid);
}

const POST_COLUMNS = `blog_item_id AS blogItemId, title, content, visible, created, modified,
  posted_by AS postedBy, posted_by_id AS postedById, comment_disabled_after AS commentDisabledAfter,
  comments_disabled AS commentsDisabled, friendly_id AS friendlyId`;

type PostRow = Omit<BlogPost, 'visible' | 'commentsDisabled'> & {
  visible: number;
  commentsDisabled: number;
};

function toPost(row: PostRow | undefined): BlogPost | undefined {
  return (
    row && { ...row, visible: row.visible === 1, commentsDisabled: row.commentsDisabled === 1 }
  );
}

export function findPostByFriendlyId(db: Db, friendlyId: string): BlogPost | undefined {
  return toPost(
    db
      .prepare<[string], PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE friendly_id = ?`)
      .get(friendlyId),
  );
}

export function findPostById(db: Db, blogItemId: number): BlogPost | undefined {
  return toPost(
    db
      .prepare<[number], PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE blog_item_id = ?`)
      .get(blogItemId),
  );
}

/** Every post, hidden ones included, newest first (the admin Posts tab). */
export function listAllPosts(db: Db): BlogPost[] {
  return db
    .prepare<[], PostRow>(
      `SELECT ${POST_COLUMNS} FROM posts ORDER BY created DESC, blog_item_id DESC`,
    )
    .all()
    .map((row) => toPost(row) as BlogPost);
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
export function updatePost(db: Db, post: PostUpdate): boolean {
  const result = db
    .prepare(
      `UPDATE posts SET title = @title, content = @content, visible = @visible,
         comment_disabled_after = @commentDisabledAfter, modified = @modified
       WHERE blog_item_id = @blogItemId`,
    )
    .run({ ...post, visible: post.visible ? 1 : 0 });
  return result.changes > 0;
}

/** Deletes a post; its comments go with it in the same statement (ON DELETE CASCADE). */
export function deletePost(db: Db, blogItemId: number): boolean {
  return db.prepare('DELETE FROM posts WHERE blog_item_id = ?').run(blogItemId).changes > 0;
}

export function postGuidExists(db: Db, guid: string): boolean {
  return (
    db.prepare<[string], { one: number }>('SELECT 1 AS one FROM posts WHERE guid = ?').get(guid) !==
    undefined
  );
}
