import type { Db } from '../connection';

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  accessLevel: number;
  created: string;
}

export function countUsersWithAccessLevel(db: Db, minimum: number): number {
  return (
    db
      .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM users WHERE access_level >= ?')
      .get(minimum)?.n ?? 0
  );
}

export function insertUser(db: Db, user: NewUser): number {
  const result = db
    .prepare(
      `INSERT INTO users (name, email, password_hash, access_level, created)
       VALUES (@name, @email, @passwordHash, @accessLevel, @created)`,
    )
    .run(user);
  return Number(result.lastInsertRowid);
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

const USER_COLUMNS = `blog_user_id AS blogUserId, created, name, email, access_level AS accessLevel,
  last_visit AS lastVisit, hide_email AS hideEmail, image_url AS imageUrl`;

type StoredUserRow = Omit<UserRow, 'hideEmail'> & { hideEmail: number };

function toUser(row: StoredUserRow | undefined): UserRow | undefined {
  return row && { ...row, hideEmail: row.hideEmail === 1 };
}

export function findUserById(db: Db, blogUserId: number): UserRow | undefined {
  return toUser(
    db
      .prepare<[number], StoredUserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE blog_user_id = ?`)
      .get(blogUserId),
  );
}

/** The id and password hash for a login by email (case-insensitive: the column is NOCASE). */
export function findLoginByEmail(
  db: Db,
  email: string,
): { blogUserId: number; passwordHash: string } | undefined {
  return db
    .prepare<[string], { blogUserId: number; passwordHash: string }>(
      'SELECT blog_user_id AS blogUserId, password_hash AS passwordHash FROM users WHERE email = ?',
    )
    .get(email);
}

/** Whether another account already has this name or this email (both compared case-insensitively). */
export function nameOrEmailTaken(db: Db, name: string, email: string): boolean {
  return (
    db
      .prepare<[string, string], { one: number }>(
        'SELECT 1 AS one FROM users WHERE name = ? OR email = ? LIMIT 1',
      )
      .get(name, email) !== undefined
  );
}

export function updateLastVisit(db: Db, blogUserId: number, time: string): void {
  db.prepare('UPDATE users SET last_visit = ? WHERE blog_user_id = ?').run(time, blogUserId);
}

/** Returns false when no user has that id. */
export function updateUserProfile(
  db: Db,
  blogUserId: number,
  profile: { hideEmail: boolean; imageUrl: string },
): boolean {
  return (
    db
      .prepare('UPDATE users SET hide_email = ?, image_url = ? WHERE blog_user_id = ?')
      .run(profile.hideEmail ? 1 : 0, profile.imageUrl, blogUserId).changes > 0
  );
}

/** Users, newest first, one page at a time (the admin Users tab). */
export function pageUsers(db: Db, offset: number, limit: number): UserRow[] {
  return db
    .prepare<[number, number], StoredUserRow>(
      `SELECT ${USER_COLUMNS} FROM users ORDER BY created DESC, blog_user_id DESC LIMIT ? OFFSET ?`,
    )
    .all(limit, offset)
    .map((row) => toUser(row) as UserRow);
}

export function countUsers(db: Db): number {
  return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()?.n ?? 0;
}

/**
 * Deletes a user. Their comments stay under the name they were posted with (posted_by_id is
 * set to NULL by the foreign key); their refresh tokens go with them.
 */
export function deleteUser(db: Db, blogUserId: number): boolean {
  return db.prepare('DELETE FROM users WHERE blog_user_id = ?').run(blogUserId).changes > 0;
}

/**
 * Deletes non-administrators who never commented and have not visited since `cutoff` (their
 * registration time counts as a visit when they never logged in). Returns how many.
 */
export function deleteInactiveUsers(db: Db, cutoff: string, adminLevel: number): number {
  return db
    .prepare(
      `DELETE FROM users
       WHERE access_level < ?
         AND COALESCE(last_visit, created) < ?
         AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.posted_by_id = users.blog_user_id)`,
    )
    .run(adminLevel, cutoff).changes;
}
