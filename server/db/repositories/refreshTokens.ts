import type { Db } from '../connection';

// Refresh tokens are kept only as hashes, so a copy of the database cannot log anyone in.

export interface NewRefreshToken {
  tokenHash: string;
  blogUserId: number;
  created: string;
  expires: string;
}

export async function insertRefreshToken(db: Db, token: NewRefreshToken): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: token.tokenHash,
      blog_user_id: token.blogUserId,
      created: token.created,
      expires: token.expires,
    })
    .execute();
}

/**
 * Removes the token and answers its user when it was still valid at `now`; a token can be used
 * once only, which is what makes rotation safe against a copied token being replayed. One
 * DELETE … RETURNING: of two instances spending the same token at once, one gets the row.
 */
export async function takeRefreshToken(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .deleteFrom('refresh_tokens')
    .where('token_hash', '=', tokenHash)
    .returning(['blog_user_id as blogUserId', 'expires'])
    .executeTakeFirst();
  return row && row.expires > now ? row.blogUserId : undefined;
}

export async function deleteExpiredRefreshTokens(db: Db, now: string): Promise<number> {
  const result = await db
    .deleteFrom('refresh_tokens')
    .where('expires', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countRefreshTokens(db: Db, blogUserId: number): Promise<number> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('blog_user_id', '=', blogUserId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
