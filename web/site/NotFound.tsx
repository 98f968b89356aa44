import { Link } from '../router';
import { usePageTitle } from './siteName';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <article>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </article>
  );
}
