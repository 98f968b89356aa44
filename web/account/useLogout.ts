import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { trpc } from '../trpc';
import { readStoredSession, sessionAtom } from './session';

/**
 * Logout (spec/site.md §2): clears the stored session at once, without navigating, and tells the
 * server to spend the refresh token, so a copy of it can no longer log in.
 */
export function useLogout(): () => void {
  const utils = trpc.useUtils();
  const setSession = useSetAtom(sessionAtom);
  return useCallback(() => {
    const refreshToken = readStoredSession()?.refreshToken;
    setSession(null);
    if (refreshToken) {
      utils.client.blog.profiles.logout
        .mutate({ refreshToken })
        .catch((error: unknown) =>
          console.error('Could not end the session on the server:', error),
        );
    }
  }, [utils, setSession]);
}
