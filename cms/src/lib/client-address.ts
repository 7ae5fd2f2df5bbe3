import type { IncomingMessage } from 'http';

/** How many X-Forwarded-For addresses our own proxies wrote (0: not behind one), read at the first request. */
let trustedHops: number | undefined;

/**
 * The client's address for a request that has not reached Koa (the front doors), the same one Koa
 * gives as `ctx.request.ip` (config/server.ts): behind the TLS proxy (TRUST_PROXY=true), the first
 * of the last TRUSTED_PROXY_HOPS X-Forwarded-For addresses, the ones our own proxies wrote (a client
 * can put anything before them); else the socket's.
 */
export function clientAddressOf(request: IncomingMessage): string {
  // Read once: the settings do not change while the process runs, and process.env is slow to read on every request.
  trustedHops ??= process.env.TRUST_PROXY === 'true' ? (Number(process.env.TRUSTED_PROXY_HOPS) > 0 ? Number(process.env.TRUSTED_PROXY_HOPS) : 1) : 0;
  if (trustedHops > 0) {
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : header ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    const [first] = forwarded.slice(-trustedHops);
    if (first) return first;
  }
  return request.socket.remoteAddress ?? '';
}
