import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../server/db/connection';
import { MIGRATIONS } from '../../server/db/migrations/index';
import { startSiteProcess, type SiteProcess } from '../helpers/siteProcess';
import { createPostgresDatabase, testPostgresUrl } from '../helpers/testDatabase';
import { createClient, TEST_ADMIN, type TestClient } from '../helpers/testServer';

// Two instances of the site, each its own process on its own port, share one PostgreSQL
// database, as behind a reverse proxy: whatever one of them writes or counts, the other sees at
// once. They are started together on an empty database, so they also race through the
// migrations and the first-start seed.

const RATE_LOGIN = 4;
const SETTINGS = {
  JWT_SECRET: 'the-key-every-instance-shares-0123456789',
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  ADMIN_NAME: TEST_ADMIN.name,
  RATE_LOGIN: String(RATE_LOGIN),
};

interface Session {
  jwt: string;
  refreshToken: string;
  blogUserId: number;
}

let drop: () => Promise<void>;
let db: Db;
let one: SiteProcess;
let two: SiteProcess;

beforeAll(async () => {
  const adminUrl = testPostgresUrl();
  if (adminUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const database = await createPostgresDatabase(adminUrl);
  drop = () => database.drop();
  const settings = { ...SETTINGS, DATABASE_URL: database.url };
  [one, two] = await Promise.all([startSiteProcess(settings), startSiteProcess(settings)]);
  db = openDatabase({ dialect: 'postgres', url: database.url, poolSize: 2 });
});
afterAll(async () => {
  await Promise.all([one.stop(), two.stop()]);
  await closeDatabase(db);
  await drop();
});

async function client(instance: SiteProcess, token?: string): Promise<TestClient> {
  const made = createClient(instance.baseUrl);
  await made.primeXsrf();
  if (token === undefined) return made;
  return {
    ...made,
    fetch: (path, init = {}) =>
      made.fetch(path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
      }),
  };
}

async function login(instance: SiteProcess): Promise<Session> {
  const response = await (
    await client(instance)
  ).fetch('/blog/profiles/login', {
    method: 'POST',
    json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Session;
}

async function refresh(instance: SiteProcess, refreshToken: string): Promise<Response> {
  return (await client(instance)).fetch('/blog/profiles/login-token', {
    method: 'POST',
    json: { refreshToken },
  });
}

/** The versions an instance said it applied ("Applied migrations 1, 2, …"). */
function appliedBy(instance: SiteProcess): number[] {
  const line = /Applied migrations ([\d, ]+)/.exec(instance.output())?.[1] ?? '';
  return line === '' ? [] : line.split(',').map((version) => Number(version.trim()));
}

describe('two instances on one PostgreSQL', () => {
  it('started together, migrate once and seed once', async () => {
    const all = MIGRATIONS.map((migration) => migration.version);
    const first = appliedBy(one);
    const second = appliedBy(two);
    expect([...first, ...second].sort((a, b) => a - b)).toEqual(all);
    const recorded = await db.selectFrom('schema_migrations').select('version').execute();
    expect(recorded.map((row) => row.version).sort((a, b) => a - b)).toEqual(all);
    const admins = db.selectFrom('users').select('email').where('access_level', '>=', 10);
    expect(await admins.execute()).toEqual([{ email: TEST_ADMIN.email }]);
    expect(await db.selectFrom('posts').select('title').execute()).toEqual([{ title: 'Welcome' }]);
  });

  it('a session made on one is refreshed on the other, and its token works there', async () => {
    const session = await login(one);
    const refreshed = await refresh(two, session.refreshToken);
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Session;
    expect(next.blogUserId).toBe(session.blogUserId);
    // Both sign with the same key: a token of one is an administrator's token on the other.
    const admin = await client(two, session.jwt);
    expect((await admin.fetch('/blog/admin-posts')).status).toBe(200);
  });

  it('a refresh token spent on one is refused on the other', async () => {
    const session = await login(one);
    expect((await refresh(one, session.refreshToken)).status).toBe(200);
    expect((await refresh(two, session.refreshToken)).status).toBe(401);
  });

  it('counts failed logins made on both against one limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < RATE_LOGIN + 2; attempt++) {
      const instance = attempt % 2 === 0 ? one : two;
      const response = await (
        await client(instance)
      ).fetch('/blog/profiles/login', {
        method: 'POST',
        json: { email: 'nobody@example.com', password: 'wrong-password' },
      });
      statuses.push(response.status);
    }
    // Each instance alone saw at most three attempts, under its limit of four.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // A successful login is not counted, and is still refused while the limit holds.
    expect(
      (
        await (
          await client(two)
        ).fetch('/blog/profiles/login', {
          method: 'POST',
          json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
        })
      ).status,
    ).toBe(429);
    await db.deleteFrom('rate_limit_hits').execute();
  });

  it('reads on one a temporary subtitle posted to the other', async () => {
    const subtitle = {
      fileName: 'shared.srt',
      paragraphs: [{ number: 1, start: 0, end: 1000, text: 'From the first instance' }],
    };
    const posted = await fetch(`${one.baseUrl}/se-api/subtitles/temp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(subtitle),
    });
    expect(posted.status).toBe(200);
    const { id } = (await posted.json()) as { id: string };
    const read = await fetch(`${two.baseUrl}/se-api/subtitles/temp?id=${encodeURIComponent(id)}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ fileName: 'shared.srt' });
    const page = await fetch(`${two.baseUrl}/tempsub?id=${encodeURIComponent(id)}`);
    expect(await page.text()).toContain('From the first instance');
  });

  it('hides at once on one a post an administrator hides on the other', async () => {
    const session = await login(one);
    const admin = await client(one, session.jwt);
    const created = await admin.fetch('/blog/admin-posts', {
      method: 'POST',
      json: { title: 'Shared news', content: '<p>Seen everywhere</p>', visible: true },
    });
    expect(created.status).toBe(200);
    const post = ((await created.json()) as { blogItemId: number; title: string }[]).find(
      (p) => p.title === 'Shared news',
    );
    if (!post) throw new Error('the post was not created');
    const titlesOnTwo = async (): Promise<string[]> =>
      ((await (await fetch(`${two.baseUrl}/blog/posts`)).json()) as { title: string }[]).map(
        (p) => p.title,
      );
    expect(await titlesOnTwo()).toContain('Shared news');
    const hidden = await admin.fetch('/blog/admin-posts', {
      method: 'PUT',
      json: {
        blogItemId: post.blogItemId,
        title: 'Shared news',
        content: '<p>Seen everywhere</p>',
        visible: false,
      },
    });
    expect(hidden.status).toBe(200);
    expect(await titlesOnTwo()).not.toContain('Shared news');
    expect((await fetch(`${two.baseUrl}/blog/posts-by-id/${post.blogItemId}`)).status).toBe(404);
  });
});
