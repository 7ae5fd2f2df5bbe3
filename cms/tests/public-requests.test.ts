import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server';

const ALLOWED_ORIGIN = 'http://localhost:1337';
function corsHeadersOf(response: Response): string[] {
  const names: string[] = [];
  response.headers.forEach((_value, name) => name.startsWith('access-control-') && names.push(name));
  return names;
}

/** A JSON body of `depth` nested objects around a page-view notice. */
function nested(depth: number): Record<string, unknown> {
  const body: Record<string, unknown> = { path: '/News' };
  let inner = body;
  for (let level = 1; level < depth; level += 1) inner = (inner.next = {}) as Record<string, unknown>;
  return body;
}

const product = useTestServer({ seed: true, env: { TRUST_PROXY: 'true', PAGE_VIEW_RATE_LIMIT_PER_MIN: '3' } });
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${product.server.url}${path}`, { headers });
const post = (path: string, body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(`${product.server.url}${path}`, { method: 'POST', headers, body });

describe('CORS headers only for a cross-origin request that is allowed', () => {
  it('sends none to a request without an Origin: pages and lists, fresh and from the cache', async () => {
    for (const path of ['/api/deposits', '/api/deposits', '/News', '/News', '/api/admin/verify']) {
      expect(corsHeadersOf(await get(path)), path).toEqual([]);
    }
  });

  it('allows an origin of CORS_ORIGINS, request by request, and never replays it to anyone else', async () => {
    await get('/api/news');
    const allowed = await get('/api/news', { Origin: ALLOWED_ORIGIN });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${product.server.url}/api/contactus`, {
      method: 'OPTIONS',
      headers: {
        Origin: ALLOWED_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    expect(corsHeadersOf(await get('/api/news', { Origin: 'https://elsewhere.example' }))).toEqual([]);
    const cached = await get('/api/news');
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(corsHeadersOf(cached)).toEqual([]);
  });
});

describe('headers by what is answered', () => {
  it('sends Permissions-Policy with every page, fresh and from the cache', async () => {
    for (const path of ['/About', '/About', '/no/such/page', '/AdminLogin']) {
      const page = await get(path);
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(page.headers.get('permissions-policy'), path).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    }
  });

  it('asks search engines not to index the back office and the Strapi panel, and only those', async () => {
    for (const path of ['/AdminLogin', '/AdminPage/Dashboard', '/admin', '/api/admin/verify'])
      expect((await get(path)).headers.get('x-robots-tag'), path).toBe('noindex');
    for (const path of ['/', '/News', '/api/news'])
      expect((await get(path)).headers.get('x-robots-tag'), path).toBeNull();
    expect(await (await get('/robots.txt')).text()).toMatch(/Disallow: \/AdminPage/);
  });
});

