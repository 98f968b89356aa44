import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertComment } from '../../../server/db/repositories/comments';
import { insertUser } from '../../../server/db/repositories/users';
import { startTestServer, type TestClient, type TestServer } from '../../helpers/testServer';

let server: TestServer;
let admin: TestClient;
let adminId: number;

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

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function addUser(
  name: string,
  created: string,
  accessLevel = 0,
  lastVisit: string | null = null,
): Promise<number> {
  const id = await insertUser(server.db, {
    name,
    email: `${name}@example.com`,
    passwordHash: 'x',
    accessLevel,
    created,
  });
  await server.db
    .updateTable('users')
    .set({ last_visit: lastVisit })
    .where('blog_user_id', '=', id)
    .execute();
  return id;
}

async function firstPostId(): Promise<number> {
  const row = await server.db
    .selectFrom('posts')
    .select('blog_item_id')
    .orderBy('blog_item_id')
    .executeTakeFirst();
  return row?.blog_item_id ?? 0;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = withToken(server.newClient(), await server.adminToken());
  await admin.primeXsrf();
  adminId =
    (
      await server.db
        .selectFrom('users')
        .select('blog_user_id')
        .orderBy('blog_user_id')
        .executeTakeFirst()
    )?.blog_user_id ?? 0;
});
afterAll(() => server.close());

interface UserRow {
  blogUserId: number;
  name: string;
  accessLevel: number;
}

describe('admin comments', () => {
  it('lists every comment newest first with email and IP', async () => {
    const post = await firstPostId();
    for (const [name, created] of [
      ['Old', '2025-01-01T00:00:00Z'],
      ['New', '2026-01-01T00:00:00Z'],
    ] as const) {
      await insertComment(server.db, {
        blogItemId: post,
        name,
        email: `${name}@example.com`,
        ip: '203.0.113.9',
        content: `${name} comment`,
        created,
        postedById: null,
        imageUrl: '',
      });
    }
    const comments = (await (await admin.fetch('/blog/admin-comments')).json()) as Record<
      string,
      unknown
    >[];
    expect(comments.map((c) => c.name)).toEqual(['New', 'Old']);
    expect(comments[0]).toMatchObject({
      email: 'New@example.com',
      ip: '203.0.113.9',
      blogItemId: post,
    });
    expect(
      (await (await admin.fetch('/blog/admin-comments?offset=1&limit=1')).json()) as unknown[],
    ).toHaveLength(1);
  });

  it('pages comments of the same time by id, newest first, with the author joined', async () => {
    const post = await firstPostId();
    const author = await addUser('tied', daysAgo(5));
    await server.db
      .updateTable('users')
      .set({ image_url: 'https://example.com/tied.png' })
      .where('blog_user_id', '=', author)
      .execute();
    for (const name of ['Tie 1', 'Tie 2', 'Tie 3']) {
      await insertComment(server.db, {
        blogItemId: post,
        name,
        email: '',
        ip: '',
        content: name,
        created: '2030-01-01T00:00:00Z',
        postedById: author,
        imageUrl: '',
      });
    }
    const page = async (offset: number): Promise<Record<string, unknown>[]> =>
      (await (await admin.fetch(`/blog/admin-comments?offset=${offset}&limit=1`)).json()) as Record<
        string,
        unknown
      >[];
    expect((await page(0))[0]).toMatchObject({
      name: 'Tie 3',
      postedById: author,
      imageUrl: 'https://example.com/tied.png',
    });
    expect((await page(1))[0]?.name).toBe('Tie 2');
    expect((await page(2))[0]?.name).toBe('Tie 1');
  });
});

