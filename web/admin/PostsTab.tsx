import { useState } from 'react';
import type { BlogPost } from '../../shared/api/schemas';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { trpc } from '../trpc';
import { AdminGrid, type AdminGridSpec, type RowAction } from './AdminGrid';
import { formatDateTime, plainExcerpt } from './format';
import { draftOf, PostModal, type PostDraft } from './PostModal';

const GRID: AdminGridSpec<BlogPost> = {
  rowKey: (post) => post.blogItemId,
  rowClassName: (post) => (post.visible ? undefined : 'hidden-post'),
  columns: [
    { header: 'Created', cell: (post) => formatDateTime(post.created) },
    { header: 'Posted by', cell: (post) => post.postedBy },
    { header: 'Modified', cell: (post) => formatDateTime(post.modified) },
    {
      header: 'Title',
      cell: (post) => (
        <>
          {post.title}
          {!post.visible && <span className="badge">hidden</span>}
        </>
      ),
    },
    { header: 'Content', cell: (post) => plainExcerpt(post.content) },
  ],
};

type Editing = { post: BlogPost | null } | null;

export function PostsTab() {
  const utils = trpc.useUtils();
  const posts = trpc.admin.posts.list.useQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const replaceList = (list: BlogPost[]) => utils.admin.posts.list.setData(undefined, list);
  const create = trpc.admin.posts.create.useMutation({ onSuccess: replaceList });
  const update = trpc.admin.posts.update.useMutation({ onSuccess: replaceList });
  const remove = trpc.admin.posts.delete.useMutation({ onSuccess: replaceList });
  const saveError = create.error ?? update.error;
  if (posts.error) console.error('Could not load the posts:', posts.error);

  function save(draft: PostDraft): void {
    const fields = {
      title: draft.title,
      content: draft.content,
      visible: draft.visible,
      commentDisabledAfter: draft.commentDisabledAfter,
    };
    const done = { onSuccess: () => setEditing(null) };
    if (draft.blogItemId === undefined) create.mutate(fields, done);
    else update.mutate({ ...fields, blogItemId: draft.blogItemId }, done);
  }

  function rowActions(post: BlogPost): RowAction[] {
    return [
      { label: 'Edit', name: `Edit ${post.title}`, onClick: () => setEditing({ post }) },
      {
        label: 'Delete',
        name: `Delete ${post.title}`,
        danger: true,
        onClick: () => setDeleting(post),
      },
    ];
  }

  return (
    <>
      <p>
        <button
          type="button"
          onClick={() => {
            create.reset();
            update.reset();
            setEditing({ post: null });
          }}
        >
          Make new blog post
        </button>
      </p>
      <AdminGrid spec={GRID} rows={posts.data} actions={rowActions} />
      {editing && (
        <PostModal
          initial={draftOf(editing.post)}
          saving={create.isPending || update.isPending}
          error={saveError ? saveError.message : null}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete blog post"
          onCancel={() => setDeleting(null)}
          onDelete={() =>
            remove.mutate({ id: deleting.blogItemId }, { onSuccess: () => setDeleting(null) })
          }
        >
          <p>
            Delete the post <strong>{deleting.title}</strong> and all its comments?
          </p>
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
