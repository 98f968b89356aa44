import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { avatarUrlSchema } from '../../shared/api/blogSchemas';
import { trpc } from '../trpc';
import { readStoredSession, sessionAtom, type StoredSession } from './session';
import { useWithSessionRefresh } from './useSessionRefresh';

export const PROFILE_UPDATED = 'Profile updated';

/** The logged-in user's profile: name and email read-only; hideEmail and avatar editable. */
export function ProfileForm({
  user,
  showMessage,
}: {
  user: StoredSession;
  showMessage: (text: string) => void;
}) {
  const id = useId();
  const setSession = useSetAtom(sessionAtom);
  const update = trpc.blog.profiles.update.useMutation();
  const withRefresh = useWithSessionRefresh();
  const [hideEmail, setHideEmail] = useState(user.hideEmail ?? false);
  const [imageUrl, setImageUrl] = useState(user.imageUrl ?? '');
  const [submitted, setSubmitted] = useState(false);
  const avatarError = avatarUrlSchema.safeParse(imageUrl).error?.issues[0]?.message;
  const [serverError, setServerError] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setSubmitted(true);
    setServerError('');
    if (avatarError) return;
    try {
      const session = await withRefresh(() =>
        update.mutateAsync({ hideEmail, imageUrl: imageUrl.trim() }),
      );
      // The answer carries no refresh token: the one this browser holds (perhaps renewed by the
      // retry above) stays valid.
      const held = readStoredSession()?.refreshToken ?? user.refreshToken ?? '';
      setSession({ ...session, refreshToken: session.refreshToken || held });
      showMessage(PROFILE_UPDATED);
    } catch (error) {
      console.error('Profile update failed:', error);
      setServerError(error instanceof Error ? error.message : 'The profile was not updated.');
    }
  }

  const avatarInvalid = submitted && avatarError !== undefined;
  return (
    <form
      className="account-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h1 id={`${id}-title`}>Profile</h1>
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} type="text" value={user.name} readOnly />
      <label htmlFor={`${id}-email`}>Email address</label>
      <input id={`${id}-email`} type="email" value={user.email ?? ''} readOnly />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={hideEmail}
          onChange={(event) => setHideEmail(event.target.checked)}
        />
        Hide email in UI
      </label>
      <label htmlFor={`${id}-avatar`}>Avatar image url</label>
      <input
        id={`${id}-avatar`}
        type="url"
        value={imageUrl}
        maxLength={500}
        aria-invalid={avatarInvalid}
        aria-describedby={avatarInvalid ? `${id}-avatar-error` : undefined}
        className={avatarInvalid ? 'invalid' : undefined}
        onChange={(event) => setImageUrl(event.target.value)}
      />
      {avatarInvalid && (
        <p id={`${id}-avatar-error`} className="field-error">
          {avatarError}
        </p>
      )}
      {serverError && (
        <p role="alert" className="field-error">
          {serverError}
        </p>
      )}
      <div className="account-actions">
        <button type="submit" disabled={update.isPending}>
          Update
        </button>
      </div>
    </form>
  );
}
