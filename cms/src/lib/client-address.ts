import type { IncomingMessage } from 'http';
import ipaddr from 'ipaddr.js';
import { forgetOnTestReset } from './test-state';

/** How many X-Forwarded-For addresses our own proxies wrote (0: not behind one), read at the first request. */
let trustedHops: number | undefined;
// Read again after a test's reset: a test file may set TRUST_PROXY on the server it shares (test-control/).
forgetOnTestReset(() => {
  trustedHops = undefined;
});

/**
 * The client's address for a request that has not reached Koa (the front doors), the same one Koa
 * gives as `ctx.request.ip` (config/server.ts): behind the TLS proxy (TRUST_PROXY=true), the first
 * of the last TRUSTED_PROXY_HOPS X-Forwarded-For addresses, the ones our own proxies wrote (a client
 * can put anything before them); else the socket's.
 */
export function clientAddressOf(request: IncomingMessage): string {
  // Read once: the settings do not change while the process runs, and process.env is slow to read on every request.
  trustedHops ??=
    process.env.TRUST_PROXY === 'true'
      ? Number(process.env.TRUSTED_PROXY_HOPS) > 0
        ? Number(process.env.TRUSTED_PROXY_HOPS)
        : 1
      : 0;
  if (trustedHops > 0) {
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    const [first] = forwarded.slice(-trustedHops);
    if (first) return first;
  }
  return request.socket.remoteAddress ?? '';
}

/**
 * What rate limits count a client by: an IPv4 address as it is (an IPv4-mapped IPv6 address, as a
 * dual-stack socket reports one, as its IPv4 address), and an IPv6 address by its /64, the block a
 * single subscriber is given: one household can take any of its 2^64 addresses, so counting each
 * alone would let it step past every limit. Anything unparsable counts as itself.
 */
export function rateLimitKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address || 'unknown';
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  // Not IPv4 (above), so IPv6: ipaddr.process gives one of the two.
  const [a, b, c, d] = (parsed as ipaddr.IPv6).parts;
  return `${[a, b, c, d].map((part) => part!.toString(16)).join(':')}::/64`;
}
