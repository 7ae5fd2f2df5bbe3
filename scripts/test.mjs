#!/usr/bin/env node
// npm test: install what is missing (Chromium too, when root and none is found), lint, build, then
// run every suite: unit tests (shared package, CMS, public site, back office), the JavaScript size
// budgets, the API suite on SQLite and on PostgreSQL, and the browser tests of the CMS, the public
// site and the back office against the real product.
// Prints a table of every phase with its wall time and test count, then one closing line
// "N passed, N failed", and exits non-zero when anything failed.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll, buildSharedPackage } from './lib/build-all.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNginx } from './lib/debian.mjs';
import { postgresReachable } from './lib/postgres.mjs';
import { CMS, ROOT, installAll, npm, npx, run, say } from './lib/steps.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'bank-test-reports-'));
/** Each phase's wall time and test count, for the table printed at the end. */
const phases = [];

/** Runs one phase, recording its wall time (and the tests `work` resolves to, if it counts any). */
async function phase(title, work) {
  const began = Date.now();
  const entry = { title, seconds: 0, tests: undefined };
  phases.push(entry);
  try {
    entry.tests = await work();
  } finally {
    entry.seconds = (Date.now() - began) / 1000;
  }
}

/** A failed step outside vitest counts as one failed test. */
const step = (title, command, args, options) =>
  run(title, command, args, options).catch((error) => {
    failures.push(error.message);
    totals.failed += 1;
  });

function printPhaseTable() {
  const width = Math.max(...phases.map((entry) => entry.title.length), 5);
  const total = (Date.now() - began) / 1000;
  console.log(`\n${'phase'.padEnd(width)}  ${'wall s'.padStart(7)}  ${'tests'.padStart(6)}`);
  for (const { title, seconds, tests } of phases)
    console.log(`${title.padEnd(width)}  ${seconds.toFixed(0).padStart(7)}  ${String(tests ?? '').padStart(6)}`);
  const counted = phases.reduce((sum, entry) => sum + (entry.tests ?? 0), 0);
  console.log(`${'npm test'.padEnd(width)}  ${total.toFixed(0).padStart(7)}  ${String(counted).padStart(6)}`);
}
const began = Date.now();

/**
 * Runs one vitest suite and adds its counts from vitest's JSON report. A suite run beside another
 * (`quiet`) keeps its output until it ends, so the two logs do not interleave.
 */
async function suite(title, cwd, args = [], env = {}, { quiet = false } = {}) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  try {
    const output = await run(
      title,
      npx,
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
      { cwd, env, heartbeat: 120, quiet },
    );
    if (quiet) process.stdout.write(output);
  } catch (error) {
    failures.push(title);
    say(error.message);
  }
  if (!existsSync(report)) {
    totals.failed += 1;
    return 0;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  totals.skipped += result.numPendingTests + result.numTodoTests;
  say(`${title}: ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
  if (result.numFailedTests > 0 && !failures.includes(title)) failures.push(title);
  if (process.env.BANK_TEST_REPORTS)
    copyFileSync(report, path.join(process.env.BANK_TEST_REPORTS, path.basename(report)));
  return result.numPassedTests + result.numFailedTests;
}

try {
  await phase('Install (npm ci when a lockfile changed)', () => installAll());
  // The CMS's type check and its content types' check (in lint) read the shared package's build.
  await phase('Shared package build', () => buildSharedPackage());
  await phase('Lint (Prettier, ESLint, knip, type checks, generated files)', () =>
    step(
      'Lint (Prettier, ESLint with the layers, knip: unused code, type checks incl. the tests, content types current)',
      npm,
      ['run', 'lint'],
      { heartbeat: 60 },
    ),
  );
  await phase('Chromium and nginx (apt-get when missing)', async () => {
    await ensureChromium();
    await ensureNginx();
  });
  await phase('Builds (front ends, Strapi panel, CMS)', () => buildAll());

  await phase('Shared package unit tests', () =>
    suite('Shared package unit tests', path.join(ROOT, 'packages', 'shared')),
  );
  await phase('Public site component tests', () => suite('Public site component tests', path.join(ROOT, 'web')));
  await phase('Back-office component tests', () => suite('Back-office component tests', path.join(ROOT, 'admin-web')));
  await phase('JavaScript size budgets', () =>
    step('JavaScript size budgets of the first screens', process.execPath, ['scripts/size-budget.mjs']),
  );
  // The API suite on both databases at once: each test file waits mostly on its own Strapi starting,
  // and the two passes share nothing (own database templates, databases, upload folders, cache
  // channels, and ports: each pass takes its servers' ports from a range of its own, so that a port
  // one pass frees by a kill cannot go to the other's next server while the first restarts; a start
  // or restart also counts only an answer from its own process).
  const postgres = await postgresReachable();
  if (!postgres.ok)
    say(
      `PostgreSQL pass SKIPPED: no server answered at ${postgres.url} (${postgres.reason}). Set TEST_POSTGRES_URL to run it.`,
    );
  await Promise.all([
    phase('API tests on SQLite', () =>
      suite(
        'API tests on SQLite',
        CMS,
        [],
        { TEST_SUITE: 'api', TEST_DATABASE: 'sqlite', BANK_TEST_PORTS: '20000-25999' },
        { quiet: postgres.ok },
      ),
    ),
    ...(postgres.ok
      ? [
          phase('API tests on PostgreSQL', () =>
            suite(
              'API tests on PostgreSQL',
              CMS,
              [],
              { TEST_SUITE: 'api', TEST_DATABASE: 'postgres', BANK_TEST_PORTS: '26000-31999' },
              { quiet: true },
            ),
          ),
        ]
      : []),
  ]);
  await phase('Browser tests (Strapi panel and one origin)', () =>
    suite('Browser tests (Strapi panel and one origin)', CMS, [], { TEST_SUITE: 'e2e', TEST_DATABASE: 'sqlite' }),
  );
  // One after the other: run together on two cores, Chromium and two servers took as long in all
  // (645 s against 612 s), and each test waited longer.
  await phase('Browser tests of the public site', () =>
    suite('Browser tests of the public site', path.join(ROOT, 'web'), [], { TEST_SUITE: 'e2e' }),
  );
  await phase('Browser tests of the back office', () =>
    suite('Browser tests of the back office', path.join(ROOT, 'admin-web'), [], { TEST_SUITE: 'e2e' }),
  );
} catch (error) {
  failures.push(error.message);
  totals.failed += 1;
  console.error(`\n${error.message}`);
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

printPhaseTable();
if (failures.length > 0) say(`Failed: ${failures.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
