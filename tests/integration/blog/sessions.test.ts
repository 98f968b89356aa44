import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../../server/db/repositories/users';
import { startTestServer, type TestServer } from '../../helpers/testServer';
import {
  answerFor,
  askQuestion,
  decodePayload,
  deleteUser,
  errorOf,
  expiredTokenFor,
  forgedTokenFor,
  primedClient,
  registerUser,
  type Session,
} from './blogHelpers';

// Refresh through login-token, profile update and the tRPC twins of the profile calls
// (CONTRACT.md §4).

let server: TestServer;

beforeAll(async () => {
  // Registrations and failed logins of many tests share one IP; the limits have their own test.
  server = await startTestServer({ RATE_REGISTER: '1000', RATE_LOGIN: '1000' });
});
afterAll(() => server.close());

describe('login-token (refresh)', () => {
  it('trades the refresh token for a new session and rotates it', async () => {
    const first = await registerUser(server);
    await server.db
      .updateTable('users')
      .set({ last_visit: '2000-01-01T00:00:00.000Z' })
      .where('blog_user_id', '=', first.blogUserId)
      .execute();
    const client = await primedClient(server);
    const payload = decodePayload(first.jwt);
    const response = await client.fetch('/blog/profiles/login-token', {
      method: 'POST',
      json: { ...payload, refreshToken: first.refreshToken },
    });
    expect(response.status).toBe(200);
    const second = (await response.json()) as Session;
    expect(second.blogUserId).toBe(first.blogUserId);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await findUserById(server.db, first.blogUserId))?.lastVisit).not.toBe(
      '2000-01-01T00:00:00.000Z',
    );
    const replay = await client.fetch('/blog/profiles/login-token', {
      method: 'POST',
      json: { refreshToken: first.refreshToken },
    });
    expect(replay.status).toBe(401);
    const third = await client.fetch('/blog/profiles/login-token', {
      method: 'POST',
      json: { refreshToken: second.refreshToken },
    });
    expect(third.status).toBe(200);
  });

  it('never trusts the payload: without a refresh token 400, with a made-up one 401', async () => {
    const client = await primedClient(server);
    const claimAdmin = { sub: '1', name: 'Admin', accessLevel: 10, exp: 9999999999 };
    const missing = await client.fetch('/blog/profiles/login-token', {
      method: 'POST',
      json: claimAdmin,
    });
    expect(missing.status).toBe(400);
    const madeUp = await client.fetch('/blog/profiles/login-token', {
      method: 'POST',
      json: { ...claimAdmin, refreshToken: 'x'.repeat(43) },
    });
    expect(madeUp.status).toBe(401);
    expect(await madeUp.json()).not.toHaveProperty('jwt');
  });

  it('POST /blog/profiles/logout spends the refresh token', async () => {
    const session = await registerUser(server);
    const client = await primedClient(server);
    const logout = await client.fetch('/blog/profiles/logout', {
      method: 'POST',
      json: { refreshToken: session.refreshToken },
    });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ ok: true });
    const again = await client.fetch('/blog/profiles/login-token', {
      method: 'POST',
      json: { refreshToken: session.refreshToken },
    });
    expect(again.status).toBe(401);
  });

  it('refuses an expired refresh token and one of a deleted user', async () => {
    const expired = await registerUser(server);
    await server.db
      .updateTable('refresh_tokens')
      .set({ expires: new Date(Date.now() - 1000).toISOString() })
      .where('blog_user_id', '=', expired.blogUserId)
      .execute();
    const gone = await registerUser(server);
    await deleteUser(server, gone.blogUserId);
    const client = await primedClient(server);
    for (const session of [expired, gone]) {
      const response = await client.fetch('/blog/profiles/login-token', {
        method: 'POST',
        json: { refreshToken: session.refreshToken },
      });
      expect(response.status).toBe(401);
    }
  });
});

