import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, RequestHandler } from 'express';
import { matchRoute } from '../shared/site/routes';
import type { Db } from './db/connection';
import { isVisiblePost } from './db/repositories/posts';
import { recordReferrer } from './db/repositories/referrers';
import { issueXsrfCookie } from './security/csrf';

// Page routes: every path of the route table answers 200 with the app, redirects answer 302 with
// the query kept as written, anything else (a missing or hidden post included) 404 with the app,
// which then shows its not-found page.

export interface PageDeps {
  db: Db;
  webRoot: string;
  authorSlug: string;
  siteName: string;
}

const NOT_BUILT_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>' +
  '<body><p>The web app has not been built yet: run <code>npm run build:web</code>.</p></body></html>';

function queryOf(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at);
}

function recordExternalReferrer(db: Db, req: Request): void {
  const referrer = req.get('referer');
  if (!referrer) return;
  try {
    const url = new URL(referrer);
    if (url.host === req.get('host')) return;
    recordReferrer(db, url.host, url.pathname, new Date().toISOString());
  } catch {
    // An unparsable Referer header is not worth recording.
  }
}

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function pageHandler({ db, webRoot, authorSlug, siteName }: PageDeps): RequestHandler {
  const indexFile = join(webRoot, 'index.html');
  // Read once: the built app does not change while the server runs. The site name is written
  // into its meta tag so the app can title its pages without a round trip.
  const html = (existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : NOT_BUILT_HTML).replace(
    '__SITE_NAME__',
    escapeAttribute(siteName),
  );
  return (req, res) => {
    const match = matchRoute(req.path, authorSlug);
    if (match.kind === 'redirect') {
      res.redirect(302, `${match.to}${queryOf(req)}`);
      return;
    }
    const found =
      match.kind === 'page' || (match.kind === 'post' && isVisiblePost(db, match.friendlyId));
    if (found) recordExternalReferrer(db, req);
    issueXsrfCookie(req.headers.cookie, res);
    res
      .status(found ? 200 : 404)
      .type('html')
      .set('Cache-Control', 'no-cache')
      .send(html);
  };
}
