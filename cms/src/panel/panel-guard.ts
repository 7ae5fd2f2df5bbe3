import type { Context, Next } from 'koa';
import { isPanelPath, mayReachPanel } from './addresses';
import { newPanelPassword, panelPasswordProblem } from './passwords';
import { forgetRememberMe, isPanelSignIn, logPanelSignIn } from './sign-ins';

/** The answer of a panel request from an address outside PANEL_ALLOWED_ADDRESSES (production only). */
const PANEL_ADDRESS_REFUSAL = 'The Strapi panel does not answer from this address.';

/** An error as the panel's own routes answer one, so that its forms show the message under the field. */
const panelValidationError = (field: string, message: string) => ({
  data: null,
  error: {
    status: 400,
    name: 'ValidationError',
    message,
    details: { errors: [{ path: [field], message, name: 'ValidationError' }] },
  },
});

/** The status strapi::errors answers for a thrown error: Strapi's own errors by name (@strapi/utils' errors), others by `status`. */
function statusOf(error: unknown): number {
  const { name, status } = error as { name?: unknown; status?: unknown };
  if (typeof status === 'number') return status;
  const byName: Record<string, number> = {
    ValidationError: 400,
    ApplicationError: 400,
    UnauthorizedError: 401,
    ForbiddenError: 403,
    PolicyError: 403,
    NotFoundError: 404,
    RateLimitError: 429,
  };
  return (typeof name === 'string' ? byName[name] : undefined) ?? 500;
}

/**
 * A global middleware, after the body is parsed: the panel's requests from the listed addresses
 * only (production), its new passwords by the product's rules, its sign-ins logged and never
 * remembered. `flagged` tells whether changes need approval (said in the sign-in's entry).
 */
export const panelGuard = (flagged: () => Promise<boolean>) => async (ctx: Context, next: Next) => {
  if (!isPanelPath(ctx.path)) return next();
  if (!mayReachPanel(ctx.request.ip)) {
    ctx.status = 403;
    ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: PANEL_ADDRESS_REFUSAL } };
    return;
  }
  const newPassword = newPanelPassword(ctx.method, ctx.path, ctx.request.body);
  if (newPassword) {
    const problem = await panelPasswordProblem(newPassword.password, newPassword.email);
    if (problem) {
      ctx.status = 400;
      ctx.body = panelValidationError('password', problem);
      return;
    }
  }
  if (!isPanelSignIn(ctx.method, ctx.path)) return next();
  forgetRememberMe(ctx);
  try {
    await next();
  } catch (error) {
    await logPanelSignIn(ctx, statusOf(error), await flagged());
    throw error;
  }
  await logPanelSignIn(ctx, ctx.status, await flagged());
};
