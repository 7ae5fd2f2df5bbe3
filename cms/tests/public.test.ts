import { describe, expect, it } from 'vitest';
import type { ListResource } from '../src/content/list-resource';
import { LIST_RESOURCES } from '../src/resources';
import { contentTypeSchemas } from '../src/content/content-type-schemas';
import { declaredRoutes, mediaRecordKey, recordKeys } from './support/registry';
import { useTestServer } from './support/server';
import type { Json } from './support/api';

const product = useTestServer({ seed: true, own: true });

type PublicRecord = Record<string, unknown>;

/** Whether `records` come in the order the resource declares (`orderBy`, its keys being the records' own). */
function inDeclaredOrder(resource: ListResource, records: PublicRecord[]): boolean {
  const rules = [resource.orderBy].flat().flatMap((order) => Object.entries(order));
  const compare = (a: PublicRecord, b: PublicRecord) => {
    for (const [key, direction] of rules) {
      const [x, y] = [a[key], b[key]].map((value) => (typeof value === 'boolean' ? Number(value) : value)) as Array<
        string | number
      >;
      if (x !== y) return (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1);
    }
    return 0;
  };
  return records.every((record, index) => index === 0 || compare(records[index - 1], record) <= 0);
}

describe('seeded public API', () => {
  it.each(LIST_RESOURCES.map((resource) => [`/api/${resource.rule.path}`, resource] as const))(
    'GET %s lists at least 3 records with exactly the keys its serializer gives, in its declared order',
    async (path, resource) => {
      const answer = await product.api.get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body.length).toBeGreaterThanOrEqual(3);
      const mediaKey = mediaRecordKey(resource);
      for (const record of answer.body) {
        expect(Object.keys(record).sort()).toEqual(recordKeys(resource).sort());
        if (mediaKey && record[mediaKey] !== null) expect(record[mediaKey]).toMatch(/^\/uploads\//);
      }
      expect(inDeclaredOrder(resource, answer.body)).toBe(true);
    },
  );

  it('orders news newest first', async () => {
    const dates = (await product.api.get('/api/news')).body.map((item: Json) => item.date);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives interest rates as numbers or null', async () => {
    for (const path of ['/api/deposits', '/api/loans']) {
      for (const record of (await product.api.get(path)).body) {
        expect(record.interest_rate === null || typeof record.interest_rate === 'number').toBe(true);
      }
    }
  });

  it('serves the About page by slug', async () => {
    const pages = (await product.api.get('/api/pages?slug=about-us')).body;
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({
      slug: 'about-us',
      title: expect.any(String),
      content: expect.any(String),
      image: expect.stringMatching(/^\/uploads\//),
    });
  });

  it('serves the circulars header first, then at least 2 circulars with PDFs', async () => {
    const [header, ...circulars] = (await product.api.get('/api/pages?slug=circulars')).body;
    expect(header.pdf).toBeNull();
    expect(circulars.length).toBeGreaterThanOrEqual(2);
    for (const circular of circulars) expect(circular.pdf).toMatch(/^\/uploads\/.+\.pdf$/);
  });

  it('serves every seeded image as an image and every PDF as a PDF', async () => {
    const urls = new Set<string>();
    for (const resource of LIST_RESOURCES) {
      const mediaKey = mediaRecordKey(resource);
      if (!mediaKey) continue;
      for (const record of (await product.api.get(`/api/${resource.rule.path}`)).body)
        if (record[mediaKey]) urls.add(record[mediaKey]);
    }
    for (const page of (await product.api.get('/api/pages')).body) {
      if (page.image) urls.add(page.image);
      if (page.pdf) urls.add(page.pdf);
    }
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) {
      const response = await fetch(`${product.server.url}${url}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.status, url).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      if (url.endsWith('.pdf')) {
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      } else {
        expect(response.headers.get('content-type')).toMatch(/^image\/(jpeg|png|webp|gif)$/);
        expect(bytes.length).toBeGreaterThan(1000);
      }
    }
  });

  it('does not seed twice: a restart keeps the same records', async () => {
    const before = (await product.api.get('/api/deposits')).body;
    await product.server.kill();
    await product.server.restart();
    expect((await product.api.get('/api/deposits')).body).toEqual(before);
  });
});

describe('Strapi default routes are not reachable', async () => {
  // The paths Strapi's default routes would give each content type, but for those the CMS declares itself.
  const declared = (await declaredRoutes()).map(({ path }) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`));
  const defaultPaths = contentTypeSchemas()
    .flatMap(({ pluralName }) => [`/api/${pluralName}`, `/api/${pluralName}/1`])
    .filter((path) => !declared.some((route) => route.test(path)));

  it.each(defaultPaths)('GET %s answers 404 JSON', async (path) => {
    const answer = await product.api.get(path);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not Found' });
  });

  it('ignores Strapi query parameters on the plain lists', async () => {
    const plain = (await product.api.get('/api/deposits')).body;
    expect((await product.api.get('/api/deposits?populate=*&fields[0]=name')).body).toEqual(plain);
  });
});

describe('one origin', () => {
  it('serves the public site for / and any other path (404 where no page is), with security headers', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/About', 200],
      ['/Deposits', 200],
      ['/no/such/page', 404],
    ] as const) {
      const response = await fetch(`${product.server.url}${path}`);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      // The site's root element (Home's marked as hydrating in islands).
      expect(await response.text()).toMatch(/<div id="root"( data-hydrate-islands)?>/);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("base-uri 'self'");
      // Only the site's own origin, whatever defaults Strapi's security middleware merges in.
      expect(csp).toMatch(/(^|;)\s*connect-src( 'self')+\s*(;|$)/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves the back office at /AdminLogin and /AdminPage/*, apart from the public site', async () => {
    const site = await (await fetch(`${product.server.url}/`)).text();
    for (const path of ['/AdminLogin', '/AdminPage', '/AdminPage/EditDeposit']) {
      const response = await fetch(`${product.server.url}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain('/AdminPage/assets/');
      expect(html).not.toBe(site);
    }
  });

  it('serves hashed assets as immutable and pages revalidated on every visit (ETag, 304)', async () => {
    const html = await (await fetch(`${product.server.url}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const response = await fetch(`${product.server.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(`${product.server.url}/About`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(
      (await fetch(`${product.server.url}/About`, { headers: { 'If-None-Match': page.headers.get('etag')! } })).status,
    ).toBe(304);
  });

  it('sends the site compressed: brotli to browsers that take it, gzip to the others', async () => {
    const html = await (await fetch(`${product.server.url}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const brotli = await fetch(`${product.server.url}${asset}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const gzip = await fetch(`${product.server.url}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // fetch decompresses: both decode to the same script.
    expect(await brotli.text()).toBe(await gzip.text());
  });

  it('answers every responsive size of an uploaded picture as WebP, the original when Strapi made no such size', async () => {
    const [deposit] = (await product.api.get('/api/deposits')).body;
    const hash = deposit.image.replace(/^\/uploads\/(.+)\.\w+$/, '$1');
    for (const size of ['thumbnail', 'small', 'medium', 'large']) {
      const response = await fetch(`${product.server.url}/uploads/${size}_${hash}.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // A portrait is 800 px wide: no 1000 px copy, so that size is the original, with its headers.
    const [member] = (await product.api.get('/api/management')).body;
    const large = await fetch(
      `${product.server.url}${member.image.replace(/^\/uploads\/(.+)\.\w+$/, '/uploads/large_$1.webp')}`,
    );
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/jpeg');
    expect(large.headers.get('content-security-policy')).toMatch(/sandbox$/);
    expect(Buffer.from(await large.arrayBuffer())).toEqual(
      Buffer.from(await (await fetch(`${product.server.url}${member.image}`)).arrayBuffer()),
    );
    expect((await fetch(`${product.server.url}/uploads/large_missing.webp`)).status).toBe(404);
  });

  it('keeps the Strapi panel at /admin', async () => {
    const response = await fetch(`${product.server.url}/admin`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/strapi/i);
  });

  it('answers unknown API paths and missing uploads with 404, not the site', async () => {
    expect((await product.api.get('/api/no-such-thing')).status).toBe(404);
    const missing = await fetch(`${product.server.url}/uploads/missing.jpg`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/html/);
  });

  it("answers a browser opening a missing PDF under /uploads with the site's Page Not Found", async () => {
    const opened = await fetch(`${product.server.url}/uploads/circular-2019.pdf`, {
      headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(opened.status).toBe(404);
    expect(opened.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await opened.text();
    expect(page).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(page).toContain('Back to Home');
  });

  it('answers a known API path called with another method with a JSON 405 naming the allowed ones', async () => {
    const wrongMethod = await product.api.json('DELETE', '/api/deposits', {});
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toContain('GET');
    expect(wrongMethod.body).toEqual({ message: 'Method Not Allowed' });
  });
});
