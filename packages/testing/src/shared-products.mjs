// Shared products (test runs only)
//
// Starting Strapi is most of what a test file of the API suite waits for. Within one test run (the
// global set-up's BANK_TEST_DB_TEMPLATES) the first file that asks for a product of a kind (a
// database client, seeded or bare) starts one and leaves it running for the files after it, which
// run one at a time: before each file it is reset to the snapshot it took when it started (its
// database, its upload folders, its cache, each module's memory and its clock; see
// cms/src/test-control), so no file sees another's state. The run's global tear-down stops it.
//
// The product outlives the worker that started it (vitest gives each file a process of its own):
// it runs detached with its output in a file, and a record beside the templates says where it is.
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describeDatabase, existingDatabase } from './databases.mjs';
import { OUTPUT_LIMIT, moveClocksOn, outputTail, processRuns, startProduct } from './server-process.mjs';

/** The record file of a shared product of this kind, or undefined when the run shares none. */
function recordFileOf(client, seed) {
  const root = process.env.BANK_TEST_DB_TEMPLATES;
  if (!root || !existsSync(root)) return undefined;
  return path.join(root, `shared-${client}-${seed ? 'seeded' : 'bare'}.json`);
}

/**
 * POSTs to the product's test control (cms/src/test-control: `clock`, `settings`, `pause`, `resume`, …)
 * and answers its JSON; any other status than 200 throws with the answer, but `refusal` statuses,
 * which answer null.
 */
export async function postTestControl(url, what, body = {}, { refusal = [] } = {}) {
  const answer = await fetch(`${url}/api/test/${what}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (refusal.includes(answer.status)) return null;
  if (answer.status !== 200)
    throw new Error(`POST /api/test/${what} at ${url} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/** Starts the shared product of a kind and records it; its snapshot is the state every reset returns to. */
async function startShared(client, seed, recordFile) {
  const logFile = `${recordFile}.log`;
  // Its temporary files (the snapshot among them) go with the run's folder, however it ends.
  const temporary = mkdtempSync(`${recordFile}.tmp-`);
  const product = await startProduct({
    database: client,
    seed,
    output: { file: logFile },
    detached: true,
    env: { TMPDIR: temporary },
  });
  await postTestControl(product.url, 'snapshot');
  const record = {
    url: product.url,
    pid: product.pid,
    database: describeDatabase(product.db),
    siteDir: product.siteDir,
    uploadsDir: product.uploadsDir,
    logFile,
  };
  writeFileSync(`${recordFile}.tmp`, JSON.stringify(record));
  renameSync(`${recordFile}.tmp`, recordFile);
  return record;
}

/** Empties a folder the product writes into (its uploads, its kept files), keeping the folder. */
function emptyFolder(folder) {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) rmSync(path.join(folder, name), { recursive: true, force: true });
}

/**
 * The test run's shared product of this kind, reset to its snapshot, as a RunningProduct whose stop()
 * leaves it running; undefined outside a test run with templates. kill() and restart() are refused:
 * a test that ends its server starts one of its own. `settings` (variables the server reads where it
 * uses them: its rate limits, TRUST_PROXY, …) hold until the next reset; undefined too when the server
 * takes one of them only at start (cms/src/test-control), so the caller starts a product of its own.
 */
export async function sharedProduct({ client = 'sqlite', seed = true, settings = {} } = {}) {
  const recordFile = recordFileOf(client, seed);
  if (!recordFile) return undefined;
  let record;
  if (existsSync(recordFile)) {
    record = JSON.parse(readFileSync(recordFile, 'utf8'));
    emptyFolder(record.uploadsDir);
    emptyFolder(path.join(record.siteDir, 'deleted-media'));
    await postTestControl(record.url, 'reset');
  } else {
    // Just started: it is in the state of its snapshot already.
    record = await startShared(client, seed, recordFile);
  }
  if (Object.keys(settings).length && !(await postTestControl(record.url, 'settings', settings, { refusal: [400] })))
    return undefined;
  const db = existingDatabase(record.database);
  // This file's part of the server's output: what it wrote since the reset.
  const since = statSync(record.logFile).size;
  const output = () => readFileSync(record.logFile).subarray(since).toString('utf8').slice(-OUTPUT_LIMIT);
  const refuse = (what) => async () => {
    throw new Error(
      `${what}: the shared product runs on for the next test file; start a product of your own to ${what}`,
    );
  };
  return {
    url: record.url,
    pid: record.pid,
    db: { ...db, drop: async () => {} },
    uploadsDir: record.uploadsDir,
    siteDir: record.siteDir,
    uploadedFiles: () => readdirSync(record.uploadsDir).filter((name) => !name.startsWith('.')),
    query: (sql, params) => db.query(sql, params),
    output,
    report: () => `The shared product at ${record.url} (pid ${record.pid}). Its last output:\n${outputTail(output())}`,
    kill: refuse('kill'),
    restart: refuse('restart'),
    setClock: (at) => moveClocksOn(db, record.url, at),
    stop: async () => {},
  };
}

/** Stops every shared product recorded under `root`, removes its folder and drops its database (the run's tear-down). */
export async function stopSharedProducts(root) {
  if (!existsSync(root)) return 0;
  const databases = [];
  for (const entry of readdirSync(root).filter((name) => /^shared-.*\.json$/.test(name))) {
    const record = JSON.parse(readFileSync(path.join(root, entry), 'utf8'));
    if (processRuns(record.pid)) {
      process.kill(record.pid, 'SIGTERM');
      for (let waited = 0; processRuns(record.pid) && waited < 100; waited += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      if (processRuns(record.pid)) process.kill(record.pid, 'SIGKILL');
    }
    rmSync(record.siteDir, { recursive: true, force: true });
    databases.push(existingDatabase(record.database));
  }
  for (const db of databases) await db.drop();
  return databases.length;
}
