// The product's server process: Strapi started from the CMS's install on a free loopback port (or
// the given one), on a database from databases.mjs, with a public folder of its own; waited for
// until it answers, and killed, restarted or stopped on request. What became of it, with its last
// output, is at hand for any request that fails.
import { spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CMS_DIR } from './cms-dir.mjs';
import { templateFor } from './database-templates.mjs';
import { configuredDatabase, createDatabase } from './databases.mjs';

// What `strapi start` runs, without Strapi's command line (cms/src/operations/serve.ts).
const SERVER_ENTRY = path.join(CMS_DIR, 'dist', 'src', 'operations', 'serve.js');

/**
 * What tests need that a visitor does not: development mode, no rate limits (their own tests set
 * them), and no drain before a shutdown (tests stop servers often, with no load balancer to tell).
 */
const TEST_SETTINGS = {
  NODE_ENV: 'development',
  LOGIN_RATE_LIMIT_PER_MIN: '0',
  CONTACT_RATE_LIMIT_PER_MIN: '0',
  SHUTDOWN_DRAIN_SECONDS: '0',
};
/** The clock a test moves while the server runs (setClock): only a development server accepts it. */
const TEST_CLOCK = { BANK_TEST_CLOCK: 'on' };
const START_TIMEOUT_MS = 170_000;
/** The last 4 MB of a captured output are enough to tell why something failed. */
export const OUTPUT_LIMIT = 4 * 1024 * 1024;

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
 * Ports held by a product a test started, claimed with a lock file each (the claimer's pid inside)
 * in one folder for every test run on the machine: another suite beside this one, from this clone
 * or another, never takes a port whose server is down for a moment (killed, restarting). A claim
 * whose process has ended is stale and taken over.
 */
const PORT_CLAIMS = path.join(os.tmpdir(), 'bank-test-ports');

/** Whether the process `pid` still runs (one of another user's counts as running). */
export const processRuns = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Claims `port` for this process; false when a running process holds it. */
function claimPort(port) {
  mkdirSync(PORT_CLAIMS, { recursive: true });
  const claim = path.join(PORT_CLAIMS, String(port));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(claim, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(claim, 'utf8'));
      if (owner && processRuns(owner)) return false;
      rmSync(claim, { force: true });
    }
  }
  return false;
}

/** Gives up this process's claim of `port`. */
function releasePort(port) {
  const claim = path.join(PORT_CLAIMS, String(port));
  try {
    if (Number(readFileSync(claim, 'utf8')) === process.pid) rmSync(claim, { force: true });
  } catch {
    // already gone
  }
}

/** Linux's default range of the ports it gives outgoing connections, where the system does not tell. */
const DEFAULT_CONNECTION_PORTS = { low: 32768, high: 60999 };
/** The lowest port a test server takes: above the registered services' usual ports. */
const LOWEST_SERVER_PORT = 10_000;

/** The range of ports the system gives outgoing connections (ip_local_port_range). */
export function connectionPortRange() {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return { low, high };
  } catch {
    // not Linux: its default
  }
  return DEFAULT_CONNECTION_PORTS;
}

/**
 * A port for a test server to probe: below the connections' range where there is room. Between the
 * probe and the server's listen (Strapi's start, seconds on a busy machine) a port in that range may
 * be taken by any outgoing connection (a database client's, a browser's), and the server then fails
 * to start; a port below it only another listener takes, and test servers claim theirs.
 */
function candidatePort(lowestConnectionPort) {
  const room = lowestConnectionPort - LOWEST_SERVER_PORT;
  return room >= 1000 ? LOWEST_SERVER_PORT + Math.floor(Math.random() * room) : 0;
}

/** `port` when it is free on loopback (0: any free one), else undefined. */
const freeOnLoopback = (port) =>
  probePort(port).catch((error) => {
    if (error.code === 'EADDRINUSE' || error.code === 'EACCES') return undefined;
    throw error;
  });

/**
 * A free loopback port, claimed for this process (see PORT_CLAIMS) until the product on it stops
 * or, for another server of a test's (nginx), until this process ends.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const { low } = connectionPortRange();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = await freeOnLoopback(candidatePort(low));
    if (port !== undefined && claimPort(port)) return port;
  }
  throw new Error(`No free port after 200 tries: every one found free is claimed in ${PORT_CLAIMS}`);
}

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;
const exitOf = (child) =>
  hasExited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/** The inodes of the sockets listening on `port` (Linux's /proc/net tables), or undefined where there are none to read. */
