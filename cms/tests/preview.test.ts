// A change's preview at /preview/{token}/<page>: the page rendered as the change will make it, inside
// a transaction rolled back afterwards, so the live site, the cache, the activity log and the page
// views never see it. A test-only source (PREVIEW_TEST_CHANGES, honoured in development only)
// stands in for the change requests: change 7 renames the first deposit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deposit } from '@bank/shared';
import { PREVIEW_TOKEN_LIFETIME_MS, previewKeyFrom, signPreviewToken } from '../src/preview/preview-token';
import { apiClient, type ApiClient } from './support/api';
import { postTestControl, startServer, type TestServer } from './support/server';

const TEST_NOW = '2031-03-15T06:00:00.000Z';
// The server's secret, so that the test can sign as it does; any value other than the demo's.
const APP_KEYS = 'previewTestKeyOne==,previewTestKeyTwo==';
const key = previewKeyFrom(APP_KEYS);
const NEW_NAME = 'Sovereign Saver Deposit (preview)';
const CHANGE_ID = 7;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let server: TestServer;
let api: ApiClient;
let token: string;
let launchedAt: number;
let deposit: Deposit;

beforeAll(async () => {
  launchedAt = Date.now();
  server = await startServer({
    seed: true,
    env: {
      TEST_NOW,
      APP_KEYS,
      // Demo deposits are loaded first among the records with ids from 1: the first deposit is id 1.
      PREVIEW_TEST_CHANGES: JSON.stringify({
        [CHANGE_ID]: { uid: 'api::deposit.deposit', id: 1, data: { name: NEW_NAME } },
      }),
    },
  });
  api = apiClient(server.url);
  token = await api.login();
  deposit = (await api.get<Deposit[]>('/api/deposits')).body.find((item) => item.id === 1)!;
});
afterAll(() => server?.stop());

/** The server's clock now at its latest: it started at TEST_NOW no earlier than the launch. */
const serverNowAtMost = () => Date.parse(TEST_NOW) + (Date.now() - launchedAt);
const previewToken = (changeRequestId = CHANGE_ID, expiresAt = serverNowAtMost() + PREVIEW_TOKEN_LIFETIME_MS) =>
  signPreviewToken({ changeRequestId, expiresAt }, key);
const visit = (path: string) =>
  fetch(`${server.url}${path}`, { headers: { Accept: 'text/html', 'User-Agent': BROWSER }, redirect: 'manual' });
const totalViews = async () =>
  ((await api.get('/api/admin/page-views', token)).body as { views: number }[]).reduce(
    (sum, row) => sum + row.views,
    0,
  );
const activityCount = async () => (await api.get('/api/admin/activity', token)).body.total as number;