describe('profile update', () => {
  it('changes hideEmail and the avatar of the caller only, answering a fresh session', async () => {
    const me = await registerUser(server, { imageUrl: 'http://example.com/old.png' });
    const other = await registerUser(server);
    const client = await primedClient(server, me.jwt);
    const response = await client.fetch('/blog/profiles', {
      method: 'PUT',
      json: {
        blogUserId: other.blogUserId,
        name: other.name,
        email: 'stolen@example.com',
        accessLevel: 10,
        hideEmail: true,
        imageUrl: 'https://example.com/new.png',
      },
    });
    expect(response.status).toBe(200);
    const session = (await response.json()) as Session;
    expect(session).toMatchObject({
      blogUserId: me.blogUserId,
      name: me.name,
      email: me.email,
      accessLevel: 0,
      hideEmail: true,
      imageUrl: 'https://example.com/new.png',
      refreshToken: '',
    });
    expect(decodePayload(session.jwt).sub).toBe(String(me.blogUserId));
    expect(await findUserById(server.db, other.blogUserId)).toMatchObject({
      hideEmail: false,
      email: other.email,
      accessLevel: 0,
    });
    const cleared = await client.fetch('/blog/profiles', {
      method: 'PUT',
      json: { hideEmail: false, imageUrl: '' },
    });
    expect(((await cleared.json()) as Session).imageUrl).toBe('');
  });

  it('answers 400 for a bad avatar url', async () => {
    const me = await registerUser(server);
    const client = await primedClient(server, me.jwt);
    const response = await client.fetch('/blog/profiles', {
      method: 'PUT',
      json: { hideEmail: false, imageUrl: 'data:image/png;base64,AAAA' },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toHaveProperty('imageUrl');
  });

  it('answers 401 without a token, with an expired, a forged or a deleted user’s token', async () => {
    const gone = await registerUser(server);
    const user = { blogUserId: gone.blogUserId, name: gone.name, accessLevel: 0 };
    const tokens: (string | undefined)[] = [
      undefined,
      await expiredTokenFor(server, user),
      await forgedTokenFor(user),
      gone.jwt,
    ];
    await deleteUser(server, gone.blogUserId);
    for (const token of tokens) {
      const client = await primedClient(server, token);
      const response = await client.fetch('/blog/profiles', {
        method: 'PUT',
        json: { hideEmail: true, imageUrl: '' },
      });
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('UNAUTHORIZED');
    }
  });
});

describe('tRPC twins', () => {
  async function trpcCall<T>(
    client: Awaited<ReturnType<typeof primedClient>>,
    path: string,
    input: unknown,
    method: 'GET' | 'POST' = 'POST',
  ): Promise<{ status: number; data: T | undefined; code: string | undefined }> {
    const response =
      method === 'GET'
        ? await client.fetch(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`)
        : await client.fetch(`/trpc/${path}`, { method, json: input });
    const body = (await response.json()) as {
      result?: { data: T };
      error?: { data: { code: string } };
    };
    return { status: response.status, data: body.result?.data, code: body.error?.data.code };
  }

  it('register, usernameAndEmailFree, loginToken and update answer as their REST paths', async () => {
    const client = await primedClient(server);
    const { question, id } = await askQuestion(client);
    const registered = await trpcCall<Session>(client, 'blog.profiles.register', {
      name: 'Trpc User',
      email: 'trpc@example.com',
      password: 'long-enough',
      hideEmail: false,
      imageUrl: '',
      jwt: answerFor(question),
      refreshToken: String(id),
    });
    expect(registered.status).toBe(200);
    const free = await trpcCall<boolean>(
      client,
      'blog.profiles.usernameAndEmailFree',
      { username: 'trpc user', email: 'x@example.com' },
      'GET',
    );
    expect(free.data).toBe(false);
    const refreshed = await trpcCall<Session>(client, 'blog.profiles.loginToken', {
      refreshToken: registered.data?.refreshToken,
    });
    expect(refreshed.data?.name).toBe('Trpc User');
    const anonymousUpdate = await trpcCall<Session>(client, 'blog.profiles.update', {
      hideEmail: true,
      imageUrl: '',
    });
    expect(anonymousUpdate).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const authed = await primedClient(server, refreshed.data?.jwt);
    const updated = await trpcCall<Session>(authed, 'blog.profiles.update', {
      hideEmail: true,
      imageUrl: '',
    });
    expect(updated.data?.hideEmail).toBe(true);
  });
});