function listeningSockets(port) {
  const tables = ['/proc/net/tcp', '/proc/net/tcp6'].filter((table) => existsSync(table));
  if (tables.length === 0) return undefined;
  const inodes = new Set();
  for (const table of tables) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      // sl local_address rem_address st … inode: the port is hex after the colon, 0A is LISTEN.
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && fields[3] === '0A' && parseInt(fields[1].split(':')[1], 16) === port)
        inodes.add(fields[9]);
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
    if (hasExited(child))
      throw new Error(
        `The product did not start.${answeredByAnother ? ` Another process answered at ${url} meanwhile.` : ''}\n${report()}`,
      );
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
  throw new Error(
    `The product did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s${answeredByAnother ? ' (another process answered there)' : ''}.\n${report()}`,
  );
}

/** How much of a server's output a failure report shows. */
const REPORT_LINES = 60;
const REPORT_CHARS = 8000;

/** The last lines of a server's output, without the terminal colours of Strapi's logger. */
export function outputTail(output) {
  const lines = output
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trimEnd()
    .split('\n');
  const tail = lines.slice(-REPORT_LINES).join('\n').slice(-REPORT_CHARS);
  return tail ? tail.replace(/^/gm, '  | ') : '  (no output)';
}

/** The products this process started, by origin: a request that fails says what became of the server it asked. */
const productsByOrigin = new Map();
/** The running products this process started, each with its database's key: setClock moves all on one database. */
const runningProducts = new Set();
const databaseKey = (db) => db.env.DATABASE_FILENAME ?? db.env.DATABASE_URL ?? 'configured';

/**
 * Moves the clock of the server at `url` and of every other running product this process started
 * on the database `db` to `at`; resolves once each has acted on it.
 */
export async function moveClocksOn(db, url, at) {
  const key = databaseKey(db);
  const others = [...runningProducts].filter((other) => other.database === key && other.running() && other.url !== url);
  for (const target of [url, ...others.map((other) => other.url)]) await moveClock(target, at);
}

/** Moves the clock of the server at `url` to `at` (it runs on from there); resolves once it has acted on it. */
async function moveClock(url, at) {
  const now = new Date(at).toISOString();
  const answer = await fetch(`${url}/api/test/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  if (answer.status !== 200)
    throw new Error(`Moving the clock of ${url} to ${now} answered ${answer.status}: ${await answer.text()}`);
}

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
  detached = false,
} = {}) {
  const ownsDatabase = typeof database === 'string' && database !== 'configured';
  const seedDemo = seed ?? (testSettings ? true : undefined);
  const temporaryPublic = publicDir === undefined;
  const template =
    ownsDatabase && temporaryPublic && useTemplate
      ? await templateFor(database, seedDemo, testSettings, env, startProduct)
      : undefined;
  const db =
    database === 'configured'
      ? configuredDatabase()
      : ownsDatabase
        ? await createDatabase(database, template)
        : database;
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
  const claimed = port === undefined;
  const cleanUpAll = async () => {
    if (claimed) releasePort(listenPort);
    await cleanUp();
  };
  const answeringHost = !listenHost || listenHost === '0.0.0.0' || listenHost === '::' ? '127.0.0.1' : listenHost;
  const url = `http://${answeringHost}:${listenPort}`;
  // Only a development server takes the test clock (NODE_ENV given as undefined: none at all).
  const testClock = testSettings && ('NODE_ENV' in env ? env.NODE_ENV : TEST_SETTINGS.NODE_ENV) === 'development';
  const childEnv = {
    ...process.env,
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...(testSettings ? TEST_SETTINGS : {}),
    ...(testClock ? TEST_CLOCK : {}),
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
    const launched = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: CMS_DIR,
      env: childEnv,
      detached,
      stdio:
        output === 'inherit' ? 'inherit' : logFd !== undefined ? ['ignore', logFd, logFd] : ['ignore', 'pipe', 'pipe'],
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
    // A server that outlives this process (a test run's shared product) keeps nothing of it waiting.
    if (detached) launched.unref();
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
    await cleanUpAll();
    throw error;
  }
  const registration = { url, database: databaseKey(db), running: () => !hasExited(child) };
  runningProducts.add(registration);

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
    siteDir: site,
    async setClock(at) {
      if (!testClock)
        throw new Error('setClock: this product was started without the test clock (testSettings, development)');
      await moveClocksOn(db, url, at);
    },
    async stop() {
      runningProducts.delete(registration);
      stopping = true;
      if (!hasExited(child)) {
        child.kill('SIGTERM');
        await Promise.race([exitOf(child), new Promise((resolve) => setTimeout(resolve, 10_000))]);
        await kill();
      }
      for (const signal of signals) process.off(signal, forward);
      await cleanUpAll();
    },
  };
}
