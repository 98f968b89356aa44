import { PAGE_PATHS } from '../../shared/site/routes';
import { Link } from '../router';
import { trpc } from '../trpc';
import { PAGE_META } from '../../shared/site/pageMeta';
import { usePageTitle } from './siteName';

/** Pages reached only with a query (the temporary translate pages) are left out. */
const HIDDEN = new Set<string>(['subtitleedit/online/temp', 'subtitleedit/online/tempms', 'login']);

export function SiteMap() {
  usePageTitle('Site map');
  const posts = trpc.blog.posts.list.useQuery();
  const seen = new Set<string>();
  const pages = PAGE_PATHS.filter((path) => {
    const title = PAGE_META[path].title;
    if (HIDDEN.has(path) || seen.has(title)) return false;
    seen.add(title);
    return true;
  });
  return (
    <article>
      <h1>Site map</h1>
      <h2>Pages</h2>
      <ul>
        {pages.map((path) => (
          <li key={path}>
            <Link href={`/${path}`}>{PAGE_META[path].title}</Link>
          </li>
        ))}
      </ul>
      <h2>Blog posts</h2>
      <ul>
        {posts.data?.map((post) => (
          <li key={post.blogItemId}>
            <Link href={`/posts/${encodeURIComponent(post.friendlyId)}`}>{post.title}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
