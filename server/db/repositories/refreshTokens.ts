import type { Db } from '../connection';

// Refresh tokens are kept only as hashes, so a copy of the database cannot log anyone in.

export interface NewRefreshToken {
  tokenHash: string;
  blogUserId: number;
  created: string;
  expires: string;
}

export function insertRefreshToken(db: Db, token: NewRefreshToken): void {
  db.prepare(
    `INSERT INTO refresh_tokens (token_hash, blog_user_id, created, expires)
     VALUES (@tokenHash, @blogUserId, @created, @expires)`,
  ).run(token);
}

/**
 * Removes the token and answers its user when it was still valid at `now`; a token can be used
 * once only, which is what makes rotation safe against a copied token being replayed.
 */
export function takeRefreshToken(db: Db, tokenHash: string, now: string): number | undefined {
  const row = db
    .prepare<[string], { blogUserId: number; expires: string }>(
      'DELETE FROM refresh_tokens WHERE token_hash = ? RETURNING blog_user_id AS blogUserId, expires',
    )
    .get(tokenHash);
  return row && row.expires > now ? row.blogUserId : undefined;
}

export function deleteExpiredRefreshTokens(db: Db, now: string): number {
  return db.prepare('DELETE FROM refresh_tokens WHERE expires <= ?').run(now).changes;
}

export function countRefreshTokens(db: Db, blogUserId: number): number {
  return (
    db
      .prepare<[number], { n: number }>(
        'SELECT COUNT(*) AS n FROM refresh_tokens WHERE blog_user_id = ?',
      )
      .get(blogUserId)?.n ?? 0
  );
}
