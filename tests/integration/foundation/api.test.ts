import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRequestLog, pageErrorLog } from '../../../server/db/repositories/logs';
import { startTestServer, type TestServer } from '../../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('health and the public posts list', () => {
  it('GET /healthz answers { ok: true }', async () => {
    const response = await server.client.fetch('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('GET /blog/posts and its tRPC twin answer the same welcome post', async () => {
    const rest = (await (await server.client.fetch('/blog/posts')).json()) as unknown[];
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({
      title: 'Welcome',
      postedBy: 'Admin',
      friendlyId: 'welcome',
      commentCount: 0,
    });
    expect(Object.keys(rest[0] as object).sort()).toEqual(
      [
        'blogItemId',
        'commentCount',
        'content',
        'created',
        'friendlyId',
        'postedBy',
        'title',
      ].sort(),
    );
    const trpc = (await (await server.client.fetch('/trpc/blog.posts.list')).json()) as {
      result: { data: unknown };
    };
    expect(trpc.result.data).toEqual(rest);
  });

  it('GET /blog/posts/{friendlyId} and /blog/posts-by-id/{id} find the post; unknown ids are 404', async () => {
    const post = (await (await server.client.fetch('/blog/posts/welcome')).json()) as {
      blogItemId: number;
    };
    expect(post).toMatchObject({ title: 'Welcome', visible: true, commentsDisabled: false });
    const byId = await server.client.fetch(`/blog/posts-by-id/${post.blogItemId}`);
    expect(await byId.json()).toEqual(post);
    const missing = await server.client.fetch('/blog/posts/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such blog post.' },
    });
    const badId = await server.client.fetch('/blog/posts-by-id/abc');
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { error: { fields: object } }).error.fields).toHaveProperty(
      'id',
    );
  });
});

describe('API errors', () => {
  it('unknown API paths answer JSON 404', async () => {
    for (const path of ['/blog/nothing', '/se-api/nothing', '/trpc/nothing.here']) {
      const response = await server.client.fetch(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('application/json');
    }
    const body = (await (await server.client.fetch('/blog/nothing')).json()) as {
      error: { code: string };
    };
    expect(body.error.code).toBe('NOT_FOUND');
  });

  it('bad JSON is 400 and a body over 20 MB is 413, both as JSON', async () => {
    const client = server.newClient();
    await client.primeXsrf();
    const bad = await client.fetch('/blog/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    const huge = await client.fetch('/blog/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"x":"${'a'.repeat(21 * 1024 * 1024)}"}`,
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('a server error answers a 500 JSON body without internals and is recorded with its stack', async () => {
    await server.flushLogs();
    const errorsBefore = (await pageErrorLog(server.db, 0, 100)).length;
    await sql`ALTER TABLE posts RENAME TO posts_away`.execute(server.db);
    try {
      const response = await server.client.fetch('/blog/posts');
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        error: { code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on the server.' },
      });
      expect(text).not.toMatch(/posts_away|no such table|does not exist|at .*\.ts/);
    } finally {
      await sql`ALTER TABLE posts_away RENAME TO posts`.execute(server.db);
    }
    await server.flushLogs();
    const errors = await pageErrorLog(server.db, 0, 100);
    expect(errors.length).toBe(errorsBefore + 1);
    // SQLite's and PostgreSQL's words for a missing table.
    expect(errors[0]?.errorMessage).toMatch(/no such table|relation "posts" does not exist/);
    // A stack with its frames (node-postgres names its errors 'error', SQLite 'SqliteError').
    expect(errors[0]?.stackTrace).toMatch(/error[^\n]*\n\s+at /i);
    expect(errors[0]?.path).toBe('/blog/posts');
  });
});

describe('security', () => {
  it('sets the XSRF-TOKEN cookie on pages, readable by scripts and SameSite=Lax', async () => {
    const response = await fetch(`${server.baseUrl}/about`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('refuses non-GET calls to /blog and /trpc without the matching X-XSRF-TOKEN header', async () => {
    const client = server.newClient();
    await client.primeXsrf();
    for (const path of ['/blog/comments', '/trpc/blog.posts.list']) {
      const missing = await client.fetch(path, {
        method: 'POST',
        headers: { 'x-xsrf-token': '' },
        json: {},
      });
      expect(missing.status, path).toBe(403);
      const wrong = await client.fetch(path, {
        method: 'POST',
        headers: { 'x-xsrf-token': 'wrong' },
        json: {},
      });
      expect(wrong.status, path).toBe(403);
      expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    }
    const right = await client.fetch('/blog/nothing', { method: 'POST', json: {} });
    expect(right.status).toBe(404);
  });

  it('does not ask /se-api callers for the XSRF header', async () => {
    const response = await fetch(`${server.baseUrl}/se-api/nothing`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(404);
  });

  it('sends security headers on every response', async () => {
    for (const path of ['/', '/blog/posts', '/healthz']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toContain(
        "script-src 'self' 'wasm-unsafe-eval'",
      );
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
  });
});

describe('request log', () => {
  it('records every request', async () => {
    await server.flushLogs();
    const before = await countRequestLog(server.db);
    await server.client.fetch('/healthz');
    await server.client.fetch('/about');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await server.flushLogs();
    expect(await countRequestLog(server.db)).toBe(before + 2);
    const last = await server.db
      .selectFrom('request_log')
      .select(['method', 'path', 'status', 'ip', 'duration_ms'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    expect(last).toMatchObject({ method: 'GET', path: '/about', status: 200 });
    expect(last?.ip).toMatch(/127\.0\.0\.1/);
    expect(last?.duration_ms).toBeGreaterThanOrEqual(0);
  });
});