describe('admin users', () => {
  it('deletes a user but keeps their comments under the posted name', async () => {
    const id = await addUser('leaving', daysAgo(3));
    const post = await firstPostId();
    await insertComment(server.db, {
      blogItemId: post,
      name: 'leaving',
      email: '',
      ip: '',
      content: 'bye',
      created: new Date().toISOString(),
      postedById: id,
      imageUrl: '',
    });
    const users = (await (
      await admin.fetch(`/blog/admin-users?id=${id}`, { method: 'DELETE' })
    ).json()) as UserRow[];
    expect(users.some((u) => u.blogUserId === id)).toBe(false);
    const comment = await server.db
      .selectFrom('comments')
      .select(['name', 'posted_by_id'])
      .where('content', '=', 'bye')
      .executeTakeFirst();
    expect(comment).toEqual({ name: 'leaving', posted_by_id: null });
    expect((await admin.fetch(`/blog/admin-users?id=${id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('refuses to delete the caller; another administrator may go while one remains', async () => {
    const self = await admin.fetch(`/blog/admin-users?id=${adminId}`, { method: 'DELETE' });
    expect(self.status).toBe(403);
    expect(((await self.json()) as { error: { message: string } }).error.message).toMatch(
      /own account/,
    );
    const other = await addUser('second-admin', daysAgo(1), 10);
    const users = (await (
      await admin.fetch(`/blog/admin-users?id=${other}`, { method: 'DELETE' })
    ).json()) as UserRow[];
    expect(users.some((u) => u.blogUserId === other)).toBe(false);
  });

  it('takes rights from the account, not the token: a demoted administrator is refused at once', async () => {
    const id = await addUser('demoted', daysAgo(1), 10);
    const token = await server.tokenFor({ blogUserId: id, name: 'demoted', accessLevel: 10 });
    const demoted = withToken(server.newClient(), token);
    expect((await demoted.fetch('/blog/admin-users')).status).toBe(200);
    await server.db
      .updateTable('users')
      .set({ access_level: 0 })
      .where('blog_user_id', '=', id)
      .execute();
    expect((await demoted.fetch('/blog/admin-users')).status).toBe(403);
    await server.db.deleteFrom('users').where('blog_user_id', '=', id).execute();
    expect((await demoted.fetch('/blog/admin-users')).status).toBe(401);
  });

  it('deletes only inactive non-administrators without comments', async () => {
    const stale = await addUser('stale', daysAgo(800), 0, daysAgo(400));
    const neverLoggedIn = await addUser('ghost', daysAgo(500));
    const recent = await addUser('recent', daysAgo(800), 0, daysAgo(10));
    const oldAdmin = await addUser('oldadmin', daysAgo(900), 10, daysAgo(500));
    const commenter = await addUser('talker', daysAgo(900), 0, daysAgo(500));
    const post = await firstPostId();
    await insertComment(server.db, {
      blogItemId: post,
      name: 'talker',
      email: '',
      ip: '',
      content: 'hi',
      created: daysAgo(500),
      postedById: commenter,
      imageUrl: '',
    });
    const users = (await (
      await admin.fetch('/blog/admin-old-users', { method: 'DELETE' })
    ).json()) as UserRow[];
    const ids = users.map((u) => u.blogUserId);
    expect(ids).not.toContain(stale);
    expect(ids).not.toContain(neverLoggedIn);
    expect(ids).toEqual(expect.arrayContaining([recent, oldAdmin, commenter, adminId]));
  });

  it('refuses these calls to anonymous callers and non-administrators', async () => {
    const user = withToken(server.newClient(), await server.userToken('Member', 1));
    const anonymous = server.newClient();
    await user.primeXsrf();
    await anonymous.primeXsrf();
    const calls: [string, string][] = [
      ['GET', '/blog/admin-comments'],
      ['GET', '/blog/admin-users'],
      ['DELETE', '/blog/admin-users?id=1'],
      ['DELETE', '/blog/admin-old-users'],
    ];
    for (const [method, path] of calls) {
      expect((await anonymous.fetch(path, { method })).status, path).toBe(401);
      expect((await user.fetch(path, { method })).status, path).toBe(403);
    }
  });
});
