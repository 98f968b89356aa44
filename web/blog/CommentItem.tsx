import { useId, useState, type FormEvent } from 'react';
import { commentFormErrors, type BlogComment } from '../../shared/api/blogSchemas';
import { COMMENT_LIMITS } from '../../shared/site/constants';
import { relativeTime } from '../../shared/site/relativeTime';
import { Dialog } from '../components/Dialog';
import { Avatar } from './Avatar';

export interface CommentPermissions {
  canEdit: boolean;
  canDelete: boolean;
}

/**
 * One comment: avatar, name, a mail link only when the email is shown, the time and the text
 * (plain text: React escapes it). Edit and Delete follow spec/site.md §6.
 */
export function CommentItem({
  comment,
  permissions,
  onUpdate,
  onDelete,
}: {
  comment: BlogComment;
  permissions: CommentPermissions;
  onUpdate: (content: string) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const error = commentFormErrors(
    { name: '', email: '', content: draft },
    { checkAuthor: false },
  ).content;

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    setSaving(true);
    setFailure('');
    try {
      await onUpdate(draft);
      setEditing(false);
      setSubmitted(false);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'The comment was not saved.');
    } finally {
      setSaving(false);
    }
  }

  async function remove(): Promise<void> {
    try {
      await onDelete();
      setConfirming(false);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'The comment was not deleted.');
      setConfirming(false);
    }
  }

  const invalid = submitted && error !== undefined;
  return (
    <li>
      <article className="comment" aria-label={`Comment by ${comment.name}`}>
        <Avatar imageUrl={comment.imageUrl} seed={comment.email || comment.name} />
        <div className="comment-body">
          <p className="comment-meta">
            <strong>{comment.name}</strong>
            {comment.email && (
              <>
                {' '}
                <a href={`mailto:${comment.email}`}>{comment.email}</a>
              </>
            )}{' '}
            <time dateTime={comment.created}>{relativeTime(comment.created)}</time>
          </p>
          {editing ? (
            <form aria-label="Edit comment" noValidate onSubmit={(event) => void save(event)}>
              <label htmlFor={`${id}-content`}>Comment</label>
              <textarea
                id={`${id}-content`}
                rows={4}
                maxLength={COMMENT_LIMITS.content}
                value={draft}
                aria-invalid={invalid}
                className={invalid ? 'invalid' : undefined}
                onChange={(event) => setDraft(event.target.value)}
              />
              <div className="comment-actions">
                <button type="submit" disabled={saving}>
                  Update
                </button>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => {
                    setEditing(false);
                    setDraft(comment.content);
                    setSubmitted(false);
                  }}
                >
                  Cancel
                </button>
              </div>
            </form>
          ) : (
            <p className="comment-content">{comment.content}</p>
          )}
          {failure && (
            <p role="alert" className="field-error">
              {failure}
            </p>
          )}
          {!editing && (permissions.canEdit || permissions.canDelete) && (
            <div className="comment-actions">
              {permissions.canEdit && (
                <button
                  type="button"
                  className="secondary"
                  onClick={() => {
                    setDraft(comment.content);
                    setEditing(true);
                  }}
                >
                  Edit
                </button>
              )}
              {permissions.canDelete && (
                <button type="button" className="secondary" onClick={() => setConfirming(true)}>
                  Delete
                </button>
              )}
            </div>
          )}
        </div>
      </article>
      {confirming && (
        <Dialog
          title="Delete comment"
          onClose={() => setConfirming(false)}
          footer={
            <>
              <button type="button" className="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </button>
              <button type="button" onClick={() => void remove()}>
                Delete
              </button>
            </>
          }
        >
          <p className="comment-content">{comment.content}</p>
        </Dialog>
      )}
    </li>
  );
}
