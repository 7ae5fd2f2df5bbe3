// 'Hide' on the back office's Pages table: a hidden page leaves the menus, the footer and the
// sitemap and answers 404 (its own API read too); 'Show' brings it back; both are logged, drop the
// public cache, and hold in every process.
import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@bank/shared';
import { DEMO_ADMIN, apiClient } from './support/api';
import { TEST_DATABASE, startServer, useTestServer, type TestServer } from './support/server';

const product = useTestServer({ seed: true });
let token: string;
beforeAll(async () => {
  token = await product.api.login();
});

const setHidden = (part: unknown, hidden: unknown, session = token, api = product.api) =>
  api.json('PUT', '/api/admin/hidden-pages', { part, hidden }, session);
const visit = (path: string, url = product.server.url) => fetch(`${url}${path}`, { headers: { Accept: 'text/html' } });
/** How many links in the page's HTML lead to `path` (the header's menus and the footer's quick links). */
const linksTo = async (page: string, path: string) =>
  ((await (await visit(page)).text()).match(new RegExp(`href="${path}"`, 'g')) ?? []).length;
const sitemapPaths = async () =>
  [...(await (await visit('/sitemap.xml')).text()).matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    (match) => match[1],
  );
const entriesOf = async () =>
  (await product.api.get('/api/admin/activity?resource=hidden-pages', token)).body.results as ActivityEntry[];

