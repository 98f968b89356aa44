import { PAGE_META } from '../../shared/site/pageMeta';
import { relativeTime } from '../../shared/site/relativeTime';
import { Link } from '../router';
import { usePageTitle } from '../site/siteName';
import { trpc } from '../trpc';
import { PostContent } from './PostContent';

export function commentLinkText(commentCount: number): string {
  return commentCount > 0 ? `View comments (${commentCount})` : 'Add comment';
}

/** Home: the visible blog posts, newest first (spec/site.md §2). */
export function Home() {
  usePageTitle(PAGE_META[''].title);
  const posts = trpc.blog.posts.list.useQuery();
  if (posts.error) console.error('Could not load the blog posts:', posts.error);
  return (
    <section aria-labelledby="blog-title" className="blog-list">
      <h1 id="blog-title">{PAGE_META[''].title}</h1>
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
            {/* Under the post's title (h2) the content starts at h3. */}
            <PostContent className="post-content" html={post.content} topLevel={3} />
            <p>
              <Link href={href}>{commentLinkText(post.commentCount)}</Link>
            </p>
          </article>
        );
      })}
    </section>
  );
}
