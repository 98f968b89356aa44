import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../../server/db/repositories/users';
import { hashRefreshToken } from '../../../server/services/accounts';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../helpers/testServer';
import {
  answerFor,
  askQuestion,
  decodePayload,
  errorOf,
  primedClient,
  registerUser,
  type Session,
} from './blogHelpers';

// Login, registration, refresh and profile update through REST and tRPC (CONTRACT.md §4).

let server: TestServer;

beforeAll(async () => {
  // Registrations and failed logins of many tests share one IP; the limits have their own test.
  server = await startTestServer({ RATE_REGISTER: '1000', RATE_LOGIN: '1000' });
});
afterAll(() => server.close());

const SESSION_KEYS = [
  'accessLevel',
  'blogUserId',
  'email',
  'hideEmail',
  'imageUrl',
  'jwt',
  'name',
  'refreshToken',
];

async function login(email: string, password: string): Promise<Response> {
  const client = await primedClient(server);
  return client.fetch('/blog/profiles/login', { method: 'POST', json: { email, password } });
}

describe('registration question', () => {
  it('GET /blog/profiles/question answers a built-in question and its id; tRPC agrees', async () => {
    const client = await primedClient(server);
    const question = await askQuestion(client);
    expect(Object.keys(question).sort()).toEqual(['id', 'question']);
    expect(answerFor(question.question)).not.toBe('');
    const trpc = (await (await client.fetch('/trpc/blog.profiles.question')).json()) as {
      result: { data: { id: number } };
    };
    expect(trpc.result.data.id).toBeGreaterThan(0);
  });
});

