import { describe, expect, it } from 'vitest';
import { isListed, panelRanges } from './addresses';

describe("the panel's address list (PANEL_ALLOWED_ADDRESSES)", () => {
  it('lets loopback in always, so that an SSH tunnel reaches the panel whatever the list says', () => {
    const none = panelRanges('');
    expect(isListed('127.0.0.1', none)).toBe(true);
    expect(isListed('::1', none)).toBe(true);
    expect(isListed('203.0.113.9', none)).toBe(false);
  });

  it('takes addresses and ranges of both kinds, a dual-stack socket reporting IPv4 as ::ffff:a.b.c.d', () => {
    const bank = panelRanges(' 203.0.113.0/24, 198.51.100.7 ,2001:db8::/32');
    expect(isListed('203.0.113.200', bank)).toBe(true);
    expect(isListed('::ffff:203.0.113.200', bank)).toBe(true);
    expect(isListed('198.51.100.7', bank)).toBe(true);
    expect(isListed('198.51.100.8', bank)).toBe(false);
    expect(isListed('2001:db8:1::9', bank)).toBe(true);
    expect(isListed('2001:db9::9', bank)).toBe(false);
    expect(isListed('not an address', bank)).toBe(false);
  });

  it('names the entries that are neither an address nor a range', () => {
    expect(() => panelRanges('203.0.113.0/24, head-office, 10.0.0.0/33')).toThrow(
      'PANEL_ALLOWED_ADDRESSES: not an address or a range: head-office, 10.0.0.0/33 (write 203.0.113.7 or 203.0.113.0/24, comma-separated)',
    );
  });
});
