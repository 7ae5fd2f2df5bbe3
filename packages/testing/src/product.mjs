// The one place that starts the real product (Strapi with the API, the panel and both built front
// ends on one origin) as a child process: for the API suite, the browser tests, the size budgets,
// the benchmark and `npm start`. By default a test product: a fresh database (a temporary SQLite
// file, or a new uniquely named PostgreSQL database dropped afterwards), a temporary upload folder
// and a free loopback port, so tests never touch the developer's own data.
//
// Plain JavaScript (typed in product.d.mts) that loads nothing but Node's own modules when imported:
// Node scripts use it too, npm start before it has installed anything. The database drivers come
// from the CMS's own install (createRequire from cms/package.json), so no second native build.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const CMS = path.join(ROOT, 'cms');
const STRAPI = path.join(CMS, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const cmsRequire = createRequire(path.join(CMS, 'package.json'));

/** The demo sign-ins, as the CMS seeds them (defined once, in the CMS's seed folder). */
export const DEMO_ACCOUNTS = JSON.parse(readFileSync(path.join(CMS, 'src', 'seed', 'demo-accounts.json'), 'utf8'), (key, value) =>
  typeof value === 'object' ? Object.freeze(value) : value,
);
/** Back office (/AdminLogin). */
export const DEMO_ADMIN = DEMO_ACCOUNTS.backoffice;

/** A back-office bearer token from the running product's sign-in, for a test that writes as an administrator. */
export async function adminToken(url, credentials = DEMO_ADMIN) {
  const answer = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) });
  if (answer.status !== 200) throw new Error(`Sign-in as ${credentials.email} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()).access_token;
}
/** Strapi panel (/admin). */
export const DEMO_SUPERADMIN = DEMO_ACCOUNTS.panel;

/** The PostgreSQL server that test databases are created on (and dropped from). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * What tests need that a visitor does not: development mode, no rate limits (their own tests set
 * them), and no drain before a shutdown (tests stop servers often, with no load balancer to tell).
 */
const TEST_SETTINGS = { NODE_ENV: 'development', LOGIN_RATE_LIMIT_PER_MIN: '0', CONTACT_RATE_LIMIT_PER_MIN: '0', SHUTDOWN_DRAIN_SECONDS: '0' };
const START_TIMEOUT_MS = 170_000;
/** The last 4 MB of a captured output are enough to tell why something failed. */
const OUTPUT_LIMIT = 4 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Databases

function sqliteDatabase(template) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bank-db-'));
  const filename = path.join(dir, 'data.db');
  // A template closed cleanly: the file (and a write-ahead log, were one left) is the whole database.
  if (template) for (const suffix of ['', '-wal', '-shm']) if (existsSync(template.file + suffix)) copyFileSync(template.file + suffix, filename + suffix);
  return {
    client: 'sqlite',
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename },
    file: filename,
    async query(sql, params = []) {
      const Database = cmsRequire('better-sqlite3');
      const db = new Database(filename, { readonly: true, fileMustExist: true });
      try {
        // $1, $2 … as on PostgreSQL become SQLite's numbered ?1, ?2 …, which bind by number.
        if (!/\$\d/.test(sql)) return db.prepare(sql).all(...params);
        return db.prepare(sql.replace(/\$(\d+)/g, '?$1')).all(Object.fromEntries(params.map((value, index) => [index + 1, value])));
      } finally {
        db.close();
      }
    },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `work` with a connected pg client, and always disconnects it. */
async function withPostgres(connectionString, work) {
  const { Client } = cmsRequire('pg');
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresDatabase(template) {
  const name = `bank_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withPostgres(TEST_POSTGRES_URL, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template.name}` : ''}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    client: 'postgres',
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
    query: (sql, params = []) => withPostgres(url.toString(), async (client) => (await client.query(sql, params)).rows),
    async drop() {
      await withPostgres(TEST_POSTGRES_URL, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
    name,
  };
}

/** The database cms/config/database.ts and the environment choose (npm start: cms/.tmp/data.db). */
function configuredDatabase() {
  const refuse = async () => {
    throw new Error('This product runs on the configured database, which the harness does not read');
  };
  return withCount({ client: 'configured', env: {}, query: refuse, drop: async () => {} });
}

/**
 * A fresh database of its own: 'sqlite' (a temporary file) or 'postgres' (a new database on
 * TEST_POSTGRES_URL), empty or a copy of a run's template, with SQL access for assertions. drop() removes it.
 */
export async function createDatabase(client = 'sqlite', template = undefined) {
  const database = client === 'postgres' ? await postgresDatabase(template) : client === 'sqlite' ? sqliteDatabase(template) : null;
  if (!database) throw new Error(`Unknown database client ${client}: 'sqlite' or 'postgres'`);
  return withCount(database);
}

function withCount(database) {
  return { ...database, count: async (table) => Number((await database.query(`SELECT count(*) AS n FROM ${table}`))[0].n) };
}

// ---------------------------------------------------------------------------------------------
// Database templates (test runs only)
//
// Most of a test product's start is Strapi making a new database: its tables, its admin roles and
// permissions, the accounts and the demo content. Within one test run (vitest's global set-up sets
// BANK_TEST_DB_TEMPLATES, see database-templates.mjs) the first product of each kind is started on a
// new database and stopped; later ones start on a copy of it (a file copy, or PostgreSQL's CREATE
// DATABASE … TEMPLATE) with a copy of its upload folder: the same content a fresh start would write.

/** Settings that change what a first start writes: a product started with any of them gets a database of its own. */
const FIRST_START_SETTINGS = /^(TEST_NOW|NODE_ENV|SEED_\w+|SCHEDULED_TASKS|BACKOFFICE_\w+|DATABASE_\w+|PUBLIC_DIR|DELETED_MEDIA_\w+)$/;
const templatesMade = new Map();

/** The bank day in India: a template holds content dated by the day it was made. */
const bankDay = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

function templateKind({ client, seed, testSettings, env }) {
  const root = process.env.BANK_TEST_DB_TEMPLATES;
  if (!root || !existsSync(root) || !testSettings || !['sqlite', 'postgres'].includes(client)) return undefined;
  if (Object.keys(env).some((key) => FIRST_START_SETTINGS.test(key))) return undefined;
  return { root, key: `${client}-${seed ? 'seeded' : 'bare'}-${bankDay()}` };
}

/** The template of this kind, made by a first start when there is none yet; undefined when templates are off. */
async function templateFor(client, seed, testSettings, env) {
  const kind = templateKind({ client, seed, testSettings, env });
  if (!kind) return undefined;
  const folder = path.join(kind.root, kind.key);
  const recordFile = path.join(folder, 'template.json');
  if (existsSync(recordFile)) return JSON.parse(readFileSync(recordFile, 'utf8'));
  if (!templatesMade.has(recordFile)) {
    const making = (async () => {
      mkdirSync(folder, { recursive: true });
      const db = await createDatabase(client);
      const publicDir = path.join(folder, 'public');
      try {
        const first = await startProduct({ database: db, publicDir, seed, template: false });
        await first.stop();
      } catch (error) {
        await db.drop();
        throw error;
      }
      const record = { client, publicDir, ...(client === 'sqlite' ? { file: db.file } : { name: db.name }) };
      writeFileSync(`${recordFile}.tmp`, JSON.stringify(record));
      renameSync(`${recordFile}.tmp`, recordFile);
      return record;
    })();
    templatesMade.set(recordFile, making);
    making.catch(() => templatesMade.delete(recordFile));
  }
  return templatesMade.get(recordFile);
}

/** Removes every template under `root` (vitest's global tear-down). */
export async function dropTemplates(root) {
  if (!existsSync(root)) return;
  for (const entry of readdirSync(root)) {
    const recordFile = path.join(root, entry, 'template.json');
    if (!existsSync(recordFile)) continue;
    const record = JSON.parse(readFileSync(recordFile, 'utf8'));
    if (record.name) await withPostgres(TEST_POSTGRES_URL, (admin) => admin.query(`DROP DATABASE IF EXISTS ${record.name} WITH (FORCE)`));
    if (record.file) rmSync(path.dirname(record.file), { recursive: true, force: true });
  }
  rmSync(root, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// The server process

/** @returns {Promise<number>} `port` when it is free on loopback (0: any free one), else rejects. */
function probePort(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(bound));
    });
  });
}

/**
 * A free loopback port: any one, or one of BANK_TEST_PORTS (`FROM-TO`) when set. npm test gives each
 * API pass a range of its own, below the system's ephemeral ports, so that a port one pass frees by
 * killing a server is never the other pass's next server's while the first restarts.
 * @returns {Promise<number>}
 */
async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BANK_TEST_PORTS ?? '');
  if (!range) return probePort(0);
  const [from, to] = [Number(range[1]), Number(range[2])];
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      return await probePort(from + Math.floor(Math.random() * (to - from + 1)));
    } catch {
      // taken: try another
    }
  }
  throw new Error(`No free port in BANK_TEST_PORTS=${process.env.BANK_TEST_PORTS} after 200 tries`);
}

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;
const exitOf = (child) => (hasExited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve())));

/** The inodes of the sockets listening on `port` (Linux's /proc/net tables), or undefined where there are none to read. */
function listeningSockets(port) {
  const tables = ['/proc/net/tcp', '/proc/net/tcp6'].filter((table) => existsSync(table));
  if (tables.length === 0) return undefined;
  const inodes = new Set();
  for (const table of tables) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      // sl local_address rem_address st … inode: the port is hex after the colon, 0A is LISTEN.
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && fields[3] === '0A' && parseInt(fields[1].split(':')[1], 16) === port) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/**
 * Whether the process `pid` is the one listening on `port`. Between a kill and a restart the port
 * is free, and on a machine running other suites another server may take it: its answers must not
 * be taken for the restarted one's. True where the system does not tell (no /proc).
 */
function isListenerOf(pid, port) {
  const inodes = listeningSockets(port);
  if (!inodes) return true;
  let descriptors;
  try {
    descriptors = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  return descriptors.some((fd) => {
    try {
      return inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
    } catch {
      return false;
    }
  });
}

async function waitUntilUp(url, port, child, report) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let answeredByAnother = false;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`The product did not start.${answeredByAnother ? ` Another process answered at ${url} meanwhile.` : ''}\n${report()}`);
    try {
      // The seed runs before the server listens, so an answer means the demo content is in.
      if ((await fetch(`${url}/api/jobs`)).ok) {
        if (isListenerOf(child.pid, port)) return;
        answeredByAnother = true;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The product did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s${answeredByAnother ? ' (another process answered there)' : ''}.\n${report()}`);
}

