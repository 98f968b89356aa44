import { useState } from 'react';
import type { BlogPost } from '../../shared/api/schemas';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { trpc } from '../trpc';
import { formatDateTime, plainExcerpt } from './format';
import { draftOf, PostModal, type PostDraft } from './PostModal';

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
      <div className="grid-scroll">
        <table className="admin-grid">
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">Posted by</th>
              <th scope="col">Modified</th>
              <th scope="col">Title</th>
              <th scope="col">Content</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {posts.data?.map((post) => (
              <tr key={post.blogItemId} className={post.visible ? undefined : 'hidden-post'}>
                <td>{formatDateTime(post.created)}</td>
                <td>{post.postedBy}</td>
                <td>{formatDateTime(post.modified)}</td>
                <td>
                  {post.title}
                  {!post.visible && <span className="badge">hidden</span>}
                </td>
                <td>{plainExcerpt(post.content)}</td>
                <td className="actions">
                  <button
                    type="button"
                    onClick={() => setEditing({ post })}
                    aria-label={`Edit ${post.title}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="danger"
                    onClick={() => setDeleting(post)}
                    aria-label={`Delete ${post.title}`}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
