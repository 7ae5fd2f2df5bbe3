import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'http';
import { API_MESSAGES, unclaimedQueryProblem } from '@bank/shared';
import { addFrontDoorAnswer } from '../cache/front-door';
import { logRequest } from '../lib/request-log';
import { bucketLimiter } from '../lib/rate-limits';
import { searchUnclaimed } from './unclaimed-deposits';

const SEARCH_PATH = '/api/unclaimed-deposits';
/** Headers of one answer that are not the same for the next. */
const OWN_HEADERS = [
  'content-length',
  'date',
  'etag',
  'content-encoding',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'retry-after',
  'x-request-id',
];

/**
 * GET /api/unclaimed-deposits?q=… answered before Koa, as a cache hit is: searches are not cached
 * (every one is read afresh), but Strapi's middleware chain alone costs about 1.5 ms a request on
 * this machine, which capped a search at ~650 requests/s and p99 ~40 ms at 10 connections. The
 * first search goes through the chain, and its headers (security, caching) are kept and sent with
 * every later one; the same rate limit is consumed, keyed on the address Koa would give. A search
 * the rules refuse, a cross-origin one, and any failure go through the chain, which answers them.
 */
export function installSearchFrontDoor(): void {
  const limiter = bucketLimiter('unclaimedSearch');
  let headers: OutgoingHttpHeaders | undefined;

  addFrontDoorAnswer((request, response, toKoa) => {
    if (request.method !== 'GET' || request.headers.origin || !request.url?.startsWith(`${SEARCH_PATH}?`)) return false;
    const params = new URL(request.url, 'http://site').searchParams;
    if (!headers || unclaimedQueryProblem(params.get('q')) !== null) {
      if (!headers) {
        response.once('finish', () => {
          if (response.statusCode !== 200) return;
          headers = Object.fromEntries(
            Object.entries(response.getHeaders()).filter(([name]) => !OWN_HEADERS.includes(name)),
          );
        });
      }
      return false;
    }
    void answer(request, response, params, headers, toKoa);
    return true;
  });

  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    params: URLSearchParams,
    kept: OutgoingHttpHeaders,
    toKoa: () => void,
  ) {
    const startedAt = process.hrtime.bigint();
    try {
      const retryAfter = await limiter.consume(strapi.server.app.createContext(request, response).request.ip);
      const [status, body, extra] =
        retryAfter !== null
          ? [429, JSON.stringify({ message: API_MESSAGES.tooManyRequests }), { 'retry-after': String(retryAfter) }]
          : [200, JSON.stringify(await searchUnclaimed(params.get('q'), params.get('page') ?? undefined)), {}];
      response.writeHead(status, { ...kept, ...extra, 'content-length': Buffer.byteLength(body) });
      response.end(body);
      logRequest(request, status, startedAt);
    } catch {
      // A bad page number, or the database away for a moment: the chain answers with its own error.
      if (!response.headersSent) toKoa();
      else response.destroy();
    }
  }
}
