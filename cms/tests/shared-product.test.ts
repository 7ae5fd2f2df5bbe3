// The test run's shared product: the API suite's files run one after another on one server, reset
// between files to the state it started in. What one file leaves behind must not reach the next.
import { describe, expect, it } from 'vitest';
import { sharedProduct } from '../../packages/testing/src/product.mjs';
import { apiClient, DEMO_ACCOUNTS, DEMO_SUPERADMIN } from './support/api';
import { imageFile } from './support/fixtures';
import { TEST_DATABASE, writeDirectly } from './support/server';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const EDITOR = DEMO_ACCOUNTS.staff.editor;

describe('the shared product, from one test file to the next', () => {
  it('keeps nothing of the file before: records, files, ids, sessions, guards, rate limits, panel sign-ins, cache, page views, clock', async () => {
    const before = await sharedProduct({ client: TEST_DATABASE, seed: false });
    expect(before, 'the API suite runs with the shared products of its global set-up').toBeDefined();
    const api = apiClient(before!.url);
    const token = await api.login();

    // What a file leaves behind: a record with its picture, a session, a failed sign-in, a rate-limit
    // count, cached answers, a page view not yet written, an enquiry in the inbox, a moved clock.
    const award = await api.form(
      'POST',
      '/api/admin/awards',
      { title: 'Left behind', description: 'By the file before.', image: await imageFile() },
      token,
    );
    expect(award.status).toBe(201);
    expect(before!.uploadedFiles().length).toBeGreaterThan(0);
    expect((await api.json('POST', '/api/admin/login', { ...EDITOR, password: 'wrong' })).status).toBe(401);
    // The table a limiter makes at its first count (the shared product's sign-in has none).
    await writeDirectly(
      before!,
      'CREATE TABLE IF NOT EXISTS rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)',
      [],
    );
    await writeDirectly(before!, 'INSERT INTO rate_limits (key, points, expire) VALUES ($1, $2, $3)', [
      'login:127.0.0.1',
      9,
      Date.now() + 3_600_000,
    ]);
    await api.get('/api/awards');
    expect((await api.get('/api/awards')).headers.get('x-cache')).toBe('HIT');
    await fetch(`${before!.url}/About`, { headers: { Accept: 'text/html', 'User-Agent': BROWSER } });
    expect(
      (
        await api.json('POST', '/api/contactus', {
          name: 'Asha Kulkarni',
          email: 'asha@example.in',
          phone: '9876543210',
          subject: 'Locker',
          message: 'Left behind.',
        })
      ).status,
    ).toBe(201);
    expect((await api.get('/api/admin/contactus', token)).body).toHaveLength(1);
    // The Strapi panel's sign-in limit, counted in its memory: spent.
    for (let attempt = 0; attempt < 6; attempt += 1)
      await api.json('POST', '/admin/login', { ...DEMO_SUPERADMIN, password: 'wrong password' });
    expect((await api.json('POST', '/admin/login', DEMO_SUPERADMIN)).status).toBe(429);
    await before!.setClock('2031-01-01T00:00:00Z');

    const after = await sharedProduct({ client: TEST_DATABASE, seed: false });
    // The same process, not a new start.
    expect(after!.pid).toBe(before!.pid);
    const awards = await api.get('/api/awards');
    expect(awards.headers.get('x-cache')).not.toBe('HIT');
    expect(awards.body).toEqual([]);
    expect(after!.uploadedFiles()).toEqual([]);
    expect((await api.get('/api/admin/awards', token)).status).toBe(401);
    for (const table of ['staff_sessions', 'sign_in_guards', 'rate_limits', 'strapi_sessions'])
      expect(await after!.db.count(table), table).toBe(0);

    await api.panelSession();
    const fresh = await api.login();
    expect((await api.get('/api/admin/contactus', fresh)).body).toEqual([]);
    const views = (await api.get('/api/admin/page-views', fresh)).body as { path: string; views: number }[];
    expect(views.filter((row) => row.path === '/About')).toEqual([]);
    // The clock is the real one again: the sign-in just made is stamped now, not in 2031.
    const [signIn] = (await api.get('/api/admin/activity', fresh)).body.results as { at: string }[];
    expect(Math.abs(Date.parse(signIn.at) - Date.now())).toBeLessThan(10 * 60_000);
    // Ids continue from the state it started in: the next award takes the id the first one had.
    const again = await api.form(
      'POST',
      '/api/admin/awards',
      { title: 'A new file', description: 'First record.', image: await imageFile() },
      fresh,
    );
    expect(again.body.id).toBe(award.body.id);
  });

  it("takes a file's settings while it runs, and the next file has the server's own", async () => {
    const enquiry = { name: 'Asha', email: 'asha@example.in', phone: '9876543210', subject: 'Hello' };
    const post = (address: string) =>
      api.call('POST', '/api/contactus', { json: enquiry, headers: { 'X-Forwarded-For': address } });
    const limited = await sharedProduct({
      client: TEST_DATABASE,
      seed: false,
      settings: { CONTACT_RATE_LIMIT_PER_MIN: '2', TRUST_PROXY: 'true' },
    });
    const api = apiClient(limited!.url);
    // Behind the trusted proxy each forwarded address counts apart; the third from one is refused.
    expect([(await post('203.0.113.7')).status, (await post('203.0.113.7')).status]).toEqual([201, 201]);
    expect((await post('203.0.113.7')).status).toBe(429);
    expect((await post('198.51.100.9')).status).toBe(201);

    // The next file's limit, with the proxy no longer trusted: every forwarded address is loopback's.
    const next = await sharedProduct({
      client: TEST_DATABASE,
      seed: false,
      settings: { CONTACT_RATE_LIMIT_PER_MIN: '1' },
    });
    expect(next!.pid).toBe(limited!.pid);
    expect((await post('203.0.113.7')).status).toBe(201);
    expect((await post('198.51.100.9')).status).toBe(429);

    // And the file after it has the harness's own: the contact limit off.
    await sharedProduct({ client: TEST_DATABASE, seed: false });
    for (let sent = 0; sent < 3; sent += 1) expect((await post('203.0.113.7')).status).toBe(201);
  });

  it('refuses a setting the server reads only at start: the caller starts a server of its own', async () => {
    expect(
      await sharedProduct({ client: TEST_DATABASE, seed: false, settings: { TEST_NOW: '2031-01-01T00:00:00Z' } }),
    ).toBeUndefined();
  });
});
