import type { BlogPost } from '../shared/api/schemas';
import { documentTitle, PAGE_META, type PageMeta } from '../shared/site/pageMeta';
import type { RouteMatch } from '../shared/site/routes';

// The <head> details the server writes into the app's HTML for each page: title, description
// and Open Graph tags, so search engines and link previews see the right page without scripts.

const EXCERPT_LENGTH = 160;
const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'There is no page at this address.',
};

function escapeHtml(text: string): string {
  return text.replace(/[&"<>']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain-text start of post HTML for a description (tags dropped, whitespace collapsed). */
export function plainExcerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

export function pageMetaFor(
  match: RouteMatch,
  post: BlogPost | undefined,
): PageMeta & { type: 'website' | 'article' } {
  if (match.kind === 'page') return { ...PAGE_META[match.path], type: 'website' };
  if (match.kind === 'post' && post) {
    return { title: post.title, description: plainExcerpt(post.content), type: 'article' };
  }
  return { ...NOT_FOUND_META, type: 'website' };
}

/** Fills the placeholders of web/index.html. */
export function renderHead(
  html: string,
  siteName: string,
  meta: PageMeta & { type: 'website' | 'article' },
  url: string,
): string {
  const title = escapeHtml(documentTitle(siteName, meta.title));
  const description = escapeHtml(meta.description);
  const openGraph = [
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
  ].join('\n    ');
  return html
    .replace('__TITLE__', title)
    .replace('__DESCRIPTION__', description)
    .replace('__SITE_NAME__', escapeHtml(siteName))
    .replace('<!--app-head-->', openGraph);
}
