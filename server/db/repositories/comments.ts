import type { BlogComment } from '../../../shared/api/blogSchemas';
import type { Db } from '../connection';

// Comments of a post. The public list never selects the IP, and shows an empty email when its
// author chose hideEmail; avatars follow the author's current profile.

const PUBLIC_COLUMNS = `c.blog_comment_id AS blogCommentId, c.blog_item_id AS blogItemId, c.name,
  CASE WHEN u.hide_email = 1 THEN '' ELSE c.email END AS email, c.content, c.created,
  c.posted_by_id AS postedById, COALESCE(u.image_url, c.image_url) AS imageUrl`;

/** Administrators moderate, so they see the stored email and the IP. */
const ADMIN_COLUMNS = `c.blog_comment_id AS blogCommentId, c.blog_item_id AS blogItemId, c.name,
  c.email, c.ip, c.content, c.created, c.posted_by_id AS postedById,
  COALESCE(u.image_url, c.image_url) AS imageUrl`;

export function listCommentsForPost(
  db: Db,
  blogItemId: number,
  view: 'public' | 'admin',
): BlogComment[] {
  const columns = view === 'admin' ? ADMIN_COLUMNS : PUBLIC_COLUMNS;
  return db
    .prepare<[number], BlogComment>(
      `SELECT ${columns} FROM comments c LEFT JOIN users u ON u.blog_user_id = c.posted_by_id
       WHERE c.blog_item_id = ? ORDER BY c.created, c.blog_comment_id`,
    )
    .all(blogItemId);
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

export function insertComment(db: Db, comment: NewComment): number {
  const result = db
    .prepare(
      `INSERT INTO comments (blog_item_id, name, email, ip, content, created, posted_by_id, image_url)
       VALUES (@blogItemId, @name, @email, @ip, @content, @created, @postedById, @imageUrl)`,
    )
    .run(comment);
  return Number(result.lastInsertRowid);
}

export function findCommentOwner(
  db: Db,
  blogCommentId: number,
): { blogItemId: number; postedById: number | null } | undefined {
  return db
    .prepare<[number], { blogItemId: number; postedById: number | null }>(
      `SELECT blog_item_id AS blogItemId, posted_by_id AS postedById FROM comments
       WHERE blog_comment_id = ?`,
    )
    .get(blogCommentId);
}

export function updateCommentContent(db: Db, blogCommentId: number, content: string): boolean {
  return (
    db
      .prepare('UPDATE comments SET content = ? WHERE blog_comment_id = ?')
      .run(content, blogCommentId).changes > 0
  );
}

export function deleteComment(db: Db, blogCommentId: number): boolean {
  return (
    db.prepare('DELETE FROM comments WHERE blog_comment_id = ?').run(blogCommentId).changes > 0
  );
}

/** All comments, newest first, one page at a time (the admin Comments tab). */
export function pageAllComments(db: Db, offset: number, limit: number): BlogComment[] {
  return db
    .prepare<[number, number], BlogComment>(
      // The page is cut from the index first and only its rows are joined to their authors.
      `SELECT ${ADMIN_COLUMNS}
       FROM (SELECT * FROM comments ORDER BY created DESC, blog_comment_id DESC LIMIT ? OFFSET ?) c
       LEFT JOIN users u ON u.blog_user_id = c.posted_by_id
       ORDER BY c.created DESC, c.blog_comment_id DESC`,
    )
    .all(limit, offset);
}

export function countComments(db: Db): number {
  return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM comments').get()?.n ?? 0;
}
