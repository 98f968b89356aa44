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
