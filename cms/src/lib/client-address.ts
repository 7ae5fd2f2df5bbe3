import type { IncomingMessage } from 'http';

/**
 * The client's address for a request that has not reached Koa (the front doors), the same one Koa
 * gives as `ctx.request.ip` (config/server.ts): behind the TLS proxy (TRUST_PROXY=true), the first
 * of the last TRUSTED_PROXY_HOPS X-Forwarded-For addresses, the ones our own proxies wrote (a client
 * can put anything before them); else the socket's.
 */
export function clientAddressOf(request: IncomingMessage): string {
  if (process.env.TRUST_PROXY === 'true') {
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : header ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    const hops = Number(process.env.TRUSTED_PROXY_HOPS) > 0 ? Number(process.env.TRUSTED_PROXY_HOPS) : 1;
    const [first] = forwarded.slice(-hops);
    if (first) return first;
  }
  return request.socket.remoteAddress ?? '';
}
