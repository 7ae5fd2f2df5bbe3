import Database from 'better-sqlite3';
import { randomBytes } from 'crypto';
import { afterAll, beforeAll } from 'vitest';
// The project's one product harness (cms/ is outside the workspaces, hence the relative path).
import {
  sharedProduct,
  startProduct,
  type ProductDatabase,
  type RunningProduct,
} from '../../../packages/testing/src/product.mjs';
import { apiClient, type ApiClient } from './api';

export { connectionPortRange, freePort, postTestControl } from '../../../packages/testing/src/product.mjs';

/** Which database this test run uses: TEST_DATABASE=sqlite (default) or postgres. */
export const TEST_DATABASE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

type TestDatabase = ProductDatabase;
/** A real Strapi child process on loopback, with its own database and upload folder. */
export type TestServer = RunningProduct;

export interface ServerOptions {
  /** Seed the demo content (slower); accounts are always created. */
  seed?: boolean;
  env?: Record<string, string>;
  /** Another server's database, to run a second process on it; its owner drops it. */
  database?: TestDatabase;
  /** Another server's public folder (the parent of its uploadsDir), shared as processes share a volume. */
  publicDir?: string;
  /**
   * A server of the file's own even where the run's shared one would do: for a file that kills or
   * restarts it. (A file with `database`, `publicDir` or an `env` setting read only at start has its own.)
   */
  own?: boolean;
}

export const startServer = ({ seed = false, env, database, publicDir }: ServerOptions = {}): Promise<TestServer> =>
  startProduct({ database: database ?? TEST_DATABASE, seed, env, publicDir });

/**
 * One server for the whole test file (or block): the test run's shared server of its kind, reset to
 * the state it started in, with `env` as its settings when it takes them while it runs (its rate
 * limits, TRUST_PROXY, …: cms/src/test-control); else (with `database`, `publicDir`, `own` or a
 * setting read only at start) one started for it and stopped after it. Its fields are filled in once
 * the server answers: read them inside tests, not at load time.
 */
export function useTestServer(options: ServerOptions = {}) {
  const harness = {} as { server: TestServer; api: ApiClient };
  const shareable = !options.own && !options.database && !options.publicDir;
  beforeAll(async () => {
    harness.server =
      (shareable
        ? await sharedProduct({ client: TEST_DATABASE, seed: options.seed ?? false, settings: options.env })
        : undefined) ?? (await startServer(options));
    harness.api = apiClient(harness.server.url);
  });
  afterAll(() => harness.server?.stop());
  return harness;
}

/**
 * Two server processes on one database, hearing each other's cache invalidations as deployed:
 * PostgreSQL's LISTEN/NOTIFY, or on SQLite Redis pub/sub on a channel of their own. Started before
 * the block's tests, stopped after them; read the fields inside tests.
 */
export function useTwoProcesses(options: Omit<ServerOptions, 'database'> = {}) {
  const channel: Record<string, string> =
    TEST_DATABASE === 'postgres'
      ? {}
      : {
          REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
          CACHE_CHANNEL: `bank_test_${randomBytes(4).toString('hex')}`,
        };
  const processes = {} as { first: TestServer; second: TestServer };
  beforeAll(async () => {
    processes.first = await startServer({ ...options, env: { ...options.env, ...channel } });
    processes.second = await startServer({ database: processes.first.db, env: { ...options.env, ...channel } });
  });
  afterAll(async () => {
    await processes.second?.stop();
    await processes.first?.stop();
  });
  return processes;
}

/** A statement the product would never make, run on a server's database beside it (the harness's own reads are read-only on SQLite). */
export async function writeDirectly(server: TestServer, sql: string, params: unknown[]): Promise<void> {
  const db = server.db;
  if (db.client === 'postgres') return void (await db.query(sql, params));
  const sqlite = new Database(db.env.DATABASE_FILENAME);
  try {
    sqlite
      .prepare(sql.replace(/\$(\d+)/g, '?$1'))
      .run(Object.fromEntries(params.map((value, index) => [index + 1, value])));
  } finally {
    sqlite.close();
  }
}
