import { mkdtempSync, rmSync } from 'fs';
import { createRequire } from 'module';
import type { IncomingMessage, ServerResponse } from 'http';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { publicCache } from '../cache/public-cache';
import { moveTestClock, nowMs, testClockEnabled } from '../lib/clock';
import { standInFront } from '../lib/request-listener';
import { RATE_LIMIT_VARIABLES } from '../lib/rate-limits';
import { forgetTestState } from '../lib/test-state';
import type { CommandInput } from '@bank/shared';
import { executeCommand, renameInNextVersion } from '../lib/commands';
import { HttpError } from '../lib/errors';
import { isActiveStaff, USER_UID, type ActiveStaff } from '../auth/backoffice-auth';
import { isPausePoint, pauseAt, PAUSE_POINTS, resumeAt } from '../lib/pause-points';
import { createBackup } from '../operations/backup/backup';
import { reporter } from '../operations/backup/report';
import { loadArchive, restoreArchive, type ArchiveContents } from '../operations/backup/restore';

/** What a test may ask of a server it started: a path and what it does with the JSON body. */
type Control = (body: Record<string, unknown>) => Promise<Record<string, unknown>>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const BODY_LIMIT = 64 * 1024;

/** A refusal a control answers with its own status (400: the test's body is wrong). */
class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** POST /api/test/clock {"now": ISO instant}: sets the bank clock, which runs on from there. */
const moveClock: Control = async (body) => {
  const at = typeof body.now === 'string' ? Date.parse(body.now) : NaN;
  if (Number.isNaN(at)) throw new ControlError(400, 'Give "now" as an ISO date and time');
  await moveTestClock(at);
  return { now: new Date(nowMs()).toISOString() };
};

/**
 * The settings a test file may give the server it shares (POST /api/test/settings) instead of
 * starting one of its own: each is read where it is used, again after every reset, never only at
 * start. A setting that shapes a first start (TEST_NOW, NODE_ENV, the secrets, …) is not here.
 */
const RUNTIME_SETTINGS = new Set([...RATE_LIMIT_VARIABLES, 'TRUST_PROXY', 'PAGE_VIEWS_FLUSH_SECONDS']);
/** Each runtime setting as the server started with it (undefined: unset), which every reset brings back. */
const startingSettings = new Map([...RUNTIME_SETTINGS].map((name) => [name, process.env[name]]));

/** Koa reads X-Forwarded-For only where the app trusts a proxy (config/server.ts reads it at start). */
function applyTrustProxy(): void {
  strapi.server.app.proxy = process.env.TRUST_PROXY === 'true';
}

/**
 * POST /api/test/settings {"NAME": "value", …}: the runtime settings given, until the next reset.
 * Every module then forgets what it read of them (a limiter's count goes with its limit).
 */
const changeSettings: Control = async (body) => {
  const refused = Object.keys(body).filter((name) => !RUNTIME_SETTINGS.has(name) || typeof body[name] !== 'string');
  if (refused.length)
    throw new ControlError(
      400,
      `Not a setting a running server takes (${[...RUNTIME_SETTINGS].join(', ')}), as a string: ${refused.join(', ')}`,
    );
  for (const [name, value] of Object.entries(body)) process.env[name] = value as string;
  applyTrustProxy();
  await forgetTestState();
  return Object.fromEntries([...RUNTIME_SETTINGS].map((name) => [name, process.env[name] ?? null]));
};

function restoreStartingSettings(): void {
  for (const [name, value] of startingSettings) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  applyTrustProxy();
}

/** The state a reset returns to: the database and files as the snapshot read them. */
let snapshot: ArchiveContents | undefined;
const quiet = reporter(() => {});

/**
 * The Strapi panel's sign-in limit (5 a 5 minutes per e-mail and address) counts in the memory of
 * koa2-ratelimit, which @strapi/admin loads (an internal of Strapi's: docs/architecture.md, Upgrading).
 */
function forgetPanelSignInCounts(): void {
  const fromAdmin = createRequire(require.resolve('@strapi/admin/package.json'));
  // koa2-ratelimit's own export: its memory store's class, which clears every count at once.
  (fromAdmin('koa2-ratelimit') as { Stores: { Memory: { cleanAll(): void } } }).Stores.Memory.cleanAll();
}

/** POST /api/test/snapshot: keeps the database and its files as they are now, for every later reset. */
const takeSnapshot: Control = async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bank-test-snapshot-'));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const file = path.join(folder, 'snapshot.bak');
  await createBackup(strapi, file, { report: quiet });
  snapshot = await loadArchive(file, undefined, quiet);
  process.once('exit', () => rmSync(snapshot?.stagingDir ?? folder, { recursive: true, force: true }));
  return { rows: snapshot.end.rows, files: snapshot.end.files };
};

/**
 * POST /api/test/reset: back to the snapshot, as if the server had just started on it. The project's
 * own restore empties and refills every table in one transaction (no entry of its own), with what a
 * backup leaves out (sessions, sign-in guards and challenges, rate limits), with the settings the server
 * started with (a file's own from /api/test/settings undone); then the public cache,
 * the panel's sign-in counts, each module's memory (page views not yet written, the inbox, the name
 * index) and the clock (back to the real time, every timer set again from it). The caller empties the upload folders first.
 */
