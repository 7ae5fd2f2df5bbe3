import type { Context, Next } from 'koa';
import { cacheKeyOf, cacheableContentType, inLocaleScope, localeOfRequest, pageKeyOf } from './cache-keys';
import { writeCachedAnswer, type CachedAnswer } from './cached-answer';
import { SITE_PAGES, publicCache } from './public-cache';
import { isApiPath } from '../lib/api-path';

/** Where markStorable notes, in ctx.state, that the answer may be stored. */
const STORABLE_PAGE = 'storablePage';

/**
 * What the site's renderer (rendering/) calls on a page it made: the answer may be stored and
 * served to everyone, and the cache encodes it itself. Only whole pages that exist are marked;
 * 404s, redirects and the answer to a posted form are not.
 */
export function markStorable(ctx: Context): void {
  ctx.state[STORABLE_PAGE] = true;
  ctx.compress = false;
}

/** Headers this middleware writes itself, or that belong to one response only. */
const OWN_HEADERS = new Set([
  'cache-control',
  'cdn-cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
  'x-cache',
  'x-request-id',
]);

/** Headers never stored with an answer: its own (above), and CORS, which is decided per request's Origin. */
const isOwnHeader = (name: string) => OWN_HEADERS.has(name) || name.startsWith('access-control-');

/**
 * Fills the public cache (public-cache.ts) on a miss, second in the middleware chain after the
 * request log: it lets the full chain answer, then stores the bytes with the headers the chain gave
 * them, and sends them as a hit would be sent, with a strong ETag per encoding (304 on a match) and
 * gzip or brotli when the client takes it. Later hits are answered by the front door before Koa.
 *
 * Requests carrying an Origin header (cross-origin calls) always take the full chain, so CORS
 * decides their headers. Browsers revalidate every time (a 304 costs nothing), so nobody sees an
 * edit late; a CDN may keep an answer briefly (CDN-Cache-Control, RFC 9213).
 * Every other API answer, all of /api/admin included, is `no-store`.
 */
export default (config: { browserCacheControl?: string; cdnCacheControl?: string }) => {
  const cachingHeaders: Record<string, string> = {
    'Cache-Control': config.browserCacheControl ?? 'public, max-age=0, must-revalidate',
    // Requests with an Origin take the full chain and may get other CORS headers.
    Vary: 'Origin, Accept-Encoding',
  };
  if (config.cdnCacheControl !== '')
    cachingHeaders['CDN-Cache-Control'] = config.cdnCacheControl ?? 'public, max-age=10, stale-while-revalidate=60';

  /** Writes the answer itself: its headers are ready, Koa has nothing to add. */
  const send = (ctx: Context, answer: CachedAnswer, cache: 'MISS') => {
    ctx.respond = false;
    ctx.status = writeCachedAnswer(ctx.req, ctx.res, answer, cache);
  };

  /** Stores the answer with the headers the chain gave it and writes it as a hit would be written. */
  const storeAndSend = (
    ctx: Context,
    key: string,
    contentType: string,
    generation: string,
    body: Buffer,
    type: string,
  ) => {
    // Koa's outgoing headers, which the chain set as strings.
    const chainHeaders = Object.entries(ctx.response.headers as Record<string, string>).filter(
      ([name]) => !isOwnHeader(name),
    );
    const answer = publicCache.store(key, contentType, generation, body, {
      ...Object.fromEntries(chainHeaders),
      ...cachingHeaders,
      'Content-Type': type,
    });
    send(ctx, answer, 'MISS');
  };

  return async (ctx: Context, next: Next) => {
    const contentType = cacheableContentType(ctx.method, ctx.url, ctx.get('Origin'));
    if (!contentType) {
      const pageKey =
        (ctx.method === 'GET' || ctx.method === 'HEAD') && !ctx.get('Origin') ? pageKeyOf(ctx.url) : undefined;
      const pages = inLocaleScope(SITE_PAGES, localeOfRequest(ctx.path));
      const generation = pageKey && publicCache.generation(pages);
      await next();
      if (pageKey && generation && ctx.state[STORABLE_PAGE] && ctx.status === 200 && typeof ctx.body === 'string') {
        storeAndSend(ctx, pageKey, pages, generation, Buffer.from(ctx.body), ctx.response.get('Content-Type'));
        return;
      }
      if (isApiPath(ctx.path) && (ctx.path.startsWith('/api/admin') || !ctx.response.get('Cache-Control')))
        ctx.set('Cache-Control', 'no-store');
      return;
    }

    // Hits were answered by the front door (front-door.ts) before Koa: this is a miss.
    const key = cacheKeyOf(ctx.url);
    if (key === undefined) {
      await next();
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    const generation = publicCache.generation(contentType);
    // Encoded here, once per answer, rather than by koa-compress on every request.
    ctx.compress = false;
    await next();
    const body = ctx.body;
    if (
      ctx.status !== 200 ||
      body === null ||
      typeof body !== 'object' ||
      Buffer.isBuffer(body) ||
      ('pipe' in body && typeof body.pipe === 'function')
    ) {
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    // A query that names nothing (`/api/pages?slug=<anything>`) is answered, never kept: made-up
    // values would otherwise push the real answers out of the cache.
    if (key !== ctx.path && Array.isArray(body) && body.length === 0) {
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    storeAndSend(
      ctx,
      key,
      contentType,
      generation,
      Buffer.from(JSON.stringify(body)),
      'application/json; charset=utf-8',
    );
  };
};
