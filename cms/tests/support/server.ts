import { spawn, type ChildProcess } from 'child_process';
import { mkdtempSync, mkdirSync, readdirSync, rmSync } from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll } from 'vitest';
import { apiClient, type ApiClient } from './api';
import { createTestDatabase, type TestDatabase } from './database';

const CMS_DIR = path.resolve(__dirname, '..', '..');
const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

export interface ServerOptions {
  /** Seed the demo content (slower); accounts are always created. */
  seed?: boolean;
  env?: Record<string, string>;
  /** Another server's database, to run a second process on it; its owner drops it. */
  database?: TestDatabase;
}

/** A real Strapi child process on loopback, with its own database and upload folder. */
export interface TestServer {
  url: string;
  db: TestDatabase;
  uploadsDir: string;
  /** Files in the upload folder (the bytes behind the media library). */
  uploadedFiles(): string[];
  /** Ends the process with SIGKILL, as a crash would. */
  kill(): Promise<void>;
  /** Starts the process again on the same database and folder. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  output(): string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/jobs`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Strapi did not answer within ${timeoutMs} ms:\n${log()}`);
}

function waitForExit(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const db = options.database ?? (await createTestDatabase());
  const publicDir = mkdtempSync(path.join(os.tmpdir(), 'bank-public-'));
  const uploadsDir = path.join(publicDir, 'uploads');
  mkdirSync(uploadsDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  let child: ChildProcess;

  const launch = async () => {
    child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
      cwd: CMS_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_DIR: publicDir,
        STRAPI_TELEMETRY_DISABLED: 'true',
        SEED_DEMO_CONTENT: options.seed ? 'true' : 'false',
        // Limits are tested on purpose in their own file; elsewhere they would only get in the way.
        LOGIN_RATE_LIMIT_PER_MIN: '0',
        CONTACT_RATE_LIMIT_PER_MIN: '0',
        ...db.env,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (log += chunk));
    child.stderr!.on('data', (chunk) => (log += chunk));
    await waitUntilUp(url, child, () => log);
  };

  try {
    await launch();
  } catch (error) {
    // A server that never came up leaves nothing behind either.
    child!.kill('SIGKILL');
    if (!options.database) await db.drop();
    rmSync(publicDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    db,
    uploadsDir,
    uploadedFiles: () => readdirSync(uploadsDir).filter((name) => !name.startsWith('.')),
    output: () => log,
    async kill() {
      child.kill('SIGKILL');
      await waitForExit(child);
    },
    async restart() {
      await launch();
    },
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([waitForExit(child), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await waitForExit(child);
      }
      if (!options.database) await db.drop();
      rmSync(publicDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server for the whole test file: started before its tests, stopped after them.
 * Its fields are filled in once the server answers: read them inside tests, not at load time.
 */
export function useTestServer(options: ServerOptions = {}) {
  const harness = {} as { server: TestServer; api: ApiClient };
  beforeAll(async () => {
    harness.server = await startServer(options);
    harness.api = apiClient(harness.server.url);
  });
  afterAll(() => harness.server?.stop());
  return harness;
}
