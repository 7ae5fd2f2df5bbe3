import type { Context, Next } from 'koa';

/** A Strapi middleware factory, `(config, { strapi }) => (ctx, next) => …`. */
type MiddlewareFactory = (
  config: Record<string, unknown>,
  deps: unknown,
) => (ctx: Context, next: Next) => Promise<unknown>;

/**
 * strapi::cors, answering only where there is a cross-origin request to allow: a request whose
 * Origin is one of the configured origins gets Strapi's own CORS answer (koa's @koa/cors,
 * preflights included); a request without an Origin (every page and public list) or from another
 * origin gets no Access-Control-* header. Strapi's own sends `Access-Control-Allow-Credentials:
 * true` and an empty `Access-Control-Allow-Origin` to every request without an Origin.
 */
export const corsForAllowedOrigins =
  (strapiCors: MiddlewareFactory): MiddlewareFactory =>
  (config, deps) => {
    // config/middlewares.ts gives strapi::cors its origins as a list.
    const allowed = new Set(config.origin as string[]);
    const cors = strapiCors(config, deps);
    return async (ctx, next) => {
      ctx.vary('Origin');
      const origin = ctx.get('Origin');
      if (!origin || !allowed.has(origin)) return next();
      return cors(ctx, next);
    };
  };
