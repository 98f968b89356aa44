import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTempSubtitle } from '../../../server/db/repositories/tempSubtitles';
import { startTestServer, type TestClient, type TestServer } from '../../helpers/testServer';

let server: TestServer;
let admin: TestClient;
let user: TestClient;
let anonymous: TestClient;

function withToken(client: TestClient, token: string): TestClient {
  return {
    ...client,
    fetch: (path, init = {}) =>
      client.fetch(path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
      }),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = withToken(server.newClient(), await server.adminToken());
  user = withToken(server.newClient(), await server.userToken('Reader'));
  anonymous = server.newClient();
  for (const client of [admin, user, anonymous]) await client.primeXsrf();
});
afterAll(() => server.close());

interface Post {
  blogItemId: number;
  title: string;
  content: string;
  visible: boolean;
  modified: string | null;
  postedBy: string;
  commentDisabledAfter: string | null;
  friendlyId: string;
}

const CALLS: [string, string, unknown?][] = [
  ['GET', '/blog/admin-posts'],
  ['POST', '/blog/admin-posts', { title: 'T', content: 'C', visible: true }],
  ['PUT', '/blog/admin-posts', { blogItemId: 1, title: 'T', content: 'C', visible: true }],
  ['DELETE', '/blog/admin-posts?id=1'],
  ['GET', '/blog/admin-referrers'],
  ['GET', '/blog/admin-errors'],
  ['GET', '/blog/admin-logs'],
  ['GET', '/blog/import'],
  ['DELETE', '/blog/admin-temp-files'],
];

