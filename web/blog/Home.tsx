import { relativeTime } from '../../shared/site/relativeTime';
import { SafeHtml } from '../components/SafeHtml';
import { Link } from '../router';
import { usePageTitle } from '../site/siteName';
import { trpc } from '../trpc';

export function commentLinkText(commentCount: number): string {
  return commentCount > 0 ? `View comments (${commentCount})` : 'Add comment';
}

/** Home: the visible blog posts, newest first (spec/site.md §2). */
export function Home() {
  usePageTitle('Blog');
  const posts = trpc.blog.posts.list.useQuery();
  if (posts.error) console.error('Could not load the blog posts:', posts.error);
  return (
    <section aria-label="Blog posts" className="blog-list">
      {posts.isPending && <p className="muted">Loading posts…</p>}
      {posts.data?.map((post) => {
        const href = `/posts/${encodeURIComponent(post.friendlyId)}`;
        return (
          <article key={post.blogItemId} className="post">
            <h2>
              <Link href={href}>{post.title}</Link>
            </h2>
            <p className="post-meta">
              <time dateTime={post.created}>{relativeTime(post.created)}</time> by {post.postedBy}
            </p>
            <SafeHtml className="post-content" html={post.content} />
            <p>
              <Link href={href}>{commentLinkText(post.commentCount)}</Link>
            </p>
          </article>
        );
      })}
    </section>
  );
}
