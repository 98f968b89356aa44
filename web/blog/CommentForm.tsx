import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { commentFormErrors } from '../../shared/api/blogSchemas';
import { COMMENT_LIMITS } from '../../shared/site/constants';
import { currentUserAtom } from '../account/session';
import { trpcErrorCode } from '../account/trpcError';
import { useWithSessionRefresh } from '../account/useSessionRefresh';
import { trpc } from '../trpc';

/** spec/site.md §4: validation is off until the first submit attempt, then on, then saving. */
type Validation = 'off' | 'on' | 'saving';

type Field = 'name' | 'email' | 'content';

/**
 * The add-comment form (spec/site.md §2, §5): Name (max 50), Email (optional, max 50), Comment
 * (max 2000). For a logged-in user name and email are the account's, disabled.
 */
export function CommentForm({ blogItemId, onAdded }: { blogItemId: number; onAdded: () => void }) {
  const id = useId();
  const user = useAtomValue(currentUserAtom);
  const withRefresh = useWithSessionRefresh();
  const add = trpc.blog.comments.add.useMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [content, setContent] = useState('');
  const [validation, setValidation] = useState<Validation>('off');
  const [failure, setFailure] = useState('');

  const shownName = user ? user.name : name;
  const shownEmail = user ? (user.email ?? '') : email;
  const errors = commentFormErrors(
    { name: shownName, email: shownEmail, content },
    { checkAuthor: !user },
  );
  const invalid = (field: Field): boolean => validation !== 'off' && errors[field] !== undefined;

  async function send(): Promise<void> {
    const input = { blogItemId, name: shownName, email: shownEmail, content };
    await withRefresh(() => add.mutateAsync(input));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setFailure('');
    if (Object.keys(errors).length > 0) {
      setValidation('on');
      return;
    }
    setValidation('saving');
    try {
      await send();
      setContent('');
      if (!user) {
        setName('');
        setEmail('');
      }
      setValidation('off');
      onAdded();
    } catch (error) {
      console.error('Could not add the comment:', error);
      setValidation('on');
      setFailure(
        trpcErrorCode(error) === 'UNAUTHORIZED'
          ? 'Your session has expired: please log in again.'
          : error instanceof Error
            ? error.message
            : 'The comment was not saved.',
      );
    }
  }

  function described(field: Field): string | undefined {
    return invalid(field) ? `${id}-${field}-error` : undefined;
  }

  function fieldError(field: Field) {
    return (
      invalid(field) && (
        <p id={`${id}-${field}-error`} className="field-error">
          {errors[field]}
        </p>
      )
    );
  }

  return (
    <form
      className="comment-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={`${id}-title`}>Add comment</h3>
      <label htmlFor={`${id}-name`}>Name</label>
      <input
        id={`${id}-name`}
        type="text"
        autoComplete="name"
        maxLength={COMMENT_LIMITS.name}
        value={shownName}
        disabled={user !== null}
        aria-invalid={invalid('name')}
        aria-describedby={described('name')}
        className={invalid('name') ? 'invalid' : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {fieldError('name')}
      <label htmlFor={`${id}-email`}>Email</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        maxLength={COMMENT_LIMITS.email}
        placeholder="Optional"
        value={shownEmail}
        disabled={user !== null}
        aria-invalid={invalid('email')}
        aria-describedby={described('email')}
        className={invalid('email') ? 'invalid' : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {fieldError('email')}
      <label htmlFor={`${id}-content`}>Comment</label>
      <textarea
        id={`${id}-content`}
        rows={5}
        maxLength={COMMENT_LIMITS.content}
        value={content}
        aria-invalid={invalid('content')}
        aria-describedby={described('content')}
        className={invalid('content') ? 'invalid' : undefined}
        onChange={(event) => setContent(event.target.value)}
      />
      {fieldError('content')}
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <div className="comment-actions">
        <button type="submit" disabled={validation === 'saving'}>
          Add comment
        </button>
      </div>
    </form>
  );
}
