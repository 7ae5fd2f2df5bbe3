import { describe, expect, it } from 'vitest';
import { rateLimitKeyOf } from './client-address';

describe('rateLimitKeyOf', () => {
  it('counts an IPv4 client by its address, however the socket wrote it', () => {
    expect(rateLimitKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:abcd::9'].map(
      rateLimitKeyOf,
    );
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('tells neighbouring /64s apart', () => {
    expect(rateLimitKeyOf('2001:db8:1:3::1')).not.toBe(rateLimitKeyOf('2001:db8:1:2::1'));
  });

  it('keeps what it cannot parse as it is', () => {
    expect(rateLimitKeyOf('')).toBe('unknown');
    expect(rateLimitKeyOf('not-an-address')).toBe('not-an-address');
  });
});
