import { defineConfig } from 'vitest/config';

// Each test file starts its own Strapi on a fresh database; they run one after another.
// tests/: the API suite; e2e/: browser tests in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'e2e/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
