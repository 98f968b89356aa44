import { useAtomValue, useSetAtom } from 'jotai';
import { ADMIN_ACCESS_LEVEL } from '../../shared/site/constants';
import { currentUserAtom, sessionAtom } from '../account/session';
import { Link } from '../router';
import { siteName } from './siteName';

/** spec/site.md §2: Admin for administrators, Login/Register or Profile/Logout, Donate. */
export function TopMenu() {
  const user = useAtomValue(currentUserAtom);
  const setSession = useSetAtom(sessionAtom);
  return (
    <header className="top-bar">
      <Link href="/" className="brand">
        {siteName}
      </Link>
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
                <button type="button" className="link-button" onClick={() => setSession(null)}>
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
    </header>
  );
}
