import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../server/services/posts';
import { PAGE_PATHS } from '../../../shared/site/routes';
import { startTestServer, type TestServer } from '../../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ AUTHOR_SLUG: 'nikolaj' });
  await createPost(server.db, {
    title: 'Hidden draft',
    content: '<p>Not yet</p>',
    visible: false,
    postedBy: 'Admin',
    postedById: null,
    created: new Date().toISOString(),
  });
});
afterAll(() => server.close());

async function get(path: string): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
}

/** Upper-cases every other letter, to prove the comparison ignores case. */
function mixedCase(path: string): string {
  return [...path].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');
}

describe('page routes', () => {
  it.each(PAGE_PATHS.map((path) => `/${path}`))(
    '%s answers 200 with the app, in any case',
    async (path) => {
      for (const variant of [path, mixedCase(path)]) {
        const response = await get(variant);
        expect(response.status, variant).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(await response.text()).toContain('<div id="root">');
      }
    },
  );

  it.each([
    ['/home', '/'],
    ['/blog', '/'],
    ['/se', '/subtitleedit/help'],
    ['/SE?q=KeepCase', '/subtitleedit/help?q=KeepCase'],
    ['/subtitleedit/videos', '/subtitleedit/video'],
    ['/aboutme', '/about'],
    ['/nikolaj', '/about'],
    ['/Nikolaj?x=1', '/about?x=1'],
  ])('%s redirects to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(to);
  });

  it('answers 404 with the app for unknown paths, missing and hidden posts', async () => {
    for (const path of [
      '/no-such-page',
      '/subtitleedit/nothing',
      '/author',
      '/posts/missing',
      '/posts/hidden-draft',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('Page not found');
    }
  });

  it('serves a visible post with its title and description in the head', async () => {
    const response = await get('/posts/welcome');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Nikse - Welcome</title>');
    expect(html).toContain('<meta property="og:title" content="Welcome" />');
    expect(html).toMatch(/<meta name="description" content="Welcome to the site\./);
  });

  it('gives each page its own title and description', async () => {
    const html = await (await get('/subtitleedit/shortcuts')).text();
    expect(html).toContain('<title>Nikse - Subtitle Edit keyboard shortcuts</title>');
    expect(html).not.toContain('__DESCRIPTION__');
  });

  it('serves the RSS feed and the XML site map', async () => {
    const feed = await get('/feed.xml');
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    const rss = await feed.text();
    expect(rss).toContain('<rss version="2.0">');
    expect(rss).toContain('/posts/welcome</link>');
    expect(rss).not.toContain('hidden-draft');
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${server.baseUrl}/subtitleedit/help</loc>`);
    expect(sitemap).toContain(`<loc>${server.baseUrl}/posts/welcome</loc>`);
    expect(sitemap).not.toContain('hidden-draft');
  });
});
