import type { Context, Next } from 'koa';
import { logRequest, requestLogMode, stampRequest } from '../lib/request-log';
import { backofficeSessionOf } from '../auth/backoffice-auth';
import type { Core } from '@strapi/strapi';

/**
 * First in the chain: one log line per request that reaches Koa (see lib/request-log), with the
 * request id it answers with and the signed-in back-office user, if any.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  strapi.log.debug(`Request log: ${requestLogMode}`);
  return async (ctx: Context, next: Next) => {
    const startedAt = process.hrtime.bigint();
    stampRequest(ctx.req, ctx.res);
    try {
      await next();
    } finally {
      logRequest(ctx.req, ctx.status, startedAt, backofficeSessionOf(ctx).backofficeUser?.id);
    }
  };
};