describe('request ids and the request log', () => {
  it('gives every answer a new X-Request-Id, cached ones included', async () => {
    const ids = [];
    for (const path of [
      '/api/jobs',
      '/api/jobs',
      '/News',
      '/News',
      '/api/unclaimed-deposits?q=Ram',
      '/api/unclaimed-deposits?q=Ram',
      '/no/such/page',
    ]) {
      const id = (await get(path)).headers.get('x-request-id');
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('logs the path without searched names, with the client address, the request id and the signed-in user', async () => {
    const search = await get('/api/unclaimed-deposits?q=Ramesh&page=1', { 'X-Forwarded-For': '198.51.100.44' });
    const page = await get('/UnclaimedDeposits?q=Ramesh', { 'X-Forwarded-For': '198.51.100.44' });
    const token = await product.api.login();
    const verify = await get('/api/admin/verify', { Authorization: `Bearer ${token}` });
    const userId = Number(
      (await product.server.query('SELECT id FROM up_users WHERE email = $1', ['admin@example.com']))[0].id,
    );
    const wanted = [search, page, verify].map((response) => response.headers.get('x-request-id'));
    // Lines are written in 4 kB blocks: more requests push them out.
    const lines = () =>
      product.server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line));
    await expect
      .poll(
        async () => {
          await Promise.all(Array.from({ length: 10 }, () => get('/api/jobs')));
          return wanted.every((id) => lines().some((line) => line.id === id));
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    const [searchLine, pageLine, verifyLine] = wanted.map((id) => lines().find((line) => line.id === id));
    expect(searchLine).toMatchObject({
      method: 'GET',
      url: '/api/unclaimed-deposits',
      status: 200,
      address: '198.51.100.44',
    });
    expect(pageLine).toMatchObject({ url: '/UnclaimedDeposits', address: '198.51.100.44' });
    expect(verifyLine).toMatchObject({ url: '/api/admin/verify', status: 200, user: userId });
    expect(product.server.output()).not.toContain('Ramesh');
  });
});

describe('what anyone may post', () => {
  it('refuses a public JSON body over 16 kB with 413, and stores nothing', async () => {
    const before = await product.server.db.count('contact_messages');
    const enquiry = {
      name: 'Asha',
      email: 'asha@example.in',
      phone: '9876543210',
      subject: 'Hello',
      message: 'x'.repeat(17 * 1024),
    };
    const answer = await post('/api/contactus', JSON.stringify(enquiry));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: 'The request is larger than 16 kB' });
    expect(await product.server.db.count('contact_messages')).toBe(before);
    expect((await post('/api/admin/login', JSON.stringify({ email: 'x'.repeat(20_000), password: 'x' }))).status).toBe(
      413,
    );
  });

  it('keeps those limits for a request whose Authorization header is not a signed-in token of this server', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(20_000), password: 'x' });
    for (const authorization of ['Bearer made-up', 'Basic YTpi', `Bearer ${'e30.'.repeat(3)}`]) {
      const answer = await post('/api/admin/login', big, {
        'Content-Type': 'application/json',
        Authorization: authorization,
      });
      expect(answer.status, authorization).toBe(413);
    }
    const deep = await post('/api/page-views', JSON.stringify(nested(9)), {
      'Content-Type': 'application/json',
      Authorization: 'Bearer made-up',
    });
    expect(deep.status).toBe(400);
    // A signed-in member of staff sends a larger body: the route reads it (and refuses the sign-in's e-mail itself).
    const token = await product.api.login();
    const signedIn = await post('/api/admin/login', big, {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    });
    expect(signedIn.status).not.toBe(413);
  });

  it('refuses JSON nested deeper than 8 levels with 400, and takes 8', async () => {
    const deep = await post('/api/page-views', JSON.stringify(nested(9)));
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({ message: 'The request nests objects or lists more than 8 deep' });
    expect(
      (
        await post('/api/page-views', JSON.stringify(nested(8)), {
          'Content-Type': 'application/json',
          'X-Forwarded-For': '198.51.100.60',
        })
      ).status,
    ).toBe(204);
  });

  it("refuses a page's form posted without JavaScript when it is over its limit", async () => {
    const answer = await post('/ContactUs', `name=Asha&message=${'x'.repeat(70 * 1024)}`, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(413);
    expect(await answer.text()).toBe('The request is larger than 64 kB');
  });

  it('counts page-view notices against a per-address limit, silently', async () => {
    const token = await product.api.login();
    const pages = ['/Loan', '/Awards', '/Services', '/Managements', '/Branches'];
    const viewsOfPages = async () => {
      const rows: Array<{ path: string; views: number }> = (await product.api.get('/api/admin/page-views', token)).body;
      return rows.filter((row) => pages.includes(row.path)).reduce((sum, row) => sum + row.views, 0);
    };
    const before = await viewsOfPages();
    const answers = [];
    for (const path of pages) {
      const headers = {
        'Content-Type': 'application/json',
        'X-Forwarded-For': '198.51.100.70',
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
      };
      answers.push((await post('/api/page-views', JSON.stringify({ path }), headers)).status);
    }
    // Beyond the limit (3 a minute here) a notice is answered the same and not counted.
    expect(answers).toEqual([204, 204, 204, 204, 204]);
    expect((await viewsOfPages()) - before).toBe(3);
  });
});
