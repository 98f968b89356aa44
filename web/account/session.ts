import { atom } from 'jotai';
import { SESSION_STORAGE_KEY } from '../../shared/site/constants';

// The stored session of spec/site.md §3–§4: the login answer kept in localStorage under
// 'blogUser'. A user counts as logged in only while the token's exp lies in the future.

export interface StoredSession {
  jwt: string;
  blogUserId: number;
  name: string;
  accessLevel: number;
  email?: string;
  hideEmail?: boolean;
  imageUrl?: string;
  refreshToken?: string;
}

export interface TokenPayload {
  sub?: string;
  name?: string;
  accessLevel?: number;
  exp?: number;
}

/** Reads a JWT's payload without verifying it (only the server can; this is for display). */
export function decodeTokenPayload(jwt: string): TokenPayload | null {
  const part = jwt.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const payload = JSON.parse(json) as unknown;
    return typeof payload === 'object' && payload !== null ? payload : null;
  } catch {
    return null;
  }
}

export function isTokenValid(jwt: string | undefined, nowMs = Date.now()): boolean {
  if (!jwt) return false;
  const exp = decodeTokenPayload(jwt)?.exp;
  return typeof exp === 'number' && exp * 1000 > nowMs;
}

export function readStoredSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value !== 'object' ||
      value === null ||
      typeof (value as StoredSession).jwt !== 'string'
    )
      return null;
    return value as StoredSession;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession | null): void {
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
}

const storedSessionAtom = atom<StoredSession | null>(readStoredSession());

/** The session; writing it also stores it (null logs out). */
export const sessionAtom = atom(
  (get) => get(storedSessionAtom),
  (_get, set, session: StoredSession | null) => {
    writeStoredSession(session);
    set(storedSessionAtom, session);
  },
);

/** The logged-in user, or null when there is no session or its token has expired. */
export const currentUserAtom = atom((get) => {
  const session = get(sessionAtom);
  return session && isTokenValid(session.jwt) && session.name ? session : null;
});
