import { documentTitle } from '../../shared/site/pageMeta';
import { useTitle } from '../router';

/** The server writes SITE_NAME into the page's meta tag; the dev server leaves the placeholder. */
const DEFAULT_SITE_NAME = 'Nikse';

function readSiteName(): string {
  const content = document.querySelector('meta[name="site-name"]')?.getAttribute('content') ?? '';
  return content === '' || content.startsWith('__') ? DEFAULT_SITE_NAME : content;
}

export const siteName = readSiteName();

/** Sets the document title to '<site name> - <page title>' while the page is shown. */
export function usePageTitle(pageTitle: string): void {
  useTitle(documentTitle(siteName, pageTitle));
}
