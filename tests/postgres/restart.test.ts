import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/pgTemp.mjs';
import { closeDatabase, openDatabase, type Db } from '../../server/db/connection';
import { startSiteProcess, type SiteProcess } from '../helpers/siteProcess';
import { createClient, TEST_ADMIN } from '../helpers/testServer';

// PostgreSQL stopped and started again under a running instance: while it is away every call
// that needs it answers 503 with the JSON error body (never 500) and pages that do not need it
// still load; once it is back the instance serves again by itself, without a restart, and the
// request log entries of the outage are written after all.

let server: ThrowawayPostgres;
let site: SiteProcess;
let db: Db;

const SUBTITLE = {
  fileName: 'outage.srt',
  paragraphs: [{ number: 1, start: 0, end: 1000, text: 'Kept through the outage' }],
};

beforeAll(async () => {
  // A server of its own: stopping the suite's shared one would fail the other test files.
  server = await startThrowawayPostgres();
  site = await startSiteProcess({
    DATABASE_URL: server.url,
    JWT_SECRET: 'the-key-every-instance-shares-0123456789',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
  db = openDatabase({ dialect: 'postgres', url: server.url, poolSize: 1 });
});
afterAll(async () => {
  await site.stop();
  await closeDatabase(db);
  server.remove();
});

async function postTemp(): Promise<Response> {
  return fetch(`${site.baseUrl}/se-api/subtitles/temp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUBTITLE),
  });
}

/** Every kind of call that needs the database: REST, tRPC, pages, feeds, the worker threads'
 *  temporary subtitles, the rate-limited login, the health check. */
async function databaseCalls(tempId: string): Promise<[string, Response][]> {
  const client = createClient(site.baseUrl);
  await client.primeXsrf();
  const calls: [string, () => Promise<Response>][] = [
    ['healthz', () => fetch(`${site.baseUrl}/healthz`)],
    ['posts', () => fetch(`${site.baseUrl}/blog/posts`)],
    ['post', () => fetch(`${site.baseUrl}/blog/posts/welcome`)],
    ['trpc', () => fetch(`${site.baseUrl}/trpc/blog.posts.list`)],
    ['post page', () => fetch(`${site.baseUrl}/posts/welcome`)],
    ['feed', () => fetch(`${site.baseUrl}/feed.xml`)],
    [
      'login',
      () =>
        client.fetch('/blog/profiles/login', {
          method: 'POST',
          json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
        }),
    ],
    ['temp post', postTemp],
    ['temp read', () => fetch(`${site.baseUrl}/se-api/subtitles/temp?id=${tempId}`)],
    ['temp chunk', () => fetch(`${site.baseUrl}/se-api/subtitles/temparr?id=${tempId}&arrid=0`)],
    ['temp page', () => fetch(`${site.baseUrl}/tempsub?id=${tempId}`)],
  ];
  const answers: [string, Response][] = [];
  for (const [name, call] of calls) answers.push([name, await call()]);
  return answers;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('PostgreSQL restarted under a running instance', () => {
  it('answers 503 while it is away and serves again once it is back', async () => {
    const posted = await postTemp();
    expect(posted.status).toBe(200);
    const { id } = (await posted.json()) as { id: string };
    for (const [name, answer] of await databaseCalls(id)) {
      expect(answer.status, name).toBe(200);
    }

    server.stop();
    // Twice: the first calls find the connections gone, the second the gate closed.
    for (let round = 0; round < 2; round++) {
      for (const [name, answer] of await databaseCalls(id)) {
        expect(answer.status, `${name} (round ${round + 1})`).toBe(503);
        if (name === 'post page' || name === 'temp page') continue;
        const body = (await answer.json()) as {
          error: { code: string | number; data?: { code: string } };
        };
        // tRPC answers in its own error shape; the REST paths in CONTRACT.md §3's.
        const code = name === 'trpc' ? body.error.data?.code : body.error.code;
        expect(code, name).toBe('SERVICE_UNAVAILABLE');
      }
    }
    // A page that needs no database still loads.
    expect((await fetch(`${site.baseUrl}/about`)).status).toBe(200);

    server.start();
    // The main thread and each worker thread reconnect on their own, each within its backoff
    // (at most 2 s between attempts).
    let last: [string, Response][] = [];
    await until(async () => {
      last = await databaseCalls(id);
      return last.every(([, answer]) => answer.status === 200);
    }, 20_000);
    expect(last.map(([name, answer]) => [name, answer.status])).toEqual(
      last.map(([name]) => [name, 200]),
    );
    expect(await (await fetch(`${site.baseUrl}/se-api/subtitles/temp?id=${id}`)).json()).toEqual(
      SUBTITLE,
    );
    // The answers given during the outage reach the request log once the database is back.
    await until(async () => {
      const row = await db
        .selectFrom('request_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 503)
        .executeTakeFirst();
      return Number(row?.n ?? 0) >= 20;
    }, 10_000);
    expect(site.output()).not.toMatch(/INTERNAL_SERVER_ERROR|Something went wrong/);
  });
});
