import type { IncomingMessage, ServerResponse } from 'http';
import type { Core } from '@strapi/strapi';
import { writeCachedAnswer } from './cached-answer';
import { cachedAnswerFor } from './public-cache';
import { logRequest, stampRequest } from '../lib/request-log';
import { standInFront } from '../lib/request-listener';
import { countPageView } from '../page-views';

/**
 * Another answer made before Koa (the unclaimed-deposits search): it takes the request and returns
 * true, or returns false and the request goes on. `toKoa` hands it to the chain after all.
 */
export type FrontDoorAnswer = (request: IncomingMessage, response: ServerResponse, toKoa: () => void) => boolean;
const answers: FrontDoorAnswer[] = [];
export const addFrontDoorAnswer = (answer: FrontDoorAnswer) => answers.push(answer);

/**
 * The earliest link of the chain: Strapi's HTTP server hands every request to Koa, and a cache hit
 * is answered here, before Koa builds its context and Strapi its request scope. Everything a hit
 * needs is already in the answer (bytes, encodings, ETags, and the security and caching headers
 * the full middleware chain gave it when it was read), and it is logged like any other request.
 * Misses, writes and everything else go on to Koa unchanged; the public-cache middleware fills
 * the cache there. This is the only place a hit is answered.
 */
export function installCacheFrontDoor(strapi: Core.Strapi): void {
  standInFront(strapi, 'Public cache', (request, response, toKoa) => {
    const startedAt = process.hrtime.bigint();
    stampRequest(request, response);
    const answer = cachedAnswerFor(request.method, request.url, request.headers.origin);
    if (!answer) {
      const handToKoa = () => toKoa(request, response);
      if (!answers.some((take) => take(request, response, handToKoa))) handToKoa();
      return;
    }
    const status = writeCachedAnswer(request, response, answer, 'HIT');
    if (answer.isPage) countPageView(request, request.url!.split('?', 1)[0]!);
    logRequest(request, status, startedAt);
  });
}
