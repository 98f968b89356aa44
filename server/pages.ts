import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, RequestHandler } from 'express';
import { matchRoute } from '../shared/site/routes';
import type { Db } from './db/connection';
import { findPostByFriendlyId } from './db/repositories/posts';
import { recordReferrer } from './db/repositories/referrers';
import { pageMetaFor, renderHead } from './pageHead';
import { issueXsrfCookie } from './security/csrf';

// Page routes: every path of the route table answers 200 with the app, redirects answer 302 with
// the query kept as written, anything else (a missing or hidden post included) 404 with the app,
// which then shows its not-found page. Hidden posts are 404 here even for administrators: the
// server cannot see the token a page load carries in localStorage, and the app asks again.

export interface PageDeps {
  db: Db;
  webRoot: string;
  authorSlug: string;
  siteName: string;
}

const NOT_BUILT_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>__TITLE__</title>' +
  '<meta name="description" content="__DESCRIPTION__"><!--app-head--></head>' +
  '<body><p>The web app has not been built yet: run <code>npm run build:web</code>.</p></body></html>';

function queryOf(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at);
}

/** Counts the visit's referring page; a page is served whether or not the count could be kept
 *  (the database may be away: the page itself does not need it). */
async function recordExternalReferrer(db: Db, req: Request): Promise<void> {
  const referrer = req.get('referer');
  if (!referrer) return;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    // An unparsable Referer header is not worth recording.
    return;
  }
  if (url.host === req.get('host')) return;
  try {
    await recordReferrer(db, url.host, url.pathname, new Date().toISOString());
  } catch (error) {
    console.error('Could not count a referrer:', (error as Error).message);
  }
}

export function pageHandler({ db, webRoot, authorSlug, siteName }: PageDeps): RequestHandler {
  const indexFile = join(webRoot, 'index.html');
  // Read once: the built app does not change while the server runs.
  const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : NOT_BUILT_HTML;
  return async (req, res) => {
    const match = matchRoute(req.path, authorSlug);
    if (match.kind === 'redirect') {
      res.redirect(302, `${match.to}${queryOf(req)}`);
      return;
    }
    const post =
      match.kind === 'post' ? await findPostByFriendlyId(db, match.friendlyId) : undefined;
    const postShown = post !== undefined && post.visible;
    const found = match.kind === 'page' || postShown;
    if (found) await recordExternalReferrer(db, req);
    issueXsrfCookie(req.headers.cookie, res);
    const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`;
    const meta = pageMetaFor(found ? match : { kind: 'notFound' }, postShown ? post : undefined);
    res
      .status(found ? 200 : 404)
      .type('html')
      .set('Cache-Control', 'no-cache')
      .send(renderHead(html, siteName, meta, url));
  };
}