const reset: Control = async () => {
  if (!snapshot) throw new ControlError(409, 'No snapshot to reset to: POST /api/test/snapshot first');
  // First the modules' memory: a write in flight (page views counted by the file before) ends, and
  // what is pending is dropped, before the restore; else that write could wait on the restore's
  // locks (PostgreSQL) and land after it. Forgotten again after, for what read the old tables.
  restoreStartingSettings();
  await forgetTestState();
  const summary = await restoreArchive(strapi, snapshot, {
    force: true,
    report: quiet,
    logged: false,
    emptied: ['rate_limits'],
  });
  publicCache.invalidate('*');
  forgetPanelSignInCounts();
  await forgetTestState();
  await moveTestClock(Date.now());
  return { rows: summary.rows, files: summary.files };
};

/**
 * POST /api/test/pause {"at": step}: the next write to reach that step (lib/pause-points.ts) stops
 * there; answered once one has, so that the test can then end the process (kill -9) or resume it.
 */
const pause: Control = async (body) => {
  if (!isPausePoint(body.at)) throw new ControlError(400, `Give "at" as one of ${PAUSE_POINTS.join(', ')}`);
  await pauseAt(body.at);
  return { paused: body.at };
};

/** POST /api/test/resume {"at": step}: the write stopped at that step goes on; 409 when none is. */
const resume: Control = async (body) => {
  if (!isPausePoint(body.at)) throw new ControlError(400, `Give "at" as one of ${PAUSE_POINTS.join(', ')}`);
  if (!resumeAt(body.at)) throw new ControlError(409, `No write is stopped at ${body.at}`);
  return { resumed: body.at };
};

/**
 * POST /api/test/command-version {"command": name, "rename": {"from": field, "to": field}}: the
 * command's next version in this server, a field of its values renamed (lib/commands.ts), until the
 * next reset: what a change request kept before is upcast when it is approved.
 */
const commandVersion: Control = async (body) => {
  const rename = (body.rename ?? {}) as { from?: unknown; to?: unknown };
  if (typeof body.command !== 'string' || typeof rename.from !== 'string' || typeof rename.to !== 'string')
    throw new ControlError(400, 'Give "command" and "rename": {"from", "to"} as strings');
  const { definition } = renameInNextVersion(body.command, rename.from, rename.to);
  return { command: definition.name, version: definition.version };
};

/**
 * POST /api/test/command {"command": name, "input": {target, values}, "as": e-mail}: applies a
 * command in the server's process as that back-office account (no request, no approval, no files),
 * answering what it returned or its refusal's status and message.
 */
async function staffByEmail(email: string): Promise<ActiveStaff | null> {
  const user = await strapi.db
    .query(USER_UID)
    .findOne({ where: { email: email.toLowerCase() }, populate: { role: { select: ['id', 'type'] } } });
  return isActiveStaff(user) ? user : null;
}

const command: Control = async (body) => {
  const user = typeof body.as === 'string' ? await staffByEmail(body.as) : null;
  if (!user || typeof body.command !== 'string')
    throw new ControlError(400, 'Give "command" and "as": the e-mail of an active back-office account');
  const { target = {}, values = {} } = (body.input ?? {}) as Partial<CommandInput>;
  try {
    const result = await executeCommand(
      body.command,
      { target, values, files: {} },
      { maker: user, approval: null, ip: null },
    );
    return { status: 200, result: result ?? null };
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, ...error.toBody() };
    throw error;
  }
};

const CONTROLS: Record<string, Control> = {
  '/api/test/command': command,
  '/api/test/command-version': commandVersion,
  '/api/test/clock': moveClock,
  '/api/test/pause': pause,
  '/api/test/resume': resume,
  '/api/test/snapshot': takeSnapshot,
  '/api/test/reset': reset,
  '/api/test/settings': changeSettings,
};

function send(response: ServerResponse, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
  });
  response.end(bytes);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > BODY_LIMIT) throw new ControlError(413, 'The body is too large');
  }
  try {
    const body: unknown = text ? JSON.parse(text) : {};
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new ControlError(400, 'The body must be a JSON object');
}

/**
 * The test harness's hold on a running server (tests only: BANK_TEST_CLOCK=on, which a server
 * outside development refuses at start): `POST /api/test/clock` moves the bank clock, and
 * `/api/test/snapshot`, `/api/test/reset` and `/api/test/settings` let test files share one server,
 * `/api/test/pause` and `/api/test/resume` stop a write at a step and let it go on. It answers
 * only requests from loopback; to anything else, and on any server without the setting, the path
 * is the site's like any other (404). Stands in front of the request listener, before Strapi's
 * middlewares, so nothing of it is logged, cached or rate limited.
 */
export function installTestControl(strapi: Core.Strapi): void {
  if (!testClockEnabled()) return;
  strapi.log.warn(
    `Test control: POST ${Object.keys(CONTROLS).join(', ')} answer on loopback (BANK_TEST_CLOCK=on, tests only)`,
  );
  standInFront(strapi, 'Test control', (request, response, next) => {
    const url = request.url ?? '';
    const control = url.startsWith('/api/test/') ? CONTROLS[url.split('?')[0]] : undefined;
    if (!control || request.method !== 'POST' || !LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      next(request, response);
      return;
    }
    readJson(request)
      .then(control)
      .then(
        (answer) => send(response, 200, answer),
        (error: unknown) =>
          send(response, error instanceof ControlError ? error.status : 500, { message: (error as Error).message }),
      );
  });
}
