// The real product as `npm start` serves it (Strapi with the API, the panel and both built front
// ends on one origin), started on a fresh seeded SQLite database and a temporary upload folder,
// on a free loopback port, so browser tests never touch the developer's own data.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const CMS = path.join(ROOT, 'cms');
const STRAPI = path.join(CMS, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

// Plain JavaScript (typed in product.d.mts) so that scripts run by Node, like the benchmark, use it too.

export const DEMO_ADMIN = Object.freeze({ email: 'admin@example.com', password: 'Admin@12345' });

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url, child, log, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited with ${child.exitCode}:\n${log()}`);
    try {
      // The seed runs before the server listens, so a non-empty list means the demo content is in.
      const response = await fetch(`${url}/api/jobs`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The product did not answer within ${timeoutMs / 1000} s:\n${log()}`);
}

/**
 * Starts the built product; build it first (`npm test` does).
 * @param {Record<string, string>} env extra environment, e.g. { NODE_ENV: 'production' }
 * @param {{ logFile?: string }} options logFile: the server writes its output there directly
 *   (a load test should not make its own process read every request's log line)
 */
export async function startProduct(env = {}, { logFile } = {}) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bank-product-'));
  const databaseFile = path.join(workDir, 'data.db');
  const publicDir = path.join(workDir, 'public');
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [STRAPI, 'start'], {
    cwd: CMS,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: databaseFile,
      PUBLIC_DIR: publicDir,
      STRAPI_TELEMETRY_DISABLED: 'true',
      SEED_DEMO_CONTENT: 'true',
      // Browser tests sign in and post the contact form more often than a visitor would.
      LOGIN_RATE_LIMIT_PER_MIN: '0',
      CONTACT_RATE_LIMIT_PER_MIN: '0',
      ...env,
    },
    stdio: logFile ? ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')] : ['ignore', 'pipe', 'pipe'],
  });
  // The last 256 kB are enough to tell why something failed.
  const keep = (chunk) => (log = (log + chunk).slice(-256 * 1024));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => (logFile ? readFileSync(logFile, 'utf8').slice(-256 * 1024) : log);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(url, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }

  // better-sqlite3 comes from the CMS's own install, so the harness adds no second native build.
  const Database = createRequire(path.join(CMS, 'package.json'))('better-sqlite3');
  return {
    url,
    pid: child.pid,
    query(sql, params = []) {
      const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql).all(...params);
      } finally {
        db.close();
      }
    },
    output,
    stop,
  };
}
