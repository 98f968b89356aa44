import type { inferRouterOutputs } from '@trpc/server';
import { useAtomValue } from 'jotai';
import type { AppRouter } from '../../server/trpc/router';
import type { BlogComment } from '../../shared/api/blogSchemas';
import type { BlogPost } from '../../shared/api/schemas';
import { commentCountText, commentsClosed } from '../../shared/site/comments';
import { ADMIN_ACCESS_LEVEL } from '../../shared/site/constants';
import { currentUserAtom, type StoredSession } from '../account/session';
import { useWithSessionRefresh } from '../account/useSessionRefresh';
import { trpc } from '../trpc';
import './blog.css';
import { CommentForm } from './CommentForm';
import { CommentItem, type CommentPermissions } from './CommentItem';

type CommentList = inferRouterOutputs<AppRouter>['blog']['comments']['list'];

/** spec/site.md §6: edit for administrators and the author, delete for administrators. */
function permissionsFor(user: StoredSession | null, comment: BlogComment): CommentPermissions {
  const isAdmin = (user?.accessLevel ?? 0) >= ADMIN_ACCESS_LEVEL;
  const isAuthor = user !== null && comment.postedById === user.blogUserId;
  return { canEdit: isAdmin || isAuthor, canDelete: isAdmin };
}

/** The comments of a post and the add-comment form; the list is reloaded after every change. */
export function Comments({ post }: { post: BlogPost }) {
  const user = useAtomValue(currentUserAtom);
  const utils = trpc.useUtils();
  const key = { blogItemId: post.blogItemId };
  const comments = trpc.blog.comments.list.useQuery(key);
  const update = trpc.blog.comments.update.useMutation();
  const remove = trpc.blog.comments.delete.useMutation();
  const withRefresh = useWithSessionRefresh();
  if (comments.error) console.error('Could not load the comments:', comments.error);

  /** Update and delete answer the post's new list; adding is followed by a reload. */
  function replaceList(list: CommentList): void {
    utils.blog.comments.list.setData(key, list);
    void utils.blog.posts.list.invalidate();
  }

  const list = comments.data ?? [];
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{comments.data ? commentCountText(list.length) : 'Comments'}</h2>
      {list.length > 0 && (
        <ol className="comment-list">
          {list.map((comment) => (
            <CommentItem
              key={comment.blogCommentId}
              comment={comment}
              permissions={permissionsFor(user, comment)}
              onUpdate={async (content) =>
                replaceList(
                  await withRefresh(() =>
                    update.mutateAsync({ blogCommentId: comment.blogCommentId, content }),
                  ),
                )
              }
              onDelete={async () =>
                replaceList(
                  await remove.mutateAsync({
                    id: comment.blogCommentId,
                    blogItemId: post.blogItemId,
                  }),
                )
              }
            />
          ))}
        </ol>
      )}
      {commentsClosed(post) ? (
        <p className="muted">Comments are closed for this post.</p>
      ) : (
        <CommentForm
          blogItemId={post.blogItemId}
          onAdded={() => {
            void utils.blog.comments.list.invalidate(key);
            void utils.blog.posts.list.invalidate();
          }}
        />
      )}
    </section>
  );
}