/** How much of a server's output a failure report shows. */
const REPORT_LINES = 60;
const REPORT_CHARS = 8000;

/** The last lines of a server's output, without the terminal colours of Strapi's logger. */
function outputTail(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').trimEnd().split('\n');
  const tail = lines.slice(-REPORT_LINES).join('\n').slice(-REPORT_CHARS);
  return tail ? tail.replace(/^/gm, '  | ') : '  (no output)';
}

/** The products this process started, by origin: a request that fails says what became of the server it asked. */
const productsByOrigin = new Map();

/**
 * What became of the product answering at `url`, started by this process: running or how it ended,
 * and the last lines of its output. Undefined when this process started none there.
 */
export function productReport(url) {
  try {
    return productsByOrigin.get(new URL(url).origin)?.();
  } catch {
    return undefined;
  }
}

/**
 * Starts the built product (build it first; npm test and npm start do) and resolves once its API
 * answers. Every default suits tests; see product.d.mts for each option.
 */
export async function startProduct({
  database = 'sqlite',
  publicDir,
  seed,
  port,
  host,
  testSettings = true,
  env = {},
  output = 'capture',
  forwardSignals = false,
  onExit,
  template: useTemplate = true,
} = {}) {
  const ownsDatabase = typeof database === 'string' && database !== 'configured';
  const seedDemo = seed ?? (testSettings ? true : undefined);
  const temporaryPublic = publicDir === undefined;
  const template = ownsDatabase && temporaryPublic && useTemplate ? await templateFor(database, seedDemo, testSettings, env) : undefined;
  const db = database === 'configured' ? configuredDatabase() : ownsDatabase ? await createDatabase(database, template) : database;
  // A temporary public folder sits in a folder of its own: the files of deleted records are kept beside it.
  const site = temporaryPublic ? mkdtempSync(path.join(os.tmpdir(), 'bank-site-')) : undefined;
  const folder = site ? path.join(site, 'public') : publicDir;
  if (template) cpSync(template.publicDir, folder, { recursive: true });
  const uploadsDir = path.join(folder, 'uploads');
  // The local upload provider refuses to start without its folder.
  mkdirSync(uploadsDir, { recursive: true });
  const cleanUp = async () => {
    if (ownsDatabase) await db.drop();
    if (site) rmSync(site, { recursive: true, force: true });
  };

  // No port given: a free one on loopback. A given port without a host leaves HOST to the environment.
  const listenHost = port === undefined ? (host ?? '127.0.0.1') : host;
  let listenPort;
  try {
    listenPort = port ?? (await freePort());
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const answeringHost = !listenHost || listenHost === '0.0.0.0' || listenHost === '::' ? '127.0.0.1' : listenHost;
  const url = `http://${answeringHost}:${listenPort}`;
  const childEnv = {
    ...process.env,
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...(testSettings ? TEST_SETTINGS : {}),
    ...(seedDemo === undefined ? {} : { SEED_DEMO_CONTENT: String(seedDemo) }),
    ...(listenHost ? { HOST: listenHost } : {}),
    PORT: String(listenPort),
    ...db.env,
    PUBLIC_DIR: folder,
    ...env,
  };

  let captured = '';
  const logFile = typeof output === 'object' ? output.file : undefined;
  const readOutput = () => (logFile ? readFileSync(logFile, 'utf8').slice(-OUTPUT_LIMIT) : captured);
  let child;
  let stopping = false;
  /** How the current process ended, when it has. */
  let ended;

  const report = () => {
    const pid = child?.pid ?? 'none';
    const state = !child
      ? 'was never launched'
      : ended
        ? `exited ${ended.expected ? 'when asked' : 'by itself'} with ${ended.code !== null ? `code ${ended.code}` : ended.signal} ${((Date.now() - ended.at) / 1000).toFixed(1)} s ago`
        : 'is running';
    const where = output === 'inherit' ? '  (its output went to the terminal)' : outputTail(readOutput());
    return `The product at ${url} (pid ${pid}) ${state}. Its last output:\n${where}`;
  };
  productsByOrigin.set(new URL(url).origin, report);

  const launch = async () => {
    stopping = false;
    ended = undefined;
    // A log file is written by the server directly (a load test should not make its own process
    // read every request's log line).
    const logFd = logFile ? openSync(logFile, 'a') : undefined;
    const launched = spawn(process.execPath, [STRAPI, 'start'], {
      cwd: CMS,
      env: childEnv,
      stdio: output === 'inherit' ? 'inherit' : logFd !== undefined ? ['ignore', logFd, logFd] : ['ignore', 'pipe', 'pipe'],
    });
    child = launched;
    if (logFd !== undefined) closeSync(logFd);
    const keep = (chunk) => (captured = (captured + chunk).slice(-OUTPUT_LIMIT));
    launched.stdout?.on('data', keep);
    launched.stderr?.on('data', keep);
    let up = false;
    launched.once('exit', (code, signal) => {
      if (launched !== child) return;
      ended = { code, signal, at: Date.now(), expected: stopping };
      if (stopping) return;
      if (onExit) {
        onExit(code, signal);
        return;
      }
      // A start that fails says why in the error startProduct() or restart() throws. Otherwise nobody
      // asked it to end and nobody is told: say so, or the next request only meets a closed port.
      if (!up) return;
      // The last output may still be in the pipes: 'close' comes after it (or give up after 1 s).
      let said = false;
      const say = () => {
        if (!said) process.stderr.write(`\n${report()}\n`);
        said = true;
      };
      setTimeout(say, 1000).unref();
      launched.once('close', say);
    });
    await waitUntilUp(url, listenPort, launched, report);
    up = true;
  };

  const forward = (signal) => child && !hasExited(child) && child.kill(signal);
  const signals = forwardSignals ? ['SIGINT', 'SIGTERM'] : [];
  for (const signal of signals) process.on(signal, forward);

  const kill = async () => {
    stopping = true;
    if (!hasExited(child)) child.kill('SIGKILL');
    await exitOf(child);
  };

  try {
    await launch();
  } catch (error) {
    // A server that never came up leaves nothing behind either.
    if (child) await kill();
    for (const signal of signals) process.off(signal, forward);
    await cleanUp();
    throw error;
  }

  return {
    url,
    get pid() {
      return child.pid;
    },
    db,
    uploadsDir,
    uploadedFiles: () => readdirSync(uploadsDir).filter((name) => !name.startsWith('.')),
    query: (sql, params) => db.query(sql, params),
    output: readOutput,
    report,
    kill,
    restart: launch,
    async stop() {
      stopping = true;
      if (!hasExited(child)) {
        child.kill('SIGTERM');
        await Promise.race([exitOf(child), new Promise((resolve) => setTimeout(resolve, 10_000))]);
        await kill();
      }
      for (const signal of signals) process.off(signal, forward);
      await cleanUp();
    },
  };
}