describe('admin role checks', () => {
  it.each(CALLS)('%s %s: 401 without a token, 403 for a user', async (method, path, json) => {
    const init = json === undefined ? { method } : { method, json };
    const noToken = await anonymous.fetch(path, init);
    expect(noToken.status).toBe(401);
    expect(((await noToken.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
    const notAdmin = await user.fetch(path, init);
    expect(notAdmin.status).toBe(403);
  });

  it('refuses a token signed with another key', async () => {
    const forged = withToken(
      server.newClient(),
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwibmFtZSI6IkFkbWluIiwiYWNjZXNzTGV2ZWwiOjEwfQ.c2lnbmF0dXJl',
    );
    expect((await forged.fetch('/blog/admin-posts')).status).toBe(401);
  });
});

describe('admin posts', () => {
  it('creates, updates, hides and deletes posts, answering the list each time', async () => {
    const created = await admin.fetch('/blog/admin-posts', {
      method: 'POST',
      json: {
        title: 'Release notes',
        content: '<p>Hi</p><script>x()</script>',
        visible: true,
        postedById: 12345,
      },
    });
    expect(created.status).toBe(200);
    const afterCreate = (await created.json()) as Post[];
    const post = afterCreate.find((p) => p.title === 'Release notes');
    expect(post).toMatchObject({
      content: '<p>Hi</p>',
      visible: true,
      postedBy: 'Admin',
      modified: null,
    });
    expect(post?.friendlyId).toBe('release-notes');

    const updated = (await (
      await admin.fetch('/blog/admin-posts', {
        method: 'PUT',
        json: {
          blogItemId: post?.blogItemId,
          title: 'Release notes 2',
          content: '<p>Bye</p>',
          visible: false,
          commentDisabledAfter: '2026-12-31',
        },
      })
    ).json()) as Post[];
    const changed = updated.find((p) => p.blogItemId === post?.blogItemId);
    expect(changed).toMatchObject({
      title: 'Release notes 2',
      visible: false,
      commentDisabledAfter: '2026-12-31',
    });
    expect(changed?.modified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await anonymous.fetch(`/blog/posts/${post?.friendlyId}`)).status).toBe(404);
    expect((await admin.fetch(`/blog/posts/${post?.friendlyId}`)).status).toBe(200);

    const deleted = (await (
      await admin.fetch(`/blog/admin-posts?id=${post?.blogItemId}`, { method: 'DELETE' })
    ).json()) as Post[];
    expect(deleted.some((p) => p.blogItemId === post?.blogItemId)).toBe(false);
    expect(
      (await admin.fetch(`/blog/admin-posts?id=${post?.blogItemId}`, { method: 'DELETE' })).status,
    ).toBe(404);
  });

  it('answers 400 with field messages for an empty title or content and a bad date', async () => {
    const response = await admin.fetch('/blog/admin-posts', {
      method: 'POST',
      json: { title: ' ', content: '', visible: true, commentDisabledAfter: 'soon' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(Object.keys(body.error.fields).sort()).toEqual([
      'commentDisabledAfter',
      'content',
      'title',
    ]);
  });
});

describe('admin logs', () => {
  it('pages the request log newest first, and lists referrers and errors', async () => {
    await fetch(`${server.baseUrl}/about`, {
      headers: { referer: 'https://search.example.org/results?q=se' },
    });
    const referrers = (await (await admin.fetch('/blog/admin-referrers')).json()) as string[];
    expect(referrers).toContain('search.example.org/results');
    // The log is written in batches; what was queued before is in the table after a flush.
    await server.flushLogs();
    const logs = (await (await admin.fetch('/blog/admin-logs?limit=2')).json()) as {
      rows: { path: string }[];
      total: number;
    };
    expect(logs.rows).toHaveLength(2);
    expect(logs.total).toBeGreaterThan(2);
    const errors = await admin.fetch('/blog/admin-errors');
    expect(Array.isArray(await errors.json())).toBe(true);
    expect((await admin.fetch('/blog/admin-logs?limit=5000')).status).toBe(400);
  });
});

describe('admin commands', () => {
  it('imports RSS, Atom and WordPress files once, sanitized, and says what it did', async () => {
    const folder = join(server.env.DATA_DIR, 'import');
    mkdirSync(folder, { recursive: true });
    for (const name of ['feed.rss.xml', 'feed.atom.xml', 'wordpress.xml'])
      cpSync(`tests/fixtures/import/${name}`, join(folder, name));
    const first = await admin.fetch('/blog/import');
    expect(first.headers.get('content-type')).toContain('text/plain');
    expect(await first.text()).toBe('Imported 5 posts, 0 already present');
    expect(await (await admin.fetch('/blog/import')).text()).toBe(
      'Imported 0 posts, 5 already present',
    );
    const posts = (await (await admin.fetch('/blog/admin-posts')).json()) as (Post & {
      created: string;
    })[];
    const se36 = posts.find((p) => p.title === 'Subtitle Edit 3.6 is out');
    expect(se36).toMatchObject({
      postedBy: 'Nikolaj',
      created: '2021-02-01T10:00:00.000Z',
      visible: true,
    });
    expect(se36?.content).toBe('<p>New <b>waveform</b> features.</p><a>bad</a>');
    expect(posts.find((p) => p.title === 'Fixing OCR errors & more')?.content).toBe(
      '<p>Tips for <i>nOCR</i>.</p>',
    );
    expect(posts.find((p) => p.title === 'Whisper speech to text')?.content).toBe(
      '<p>About 100 languages.</p><img alt="" src="x" />',
    );
    expect(posts.find((p) => p.title === 'Batch convert')).toMatchObject({
      created: '2020-06-01T09:15:00.000Z',
      visible: true,
    });
    expect(posts.find((p) => p.title === 'Draft idea')?.visible).toBe(false);
    expect(posts.some((p) => p.title === 'About page')).toBe(false);
  });

  it('deletes only expired temporary subtitles', async () => {
    const now = new Date();
    await insertTempSubtitle(
      server.db,
      'old',
      '{}',
      new Date(now.getTime() - 2 * 86_400_000),
      new Date(now.getTime() - 1000),
    );
    await insertTempSubtitle(server.db, 'fresh', '{}', now, new Date(now.getTime() + 86_400_000));
    const response = await admin.fetch('/blog/admin-temp-files', { method: 'DELETE' });
    expect(await response.json()).toEqual({
      deleted: 1,
      status: 'Deleted 1 expired temporary subtitle',
    });
    expect(await server.db.selectFrom('temp_subtitles').select('id').execute()).toEqual([
      { id: 'fresh' },
    ]);
  });
});