describe('register', () => {
  it('answers the session shape, a one-hour HS256 token and a hashed refresh token', async () => {
    const before = Date.now();
    const session = await registerUser(server, {
      name: 'Alice',
      email: 'alice@example.com',
      hideEmail: true,
      imageUrl: 'https://example.com/alice.png',
    });
    expect(Object.keys(session).sort()).toEqual(SESSION_KEYS);
    expect(session).toMatchObject({
      name: 'Alice',
      email: 'alice@example.com',
      accessLevel: 0,
      hideEmail: true,
      imageUrl: 'https://example.com/alice.png',
    });
    const payload = decodePayload(session.jwt);
    expect(payload).toMatchObject({
      sub: String(session.blogUserId),
      name: 'Alice',
      accessLevel: 0,
    });
    const exp = payload.exp as number;
    expect(exp * 1000).toBeGreaterThan(before + 59 * 60 * 1000);
    expect(exp * 1000).toBeLessThan(Date.now() + 61 * 60 * 1000);
    expect(
      JSON.parse(Buffer.from(session.jwt.split('.')[0] ?? '', 'base64url').toString()),
    ).toMatchObject({ alg: 'HS256' });

    const stored = await server.db
      .selectFrom('refresh_tokens')
      .select(['token_hash as tokenHash', 'expires'])
      .where('blog_user_id', '=', session.blogUserId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashRefreshToken(session.refreshToken));
    expect(stored[0]?.tokenHash).not.toContain(session.refreshToken);
    const days = (Date.parse(stored[0]?.expires ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const hash = (
      await server.db
        .selectFrom('users')
        .select('password_hash')
        .where('blog_user_id', '=', session.blogUserId)
        .executeTakeFirst()
    )?.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect((await findUserById(server.db, session.blogUserId))?.lastVisit).not.toBeNull();
  });

  it('answers 409 when the name or the email is taken, in any case', async () => {
    const taken = await registerUser(server, { name: 'Bobby', email: 'bobby@example.com' });
    const client = await primedClient(server);
    for (const fields of [
      { name: 'BOBBY', email: 'other-bobby@example.com' },
      { name: 'Robert', email: 'Bobby@Example.com' },
    ]) {
      const { question, id } = await askQuestion(client);
      const response = await client.fetch('/blog/profiles/register', {
        method: 'POST',
        json: { ...fields, password: 'long-enough', jwt: answerFor(question), refreshToken: id },
      });
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({
        code: 'CONFLICT',
        message: 'Username or email in use',
      });
    }
    const free = await client.fetch(
      `/blog/profiles/username-and-email-free?username=${encodeURIComponent(taken.name)}&email=new@example.com`,
    );
    expect(await free.json()).toBe(false);
    const freeEmail = await client.fetch(
      '/blog/profiles/username-and-email-free?username=Nobody&email=BOBBY@example.com',
    );
    expect(await freeEmail.json()).toBe(false);
    const reallyFree = await client.fetch(
      '/blog/profiles/username-and-email-free?username=Nobody&email=nobody@example.com',
    );
    expect(reallyFree.status).toBe(200);
    expect(await reallyFree.json()).toBe(true);
  });

  it('answers 400 for a wrong answer, accepting the right one trimmed and in any case', async () => {
    const client = await primedClient(server);
    const { question, id } = await askQuestion(client);
    const fields = { name: 'Carol', email: 'carol@example.com', password: 'long-enough' };
    const wrong = await client.fetch('/blog/profiles/register', {
      method: 'POST',
      json: { ...fields, jwt: 'certainly not this', refreshToken: String(id) },
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe('BAD_REQUEST');
    const unknownQuestion = await client.fetch('/blog/profiles/register', {
      method: 'POST',
      json: { ...fields, jwt: answerFor(question), refreshToken: '999999' },
    });
    expect(unknownQuestion.status).toBe(400);
    const right = await client.fetch('/blog/profiles/register', {
      method: 'POST',
      json: { ...fields, jwt: `  ${answerFor(question).toUpperCase()} `, refreshToken: String(id) },
    });
    expect(right.status).toBe(200);
  });

  const VALID = {
    name: 'Dave',
    email: 'dave@example.com',
    password: 'long-enough',
    hideEmail: false,
    imageUrl: '',
    jwt: 'anything',
    refreshToken: '1',
  };
  it.each([
    ['name', { name: '  ' }],
    ['name', { name: 'n'.repeat(51) }],
    ['name', { name: 'Tab\there' }],
    ['email', { email: '' }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: 'a@b.toolongtld' }],
    ['password', { password: 'short12' }],
    ['password', { password: 'p'.repeat(201) }],
    ['imageUrl', { imageUrl: 'ftp://example.com/a.png' }],
    ['imageUrl', { imageUrl: 'javascript:alert(1)' }],
    ['imageUrl', { imageUrl: `https://example.com/${'a'.repeat(500)}` }],
    ['jwt', { jwt: '' }],
    ['refreshToken', { refreshToken: 'abc' }],
  ])('answers 400 with a message for field %s (%j)', async (field, change) => {
    const client = await primedClient(server);
    const response = await client.fetch('/blog/profiles/register', {
      method: 'POST',
      json: { ...VALID, ...change },
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });
});

describe('login', () => {
  it('answers the session for the right password and records the visit', async () => {
    const before = Date.now();
    const response = await login(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password);
    const after = Date.now();
    expect(response.status).toBe(200);
    const session = (await response.json()) as Session;
    expect(Object.keys(session).sort()).toEqual(SESSION_KEYS);
    expect(session).toMatchObject({ name: 'Admin', accessLevel: 10, email: TEST_ADMIN.email });
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lastVisit = (await findUserById(server.db, session.blogUserId))?.lastVisit ?? '';
    // Recorded during the request: between the times read around it, however slow the machine.
    expect(Date.parse(lastVisit)).toBeGreaterThanOrEqual(before - (before % 1000));
    expect(Date.parse(lastVisit)).toBeLessThanOrEqual(after);
  });

  it('answers 401 without a jwt for a wrong password or an unknown email', async () => {
    for (const [email, password] of [
      [TEST_ADMIN.email, 'wrong-password'],
      ['nobody@example.com', TEST_ADMIN.password],
    ] as const) {
      const response = await login(email, password);
      expect(response.status).toBe(401);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).not.toHaveProperty('jwt');
      expect(body).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Wrong email or password.' },
      });
    }
  });

  it('answers 400 with field messages when email or password is empty', async () => {
    const response = await login('', '');
    expect(response.status).toBe(400);
    expect(Object.keys((await errorOf(response)).fields ?? {}).sort()).toEqual([
      'email',
      'password',
    ]);
  });

  it('works through tRPC too', async () => {
    const client = await primedClient(server);
    const response = await client.fetch('/trpc/blog.profiles.login', {
      method: 'POST',
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: Session } };
    expect(body.result.data.name).toBe('Admin');
  });
});

describe('CSRF', () => {
  it('refuses state-changing profile calls without or with a wrong X-XSRF-TOKEN', async () => {
    const noCookie = server.newClient();
    const calls: [string, string][] = [
      ['POST', '/blog/profiles/login'],
      ['POST', '/blog/profiles/register'],
      ['POST', '/blog/profiles/login-token'],
      ['POST', '/blog/profiles/logout'],
      ['PUT', '/blog/profiles'],
    ];
    for (const [method, path] of calls) {
      const missing = await noCookie.fetch(path, { method, json: {} });
      expect(missing.status, path).toBe(403);
      const primed = await primedClient(server);
      const wrong = await primed.fetch(path, {
        method,
        json: {},
        headers: { 'x-xsrf-token': 'not-the-cookie' },
      });
      expect(wrong.status, path).toBe(403);
      expect((await errorOf(wrong)).code).toBe('FORBIDDEN');
    }
  });
});
