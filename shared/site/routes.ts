// The route table of spec/site.md §2, the one source for the server (200 vs 404, redirects)
// and the web router. Paths are stored without the leading slash, in lower case.

export const PAGE_PATHS = [
  '',
  'counter',
  'admin',
  'about',
  'donate',
  'multitranslator',
  'multitranslator/online',
  'xmlcontenttranslator',
  'multimediacenter',
  'subtitleedit',
  'subtitleedit/help',
  'subtitleedit/video',
  'subtitleedit/techreport',
  'subtitleedit/online',
  'subtitleedit/online/temp',
  'subtitleedit/online/tempms',
  'subtitleedit/hardburn',
  'subtitleedit/addsubtitlestovideo',
  'subtitleedit/nocr',
  'nocr',
  'subtitleedit/shortcuts',
  'subtitleedit/formats/subrip',
  'subtitleedit/formats/srt',
  'subtitleedit/formats/assa',
  'subtitleedit/formats/assa-override-tags',
  'subtitleedit/formats/assa-v4-spec',
  'profile',
  'login',
  'register',
  'sitemap',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/** Prefix of the blog post detail route; the rest of the path is the post's friendly id. */
export const POST_PATH_PREFIX = 'posts/';

/** Fixed redirects of the spec; the author's first-name slug (AUTHOR_SLUG) is added at run time. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  home: '',
  blog: '',
  se: 'subtitleedit/help',
  'subtitleedit/videos': 'subtitleedit/video',
  aboutme: 'about',
};

export const DEFAULT_AUTHOR_SLUG = 'author';

export type RouteMatch =
  | { kind: 'page'; path: PagePath }
  | { kind: 'post'; friendlyId: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

const pagePathSet: ReadonlySet<string> = new Set(PAGE_PATHS);

/**
 * Normalises a URL path for matching: lower case, no leading or trailing slash, no empty
 * segments. The query string is not part of it and is kept as written by the caller.
 */
export function normalisePath(pathname: string): string {
  return pathname
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '')
    .join('/');
}

export function matchRoute(pathname: string, authorSlug: string = DEFAULT_AUTHOR_SLUG): RouteMatch {
  const path = normalisePath(pathname);
  if (pagePathSet.has(path)) return { kind: 'page', path: path as PagePath };
  const redirect = REDIRECTS[path] ?? (path === authorSlug.toLowerCase() ? 'about' : undefined);
  if (redirect !== undefined) return { kind: 'redirect', to: `/${redirect}` };
  if (path.startsWith(POST_PATH_PREFIX)) {
    const friendlyId = path.slice(POST_PATH_PREFIX.length);
    if (friendlyId !== '' && !friendlyId.includes('/')) return { kind: 'post', friendlyId };
  }
  return { kind: 'notFound' };
}
