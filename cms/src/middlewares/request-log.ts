import { logRequest, requestLogMode } from '../lib/request-log';

/** First in the chain: one log line per request that reaches Koa (see lib/request-log). */
export default (_config, { strapi }) => {
  strapi.log.debug(`Request log: ${requestLogMode}`);
  return async (ctx, next) => {
    const startedAt = process.hrtime.bigint();
    try {
      await next();
    } finally {
      logRequest(ctx.method, ctx.url, ctx.status, startedAt);
    }
  };
};
