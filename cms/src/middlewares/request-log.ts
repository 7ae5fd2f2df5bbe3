import pino from 'pino';

/**
 * One JSON line per request (method, URL, status, duration), in place of strapi::logger, whose
 * console transport writes synchronously on every request. Lines are buffered and written
 * asynchronously in 4 kB blocks (pino's sonic-boom, flushed on exit), except when a person watches
 * the terminal, who then sees each request as it happens. REQUEST_LOG=false turns it off.
 */
export default (_config, { strapi }) => {
  if (process.env.REQUEST_LOG === 'false') return (_ctx, next) => next();
  const watched = Boolean(process.stdout.isTTY);
  const log = pino(
    { base: undefined, level: 'info' },
    pino.destination({ dest: 1, sync: watched, minLength: watched ? 0 : 4096 }),
  );
  strapi.log.debug(`Request log: ${watched ? 'written at once (terminal)' : 'buffered, written asynchronously'}`);

  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info({ method: ctx.method, url: ctx.url, status: ctx.status, ms: Math.round(ms * 10) / 10 });
    }
  };
};
