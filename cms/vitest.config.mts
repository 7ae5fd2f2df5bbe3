import { defineConfig } from 'vitest/config';

// The files run one after another, sharing the run's products (packages/testing) where they can.
// TEST_SUITE=api (default): tests/, the API suite; TEST_SUITE=e2e: e2e/, browser tests in Chromium.
export default defineConfig({
  test: {
    include: process.env.TEST_SUITE === 'e2e' ? ['e2e/**/*.test.ts'] : ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    fileParallelism: false,
    // The API suite's files share one worker and its loaded modules (vitest, the harness, the shared
    // package): a process and its imports for each of 62 files were 20 s of each pass. Every file
    // gets its own server state from the harness (a reset), not from a fresh module.
    isolate: process.env.TEST_SUITE === 'e2e',
    // Each product a test file starts is on a copy of the first of its kind's database (packages/testing).
    globalSetup: ['../packages/testing/src/test-run.mjs'],
    // A test may start or restart a server, or restore a backup, which on a busy machine (the two
    // passes side by side, a CI host's neighbours) takes as long as a hook's start.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
