import { randomBytes } from 'node:crypto';
import pg from 'pg';

// The database of a test server. With TEST_DATABASE_URL (a PostgreSQL server's admin database,
// set by scripts/pgTemp.mjs or tests/setup/postgres.ts) each test server gets a database of its
// own, created here and dropped afterwards, so test files run side by side; without it, the
// server's temporary DATA_DIR holds a SQLite file as in production's default.

export interface TestDatabase {
  /** Settings to add to the server's environment (DATABASE_URL, or nothing for SQLite). */
  settings: Record<string, string>;
  dialect: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

/** The admin URL of the PostgreSQL server the tests run on, or undefined for SQLite. */
export function testPostgresUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  return url === undefined || url === '' ? undefined : url;
}

/** Runs statements on the server's admin database (CREATE/DROP DATABASE cannot run in a
 *  transaction, so each is its own query). */
export async function onAdminDatabase(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `adminUrl` pointing at another database of the same server. */
export function urlOfDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, empty PostgreSQL database on the test server (undefined when testing SQLite). */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  await onAdminDatabase(adminUrl, [`CREATE DATABASE ${name}`]);
  return {
    url: urlOfDatabase(adminUrl, name),
    drop: () => onAdminDatabase(adminUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testPostgresUrl();
  if (adminUrl === undefined) {
    return { settings: {}, dialect: 'sqlite', drop: () => Promise.resolve() };
  }
  const database = await createPostgresDatabase(adminUrl);
  return {
    settings: { DATABASE_URL: database.url },
    dialect: 'postgres',
    drop: () => database.drop(),
  };
}
