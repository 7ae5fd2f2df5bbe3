import { randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import pino from 'pino';
import { clientAddressOf } from './client-address';

/**
 * One JSON line per request (method, path, status, duration, client address, request id, and the
 * back-office user where there is one), in place of strapi::logger, whose console transport writes
 * synchronously on every request. Lines are buffered and written asynchronously in 4 kB blocks
 * (pino's sonic-boom, flushed on exit), except when a person watches the terminal, who then sees
 * each request as it happens. REQUEST_LOG=false turns it off.
 */
const enabled = process.env.REQUEST_LOG !== 'false';
const watched = Boolean(process.stdout.isTTY);
const log = enabled
  ? pino(
      { base: undefined, level: 'info' },
      pino.destination({ dest: 1, sync: watched, minLength: watched ? 0 : 4096 }),
    )
  : null;

export const requestLogMode = !enabled
  ? 'off'
  : watched
    ? 'written at once (terminal)'
    : 'buffered, written asynchronously';

/**
 * Query parameters that never carry a person's data, logged with their values. Every other one (a
 * searched name, an e-mail, a token, anything not known here) is left out of the log, so that
 * request logs and their copies hold no personal data: the unclaimed-deposit search is logged as
 * its path alone.
 */
const LOGGED_QUERY_PARAMS: ReadonlySet<string> = new Set(['slug', 'loan', 'deposit', 'rate']);

/** A preview's token is a segment of its path (`/preview/{token}/<site path>`): logged as `{token}`. */
const withoutPreviewToken = (path: string) => path.replace(/^\/preview\/[^/?]+/, '/preview/{token}');

/** The URL as the log writes it: the path without secrets, and only the query parameters known to be harmless. */
function loggedUrlOf(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return withoutPreviewToken(url);
  const kept = [...new URLSearchParams(url.slice(queryAt + 1))].filter(([name]) => LOGGED_QUERY_PARAMS.has(name));
  const path = withoutPreviewToken(url.slice(0, queryAt));
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept).toString()}`;
}

const requestIds = new WeakMap<IncomingMessage, string>();

/**
 * The request's id, made when it arrives and sent back as X-Request-Id on its answer (a cached
 * answer too: the header is set on the response, never stored with the answer), so that a member
 * or the proxy's log can name the line of this log that tells what happened. New for every request.
 */
export function stampRequest(request: IncomingMessage, response: ServerResponse): string {
  let id = requestIds.get(request);
  if (id === undefined) {
    id = randomUUID();
    requestIds.set(request, id);
    response.setHeader('X-Request-Id', id);
  }
  return id;
}

/** Logs a finished request; `startedAt` comes from process.hrtime.bigint() when it arrived. */
export function logRequest(request: IncomingMessage, status: number, startedAt: bigint, userId?: number): void {
  if (!log) return;
  const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
  log.info({
    method: request.method,
    url: loggedUrlOf(request.url ?? ''),
    status,
    ms: Math.round(ms * 10) / 10,
    address: clientAddressOf(request),
    id: requestIds.get(request),
    ...(userId === undefined ? {} : { user: userId }),
  });
}
