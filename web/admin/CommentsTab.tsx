import { useState } from 'react';
import type { BlogComment } from '../../shared/api/blogSchemas';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { Dialog } from '../components/Dialog';
import { trpc } from '../trpc';
import { AdminGrid, type AdminGridSpec, type RowAction } from './AdminGrid';
import { formatDateTime } from './format';
import { usePaging } from './Pager';

const GRID: AdminGridSpec<BlogComment> = {
  rowKey: (comment) => comment.blogCommentId,
  columns: [
    { header: 'Created', cell: (comment) => formatDateTime(comment.created) },
    { header: 'BlogItemId', cell: (comment) => comment.blogItemId },
    { header: 'Name', cell: (comment) => comment.name },
    { header: 'Email', cell: (comment) => comment.email },
    { header: 'IP', cell: (comment) => comment.ip },
    { header: 'Content', cell: (comment) => comment.content, className: 'comment-content' },
  ],
};

/** All comments, newest first, with edit and delete (spec/site.md §2 Comments tab). */
export function CommentsTab() {
  const utils = trpc.useUtils();
  const paging = usePaging();
  const comments = trpc.admin.moderation.comments.useQuery(paging.input).data;
  const [editing, setEditing] = useState<BlogComment | null>(null);
  const [content, setContent] = useState('');
  const [validate, setValidate] = useState(false);
  const [deleting, setDeleting] = useState<BlogComment | null>(null);
  // Both calls answer the comment's post's list; the tab reloads its own list instead.
  const reload = () => void utils.admin.moderation.comments.invalidate();
  const update = trpc.blog.comments.update.useMutation({ onSuccess: reload });
  const remove = trpc.blog.comments.delete.useMutation({ onSuccess: reload });

  function rowActions(comment: BlogComment): RowAction[] {
    return [
      {
        label: 'Edit',
        name: `Edit comment by ${comment.name}`,
        onClick: () => {
          update.reset();
          setValidate(false);
          setContent(comment.content);
          setEditing(comment);
        },
      },
      {
        label: 'Delete',
        name: `Delete comment by ${comment.name}`,
        danger: true,
        onClick: () => setDeleting(comment),
      },
    ];
  }

  return (
    <>
      <AdminGrid spec={GRID} page={comments} paging={paging} actions={rowActions} />
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
