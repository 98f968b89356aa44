import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { trpc } from '../trpc';
import { readStoredSession, sessionAtom, type StoredSession } from './session';
import { trpcErrorCode } from './trpcError';

// Trades the stored refresh token for a fresh session (CONTRACT.md §4). Refresh tokens are
// single-use, so two refreshes at once (React's StrictMode runs effects twice, a comment form
// may retry while the menu refreshes) must share one call: the second would be refused.

let inFlight: Promise<StoredSession | null> | null = null;

export function useSessionRefresh(): () => Promise<StoredSession | null> {
  const utils = trpc.useUtils();
  const setSession = useSetAtom(sessionAtom);
  return useCallback(() => {
    const run = async (): Promise<StoredSession | null> => {
      const stored = readStoredSession();
      if (!stored?.refreshToken) return null;
      try {
        const fresh = await utils.client.blog.profiles.loginToken.mutate({
          refreshToken: stored.refreshToken,
        });
        setSession(fresh);
        return fresh;
      } catch (error) {
        console.error('Could not refresh the session:', error);
        // Spent, expired or unknown: that stored session can never work again. A network
        // failure keeps it for the next try.
        if (trpcErrorCode(error) === 'UNAUTHORIZED') setSession(null);
        return null;
      }
    };
    // finally() runs after the assignment, even when run() finishes at once.
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }, [utils, setSession]);
}

/**
 * Runs a call that needs the session; when the server answers 401 because the token expired
 * while the page was open, refreshes the session once and runs the call again.
 */
export function useWithSessionRefresh(): <T>(call: () => Promise<T>) => Promise<T> {
  const refresh = useSessionRefresh();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (trpcErrorCode(error) !== 'UNAUTHORIZED' || !(await refresh())) throw error;
        return call();
      }
    },
    [refresh],
  );
}
