import { logRequest, requestLogMode, stampRequest } from '../lib/request-log';

/**
 * First in the chain: one log line per request that reaches Koa (see lib/request-log), with the
 * request id it answers with and the signed-in back-office user, if any.
 */
export default (_config, { strapi }) => {
  strapi.log.debug(`Request log: ${requestLogMode}`);
  return async (ctx, next) => {
    const startedAt = process.hrtime.bigint();
    stampRequest(ctx.req, ctx.res);
    try {
      await next();
    } finally {
      logRequest(ctx.req, ctx.status, startedAt, ctx.state.backofficeUser?.id);
    }
  };
};
