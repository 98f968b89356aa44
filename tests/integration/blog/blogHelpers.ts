import { expect } from 'vitest';
import { signSessionToken, type SessionUser } from '../../../server/security/jwt';
import { BUILT_IN_QUESTIONS } from '../../../server/services/builtInQuestions';
import type { TestClient, TestServer } from '../../helpers/testServer';

// Shared steps of the blog integration tests: clients with tokens, registered users, tokens
// that must be refused, and the error body of CONTRACT.md §3.

export interface ErrorBodyShape {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export interface Session {
  jwt: string;
  blogUserId: number;
  name: string;
  accessLevel: number;
  email: string;
  hideEmail: boolean;
  imageUrl: string;
  refreshToken: string;
}

/** A client that sends `token` as its bearer on every call. */
export function withToken(client: TestClient, token: string): TestClient {
  return {
    ...client,
    fetch: (path, init = {}) =>
      client.fetch(path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
      }),
  };
}

export async function primedClient(server: TestServer, token?: string): Promise<TestClient> {
  const client = server.newClient();
  await client.primeXsrf();
  return token === undefined ? client : withToken(client, token);
}

/** The answer to a built-in registration question, looked up by its text. */
export function answerFor(question: string): string {
  const known = BUILT_IN_QUESTIONS.find((q) => q.question === question);
  if (!known) throw new Error(`not a built-in question: ${question}`);
  return known.answers[0] ?? '';
}

export async function askQuestion(client: TestClient): Promise<{ question: string; id: number }> {
  const response = await client.fetch('/blog/profiles/question');
  expect(response.status).toBe(200);
  return (await response.json()) as { question: string; id: number };
}

let counter = 0;

/** Registers a fresh user through REST, answering the question; returns the session. */
export async function registerUser(
  server: TestServer,
  fields: {
    name?: string;
    email?: string;
    password?: string;
    hideEmail?: boolean;
    imageUrl?: string;
  } = {},
): Promise<Session> {
  counter += 1;
  const client = await primedClient(server);
  const { question, id } = await askQuestion(client);
  const response = await client.fetch('/blog/profiles/register', {
    method: 'POST',
    json: {
      name: `User ${counter} ${Date.now()}`,
      email: `user${counter}.${Date.now()}@example.com`,
      password: 'a-good-password',
      hideEmail: false,
      imageUrl: '',
      ...fields,
      jwt: answerFor(question),
      refreshToken: String(id),
    },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Session;
}

export async function errorOf(response: Response): Promise<ErrorBodyShape['error']> {
  const body = (await response.json()) as ErrorBodyShape;
  return body.error;
}

/** A token that expired an hour ago, correctly signed. */
export function expiredTokenFor(server: TestServer, user: SessionUser): Promise<string> {
  return signSessionToken(user, server.jwtSecret, Math.floor(Date.now() / 1000) - 2 * 60 * 60);
}

/** A token for `user` signed with a key the server does not have. */
export function forgedTokenFor(user: SessionUser): Promise<string> {
  return signSessionToken(user, new TextEncoder().encode('not-the-servers-secret-but-long-enough'));
}

export function decodePayload(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function deleteUser(server: TestServer, blogUserId: number): Promise<void> {
  await server.db.deleteFrom('users').where('blog_user_id', '=', blogUserId).execute();
}
