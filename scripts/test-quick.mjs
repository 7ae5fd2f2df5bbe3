#!/usr/bin/env node
// npm run test:quick: the loop between two edits. Lint (Prettier, ESLint and knip, with their caches),
// the type checks (tsc -b: each project once, only what changed), the generated files' checks, and
// the unit and component tests (shared package, CMS, public site, back office); no product started,
// nothing installed or built but the shared package. npm test runs all of it and the rest.
// Prints the phase table and "N passed, N failed"; exits non-zero when anything failed.
import path from 'node:path';
import { buildSharedPackage } from './lib/build-all.mjs';
import { CMS, ROOT, npm } from './lib/steps.mjs';
import { testRun } from './lib/test-run.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

const { phase, step, suite, fail, finish } = testRun('npm run test:quick');

try {
  await phase('Shared package build', () => buildSharedPackage());
  // Side by side, as in npm test: lint is mostly one process, and vitest keeps one worker on two cores.
  await Promise.all([
    phase('Lint (Prettier, ESLint, knip, type checks, generated files)', () =>
      step('Lint with caches', npm, ['run', 'lint'], { heartbeat: 60 }),
    ),
    (async () => {
      const quiet = { quiet: true };
      await phase('Shared package unit tests', () =>
        suite('Shared package unit tests', path.join(ROOT, 'packages', 'shared'), [], {}, quiet),
      );
      // The CMS's own unit tests (cms/src): the API suite's files in tests/ start the product.
      await phase('CMS unit tests', () => suite('CMS unit tests', CMS, ['src'], { TEST_SUITE: 'api' }, quiet));
      // By now lint is mostly done: the two front ends' suites take a core each.
      await Promise.all([
        phase('Public site component tests', () =>
          suite('Public site component tests', path.join(ROOT, 'web'), [], {}, quiet),
        ),
        phase('Back-office component tests', () =>
          suite('Back-office component tests', path.join(ROOT, 'admin-web'), [], {}, quiet),
        ),
      ]);
    })(),
  ]);
} catch (error) {
  fail(error);
}
finish();
