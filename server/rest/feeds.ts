import { Router, type Request } from 'express';
import { PAGE_PATHS } from '../../shared/site/routes';
import type { Db } from '../db/connection';
import { listVisiblePosts } from '../db/repositories/posts';

// /feed.xml (RSS 2.0 of the visible posts) and /sitemap.xml (every page and visible post).

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

function origin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** Pages that are only reached with a query or that need a login are not worth indexing. */
const UNLISTED = new Set([
  'admin',
  'subtitleedit/online/temp',
  'subtitleedit/online/tempms',
  'profile',
  'login',
]);

export function feedRoutes(db: Db, siteName: string): Router {
  const routes = Router();
  routes.get('/feed.xml', async (req, res) => {
    const base = origin(req);
    const items = (await listVisiblePosts(db))
      .map(
        (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${base}/posts/${encodeURIComponent(post.friendlyId)}</link>
      <guid isPermaLink="true">${base}/posts/${encodeURIComponent(post.friendlyId)}</guid>
      <pubDate>${new Date(post.created).toUTCString()}</pubDate>
      <author>${escapeXml(post.postedBy)}</author>
      <description>${escapeXml(post.content)}</description>
    </item>`,
      )
      .join('\n');
    res.type('application/rss+xml').send(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(siteName)} - Blog</title>
    <link>${base}/</link>
    <description>${escapeXml(siteName)} blog</description>
${items}
  </channel>
</rss>
`);
  });
  routes.get('/sitemap.xml', async (req, res) => {
    const base = origin(req);
    const pages = PAGE_PATHS.filter((path) => !UNLISTED.has(path)).map((path) => `${base}/${path}`);
    const posts = (await listVisiblePosts(db)).map(
      (post) => `${base}/posts/${encodeURIComponent(post.friendlyId)}`,
    );
    const urls = [...pages, ...posts]
      .map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`)
      .join('\n');
    res.type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`);
  });
  return routes;
}
