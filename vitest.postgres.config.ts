import { defineConfig } from 'vitest/config';

// The integration suite again, on PostgreSQL (a throwaway server, tests/setup/postgres.ts), plus
// the tests that need a real server: several instances on one database, a database restarted
// under a running instance (tests/postgres).
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts', 'tests/postgres/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/buildOutputs.ts', 'tests/setup/postgres.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
