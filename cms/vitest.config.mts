import { defineConfig } from 'vitest/config';

// Each test file starts its own Strapi on a database of its own; they run one after another.
// TEST_SUITE=api (default): tests/, the API suite; TEST_SUITE=e2e: e2e/, browser tests in Chromium.
export default defineConfig({
  test: {
    include: process.env.TEST_SUITE === 'e2e' ? ['e2e/**/*.test.ts'] : ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    fileParallelism: false,
    // Each product a test file starts is on a copy of the first of its kind's database (packages/testing).
    globalSetup: ['../packages/testing/src/test-run.mjs'],
    // A test may start or restart a server, or restore a backup, which on a busy machine (the two
    // passes side by side, a CI host's neighbours) takes as long as a hook's start.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
