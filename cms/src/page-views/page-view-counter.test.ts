import { describe, expect, it } from 'vitest';
import { PageViewCounter } from './page-view-counter';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const dateOf = (at: number) => new Date(at).toISOString().slice(0, 10);
const counterOf = (maxRemembered = 100, maxPerAddress = 50) =>
  new PageViewCounter({ repeatWindowMs: 60_000, maxRemembered, maxPerAddress, dateOf });
const at = (time: string) => Date.parse(`2026-11-24T${time}Z`);

describe('PageViewCounter', () => {
  it('counts a page once a minute per address and user agent, and pages and visitors apart', () => {
    const counter = counterOf();
    const visit = { address: '203.0.113.7', userAgent: CHROME, path: '/Deposits' };
    expect(counter.count({ ...visit, at: at('10:00:00') })).toBe(true);
    expect(counter.count({ ...visit, at: at('10:00:59') })).toBe(false);
    expect(counter.count({ ...visit, path: '/Loan', at: at('10:00:30') })).toBe(true);
    expect(counter.count({ ...visit, address: '203.0.113.8', at: at('10:00:30') })).toBe(true);
    expect(counter.count({ ...visit, at: at('10:01:00') })).toBe(true);
    expect(counter.takePending()).toEqual([
      { date: '2026-11-24', path: '/Deposits', views: 3 },
      { date: '2026-11-24', path: '/Loan', views: 1 },
    ]);
    expect(counter.takePending()).toEqual([]);
  });

  it('does not count crawlers or requests without a user agent', () => {
    const counter = counterOf();
    expect(
      counter.count({
        address: 'a',
        userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
        path: '/',
        at: 0,
      }),
    ).toBe(false);
    expect(counter.count({ address: 'a', userAgent: 'curl/8.5.0', path: '/', at: 0 })).toBe(false);
    expect(counter.count({ address: 'a', userAgent: undefined, path: '/', at: 0 })).toBe(false);
    expect(counter.takePending()).toEqual([]);
  });

  it('counts at most so many views a minute from one address, whatever user agents it sends', () => {
    const counter = counterOf(100, 3);
    const counted = ['A', 'B', 'C', 'D'].map((name) =>
      counter.count({ address: '198.51.100.9', userAgent: `${CHROME} ${name}`, path: '/Deposits', at: at('10:00:00') }),
    );
    expect(counted).toEqual([true, true, true, false]);
    expect(counter.count({ address: '198.51.100.10', userAgent: CHROME, path: '/Deposits', at: at('10:00:01') })).toBe(
      true,
    );
    expect(
      counter.count({ address: '198.51.100.9', userAgent: `${CHROME} E`, path: '/Deposits', at: at('10:01:00') }),
    ).toBe(true);
  });

  it('keeps counts it could not write for the next batch', () => {
    const counter = counterOf();
    counter.count({ address: 'a', userAgent: CHROME, path: '/', at: at('10:00:00') });
    const batch = counter.takePending();
    counter.count({ address: 'b', userAgent: CHROME, path: '/', at: at('10:00:01') });
    counter.putBack(batch);
    expect(counter.takePending()).toEqual([{ date: '2026-11-24', path: '/', views: 2 }]);
  });

  it('remembers a bounded number of visitors, forgetting the oldest first and the expired', () => {
    const counter = counterOf(4);
    for (const address of ['a', 'b', 'c', 'd', 'e'])
      counter.count({ address, userAgent: CHROME, path: '/', at: at('10:00:00') });
    expect(counter.remembered).toBeLessThanOrEqual(4);
    // 'a' was forgotten to make room: it counts again; 'e', the newest, does not.
    expect(counter.count({ address: 'a', userAgent: CHROME, path: '/', at: at('10:00:10') })).toBe(true);
    expect(counter.count({ address: 'e', userAgent: CHROME, path: '/', at: at('10:00:10') })).toBe(false);
    // Expired and still remembered (forgotten a generation at a time), 'e' counts again all the same.
    counter.forgetExpired(at('10:01:05'));
    expect(counter.count({ address: 'e', userAgent: CHROME, path: '/', at: at('10:01:05') })).toBe(true);
    counter.forgetExpired(at('10:02:06'));
    expect(counter.remembered).toBe(0);
  });
});
