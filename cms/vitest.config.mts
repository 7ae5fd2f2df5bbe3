import { defineConfig } from 'vitest/config';

// Each test file starts its own Strapi on a fresh database; they run one after another.
// TEST_SUITE=api (default): tests/, the API suite; TEST_SUITE=e2e: e2e/, browser tests in Chromium.
export default defineConfig({
  test: {
    include: process.env.TEST_SUITE === 'e2e' ? ['e2e/**/*.test.ts'] : ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
