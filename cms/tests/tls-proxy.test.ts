import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPERADMIN, apiClient } from './support/api';
import { startServer, type TestServer } from './support/server';

// Behind a TLS proxy: nginx terminates https and forwards plain http with X-Forwarded-Proto and
// X-Forwarded-For; the server is told its public address (PUBLIC_ORIGIN) and to trust the proxy.
describe('published over https behind a trusted proxy', () => {
  let server: TestServer;
  const viaProxy = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7' };

  beforeAll(async () => {
    server = await startServer({
      seed: true,
      env: { PUBLIC_ORIGIN: 'https://www.vishwas.example', TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends Strict-Transport-Security for a year with subdomains, on pages and API answers alike', async () => {
    for (const path of ['/', '/News', '/api/news']) {
      const answer = await fetch(`${server.url}${path}`, { headers: viaProxy });
      expect([path, answer.headers.get('strict-transport-security')]).toEqual([
        path,
        'max-age=31536000; includeSubDomains',
      ]);
    }
  });

  it('makes canonical, OpenGraph and sitemap URLs absolute with the public address', async () => {
    const page = await (await fetch(`${server.url}/Deposits`, { headers: viaProxy })).text();
    expect(page).toContain('<link rel="canonical" href="https://www.vishwas.example/Deposits">');
    expect(page).toContain('<meta property="og:url" content="https://www.vishwas.example/Deposits">');
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(
      '<loc>https://www.vishwas.example/News</loc>',
    );
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(
      'Sitemap: https://www.vishwas.example/sitemap.xml',
    );
  });

  it('marks the Strapi panel’s sign-in cookie Secure', async () => {
    const login = await apiClient(server.url).call('POST', '/admin/login', {
      json: DEMO_SUPERADMIN,
      headers: viaProxy,
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/strapi_admin_refresh=[^;]+;.*secure/i);
  });
});

describe('published over plain http (the default, http://localhost:1337)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends no HSTS and a panel cookie without Secure', async () => {
    expect((await fetch(`${server.url}/api/news`)).headers.get('strict-transport-security')).toBeNull();
    const login = await apiClient(server.url).call('POST', '/admin/login', { json: DEMO_SUPERADMIN });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie') ?? '').not.toMatch(/secure/i);
  });
});
