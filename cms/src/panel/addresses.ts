import ipaddr from 'ipaddr.js';
import { isProduction } from '../lib/secrets';

/**
 * Who may reach the Strapi panel in production: the addresses and ranges in PANEL_ALLOWED_ADDRESSES
 * (comma-separated, `203.0.113.0/24` or `2001:db8::1`), and loopback always, so that an SSH tunnel
 * to the server reaches it whatever the list says. Outside production the panel answers everyone
 * (npm start and the tests run on loopback anyway).
 */
type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

const LOOPBACK: readonly string[] = ['127.0.0.0/8', '::1/128'];

/** The ranges of `listed` (PANEL_ALLOWED_ADDRESSES' value), or an error naming the entries that are neither. */
export function panelRanges(listed: string): Range[] {
  const entries = listed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !ipaddr.isValidCIDR(entry) && !ipaddr.isValid(entry));
  if (wrong.length > 0)
    throw new Error(
      `PANEL_ALLOWED_ADDRESSES: not an address or a range: ${wrong.join(', ')} (write 203.0.113.7 or 203.0.113.0/24, comma-separated)`,
    );
  return [...LOOPBACK, ...entries].map((entry) => {
    if (ipaddr.isValidCIDR(entry)) return ipaddr.parseCIDR(entry);
    const address = ipaddr.process(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  });
}

/** Whether `address` (a client's, as Koa gives it) is inside one of `ranges`. */
export function isListed(address: string, ranges: readonly Range[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  // A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d: compared as the IPv4 address.
  const client = ipaddr.process(address);
  return ranges.some(([network, bits]) => network.kind() === client.kind() && client.match(network, bits));
}

let ranges: Range[] | undefined;

/** Checked at start: a wrong entry in PANEL_ALLOWED_ADDRESSES stops it, naming the entry. */
export function assertPanelAddresses(): void {
  ranges = panelRanges(process.env.PANEL_ALLOWED_ADDRESSES ?? '');
}

/** Whether a request from `address` may reach the panel: in production, only from the listed addresses. */
export function mayReachPanel(address: string): boolean {
  if (!isProduction()) return true;
  ranges ??= panelRanges(process.env.PANEL_ALLOWED_ADDRESSES ?? '');
  return isListed(address, ranges);
}

/** The first path segments of Strapi's own admin routes, besides /admin: one per plugin (content-manager, upload, …). */
let panelSegments: ReadonlySet<string> | undefined;

/**
 * Whether `path` is the panel's: its pages under /admin, or an admin route of a plugin (Strapi mounts
 * them at /<plugin>/…). Matched in any case, as Koa's router matches. /uploads (the media files)
 * and every /api route are not the panel's.
 */
export function isPanelPath(path: string): boolean {
  panelSegments ??= new Set(['admin', ...Object.keys(strapi.plugins)].map((name) => name.toLowerCase()));
  const first = path.split('/')[1]?.toLowerCase() ?? '';
  return panelSegments.has(first);
}
