import { relativeTime } from '../../shared/site/relativeTime';
import { SafeHtml } from '../components/SafeHtml';
import { NotFound } from '../site/NotFound';
import { usePageTitle } from '../site/siteName';
import { trpc } from '../trpc';
import { Comments } from './Comments';

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
        <SafeHtml className="post-content" html={post.data.content} />
      </article>
      <Comments post={post.data} />
    </>
  );
}
