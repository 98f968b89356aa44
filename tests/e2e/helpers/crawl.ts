import type { Page } from '@playwright/test';

// A breadth-first crawl of the built site, as a visitor's browser sees it: every same-origin
// link of every page reached from the start page, and every #anchor those links name.

export interface CrawlProblem {
  readonly url: string;
  readonly from: string;
  readonly problem: string;
}

export interface CrawlResult {
  readonly visited: readonly string[];
  readonly problems: readonly CrawlProblem[];
}

interface FoundLink {
  readonly href: string;
  readonly from: string;
}

/** Files the server answers that are not pages of the app (feeds, the sitemap, media). */
const NOT_A_PAGE = /\.(xml|webm|wav|png|svg|ico|zip)$/i;

export async function crawlSite(page: Page, origin: string, start = '/'): Promise<CrawlResult> {
  const queue: FoundLink[] = [{ href: new URL(start, origin).href, from: '(start)' }];
  const visited = new Map<string, Set<string>>();
  const anchorsWanted: { page: string; id: string; from: string }[] = [];
  const problems: CrawlProblem[] = [];

  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const url = new URL(next.href);
    if (url.hash.length > 1) {
      anchorsWanted.push({
        page: url.origin + url.pathname + url.search,
        id: decodeURIComponent(url.hash.slice(1)),
        from: next.from,
      });
    }
    const key = url.origin + url.pathname + url.search;
    if (visited.has(key)) continue;
    if (NOT_A_PAGE.test(url.pathname)) {
      const response = await page.request.get(key);
      if (response.status() >= 400) {
        problems.push({ url: key, from: next.from, problem: `HTTP ${response.status()}` });
      }
      visited.set(key, new Set());
      continue;
    }
    const response = await page.goto(key);
    const status = response?.status() ?? 0;
    if (status >= 400 || status === 0) {
      problems.push({ url: key, from: next.from, problem: `HTTP ${status}` });
    }
    await page.locator('main :is(h1, h2)').first().waitFor();
    if ((await page.getByRole('heading', { name: 'Page not found' }).count()) > 0) {
      problems.push({ url: key, from: next.from, problem: 'shows the not-found page' });
    }
    const { ids, hrefs } = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
      hrefs: [...document.querySelectorAll('a[href]')].map(
        (anchor) => (anchor as HTMLAnchorElement).href,
      ),
    }));
    visited.set(key, new Set(ids));
    for (const href of hrefs) {
      if (new URL(href).origin === origin) queue.push({ href, from: key });
    }
  }

  for (const anchor of anchorsWanted) {
    if (!visited.get(anchor.page)?.has(anchor.id)) {
      problems.push({
        url: `${anchor.page}#${anchor.id}`,
        from: anchor.from,
        problem: 'no element with this id',
      });
    }
  }
  return { visited: [...visited.keys()], problems };
}
