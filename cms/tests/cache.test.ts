import http from 'http';
import { randomBytes } from 'crypto';
import { brotliDecompressSync, gunzipSync } from 'zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, DEMO_SUPERADMIN, samplePdf, type Json } from './support/api';
import { imageFile } from './support/fixtures';
import { RESOURCE_CASES, sendRecord } from './support/resources';
import { TEST_DATABASE, startServer, useTestServer, type TestServer } from './support/server';

/** Raw bytes and headers, as a browser or CDN receives them (fetch would decompress for us). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const product = useTestServer();
let token: string;
const url = (path: string) => `${product.server.url}${path}`;
const cacheState = async (path: string) => (await rawGet(url(path))).headers['x-cache'];
const publicList = async (path: string) => (await product.api.get(path)).body as Array<Record<string, unknown>>;

beforeAll(async () => {
  token = await product.api.login();
  for (const job of ['Clerk', 'Cashier']) {
    await product.api.json(
      'POST',
      '/api/admin/jobs',
      { title: job, designation: job, experience: 1, qualification: 'B.Com', description: 'Branch work.' },
      token,
    );
  }
});

describe('public answers from memory', () => {
  it('answers a hit with the same bytes and headers as the fresh read that filled it', async () => {
    const fresh = await rawGet(url('/api/jobs'));
    const hit = await rawGet(url('/api/jobs'));
    expect([fresh.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(hit.body.equals(fresh.body)).toBe(true);
    // Only the date, the cache's own mark and the request's id differ.
    const { date: _d1, 'x-cache': _x1, 'x-request-id': freshId, ...freshHeaders } = fresh.headers;
    const { date: _d2, 'x-cache': _x2, 'x-request-id': hitId, ...hitHeaders } = hit.headers;
    expect(hitHeaders).toEqual(freshHeaders);
    expect(hitId).not.toBe(freshId);
    // The same records the uncached admin list reads from the database.
    expect(JSON.parse(hit.body.toString())).toEqual((await product.api.get('/api/admin/jobs', token)).body);
    expect(hit.headers['content-security-policy']).toContain("default-src 'self'");
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keys on path and query: each page slug is its own answer', async () => {
    await product.api.form(
      'POST',
      '/api/admin/pages',
      { slug: 'about-us', title: 'About Us', content: 'Since 1921.' },
      token,
    );
    const about = await publicList('/api/pages?slug=about-us');
    const circulars = await publicList('/api/pages?slug=circulars');
    expect(about.map((page) => page.title)).toEqual(['About Us']);
    expect(circulars).toEqual([]);
    expect(await cacheState('/api/pages?slug=about-us')).toBe('HIT');
  });

  it('answers a slug that names no page without keeping it, so made-up slugs cannot push real answers out', async () => {
    await product.api.form(
      'POST',
      '/api/admin/pages',
      { slug: 'about-us', title: 'About Us', content: 'Since 1921.' },
      token,
    );
    await publicList('/api/pages?slug=about-us');
    const madeUp = Array.from(
      { length: 1001 },
      (_, index) => `/api/pages?slug=flood-${index}-${randomBytes(3).toString('hex')}`,
    );
    // More made-up slugs than the cache holds answers, eight at a time.
    for (let start = 0; start < madeUp.length; start += 8) {
      const answers = await Promise.all(madeUp.slice(start, start + 8).map((path) => rawGet(url(path))));
      for (const answer of answers)
        expect([answer.status, answer.headers['cache-control'], JSON.parse(answer.body.toString())]).toEqual([
          200,
          'no-store',
          [],
        ]);
    }
    expect(await cacheState(madeUp[0]!)).not.toBe('HIT');
    expect(await cacheState('/api/pages?slug=about-us')).toBe('HIT');
  });

  it('keeps one answer per list and page whatever other query a visitor adds', async () => {
    const plain = await rawGet(url('/api/deposits'));
    const tagged = await rawGet(url('/api/deposits?utm_source=newsletter'));
    expect(tagged.headers['x-cache']).toBe('HIT');
    expect(tagged.body.equals(plain.body)).toBe(true);
    await rawGet(url('/api/pages?slug=about-us'));
    expect(await cacheState('/api/pages?ref=home&slug=about-us')).toBe('HIT');
  });

  it('answers 304 to a matching ETag, and gzip or brotli with an ETag of their own', async () => {
    for (const _ of [1, 2, 3])
      await product.api.json(
        'POST',
        '/api/admin/jobs',
        {
          title: 'Officer',
          designation: 'Loan officer',
          experience: 3,
          qualification: 'MBA',
          description: 'x'.repeat(400),
        },
        token,
      );
    const plain = await rawGet(url('/api/jobs'));
    const etag = plain.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const revalidated = await rawGet(url('/api/jobs'), { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);

    const brotli = await rawGet(url('/api/jobs'), { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).not.toBe(etag);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    const gzip = await rawGet(url('/api/jobs'), { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    // A cache that stored the brotli copy revalidates it too.
    expect(
      (await rawGet(url('/api/jobs'), { 'Accept-Encoding': 'br', 'If-None-Match': brotli.headers.etag! })).status,
    ).toBe(304);

    const stale = await rawGet(url('/api/jobs'), { 'If-None-Match': '"something-else"' });
    expect(stale.status).toBe(200);
  });

  it('lets browsers revalidate every time and a CDN keep public answers briefly', async () => {
    const answer = await rawGet(url('/api/deposits'));
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(answer.headers['cdn-cache-control']).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);
  });

  it('never caches an admin answer, an error or a contact post', async () => {
    for (const _ of [1, 2]) {
      const admin = await rawGet(url('/api/admin/jobs'), { Authorization: `Bearer ${token}` });
      expect(admin.status).toBe(200);
      expect(admin.headers['cache-control']).toBe('no-store');
      expect(admin.headers['x-cache']).toBeUndefined();
    }
    const denied = await rawGet(url('/api/admin/jobs'));
    expect(denied.status).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
    const contact = await product.api.json('POST', '/api/contactus', {
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      subject: 'Locker',
      message: 'Hello',
    });
    expect(contact.status).toBe(201);
    expect(contact.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves every list cached when a visitor sends an enquiry', async () => {
    await rawGet(url('/api/jobs'));
    await product.api.json('POST', '/api/contactus', {
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '9876543210',
      subject: 'Loan',
      message: '',
    });
    expect(await cacheState('/api/jobs')).toBe('HIT');
  });

  it('sends cross-origin calls through the full chain, so CORS decides their headers', async () => {
    const answer = await rawGet(url('/api/jobs'), { Origin: 'https://elsewhere.example' });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-cache']).toBeUndefined();
  });
});

describe('pages of the public site from memory', () => {
  const page = async (path: string) => {
    const answer = await rawGet(url(path), { 'Accept-Encoding': 'identity' });
    return { ...answer, text: answer.body.toString('utf8') };
  };

  it('keeps a whole page: a hit has the bytes and headers of the render that filled it, whatever query a visitor adds', async () => {
    await page('/Career');
    const fresh = await page('/Career?utm_source=newsletter');
    const hit = await page('/Career');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.text).toBe(fresh.text);
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hit.headers['content-security-policy']).toBe(fresh.headers['content-security-policy']);
    expect(hit.text).toContain('Cashier');
  });

  it('never keeps a 404, a redirect or the answer to a posted form', async () => {
    await page('/No/such/page');
    expect((await page('/No/such/page')).headers['x-cache']).toBeUndefined();
    expect((await page('/Management')).status).toBe(301);
    const posted = await fetch(url('/ContactUs'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Asha',
    });
    expect([posted.status, posted.headers.get('cache-control')]).toEqual([422, 'no-store']);
    expect(await posted.text()).toContain('Please enter your email');
  });

  it('keeps each language of a page apart, ignoring a query as the English page does, and drops every language on a write', async () => {
    for (const path of ['/Career', '/mr/Career', '/hi/Career']) await page(path);
    const [english, marathi, hindi] = await Promise.all(['/Career', '/mr/Career', '/hi/Career'].map(page));
    expect([english, marathi, hindi].map((answer) => answer.headers['x-cache'])).toEqual(['HIT', 'HIT', 'HIT']);
    expect(english.text).toContain('<html lang="en">');
    expect(marathi.text).toContain('<html lang="mr">');
    expect(marathi.text).toContain('करिअर');
    expect(hindi.text).toContain('<html lang="hi">');
    expect((await page('/mr/Career?utm_source=newsletter')).headers['x-cache']).toBe('HIT');

    const created = await product.api.json(
      'POST',
      '/api/admin/jobs',
      {
        title: 'Branch auditor',
        designation: 'Branch auditor',
        experience: 2,
        qualification: 'CA',
        description: 'Audits.',
      },
      token,
    );
    const after = await Promise.all(['/Career', '/mr/Career', '/hi/Career'].map(page));
    expect(after.map((answer) => answer.headers['x-cache'])).toEqual(['MISS', 'MISS', 'MISS']);
    expect(after.every((answer) => answer.text.includes('Branch auditor'))).toBe(true);
    expect((await product.api.del(`/api/admin/jobs/${created.body.id}`, token)).status).toBe(204);
  });

  it('shows an admin write on the next page request, and drops the sitemap with it', async () => {
    await page('/Career');
    await page('/sitemap.xml');
    expect((await page('/sitemap.xml')).headers['x-cache']).toBe('HIT');
    const created = await product.api.json(
      'POST',
      '/api/admin/jobs',
      {
        title: 'Credit manager',
        designation: 'Credit manager',
        experience: 3,
        qualification: 'MBA',
        description: 'Credit appraisal.',
      },
      token,
    );
    const after = await page('/Career');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.text).toContain('Credit manager');
    expect((await page('/sitemap.xml')).text).toContain(`/Career/${created.body.id}</loc>`);
    expect((await product.api.del(`/api/admin/jobs/${created.body.id}`, token)).status).toBe(204);
    const gone = await page('/Career');
    expect([gone.headers['x-cache'], gone.text.includes('Credit manager')]).toEqual(['MISS', false]);
  });
});

describe('invalidation by every admin write', () => {
  for (const resource of RESOURCE_CASES) {
    it(`${resource.path}: create, update and delete show at once in the public list, and only there`, async () => {
      const list = `/api/${resource.path}`;
      const bystander = resource.path === 'jobs' ? '/api/documents' : '/api/jobs';
      await publicList(list);
      await publicList(bystander);

      const created = await sendRecord(
        product.api,
        token,
        resource,
        'POST',
        `/api/admin/${resource.path}`,
        await resource.valid(),
      );
      expect([200, 201]).toContain(created.status);
      expect(await publicList(list)).toContainEqual(created.body);
      expect(await cacheState(bystander)).toBe('HIT');

      const updated = await sendRecord(
        product.api,
        token,
        resource,
        resource.updateMethod,
        `/api/admin/${resource.path}/${created.body.id}`,
        { ...(await resource.valid()), ...resource.edit },
      );
      expect(updated.status).toBe(200);
      expect(await publicList(list)).toContainEqual(updated.body);
      expect(await cacheState(bystander)).toBe('HIT');

      expect([200, 204]).toContain(
        (await product.api.del(`/api/admin/${resource.path}/${created.body.id}`, token)).status,
      );
      expect((await publicList(list)).map((record) => record.id)).not.toContain(created.body.id);
      expect(await cacheState(bystander)).toBe('HIT');
    });
  }

  it('pages: the About upsert and every circular write show at once', async () => {
    await publicList('/api/pages?slug=about-us');
    await publicList('/api/pages?slug=circulars');
    const about = await product.api.form(
      'POST',
      '/api/admin/pages',
      { slug: 'about-us', title: 'About Vishwas Bank', content: 'Serving members since 1921.' },
      token,
    );
    expect((await publicList('/api/pages?slug=about-us'))[0]).toEqual(about.body);

    await product.api.form(
      'POST',
      '/api/admin/pages',
      { slug: 'circulars', title: 'Circulars and Policies', content: 'Notices.' },
      token,
    );
    const added = await product.api.form(
      'POST',
      '/api/admin/circulars',
      { title: 'KYC update', content: 'Re-KYC by March.', pdf: samplePdf(), slug: 'circulars' },
      token,
    );
    expect(await publicList('/api/pages?slug=circulars')).toContainEqual(added.body);
    const updated = await product.api.form(
      'POST',
      `/api/admin/pages/${added.body.id}`,
      { title: 'KYC update (revised)', content: 'Re-KYC by April.' },
      token,
    );
    expect(await publicList('/api/pages?slug=circulars')).toContainEqual(updated.body);
    await product.api.del(`/api/admin/circulars/${added.body.id}`, token);
    expect((await publicList('/api/pages?slug=circulars')).map((page) => page.id)).not.toContain(added.body.id);
  });
});

describe('invalidation by edits in the Strapi panel', () => {
  let panelToken: string;
  const panel = (method: string, path: string, json?: unknown) =>
    product.api.call(method, path, { json, headers: { Authorization: `Bearer ${panelToken}` } });

  beforeAll(async () => {
    const login = await product.api.json('POST', '/admin/login', DEMO_SUPERADMIN);
    panelToken = login.body.data.token;
  });

  it('shows a record edited in the content manager at once', async () => {
    const created = await product.api.form(
      'POST',
      '/api/admin/deposits',
      { name: 'Recurring deposit', details: 'Monthly.', interest_rate: '6.5', image: await imageFile() },
      token,
    );
    await publicList('/api/deposits');
    await publicList('/api/jobs');
    const documents = await panel('GET', '/content-manager/collection-types/api::deposit.deposit');
    const documentId = documents.body.results.find((entry: Json) => entry.id === created.body.id).documentId;

    await fetch(url('/Deposits'));
    const edit = await panel('PUT', `/content-manager/collection-types/api::deposit.deposit/${documentId}`, {
      name: 'Recurring deposit (edited in the panel)',
    });
    expect(edit.status).toBe(200);
    const deposit = (await publicList('/api/deposits')).find((record) => record.id === created.body.id);
    expect(deposit?.name).toBe('Recurring deposit (edited in the panel)');
    expect(await (await fetch(url('/Deposits'))).text()).toContain('Recurring deposit (edited in the panel)');
    expect(await cacheState('/api/jobs')).toBe('HIT');
  });

  it('shows a picture deleted from the media library at once', async () => {
    const created = await product.api.form(
      'POST',
      '/api/admin/awards',
      { title: 'Best co-operative bank', description: 'State award.', image: await imageFile() },
      token,
    );
    await publicList('/api/awards');
    await publicList('/api/jobs');
    const files = await panel('GET', '/upload/files?pageSize=100');
    const file = files.body.results.find((entry: Json) => entry.url === created.body.image);

    expect((await panel('DELETE', `/upload/files/${file.id}`)).status).toBe(200);
    expect((await publicList('/api/awards')).find((record) => record.id === created.body.id)?.image).toBeNull();
    expect(await cacheState('/api/jobs')).toBe('HIT');
  });
});

describe('writes under a concurrent read load', () => {
  it('every read sent after an update was acknowledged sees it (50 updates, about 200 reads a second)', async () => {
    const job = await product.api.json(
      'POST',
      '/api/admin/jobs',
      { title: 'v0', designation: 'Teller', experience: 1, qualification: 'B.Com', description: 'x' },
      token,
    );
    let acknowledged = 0;
    const violations: string[] = [];

    const read = async () => {
      const expectedAtLeast = acknowledged;
      const record = (await publicList('/api/jobs')).find((entry) => entry.id === job.body.id);
      const seen = /^v(\d+)$/.exec(String(record?.title))?.[1];
      if (seen === undefined || Number(seen) < expectedAtLeast)
        violations.push(`read ${record?.title} after v${expectedAtLeast} was acknowledged`);
    };
    // A read every 5 ms, whether or not earlier ones have answered.
    const reads: Promise<void>[] = [];
    const reader = setInterval(() => reads.push(read()), 5);
    for (let version = 1; version <= 50; version += 1) {
      const answer = await product.api.json(
        'PUT',
        `/api/admin/jobs/${job.body.id}`,
        { title: `v${version}`, designation: 'Teller', experience: 1, qualification: 'B.Com', description: 'x' },
        token,
      );
      expect(answer.status).toBe(200);
      acknowledged = version;
    }
    while (reads.length < 200) await new Promise((resolve) => setTimeout(resolve, 10));
    clearInterval(reader);
    await Promise.all(reads);
    expect(violations).toEqual([]);
  });
});

describe('several server processes on one database', () => {
  // PostgreSQL deployments use LISTEN/NOTIFY; with REDIS_URL set, Redis pub/sub (tested on SQLite).
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
    first = await startServer({ env: channel });
    second = await startServer({ database: first.db, env: channel });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it(`stay coherent: a write in one process shows at once in the other (${TEST_DATABASE === 'postgres' ? 'PostgreSQL LISTEN/NOTIFY' : 'Redis pub/sub'})`, async () => {
    const writer = apiClient(first.url);
    const reader = apiClient(second.url);
    const adminToken = await writer.login();
    const titles = async () =>
      ((await reader.get('/api/jobs')).body as Array<{ title: string }>).map((job) => job.title);

    expect(await titles()).toEqual([]);
    expect((await rawGet(`${second.url}/api/jobs`)).headers['x-cache']).toBe('HIT');
    for (let round = 1; round <= 5; round += 1) {
      const created = await writer.json(
        'POST',
        '/api/admin/jobs',
        { title: `Opening ${round}`, designation: 'Clerk', experience: 0, qualification: 'B.Com', description: 'x' },
        adminToken,
      );
      expect(await titles()).toContain(`Opening ${round}`);
      await writer.json(
        'PUT',
        `/api/admin/jobs/${created.body.id}`,
        {
          title: `Opening ${round} (filled)`,
          designation: 'Clerk',
          experience: 0,
          qualification: 'B.Com',
          description: 'x',
        },
        adminToken,
      );
      expect(await titles()).toContain(`Opening ${round} (filled)`);
      await writer.del(`/api/admin/jobs/${created.body.id}`, adminToken);
      expect(await titles()).not.toContain(`Opening ${round} (filled)`);
    }
    // Rendered pages too: the second process's copy of /Career goes with the first one's write.
    const careerPage = async () =>
      (await (await fetch(`${second.url}/Career`)).text()).includes('Relationship manager');
    expect(await careerPage()).toBe(false);
    const created = await writer.json(
      'POST',
      '/api/admin/jobs',
      { title: 'RM', designation: 'Relationship manager', experience: 2, qualification: 'MBA', description: 'x' },
      adminToken,
    );
    expect(await careerPage()).toBe(true);
    await writer.del(`/api/admin/jobs/${created.body.id}`, adminToken);
    expect(await careerPage()).toBe(false);
    expect(second.output()).toMatch(
      new RegExp(`invalidated through ${TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'Redis'}`),
    );
  });
});
