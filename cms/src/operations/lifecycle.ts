import type { ServerResponse } from 'http';
import type { Core } from '@strapi/strapi';
import { cacheNotReadyReason } from '../cache/hooks';
import { standInFront } from '../lib/request-listener';

/** What shutdown reads of knex's connection pool (tarn). */
interface DatabasePool {
  numUsed(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/**
 * knex's pool, whose types knex keeps to itself. Asked at start, so an upgrade of Strapi, knex or
 * tarn that moves it refuses to start rather than skipping shutdown's wait without a word.
 */
function databasePool(strapi: Core.Strapi): DatabasePool {
  const pool = (strapi.db.connection as unknown as { client?: { pool?: Partial<DatabasePool> } }).client?.pool;
  const counters = ['numUsed', 'numPendingAcquires', 'numPendingCreates'] as const;
  if (!pool || counters.some((counter) => typeof pool[counter] !== 'function'))
    throw new Error(
      "knex's connection pool (strapi.db.connection.client.pool, tarn) is not where shutdown waits on it: see docs/architecture.md, Upgrading Strapi.",
    );
  return pool as DatabasePool;
}

const seconds = (variable: string, fallback: number): number => {
  const value = Number(process.env[variable]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

/** How long the database may take to answer the readiness check. */
const DATABASE_CHECK_TIMEOUT_MS = 2000;

const state = { draining: false, drainingSince: 0 };

/** A terminal's Ctrl+C reaches a process more than once (its group and a forwarding parent): one signal. */
const REPEATED_SIGNAL_MS = 1000;

/** Why this process should not be sent traffic now, or null when it may be. */
export async function notReadyReason(strapi: Core.Strapi): Promise<string | null> {
  if (state.draining) return 'shutting down';
  const cache = cacheNotReadyReason();
  if (cache) return cache;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      strapi.db.connection.raw('select 1'),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${DATABASE_CHECK_TIMEOUT_MS} ms`)),
          DATABASE_CHECK_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    // A thrown value: here always an Error (from Node, the driver or our code).
    return `the database does not answer: ${(error as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
  return null;
}

function sendJson(response: ServerResponse, status: number, body: unknown, head: boolean): void {
  const bytes = Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
  });
  response.end(head ? undefined : bytes);
}

/** The path of a request URL, without its query. */
const pathOf = (url: string) => {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
};

/**
 * The outermost link of the HTTP server: it answers GET /api/health (200 while the process runs, no
 * database call) and GET /api/ready (200 when the database answers and, where processes share cache
 * invalidations, the listener is connected; 503 with the reason otherwise, and from the first moment
 * of a shutdown), neither logged, cached nor rate-limited; and once a shutdown has begun it makes
 * every answer close its connection. Installed last in bootstrap, so it stands before the cache's
 * front door; it adds no work to other requests but two prefix checks.
 */
export function installLifecycle(strapi: Core.Strapi): void {
  const pool = databasePool(strapi);
  standInFront(strapi, 'Lifecycle', (request, response, next) => {
    const url = request.url ?? '';
    // Most requests are neither: two prefix checks and they go on.
    const path = url.startsWith('/api/health') || url.startsWith('/api/ready') ? pathOf(url) : '';
    const head = request.method === 'HEAD';
    if (path && request.method !== 'GET' && !head) {
      next(request, response);
      return;
    }
    if (path === '/api/health') {
      sendJson(response, 200, { status: 'ok' }, head);
      return;
    }
    if (path === '/api/ready') {
      notReadyReason(strapi).then(
        (reason) =>
          sendJson(
            response,
            reason ? 503 : 200,
            reason ? { status: 'not ready', message: reason } : { status: 'ready' },
            head,
          ),
        (error) => sendJson(response, 503, { status: 'not ready', message: String(error) }, head),
      );
      return;
    }
    // While draining, every answer closes its connection, so clients reconnect elsewhere.
    if (state.draining) response.shouldKeepAlive = false;
    next(request, response);
  });

  // Strapi's own handlers destroy everything at once, cutting requests in flight.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutDown(strapi, pool, signal));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Graceful shutdown: /api/ready answers 503 at once; the server keeps serving for
 * SHUTDOWN_DRAIN_SECONDS so a load balancer sees it and stops sending; then it stops accepting
 * connections and lets requests in flight finish (at most SHUTDOWN_GRACE_SECONDS); then Strapi closes
 * the database and the cache listeners, and the process exits 0. A second signal exits at once.
 */
async function shutDown(strapi: Core.Strapi, pool: DatabasePool, signal: string): Promise<void> {
  if (state.draining) {
    if (Date.now() - state.drainingSince < REPEATED_SIGNAL_MS) return;
    strapi.log.warn(`${signal} again: stopping now`);
    process.exit(1);
  }
  state.draining = true;
  state.drainingSince = Date.now();
  const drain = seconds('SHUTDOWN_DRAIN_SECONDS', 5);
  const grace = seconds('SHUTDOWN_GRACE_SECONDS', 10);
  strapi.log.info(
    `${signal}: not ready from now on; serving ${drain} s more, then finishing requests in flight (at most ${grace} s)`,
  );
  await sleep(drain * 1000);

  // No new connections; the server reports closed once every open one has ended. A connection
  // ends when its request in flight is answered and it falls idle, and idle ones are closed here.
  const server = strapi.server.httpServer;
  let allClosed = false;
  const closed = new Promise<void>((resolve) => server.close(() => resolve())).then(() => (allClosed = true));
  const deadline = Date.now() + grace * 1000;
  while (!allClosed && Date.now() < deadline) {
    server.closeIdleConnections();
    await Promise.race([closed, sleep(50)]);
  }
  if (!allClosed) strapi.log.warn(`Requests still in flight after ${grace} s: closing their connections`);

  // Work a request started may go on after its answer (Strapi's event hub, webhooks): closing the
  // database under it would abort its queries, so wait, within the same grace, for the pool to idle.
  while (Date.now() < deadline && pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() > 0)
    await sleep(20);
  // Past the grace, what still waits for a connection is cut: say so, but it is no reason to fail the exit.
  // The reason is mostly an Error; anything else is printed as it is.
  process.on('unhandledRejection', (reason) =>
    strapi.log.warn(`Shutdown: cut off ${(reason as Error)?.message ?? reason}`),
  );
  try {
    await strapi.destroy();
  } catch (error) {
    // A thrown value: here always an Error (from Node, the driver or our code).
    strapi.log.error(`Shutdown: ${(error as Error).message}`);
    process.exit(1);
  }
  process.exit(0);
}
