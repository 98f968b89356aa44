import { useAtomValue } from 'jotai';
import { usePageTitle } from '../site/siteName';
import './account.css';
import { LoginForm } from './LoginForm';
import { ProfileForm } from './ProfileForm';
import { currentUserAtom } from './session';
import { StatusBanner } from './StatusBanner';
import { useFadingMessage } from './useFadingMessage';

/**
 * /profile and /login (spec/site.md §2): the login form until a user is known, then the profile.
 * The banner lives here so "You're are now logged in" outlives the switch between the two.
 */
export function ProfilePage() {
  usePageTitle('Profile');
  const user = useAtomValue(currentUserAtom);
  const [message, showMessage] = useFadingMessage();
  return (
    <article className="account-page">
      <StatusBanner message={message} />
      {user ? (
        <ProfileForm key={user.blogUserId} user={user} showMessage={showMessage} />
      ) : (
        <LoginForm showMessage={showMessage} />
      )}
    </article>
  );
}
