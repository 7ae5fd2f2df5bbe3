// The two test suites every front end has, chosen by TEST_SUITE:
// - default: component and unit tests beside the code (src/**/*.test.ts[x]) in jsdom;
// - e2e: browser tests (e2e/**/*.test.ts) against the real product, one file at a time.
// Plain JavaScript: Vite loads its config with Node, which does not run TypeScript from node_modules.
import { fileURLToPath } from 'node:url';

/** @returns {import('vitest/config').ViteUserConfig['test']} */
export function appTestOptions() {
  if (process.env.TEST_SUITE === 'e2e') {
    return {
      include: ['e2e/**/*.test.ts'],
      environment: 'node',
      // Each test file's product starts on a copy of the first one's database.
      globalSetup: [fileURLToPath(new URL('./test-run.mjs', import.meta.url))],
      fileParallelism: false,
      testTimeout: 90_000,
      hookTimeout: 240_000,
    };
  }
  return {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // From Node 25, Node's own localStorage (inert without --localstorage-file) is on the global
    // before jsdom's, and vitest keeps it: the tests would reach no storage at all.
    execArgv: Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-webstorage'] : [],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // Above the set-up's 10 s cap on findBy… and waitFor, so a slow wait fails with its own message.
    testTimeout: 30_000,
  };
}
