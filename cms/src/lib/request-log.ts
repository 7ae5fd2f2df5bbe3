import pino from 'pino';

/**
 * One JSON line per request (method, URL, status, duration), in place of strapi::logger, whose
 * console transport writes synchronously on every request. Lines are buffered and written
 * asynchronously in 4 kB blocks (pino's sonic-boom, flushed on exit), except when a person watches
 * the terminal, who then sees each request as it happens. REQUEST_LOG=false turns it off.
 */
const enabled = process.env.REQUEST_LOG !== 'false';
const watched = Boolean(process.stdout.isTTY);
const log = enabled ? pino({ base: undefined, level: 'info' }, pino.destination({ dest: 1, sync: watched, minLength: watched ? 0 : 4096 })) : null;

export const requestLogMode = !enabled ? 'off' : watched ? 'written at once (terminal)' : 'buffered, written asynchronously';

/** Logs a finished request; `startedAt` comes from process.hrtime.bigint() when it arrived. */
export function logRequest(method: string, url: string, status: number, startedAt: bigint): void {
  if (!log) return;
  const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
  log.info({ method, url, status, ms: Math.round(ms * 10) / 10 });
}
