import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { siteName } from '../site/siteName';
import { trpc } from '../trpc';
import { sessionAtom } from './session';

// spec/site.md §5, §8: the exact texts of the login messages.
export const LOGIN_MESSAGES = {
  empty: 'Please enter email and password',
  failed: 'Oops... probably not the correct email/password?',
  loggedIn: "You're are now logged in",
} as const;

/** The login form, titled with the site name (spec/site.md §2). */
export function LoginForm({ showMessage }: { showMessage: (text: string) => void }) {
  const id = useId();
  const setSession = useSetAtom(sessionAtom);
  const login = trpc.blog.profiles.login.useMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      showMessage(LOGIN_MESSAGES.empty);
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (session) => {
          if (!session.jwt) {
            showMessage(LOGIN_MESSAGES.failed);
            return;
          }
          setSession(session);
          showMessage(LOGIN_MESSAGES.loggedIn);
        },
        onError: (error) => {
          console.error('Login failed:', error);
          showMessage(LOGIN_MESSAGES.failed);
        },
      },
    );
  }

  return (
    <form className="account-form" aria-labelledby={`${id}-title`} noValidate onSubmit={onSubmit}>
      <h1 id={`${id}-title`}>{siteName}</h1>
      <label htmlFor={`${id}-email`}>Email address</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label htmlFor={`${id}-password`}>Password</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="account-actions">
        <button type="submit" disabled={login.isPending}>
          Login
        </button>
      </div>
    </form>
  );
}
