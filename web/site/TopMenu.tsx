import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { ADMIN_ACCESS_LEVEL } from '../../shared/site/constants';
import { currentUserAtom, isTokenValid, readStoredSession } from '../account/session';
import { useLogout } from '../account/useLogout';
import { useSessionRefresh } from '../account/useSessionRefresh';
import { Link } from '../router';
import { siteName } from './siteName';
import { ThemeToggle } from './ThemeToggle';

/**
 * spec/site.md §2: Admin for administrators, Login/Register or Profile/Logout, Donate; then the
 * "Dark theme" switch. `compact` is the one thin bar of the editor's route, which also holds the
 * folded site menu (`children`).
 */
export function TopMenu({
  compact = false,
  children,
}: {
  compact?: boolean;
  children?: ReactNode;
}) {
  const user = useAtomValue(currentUserAtom);
  const logout = useLogout();
  const refresh = useSessionRefresh();
  // spec/site.md §4: a menu that starts with an expired token logs in again with the stored
  // refresh token (CONTRACT.md §4); on success the new session shows the user.
  useEffect(() => {
    const stored = readStoredSession();
    if (stored && !isTokenValid(stored.jwt)) void refresh();
  }, [refresh]);
  return (
    <header className={compact ? 'top-bar compact' : 'top-bar'}>
      <Link href="/" className="brand">
        {siteName}
      </Link>
      {children}
      <nav aria-label="Top menu" className="top-menu">
        <ul>
          {user && user.accessLevel >= ADMIN_ACCESS_LEVEL && (
            <li>
              <Link href="/admin">Admin</Link>
            </li>
          )}
          {user ? (
            <>
              <li>
                <Link href="/profile">Profile</Link>
              </li>
              <li>
                <button type="button" className="link-button" onClick={logout}>
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link href="/profile">Login</Link>
              </li>
              <li>
                <Link href="/register">Register</Link>
              </li>
            </>
          )}
          <li>
            <Link href="/donate">Donate</Link>
          </li>
        </ul>
      </nav>
      <ThemeToggle />
    </header>
  );
}
