import type { IncomingMessage, ServerResponse } from 'http';
import type { Core } from '@strapi/strapi';

/** A 'request' listener of Node's HTTP server. */
export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts `handler` in front of the HTTP server's request listener (Strapi's Koa, or whatever stood in
 * front of it before): the handler answers what is its own and hands anything else to `next`. The
 * one place that takes Strapi's listener over (a Strapi internal: the server's single listener).
 */
export function standInFront(
  strapi: Core.Strapi,
  what: string,
  handler: (request: IncomingMessage, response: ServerResponse, next: RequestListener) => void,
): void {
  const server = strapi.server.httpServer;
  // Node types listeners as plain functions: these are 'request' listeners.
  const [listener] = server.listeners('request') as RequestListener[];
  // Strapi always attaches Koa before bootstrap; without it there would be nothing to serve at all.
  if (!listener) throw new Error(`${what}: the HTTP server has no request listener to stand in front of`);
  server.removeListener('request', listener);
  const next: RequestListener = (request, response) => listener.call(server, request, response);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => handler(request, response, next));
}
