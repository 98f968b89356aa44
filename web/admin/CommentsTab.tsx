import { useState } from 'react';
import type { BlogComment } from '../../shared/api/blogSchemas';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { Dialog } from '../components/Dialog';
import { trpc } from '../trpc';
import { formatDateTime } from './format';
import { PAGE_SIZE, Pager } from './Pager';

/** All comments, newest first, with edit and delete (spec/site.md §2 Comments tab). */
export function CommentsTab() {
  const utils = trpc.useUtils();
  const [offset, setOffset] = useState(0);
  const page = trpc.admin.moderation.comments.useQuery({ offset, limit: PAGE_SIZE });
  const [editing, setEditing] = useState<BlogComment | null>(null);
  const [content, setContent] = useState('');
  const [validate, setValidate] = useState(false);
  const [deleting, setDeleting] = useState<BlogComment | null>(null);
  // Both calls answer the comment's post's list; the tab reloads its own list instead.
  const reload = () => void utils.admin.moderation.comments.invalidate();
  const update = trpc.blog.comments.update.useMutation({ onSuccess: reload });
  const remove = trpc.blog.comments.delete.useMutation({ onSuccess: reload });

  return (
    <>
      <div className="grid-scroll">
        <table className="admin-grid">
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">BlogItemId</th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">IP</th>
              <th scope="col">Content</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.data?.rows.map((comment) => (
              <tr key={comment.blogCommentId}>
                <td>{formatDateTime(comment.created)}</td>
                <td>{comment.blogItemId}</td>
                <td>{comment.name}</td>
                <td>{comment.email}</td>
                <td>{comment.ip}</td>
                <td className="comment-content">{comment.content}</td>
                <td className="actions">
                  <button
                    type="button"
                    aria-label={`Edit comment by ${comment.name}`}
                    onClick={() => {
                      update.reset();
                      setValidate(false);
                      setContent(comment.content);
                      setEditing(comment);
                    }}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Delete comment by ${comment.name}`}
                    onClick={() => setDeleting(comment)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager offset={offset} total={page.data?.total ?? 0} onChange={setOffset} />
      {editing && (
        <Dialog
          title="Edit comment"
          onClose={() => setEditing(null)}
          footer={
            <>
              <button type="button" className="secondary" onClick={() => setEditing(null)}>
                Cancel
              </button>
              <button
                type="button"
                disabled={update.isPending}
                onClick={() => {
                  setValidate(true);
                  update.mutate(
                    { blogCommentId: editing.blogCommentId, content },
                    { onSuccess: () => setEditing(null) },
                  );
                }}
              >
                Update
              </button>
            </>
          }
        >
          <div className="form-grid">
            <label>
              Content
              <textarea
                rows={6}
                value={content}
                aria-invalid={validate && content.trim() === ''}
                onChange={(event) => setContent(event.target.value)}
              />
            </label>
            {update.error && (
              <p role="alert" className="form-error">
                {update.error.message}
              </p>
            )}
          </div>
        </Dialog>
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete comment"
          onCancel={() => setDeleting(null)}
          onDelete={() =>
            remove.mutate(
              { id: deleting.blogCommentId, blogItemId: deleting.blogItemId },
              { onSuccess: () => setDeleting(null) },
            )
          }
        >
          <blockquote className="comment-quote">{deleting.content}</blockquote>
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
