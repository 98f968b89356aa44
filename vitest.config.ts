import { defineConfig } from 'vitest/config';

// Only vitest's own folders: Playwright specs live in tests/e2e and bench/browser.
export default defineConfig({
  test: {
    include: ['tests/{unit,property,integration,regression}/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/setup/buildOutputs.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
