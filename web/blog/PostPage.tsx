import { relativeTime } from '../../shared/site/relativeTime';
import { NotFound } from '../site/NotFound';
import { usePageTitle } from '../site/siteName';
import { trpc } from '../trpc';
import { Comments } from './Comments';
import { PostContent } from './PostContent';

/** Blog post detail (spec/site.md §2). */
export function PostPage({ friendlyId }: { friendlyId: string }) {
  const post = trpc.blog.posts.byFriendlyId.useQuery({ friendlyId }, { retry: false });
  usePageTitle(post.data?.title ?? 'Blog');
  if (post.error) return <NotFound />;
  if (!post.data) return <p className="muted">Loading…</p>;
  return (
    <>
      <article className="post">
        <h1>{post.data.title}</h1>
        <p className="post-meta">
          <time dateTime={post.data.created}>{relativeTime(post.data.created)}</time> by{' '}
          {post.data.postedBy}
        </p>
        {/* Under the title (h1) the content starts at h2. */}
        <PostContent className="post-content" html={post.data.content} topLevel={2} />
      </article>
      <Comments post={post.data} />
    </>
  );
}
