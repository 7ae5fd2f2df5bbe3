import type { Context, Next } from 'koa';
import { API_MESSAGES } from '@bank/shared';
import { isApiPath } from './api-path';
import { HttpError, readableSize } from './errors';
import { nestsDeeperThan } from './nesting-depth';

/** A Strapi middleware factory, `(config, { strapi }) => (ctx, next) => …`. */
type MiddlewareFactory = (
  config: Record<string, unknown>,
  deps: unknown,
) => (ctx: Context, next: Next) => Promise<unknown>;

/** Limits for what anyone may send without signing in. */
interface AnonymousBodyLimits {
  jsonBytes: number;
  formBytes: number;
  maxDepth: number;
}

/**
 * strapi::body (koa-body) twice over. A request to the API without a verified credential, or a
 * form a page posts without JavaScript (`isPageForm`), gets small limits: JSON 16 kB (413 above),
 * objects and lists nested at most 8 deep (400 beyond), no multipart; so that a stranger cannot
 * make the server parse and walk a megabyte of nesting. The back office (`hasVerifiedToken`: its
 * bearer token's signature, audience and expiry, read before the body; the session itself is the
 * route's check) and the Strapi panel (outside /api) keep Strapi's settings (uploads). Any other
 * Authorization header, a made-up one included, lifts nothing.
 */
export const withAnonymousBodyLimits =
  (
    strapiBody: MiddlewareFactory,
    isPageForm: (method: string, path: string) => boolean,
    hasVerifiedToken: (ctx: Context) => Promise<boolean>,
  ): MiddlewareFactory =>
  (config, deps) => {
    // config/middlewares.ts gives strapi::body its anonymous limits.
    const { anonymous: limits, ...signedInConfig } = config as { anonymous: AnonymousBodyLimits };
    const signedIn = strapiBody(signedInConfig, deps);
    const anonymous = strapiBody(
      { jsonLimit: limits.jsonBytes, formLimit: limits.formBytes, textLimit: limits.jsonBytes, multipart: false },
      deps,
    );

    /** An API refusal leaves as JSON (api-errors); a page's form gets the message as plain text. */
    const refuse = (ctx: Context, error: HttpError) => {
      if (isApiPath(ctx.path)) throw error;
      ctx.status = error.status;
      ctx.type = 'text/plain';
      ctx.body = error.message;
    };

    return async (ctx, next) => {
      const isAnonymous =
        (isApiPath(ctx.path) || isPageForm(ctx.method, ctx.path)) &&
        !(ctx.get('Authorization') && (await hasVerifiedToken(ctx)));
      if (!isAnonymous) return signedIn(ctx, next);
      let parsed = false;
      try {
        await anonymous(ctx, async () => {
          parsed = true;
          if (nestsDeeperThan(ctx.request.body, limits.maxDepth))
            return refuse(ctx, new HttpError(400, API_MESSAGES.bodyTooDeep(limits.maxDepth)));
          await next();
        });
      } catch (error) {
        // The parser's own refusal (co-body's 413), before anything else ran.
        if (parsed || (error as { status?: number })?.status !== 413) throw error;
        refuse(
          ctx,
          new HttpError(
            413,
            API_MESSAGES.bodyTooLarge(readableSize(ctx.is('urlencoded') ? limits.formBytes : limits.jsonBytes)),
          ),
        );
      }
    };
  };