describe('GET /preview/{token}/<page>', () => {
  it('shows the page with the change applied, while the API and the live page keep the old value', async () => {
    expect(deposit).toBeDefined();
    expect(deposit.name).not.toBe(NEW_NAME);
    const preview = await visit(`/preview/${previewToken()}/Deposits`);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain(NEW_NAME);
    expect(html).not.toContain(`>${deposit.name}<`);

    expect((await api.get<Deposit[]>('/api/deposits')).body.map((item) => item.name)).not.toContain(NEW_NAME);
    const live = await (await visit('/Deposits')).text();
    expect(live).toContain(deposit.name);
    expect(live).not.toContain(NEW_NAME);
    expect((await api.get<Deposit[]>('/api/admin/deposits', token)).body.find((item) => item.id === 1)?.name).toBe(
      deposit.name,
    );
  });

  it('is no-store and noindex, carries none of the site’s scripts, and is never kept by the public cache', async () => {
    const path = `/preview/${previewToken()}/Deposits`;
    for (let round = 0; round < 3; round += 1) {
      const preview = await visit(path);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('cache-control')).toBe('no-store');
      expect(preview.headers.get('x-robots-tag')).toBe('noindex');
      // Its token is in its address: no Referer carries it on.
      expect(preview.headers.get('referrer-policy')).toBe('no-referrer');
      expect(preview.headers.get('x-cache')).not.toBe('HIT');
      const html = await preview.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toMatch(/<script\b/i);
      expect(html).toMatch(/<link[^>]+rel="stylesheet"/);
    }
  });

  it('is in the request log without its token', async () => {
    const token = previewToken();
    expect((await visit(`/preview/${token}/Deposits`)).status).toBe(200);
    // The log is written in blocks: enough lines after it to push it out.
    await expect
      .poll(
        async () => {
          await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/api/admin/verify`)));
          return server.output().includes('"url":"/preview/{token}/Deposits"');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(server.output()).not.toContain(token);
  });

  it('counts no page view and leaves nothing written: no activity entry, the live answers still cached', async () => {
    // The live list, read twice: held by the cache before the previews.
    await api.get('/api/deposits');
    expect((await api.get('/api/deposits')).headers.get('x-cache')).toBe('HIT');
    const views = await totalViews();
    const entries = await activityCount();

    for (let round = 0; round < 3; round += 1)
      expect((await visit(`/preview/${previewToken()}/Deposits`)).status).toBe(200);
    expect(await totalViews()).toBe(views);
    expect(await activityCount()).toBe(entries);
    // The change's cache drop waits for a commit that never came.
    expect((await api.get('/api/deposits')).headers.get('x-cache')).toBe('HIT');

    // The counter does count a visitor's view of the live page (the check above can fail).
    await visit('/Awards');
    expect(await totalViews()).toBe(views + 1);
  });

  it('sends a differently spelled page on within the preview, and answers Page Not Found for an unknown one', async () => {
    const previewPath = `/preview/${previewToken()}`;
    const moved = await visit(`${previewPath}/deposits`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${previewPath}/Deposits`);
    const unknown = await visit(`${previewPath}/NoSuchPage`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a forged token, one signed with another key, and one whose change no source knows: 404, a plain page', async () => {
    const good = previewToken();
    const [body, mac] = good.split('.');
    const otherBody = Buffer.from(JSON.stringify({ c: 8, e: serverNowAtMost() + 3_600_000 })).toString('base64url');
    const forged = [
      `${otherBody}.${mac}`,
      `${body}.${mac.slice(0, -2)}AA`,
      signPreviewToken(
        { changeRequestId: CHANGE_ID, expiresAt: serverNowAtMost() + 3_600_000 },
        previewKeyFrom('another'),
      ),
      'not-a-token',
      previewToken(999),
    ];
    for (const bad of forged) {
      const answer = await visit(`/preview/${bad}/Deposits`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const html = await answer.text();
      expect(html).toContain('There is no preview at this address.');
      expect(html).not.toContain(NEW_NAME);
    }
    expect((await visit('/preview')).status).toBe(404);
  });

  it('expires by the server’s clock ten minutes on: the same link opens the page, then answers 410', async () => {
    expect(PREVIEW_TOKEN_LIFETIME_MS).toBe(10 * 60 * 1000);
    await server.setClock(TEST_NOW);
    const expiresAt = Date.parse(TEST_NOW) + PREVIEW_TOKEN_LIFETIME_MS;
    const link = `/preview/${previewToken(CHANGE_ID, expiresAt)}/Deposits`;
    expect((await visit(link)).status).toBe(200);
    await server.setClock(expiresAt - 1000);
    expect((await visit(link)).status).toBe(200);
    await server.setClock(expiresAt + 1);
    expect((await visit(link)).status).toBe(410);
    const expired = await visit(link);
    expect(await expired.text()).toContain('This preview link has expired');
    expect(expired.headers.get('cache-control')).toBe('no-store');
    // Signed to have expired before the server's clock started.
    expect((await visit(`/preview/${previewToken(CHANGE_ID, Date.parse(TEST_NOW) - 1)}/Deposits`)).status).toBe(410);
  });
});

describe('previews from one address', () => {
  // The test control answers 200, else throws with its answer.
  const settings = (values: Record<string, string>) => postTestControl(server.url, 'settings', values);

  it('are limited per minute: past the limit a plain 429 page says to wait', async () => {
    expect(await settings({ PREVIEW_RATE_LIMIT_PER_MIN: '2' })).toMatchObject({ PREVIEW_RATE_LIMIT_PER_MIN: '2' });
    try {
      const path = `/preview/${previewToken()}/Deposits`;
      const answers = [];
      for (let visitNumber = 0; visitNumber < 3; visitNumber += 1) answers.push(await visit(path));
      const refused = answers.at(-1)!;
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.text()).toContain('Too many previews from this address');
    } finally {
      await settings({ PREVIEW_RATE_LIMIT_PER_MIN: '0' });
    }
  });
});
