// What npm test and npm run test:quick share: phases with their wall time and test count, vitest
// suites counted from their JSON reports, the table printed at the end and the closing line
// "N passed, N failed" (with the exit code).
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { npx, run, say } from './steps.mjs';

/** A test run named `name` (its total's line in the table). */
export function testRun(name) {
  const began = Date.now();
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  /** Each failed test as 'suite › file › test: first line of its error', printed after the table. */
  const failedTests = [];
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'bank-test-reports-'));
  /** Each phase's start, wall time and test count, for the table printed at the end. */
  const phases = [];

  /**
   * Runs one phase, recording when it started (phases may run side by side), its wall time and the
   * tests `work` resolves to, if it counts any.
   */
  async function phase(title, work) {
    const started = Date.now();
    const entry = { title, from: (started - began) / 1000, seconds: 0, tests: undefined };
    phases.push(entry);
    try {
      const counted = await work();
      entry.tests = typeof counted === 'number' ? counted : undefined;
    } finally {
      entry.seconds = (Date.now() - started) / 1000;
    }
  }

  /** A command outside vitest; failing, it counts as one failed test. */
  const step = (title, command, args, options) =>
    run(title, command, args, options).catch((error) => {
      failures.push(error.message);
      totals.failed += 1;
    });

  /**
   * Runs one vitest suite and adds its counts from vitest's JSON report. A suite run beside another
   * (`quiet`) keeps its output until it ends, so the two logs do not interleave. BANK_TEST_REPORTS=<folder>
   * keeps each report there (each file's duration, to find where the time goes).
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
    failedTests.push(...failedTestLines(title, result));
    if (process.env.BANK_TEST_REPORTS) {
      // Made when missing: a folder named for the reports is no reason to fail the run.
      mkdirSync(process.env.BANK_TEST_REPORTS, { recursive: true });
      copyFileSync(report, path.join(process.env.BANK_TEST_REPORTS, path.basename(report)));
    }
    return result.numPassedTests + result.numFailedTests;
  }

  /** An error outside every phase: counted as a failure. */
  function fail(error) {
    failures.push(error.message);
    totals.failed += 1;
    console.error(`\n${error.message}`);
  }

  /** Prints the phase table and the closing line, and exits: non-zero when anything failed. */
  function finish() {
    rmSync(reportDir, { recursive: true, force: true });
    const width = Math.max(...phases.map((entry) => entry.title.length), name.length, 5);
    const line = (title, from, seconds, tests) =>
      `${title.padEnd(width)}  ${from.toFixed(0).padStart(6)}  ${seconds.toFixed(0).padStart(7)}  ${String(tests ?? '').padStart(6)}`;
    console.log(`\n${'phase'.padEnd(width)}  ${'from s'.padStart(6)}  ${'wall s'.padStart(7)}  ${'tests'.padStart(6)}`);
    for (const { title, from, seconds, tests } of phases) console.log(line(title, from, seconds, tests));
    const counted = phases.reduce((sum, entry) => sum + (entry.tests ?? 0), 0);
    console.log(line(name, 0, (Date.now() - began) / 1000, counted));
    if (failures.length > 0) say(`Failed: ${failures.join('; ')}`);
    // Last, so that a log cut to its tail still names what failed and why.
    for (const line of failedTests) console.log(`  ✗ ${line}`);
    console.log(
      `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
    );
    process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
  }

  return { phase, step, suite, fail, finish };
}

/**
 * A line for each failed test of a vitest JSON report: suite, file, test and its error's first line,
 * then the last lines of a server's output where the error carries them (the harness's report of a
 * server that did not start or went away), so that a log cut to its tail still says why.
 */
function failedTestLines(title, result) {
  return result.testResults.flatMap((file) => {
    const name = path.basename(file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed before any test ran (an error in set-up) has only its own message.
    if (failed.length === 0 && file.status === 'failed') return [`${title} › ${name}: ${reason(file.message)}`];
    return failed.map((test) => `${title} › ${name} › ${test.fullName}: ${reason(test.failureMessages?.[0])}`);
  });
}

/** How many lines of a server's output a failed test's line carries. */
const SERVER_OUTPUT_LINES = 12;

/** An error's first line, and the last lines of the server output it quotes ("  | …", see outputTail). */
function reason(text = '') {
  const lines = text.split('\n');
  const first =
    lines
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? '(no message)';
  const output = lines.filter((line) => /^\s*\| /.test(line)).slice(-SERVER_OUTPUT_LINES);
  return output.length === 0
    ? first
    : [first, '    the last output of its server:', ...output.map((line) => `    ${line.trim().slice(0, 300)}`)].join(
        '\n',
      );
}
