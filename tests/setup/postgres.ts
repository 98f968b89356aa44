// vitest global setup of the PostgreSQL run (vitest.postgres.config.ts): a throwaway server
// (scripts/pgTemp.mjs) for the whole run, named to the test files by TEST_DATABASE_URL; each test
// server then makes a database of its own on it (tests/helpers/testDatabase.ts). A URL given from
// outside (an existing server) is used as it is.
import { startThrowawayPostgres } from '../../scripts/pgTemp.mjs';

export default async function postgres(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => undefined;
  const server = await startThrowawayPostgres();
  process.env.TEST_DATABASE_URL = server.url;
  return () => server.remove();
}
