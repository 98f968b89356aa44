import { createHash, randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { SessionResponse } from '../../shared/api/blogSchemas';
import type { Db } from '../db/connection';
import {
  deleteExpiredRefreshTokens,
  insertRefreshToken,
  takeRefreshToken,
} from '../db/repositories/refreshTokens';
import {
  findLoginByEmail,
  findUserById,
  insertUser,
  nameOrEmailTaken,
  updateLastVisit,
  updateUserProfile,
  type UserRow,
} from '../db/repositories/users';
import { hashPassword, verifyPassword } from '../security/passwords';
import { signSessionToken } from '../security/jwt';
import { isRightAnswer } from './questions';

// Login, registration, refresh and profile update (CONTRACT.md §4). Every success answers the
// session shape { jwt, blogUserId, name, accessLevel, email, hideEmail, imageUrl, refreshToken }.

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const BAD_LOGIN_MESSAGE = 'Wrong email or password.';

/**
 * Refresh tokens carry 256 random bits, so a fast hash is enough to keep the stored form
 * useless to a reader of the database; argon2 would only slow every refresh.
 */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throw-away hash, so an unknown email takes as long as a wrong password. */
async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

async function issueRefreshToken(db: Db, blogUserId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertRefreshToken(db, {
    tokenHash: hashRefreshToken(token),
    blogUserId,
    created: now.toISOString(),
    expires: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS).toISOString(),
  });
  return token;
}

async function sessionFor(
  user: UserRow,
  jwtSecret: Uint8Array,
  refreshToken: string,
): Promise<SessionResponse> {
  return {
    jwt: await signSessionToken(
      { blogUserId: user.blogUserId, name: user.name, accessLevel: user.accessLevel },
      jwtSecret,
    ),
    blogUserId: user.blogUserId,
    name: user.name,
    accessLevel: user.accessLevel,
    email: user.email,
    hideEmail: user.hideEmail,
    imageUrl: user.imageUrl,
    refreshToken,
  };
}

/** A fresh session with a new refresh token; also records the visit. */
async function startSession(
  db: Db,
  jwtSecret: Uint8Array,
  blogUserId: number,
  now: Date,
): Promise<SessionResponse> {
  const user = await db.transaction().execute(async (trx) => {
    await updateLastVisit(trx, blogUserId, now.toISOString());
    // Old tokens of everyone are swept here, where a write happens anyway.
    await deleteExpiredRefreshTokens(trx, now.toISOString());
    return findUserById(trx, blogUserId);
  });
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'No such user.' });
  return sessionFor(user, jwtSecret, await issueRefreshToken(db, blogUserId, now));
}

export async function login(
  db: Db,
  jwtSecret: Uint8Array,
  input: { email: string; password: string },
  now = new Date(),
): Promise<SessionResponse> {
  const found = await findLoginByEmail(db, input.email);
  if (!found) {
    await spendPasswordCheck(input.password);
    throw new TRPCError({ code: 'UNAUTHORIZED', message: BAD_LOGIN_MESSAGE });
  }
  if (!(await verifyPassword(found.passwordHash, input.password))) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: BAD_LOGIN_MESSAGE });
  }
  return startSession(db, jwtSecret, found.blogUserId, now);
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  hideEmail: boolean;
  imageUrl: string;
  answer: string;
  questionId: number;
}

/** SQLite's and PostgreSQL's (SQLSTATE 23505) codes for a unique index that refused a row. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

const NAME_TAKEN = 'Username or email in use';

export async function register(
  db: Db,
  jwtSecret: Uint8Array,
  input: Registration,
  now = new Date(),
): Promise<SessionResponse> {
  if (!(await isRightAnswer(db, input.questionId, input.answer))) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'The answer to the registration question is not right.',
    });
  }
  if (await nameOrEmailTaken(db, input.name, input.email)) {
    throw new TRPCError({ code: 'CONFLICT', message: NAME_TAKEN });
  }
  const passwordHash = await hashPassword(input.password);
  let blogUserId: number;
  try {
    blogUserId = await db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, {
        name: input.name,
        email: input.email,
        passwordHash,
        accessLevel: 0,
        created: now.toISOString(),
      });
      await updateUserProfile(trx, id, { hideEmail: input.hideEmail, imageUrl: input.imageUrl });
      return id;
    });
  } catch (error) {
    // Another registration took the name or email while this one was hashing.
    if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: NAME_TAKEN });
    throw error;
  }
  return startSession(db, jwtSecret, blogUserId, now);
}

/** Trades a refresh token for a new session; the old token is spent whatever happens next. */
export async function refreshSession(
  db: Db,
  jwtSecret: Uint8Array,
  refreshToken: string,
  now = new Date(),
): Promise<SessionResponse> {
  const blogUserId = await takeRefreshToken(db, hashRefreshToken(refreshToken), now.toISOString());
  if (blogUserId === undefined) {
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: 'The session has expired; please log in again.',
    });
  }
  return startSession(db, jwtSecret, blogUserId, now);
}

/**
 * Changes the caller's hideEmail and avatar. Answers the session shape with a fresh token but an
 * empty refreshToken: the client keeps the refresh token it has (none is spent or issued here).
 */
export async function updateProfile(
  db: Db,
  jwtSecret: Uint8Array,
  blogUserId: number,
  profile: { hideEmail: boolean; imageUrl: string },
): Promise<SessionResponse> {
  if (!(await updateUserProfile(db, blogUserId, profile))) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'This account no longer exists.' });
  }
  const user = await findUserById(db, blogUserId);
  if (!user)
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'This account no longer exists.' });
  return sessionFor(user, jwtSecret, '');
}
