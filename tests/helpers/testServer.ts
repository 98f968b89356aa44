import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createApp } from '../../server/app';
import {
  closeDatabase,
  databaseConfigFromEnv,
  openDatabase,
  type Db,
} from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { createLogWriter } from '../../server/db/repositories/logs';
import { loadEnv, type Env } from '../../server/env';
import { WEB_ROOT } from '../../server/paths';
import { signSessionToken, type SessionUser } from '../../server/security/jwt';
import { seed } from '../../server/services/seed';
import { insertUser } from '../../server/db/repositories/users';
import { subtitleWorkFromEnv } from '../../server/work/subtitleWork';
import { createTestDatabase } from './testDatabase';

export const TEST_ADMIN = {
  email: 'admin@example.com',
  password: 'admin-password-1',
  name: 'Admin',
} as const;

export interface TestServer {
  baseUrl: string;
  db: Db;
  /** Which database this server runs on (TEST_DATABASE_URL chooses, testDatabase.ts). */
  dialect: 'sqlite' | 'postgres';
  /** Writes the request and error log entries queued so far (the writer batches them). */
  flushLogs(): Promise<void>;
  env: Env;
  jwtSecret: Uint8Array;
  /** A fetch bound to the server that keeps cookies and sends the XSRF header, like the app. */
  client: TestClient;
  newClient(): TestClient;
  /** A valid session token, signed with the server's key, for any user. */
  tokenFor(user: SessionUser): Promise<string>;
  /** The seeded administrator's token. */
  adminToken(): Promise<string>;
  /** Creates an account with this access level and answers its token. */
  userToken(name: string, accessLevel?: number): Promise<string>;
  close(): Promise<void>;
}

export interface TestClient {
  fetch(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** Loads a page so the server sets the XSRF-TOKEN cookie. */
  primeXsrf(): Promise<void>;
  xsrfToken(): string | undefined;
}

/**
 * The whole app on a temporary database (SQLite, or PostgreSQL when TEST_DATABASE_URL is set),
 * listening on a free loopback port.
 */
export async function startTestServer(overrides: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const database = await createTestDatabase();
  const env = loadEnv({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_NAME: TEST_ADMIN.name,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    ...database.settings,
    ...overrides,
  });
  const db = openDatabase(databaseConfigFromEnv(env));
  await migrate(db);
  await seed(db, env);
  const jwtSecret = new TextEncoder().encode(env.JWT_SECRET);
  const log = createLogWriter(db);
  const work = subtitleWorkFromEnv(env, db);
  const app = createApp({ db, env, jwtSecret, webRoot: WEB_ROOT, log, work });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const newClient = (): TestClient => createClient(baseUrl);
  return {
    baseUrl,
    db,
    dialect: database.dialect,
    flushLogs: () => log.flush(),
    env,
    jwtSecret,
    client: newClient(),
    newClient,
    tokenFor: (user) => signSessionToken(user, jwtSecret),
    async adminToken() {
      const admin = await db
        .selectFrom('users')
        .select(['blog_user_id as id', 'name'])
        .where('access_level', '>=', 10)
        .orderBy('blog_user_id')
        .limit(1)
        .executeTakeFirst();
      if (!admin) throw new Error('no administrator was seeded');
      return signSessionToken(
        { blogUserId: admin.id, name: admin.name, accessLevel: 10 },
        jwtSecret,
      );
    },
    async userToken(name, accessLevel = 0) {
      const blogUserId = await insertUser(db, {
        name,
        email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
        passwordHash: 'not-a-login',
        accessLevel,
        created: new Date().toISOString(),
      });
      return signSessionToken({ blogUserId, name, accessLevel }, jwtSecret);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await work.close();
      await log.close();
      await closeDatabase(db);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A client of any server at `baseUrl` (another instance of the site, a spawned process). */
export function createClient(baseUrl: string): TestClient {
  const cookies = new Map<string, string>();
  const client: TestClient = {
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (cookies.size > 0) {
        headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      }
      const xsrf = cookies.get('XSRF-TOKEN');
      if (xsrf && !headers.has('x-xsrf-token'))
        headers.set('x-xsrf-token', decodeURIComponent(xsrf));
      const { json, ...rest } = init;
      let body: BodyInit | null = init.body ?? null;
      if (json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(json);
      }
      const response = await fetch(`${baseUrl}${path}`, {
        ...rest,
        headers,
        body,
        redirect: 'manual',
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const eq = pair?.indexOf('=') ?? -1;
        if (pair && eq > 0) cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      return response;
    },
    async primeXsrf() {
      await client.fetch('/');
    },
    xsrfToken() {
      const value = cookies.get('XSRF-TOKEN');
      return value === undefined ? undefined : decodeURIComponent(value);
    },
  };
  return client;
}
