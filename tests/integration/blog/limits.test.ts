import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../helpers/testServer';
import { askQuestion, errorOf, primedClient } from './blogHelpers';

// Rate limits of CONTRACT.md §3 with small RATE_* settings, and registration questions from
// QUESTIONS_FILE (CONTRACT.md §2).

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LOGIN: '2',
    RATE_REGISTER: '1',
    RATE_COMMENT: '2',
    QUESTIONS_FILE: join(import.meta.dirname, '../../fixtures/blog/questions.json'),
  });
});
afterAll(() => server.close());

async function expectLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await errorOf(response)).toEqual({
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many attempts; please try again later.',
  });
}

describe('rate limits', () => {
  it('counts failed logins only, across REST and tRPC', async () => {
    const client = await primedClient(server);
    const good = { email: TEST_ADMIN.email, password: TEST_ADMIN.password };
    const bad = { email: TEST_ADMIN.email, password: 'wrong-password' };
    for (let i = 0; i < 4; i++) {
      const ok = await client.fetch('/blog/profiles/login', { method: 'POST', json: good });
      expect(ok.status).toBe(200);
    }
    expect((await client.fetch('/blog/profiles/login', { method: 'POST', json: bad })).status).toBe(
      401,
    );
    expect(
      (await client.fetch('/trpc/blog.profiles.login', { method: 'POST', json: bad })).status,
    ).toBe(401);
    await expectLimited(await client.fetch('/blog/profiles/login', { method: 'POST', json: good }));
    // tRPC calls get tRPC's error shape, batched ones one entry per procedure.
    const rpc = await client.fetch('/trpc/blog.profiles.login,blog.profiles.login?batch=1', {
      method: 'POST',
      json: { 0: good, 1: good },
    });
    expect(rpc.status).toBe(429);
    expect(rpc.headers.get('retry-after')).not.toBeNull();
    const entries = (await rpc.json()) as { error: { message: string; data: { code: string } } }[];
    expect(entries).toHaveLength(2);
    expect(entries[0]?.error).toMatchObject({
      message: 'Too many attempts; please try again later.',
      data: { code: 'TOO_MANY_REQUESTS' },
    });
  });

  it('limits registrations, whatever their outcome', async () => {
    const client = await primedClient(server);
    const { id } = await askQuestion(client);
    const json = {
      name: 'Limited',
      email: 'limited@example.com',
      password: 'long-enough',
      jwt: 'earth',
      refreshToken: id,
    };
    expect((await client.fetch('/blog/profiles/register', { method: 'POST', json })).status).toBe(
      200,
    );
    await expectLimited(
      await client.fetch('/blog/profiles/register', {
        method: 'POST',
        json: { ...json, name: 'Other', email: 'other@example.com' },
      }),
    );
  });

  it('limits comments', async () => {
    const client = await primedClient(server);
    const posts = (await (await client.fetch('/blog/posts')).json()) as { blogItemId: number }[];
    const json = { blogItemId: posts[0]?.blogItemId, name: 'Spammer', content: 'Buy now' };
    expect((await client.fetch('/blog/comments', { method: 'POST', json })).status).toBe(200);
    expect((await client.fetch('/trpc/blog.comments.add', { method: 'POST', json })).status).toBe(
      200,
    );
    await expectLimited(await client.fetch('/blog/comments', { method: 'POST', json }));
  });
});

describe('QUESTIONS_FILE', () => {
  it('serves the file’s questions and checks their answers case-insensitively', async () => {
    const client = await primedClient(server);
    const question = await askQuestion(client);
    expect(question.question).toBe('Which planet do we live on?');
  });
});
