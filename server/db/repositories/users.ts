import type { Db } from '../connection';

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  accessLevel: number;
  created: string;
}

export async function countUsersWithAccessLevel(db: Db, minimum: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('access_level', '>=', minimum)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      name: user.name,
      email: user.email,
      password_hash: user.passwordHash,
      access_level: user.accessLevel,
      created: user.created,
    })
    .returning('blog_user_id')
    .executeTakeFirstOrThrow();
  return row.blog_user_id;
}

/** A user as the account calls see it: never the password hash. */
export interface UserRow {
  blogUserId: number;
  created: string;
  name: string;
  email: string;
  accessLevel: number;
  lastVisit: string | null;
  hideEmail: boolean;
  imageUrl: string;
}

const USER_COLUMNS = [
  'blog_user_id as blogUserId',
  'created',
  'name',
  'email',
  'access_level as accessLevel',
  'last_visit as lastVisit',
  'hide_email as hideEmail',
  'image_url as imageUrl',
] as const;

function toUser(row: Omit<UserRow, 'hideEmail'> & { hideEmail: number }): UserRow {
  return { ...row, hideEmail: row.hideEmail === 1 };
}

export async function findUserById(db: Db, blogUserId: number): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('blog_user_id', '=', blogUserId)
    .executeTakeFirst();
  return row && toUser(row);
}

/** The id and password hash for a login by email (case-insensitive: the column's collation). */
export function findLoginByEmail(
  db: Db,
  email: string,
): Promise<{ blogUserId: number; passwordHash: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['blog_user_id as blogUserId', 'password_hash as passwordHash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Whether another account already has this name or this email (both compared case-insensitively). */
export async function nameOrEmailTaken(db: Db, name: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('blog_user_id')
    .where((eb) => eb.or([eb('name', '=', name), eb('email', '=', email)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateLastVisit(db: Db, blogUserId: number, time: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_visit: time })
    .where('blog_user_id', '=', blogUserId)
    .execute();
}

/** Returns false when no user has that id. */
export async function updateUserProfile(
  db: Db,
  blogUserId: number,
  profile: { hideEmail: boolean; imageUrl: string },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ hide_email: profile.hideEmail ? 1 : 0, image_url: profile.imageUrl })
    .where('blog_user_id', '=', blogUserId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Users, newest first, one page at a time (the admin Users tab; index users_created). */
export async function pageUsers(db: Db, offset: number, limit: number): Promise<UserRow[]> {
  const rows = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .orderBy('created', 'desc')
    .orderBy('blog_user_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toUser);
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Deletes a user. Their comments stay under the name they were posted with (posted_by_id is
 * set to NULL by the foreign key); their refresh tokens go with them.
 */
export async function deleteUser(db: Db, blogUserId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('users')
    .where('blog_user_id', '=', blogUserId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Deletes non-administrators who never commented and have not visited since `cutoff` (their
 * registration time counts as a visit when they never logged in). Returns how many.
 */
export async function deleteInactiveUsers(
  db: Db,
  cutoff: string,
  adminLevel: number,
): Promise<number> {
  const result = await db
    .deleteFrom('users')
    .where('access_level', '<', adminLevel)
    .where((eb) => eb(eb.fn.coalesce('last_visit', 'created'), '<', cutoff))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('comments as c')
            .select('c.blog_comment_id')
            .whereRef('c.posted_by_id', '=', 'users.blog_user_id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