describe('PUT /api/admin/hidden-pages', () => {
  it('is for signed-in administrators only, and takes only a page that can be hidden and a boolean', async () => {
    expect((await product.api.json('PUT', '/api/admin/hidden-pages', { part: '/Awards', hidden: true })).status).toBe(
      401,
    );
    const unknown = await setHidden('/InterestRates', true);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ part: 'This page cannot be hidden' });
    const notBoolean = await setHidden('/Awards', 'yes');
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.errors).toHaveProperty('hidden');
    expect((await product.api.get('/api/hidden-pages')).body).toEqual([]);
  });

  it('hides a page: 404 to visitors and its own read, out of the menus, footer and sitemap, at once though they were cached; Show brings it back', async () => {
    // Read twice: the second answers come from the public cache, which the hide must drop.
    for (let round = 0; round < 2; round += 1) {
      expect((await visit('/Awards')).status).toBe(200);
      expect((await product.api.get('/api/awards')).status).toBe(200);
      expect(await linksTo('/', '/Awards')).toBeGreaterThan(0);
    }
    expect((await product.api.get('/api/awards')).headers.get('x-cache')).toBe('HIT');
    expect(await sitemapPaths()).toContain('/Awards');
    const award = (await product.api.get('/api/awards')).body[0];

    const hidden = await setHidden('/Awards', true);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual(['/Awards']);
    expect((await product.api.get('/api/hidden-pages')).body).toEqual(['/Awards']);

    const page = await visit('/Awards');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Page Not Found');
    expect((await visit(`/Awards/${award.id}`)).status).toBe(404);
    expect((await product.api.get('/api/awards')).status).toBe(404);
    expect(await linksTo('/', '/Awards')).toBe(0);
    expect(await linksTo('/Deposits', '/Awards')).toBe(0);
    expect(await sitemapPaths()).not.toContain('/Awards');
    expect(await sitemapPaths()).not.toContain(`/Awards/${award.id}`);
    // The back office still edits what it hides.
    expect((await product.api.get('/api/admin/awards', token)).body).toContainEqual(award);

    expect((await setHidden('/Awards', false)).body).toEqual([]);
    expect((await visit('/Awards')).status).toBe(200);
    expect((await product.api.get('/api/awards')).body).toContainEqual(award);
    expect(await linksTo('/', '/Awards')).toBeGreaterThan(0);
    expect(await sitemapPaths()).toContain(`/Awards/${award.id}`);
  });

  it('logs Hide and Show in the activity log, and neither when nothing changes', async () => {
    const before = (await entriesOf()).length;
    await setHidden('/Managements', true);
    await setHidden('/Managements', true);
    await setHidden('/Managements', false);
    await setHidden('/Managements', false);
    const entries = (await entriesOf()).slice(0, (await entriesOf()).length - before);
    expect(entries.map((entry) => [entry.action, entry.record_label, entry.actor])).toEqual([
      ['delete', '/Managements', DEMO_ADMIN.email],
      ['create', '/Managements', DEMO_ADMIN.email],
    ]);
  });

  it("hides the page again when its 'Show' is restored from the log, and answers 409 while it is hidden already", async () => {
    await setHidden('/Loan', true);
    await setHidden('/Loan', false);
    const shown = (await entriesOf()).find((entry) => entry.action === 'delete' && entry.record_label === '/Loan')!;
    await setHidden('/Loan', true);
    const refused = await product.api.json('POST', `/api/admin/activity/${shown.id}/restore`, {}, token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: '/Loan is hidden already.' });
    await setHidden('/Loan', false);
    expect((await product.api.json('POST', `/api/admin/activity/${shown.id}/restore`, {}, token)).status).toBe(200);
    expect((await product.api.get('/api/hidden-pages')).body).toEqual(['/Loan']);
    expect((await visit('/Loan')).status).toBe(404);
    await setHidden('/Loan', false);
  });

  it('hides the About slider alone: /About stays, without its gallery, and Home keeps its pictures', async () => {
    const gallery = (await product.api.get('/api/gallery')).body;
    expect(await (await visit('/About')).text()).toContain('id="about-gallery"');
    await setHidden('/About#gallery', true);
    const about = await visit('/About');
    expect(about.status).toBe(200);
    expect(await about.text()).not.toContain('id="about-gallery"');
    expect(await linksTo('/', '/About')).toBeGreaterThan(0);
    expect((await product.api.get('/api/gallery')).body).toEqual(gallery);
    await setHidden('/About#gallery', false);
    expect(await (await visit('/About')).text()).toContain('id="about-gallery"');
  });

  it("answers 404 for a hidden page's own page record, and not for a read another page shares", async () => {
    await setHidden('/About', true);
    await setHidden('/PoliciesCirculars', true);
    expect((await product.api.get('/api/pages?slug=about-us')).status).toBe(404);
    expect((await visit('/About')).status).toBe(404);
    // Customer Protection shows the circulars too.
    expect((await product.api.get('/api/pages?slug=circulars')).status).toBe(200);
    expect((await visit('/PoliciesCirculars')).status).toBe(404);
    expect((await visit('/CustomerProtection')).status).toBe(200);
    await setHidden('/About', false);
    await setHidden('/PoliciesCirculars', false);
    expect((await product.api.get('/api/pages?slug=about-us')).status).toBe(200);
  });
});

describe('hiding with several server processes on one database', () => {
  // PostgreSQL deployments use LISTEN/NOTIFY; with REDIS_URL set, Redis pub/sub (on SQLite).
  const channel: Record<string, string> =
    TEST_DATABASE === 'postgres'
      ? {}
      : {
          REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
          CACHE_CHANNEL: `bank_test_${randomBytes(4).toString('hex')}`,
        };
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startServer({ seed: true, env: channel });
    second = await startServer({ database: first.db, env: channel });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('takes the page away in every process as soon as Hide is answered, and brings it back with Show', async () => {
    const writer = apiClient(first.url);
    const session = await writer.login();
    for (let round = 0; round < 2; round += 1) expect((await visit('/Services', second.url)).status).toBe(200);
    expect((await fetch(`${second.url}/Services`)).headers.get('x-cache')).toBe('HIT');
    expect((await setHidden('/Services', true, session, writer)).status).toBe(200);
    expect((await visit('/Services', second.url)).status).toBe(404);
    expect((await apiClient(second.url).get('/api/services')).status).toBe(404);
    await setHidden('/Services', false, session, writer);
    expect((await visit('/Services', second.url)).status).toBe(200);
  });
});
