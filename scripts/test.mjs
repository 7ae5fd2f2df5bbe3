#!/usr/bin/env node
// npm test: install what is missing (Chromium too, when root and none is found), lint, build, then
// run every suite: unit tests (shared package, CMS, public site, back office), the JavaScript size
// budgets, the API suite on SQLite and on PostgreSQL, and the browser tests of the CMS, the public
// site and the back office against the real product.
// Prints a table of every phase with its wall time and test count, then one closing line
// "N passed, N failed", and exits non-zero when anything failed.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontEnds, buildPanel, buildSharedPackage, compileCms } from './lib/build-all.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNginx } from './lib/debian.mjs';
import { postgresReachable } from './lib/postgres.mjs';
import { CMS, ROOT, ensureDependencies, npm, say } from './lib/steps.mjs';
import { dropTemplates } from '../packages/testing/src/database-templates.mjs';
import { testRun } from './lib/test-run.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

const { phase, step, suite, fail, finish } = testRun('npm test');
// One folder of database templates for every suite of this run and the size budgets: a browser suite
// starts on the template the API suite made (packages/testing/src/database-templates.mjs).
const templates = mkdtempSync(path.join(os.tmpdir(), 'bank-run-templates-'));
process.env.BANK_TEST_RUN_TEMPLATES = templates;

try {
  // Side by side where the work shares no files: on two cores most of these phases are one Node
  // process each, so two of them at once take little longer than the longer one. The CMS's install
  // spends most of a minute compiling better-sqlite3 on one core: the front ends' builds and tests,
  // which need only the workspace's install, run beside it; lint and the CMS's builds wait for it.
  const system = phase('Chromium and nginx (apt-get when missing)', async () => {
    await ensureChromium();
    await ensureNginx();
  });
  const cmsInstall = phase('Install: CMS (npm ci when its lockfile changed)', () =>
    ensureDependencies(CMS, 'CMS (Strapi)', 'two to four minutes on a fresh clone'),
  );
  // Awaited below; a failure is reported there, not as an unhandled rejection meanwhile.
  for (const started of [system, cmsInstall]) started.catch(() => undefined);
  await phase('Install: workspace (npm ci when its lockfile changed)', () =>
    ensureDependencies(ROOT, 'workspace', 'under a minute on a fresh clone'),
  );
  // The CMS's type check and its content types' check (in lint) read the shared package's build.
  await phase('Shared package build', () => buildSharedPackage());
  // The unit and component tests need only the workspace: they run beside the CMS's install, its
  // builds and, when they take longer (a busy machine), the API passes, which do not wait for them.
  const frontEnds = phase('Builds (front ends)', () => buildFrontEnds());
  const componentTests = (async () => {
    await frontEnds;
    await phase('Shared package unit tests', () =>
      suite('Shared package unit tests', path.join(ROOT, 'packages', 'shared'), [], {}, { quiet: true }),
    );
    await phase('Public site component tests', () =>
      suite('Public site component tests', path.join(ROOT, 'web'), [], {}, { quiet: true }),
    );
    await phase('Back-office component tests', () =>
      suite('Back-office component tests', path.join(ROOT, 'admin-web'), [], {}, { quiet: true }),
    );
  })();
  // Awaited below; a failure is reported there, not as an unhandled rejection meanwhile.
  componentTests.catch(() => undefined);
  await cmsInstall;
  await phase('Builds (Strapi panel, CMS)', async () => {
    await buildPanel();
    await compileCms();
    // Part of the lint, but before the tests: Strapi's type generator compiles the CMS into dist/
    // again, rewriting every file a server starting beside it loads (a server then met a module
    // half written: "registerCacheInvalidation is not a function").
    await step('Lint: content types current', process.execPath, ['scripts/content-types.mjs', '--check']);
  });
  // The rest of the lint runs beside the tests, once the CMS is built: it writes nothing they read
  // (its type check finds the CMS's build current; the front ends' projects emit nothing), and the
  // builds it waited for before stop at a type error of the CMS anyway (the panel's build
  // type-checks it).
  const lint = phase('Lint (Prettier, ESLint, knip, type checks, roles table)', () =>
    step(
      'Lint (Prettier, ESLint with the layers, knip: unused code, type checks incl. the tests, roles table current)',
      npm,
      ['run', 'lint:code'],
      { heartbeat: 60, quiet: true },
    ),
  );
  lint.catch(() => undefined);
  // The size budgets and the browser suites serve the front ends' builds.
  await Promise.all([frontEnds, system]);
  // The API suite on both databases at once: the two passes share nothing (own database templates,
  // shared products, databases, upload folders and cache channels; each server's port is claimed
  // for it until it stops, so no other server, of this run or another beside it, takes it while it
  // restarts; a start or restart also counts only an answer from its own process). The size budgets
  // run beside them: they start a product of their own and then mostly wait on it (three quarters of
  // their 45 s were idle cores when they ran alone).
  const postgres = await postgresReachable();
  if (!postgres.ok)
    say(
      `PostgreSQL pass SKIPPED: no server answered at ${postgres.url} (${postgres.reason}). Set TEST_POSTGRES_URL to run it.`,
    );
  const apiPass = (database, title) =>
    phase(title, () => suite(title, CMS, [], { TEST_SUITE: 'api', TEST_DATABASE: database }, { quiet: postgres.ok }));
  await Promise.all([
    lint,
    componentTests,
    phase('JavaScript size budgets', () =>
      step('JavaScript size budgets of the first screens', process.execPath, ['scripts/size-budget.mjs']),
    ),
    ...(postgres.ok ? [apiPass('postgres', 'API tests on PostgreSQL')] : []),
    // The browser suites follow the SQLite pass without waiting for PostgreSQL's, which runs a minute
    // longer on one core. The public site's and the back office's side by side: each mostly waits
    // (on Chromium, its server, a settled page), alone using 40-50 % of two cores; together they took
    // 532 s where one after the other took 449 s and 394 s, all tests passing. The panel's short
    // suite goes before the back office's, the shorter of the two. Their output is held until each
    // ends, so the logs do not interleave.
    (async () => {
      await apiPass('sqlite', 'API tests on SQLite');
      const held = { quiet: true };
      await Promise.all([
        phase('Browser tests of the public site', () =>
          suite('Browser tests of the public site', path.join(ROOT, 'web'), [], { TEST_SUITE: 'e2e' }),
        ),
        (async () => {
          await phase('Browser tests (Strapi panel and one origin)', () =>
            suite(
              'Browser tests (Strapi panel and one origin)',
              CMS,
              [],
              { TEST_SUITE: 'e2e', TEST_DATABASE: 'sqlite' },
              held,
            ),
          );
          await phase('Browser tests of the back office', () =>
            suite('Browser tests of the back office', path.join(ROOT, 'admin-web'), [], { TEST_SUITE: 'e2e' }, held),
          );
        })(),
      ]);
    })(),
  ]);
} catch (error) {
  fail(error);
}
try {
  await dropTemplates(templates);
} catch (error) {
  say(`Could not drop the run's database templates in ${templates}: ${error.message}`);
}
finish();
