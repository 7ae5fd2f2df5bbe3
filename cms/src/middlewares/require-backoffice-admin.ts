import type { Context, Next } from 'koa';
import { authenticate } from '../auth/backoffice-auth';

/** Route middleware of every /api/admin route: a valid back-office token or 401. */
export default () => async (ctx: Context, next: Next) => {
  const { user, claims } = await authenticate(ctx);
  ctx.state.backofficeUser = user;
  ctx.state.backofficeClaims = claims;
  await next();
};
