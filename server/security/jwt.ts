import { jwtVerify, SignJWT } from 'jose';

// HS256 session tokens of CONTRACT.md §4: payload { sub, name, accessLevel, exp }, one hour.

export const JWT_LIFETIME_SECONDS = 60 * 60;

export interface SessionUser {
  blogUserId: number;
  name: string;
  accessLevel: number;
}

export function signSessionToken(
  user: SessionUser,
  secret: Uint8Array,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ name: user.name, accessLevel: user.accessLevel })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.blogUserId))
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + JWT_LIFETIME_SECONDS)
    .sign(secret);
}

/** The user of a valid, unexpired token, or null for anything else. */
export async function verifySessionToken(
  token: string,
  secret: Uint8Array,
): Promise<SessionUser | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const blogUserId = Number(payload.sub);
    const { name, accessLevel } = payload;
    if (
      !Number.isInteger(blogUserId) ||
      typeof name !== 'string' ||
      typeof accessLevel !== 'number'
    ) {
      return null;
    }
    return { blogUserId, name, accessLevel };
  } catch {
    return null;
  }
}
