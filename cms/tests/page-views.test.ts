// Page views counted by the server: which requests are views, the notice of a client-side
// navigation, the days in India, the batches written, and the admin API the dashboard reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, useTestServer, type TestServer } from './support/server';
import { apiClient, type ApiClient } from './support/api';

// 00:30 on 24 November in India is still 23 November in UTC: the count belongs to the 24th.
const TEST_NOW = '2026-11-23T19:00:00Z';
const TODAY = '2026-11-24';
const browser = (name: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 ${name}`;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let server: TestServer;
let api: ApiClient;
let token: string;

// Written only when asked (the admin read writes this process's counts first), so each test sees what it did.
const product = useTestServer({ env: { PAGE_VIEWS_FLUSH_SECONDS: '3600' } });

beforeAll(async () => {
  server = product.server;
  await server.setClock(TEST_NOW);
  api = apiClient(server.url);
  token = await api.login();
});

const visit = (path: string, userAgent?: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { ...(userAgent ? { 'User-Agent': userAgent } : {}), Accept: 'text/html', ...init.headers },
  });

const notice = (path: unknown, userAgent = browser('notice')) =>
  fetch(`${server.url}/api/page-views`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
    body: JSON.stringify({ path }),
  });

async function viewsOf(path: string, query = ''): Promise<number> {
  const answer = await api.get(`/api/admin/page-views${query}`, token);
  expect(answer.status).toBe(200);
  return (answer.body as Array<{ date: string; path: string; views: number }>)
    .filter((row) => row.path === path)
    .reduce((sum, row) => sum + row.views, 0);
}

describe('a page view', () => {
  it('is a browser loading a public page, rendered or from the cache, once a minute per visitor and page', async () => {
    expect((await visit('/Deposits', browser('first'))).status).toBe(200);
    const cached = await visit('/Deposits', browser('second'));
    expect(cached.headers.get('x-cache')).toBe('HIT');
    // The same visitor again within the minute, with a query string: the same view.
    await visit('/Deposits?from=whatsapp', browser('first'));
    expect(await viewsOf('/Deposits')).toBe(2);
  });

  it('is not a crawler, a request without a user agent, a HEAD, a prefetch, a 404, a redirect, an asset, an API read or the back office', async () => {
    const before = await api.get('/api/admin/page-views', token);
    await visit('/Loan', GOOGLEBOT);
    await visit('/Loan');
    await visit('/Loan', browser('head'), { method: 'HEAD' });
    await visit('/Loan', browser('prefetch'), { headers: { 'Sec-Purpose': 'prefetch' } });
    expect((await visit('/no-such-page', browser('lost'))).status).toBe(404);
    expect((await visit('/loan', browser('spelling'), { redirect: 'manual' })).status).toBe(301);
    await visit('/robots.txt', browser('robots'));
    await visit('/sitemap.xml', browser('sitemap'));
    await visit('/api/loans', browser('api'));
    await visit('/AdminLogin', browser('admin'));
    expect((await api.get('/api/admin/page-views', token)).body).toEqual(before.body);
  });

  it('is counted on the day it is in India, by path', async () => {
    await visit('/About', browser('about'));
    const answer = await api.get(`/api/admin/page-views?from=${TODAY}&to=${TODAY}`, token);
    expect(answer.body).toContainEqual({ date: TODAY, path: '/About', views: 1 });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('adds up across writes: one row per page and day', async () => {
    await visit('/Services', browser('one'));
    expect(await viewsOf('/Services')).toBe(1);
    await visit('/Services', browser('two'));
    expect(await viewsOf('/Services')).toBe(2);
    const rows = await server.db.query<{ views: number }>(
      'SELECT views FROM page_views WHERE path = $1 AND date = $2',
      ['/Services', TODAY],
    );
    expect(rows.map((row) => Number(row.views))).toEqual([2]);
  });
});

describe('POST /api/page-views (a page shown by client-side navigation)', () => {
  it('counts the page it names, once a minute per visitor, together with document loads', async () => {
    const reader = browser('navigates');
    expect((await notice('/News', reader)).status).toBe(204);
    expect((await notice('/News', reader)).status).toBe(204);
    await visit('/News', reader);
    expect(await viewsOf('/News')).toBe(1);
    expect((await notice('/Awards/1', reader)).status).toBe(204);
    expect(await viewsOf('/Awards/1')).toBe(1);
  });

  it('refuses a path that is not a page of the site, spelled as its links spell it, and counts nothing', async () => {
    const before = await api.get('/api/admin/page-views', token);
    for (const path of ['/no-such-page', '/news', '/Management', 'https://elsewhere.example/', '/News?x=1', 42]) {
      const answer = await notice(path);
      expect(answer.status, String(path)).toBe(400);
    }
    expect((await api.get('/api/admin/page-views', token)).body).toEqual(before.body);
  });

  it('does not count a crawler', async () => {
    expect((await notice('/Career', GOOGLEBOT)).status).toBe(204);
    expect(await viewsOf('/Career')).toBe(0);
  });
});

describe('GET /api/admin/page-views', () => {
  it('is for signed-in administrators only', async () => {
    expect((await api.get('/api/admin/page-views')).status).toBe(401);
  });

  it('answers the last 30 days by default, or the days asked for', async () => {
    await visit('/Loan', browser('range'));
    expect(await viewsOf('/Loan')).toBe(1);
    expect(await viewsOf('/Loan', `?from=2026-11-01&to=2026-11-23`)).toBe(0);
    expect(await viewsOf('/Loan', `?from=2026-10-26&to=${TODAY}`)).toBe(1);
  });

  it('names what is wrong with a range', async () => {
    const reversed = await api.get('/api/admin/page-views?from=2026-11-24&to=2026-11-01', token);
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ to: 'To must not be before From' });
    const impossible = await api.get('/api/admin/page-views?from=2026-02-30&to=2026-03-01', token);
    expect(impossible.body.errors).toEqual({ from: 'From must be a date written YYYY-MM-DD' });
  });
});

describe('two processes on one database', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startServer({ database: server.db, env: { PAGE_VIEWS_FLUSH_SECONDS: '1' } });
    await second.setClock(TEST_NOW);
  });
  afterAll(() => second?.stop());

  it('add their counts of the same page and day together', async () => {
    await visit('/PublishedDocuments', browser('here'));
    await fetch(`${second.url}/PublishedDocuments`, { headers: { 'User-Agent': browser('there') } });
    await fetch(`${second.url}/PublishedDocuments`, { headers: { 'User-Agent': browser('elsewhere') } });
    // The second writes on its own every second; the first writes when the dashboard reads.
    await expect.poll(() => viewsOf('/PublishedDocuments'), { timeout: 10_000, interval: 250 }).toBe(3);
  });
});
