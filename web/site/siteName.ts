/** The server writes SITE_NAME into the page's meta tag; the dev server leaves the placeholder. */
const DEFAULT_SITE_NAME = 'Nikse';

function readSiteName(): string {
  const content = document.querySelector('meta[name="site-name"]')?.getAttribute('content') ?? '';
  return content === '' || content.startsWith('__') ? DEFAULT_SITE_NAME : content;
}

export const siteName = readSiteName();
