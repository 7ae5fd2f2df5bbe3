import { beforeAll, describe, expect, it } from 'vitest';
import { samplePdf, type Json } from './support/api';
import { fakeFiles, imageFile } from './support/fixtures';
import { useTestServer } from './support/server';

const PAGE_KEYS = [
  'id',
  'slug',
  'title',
  'content',
  'image',
  'pdf',
  'meta_title',
  'meta_description',
  'created_at',
  'updated_at',
];

const product = useTestServer();
let token: string;
beforeAll(async () => {
  token = await product.api.login();
});

describe('About page (slug about-us)', () => {
  it('is created by the first save, updated by the next, and read by slug', async () => {
    const first = await product.api.form(
      'POST',
      '/api/admin/pages',
      { slug: 'about-us', title: 'About Us', content: 'Since 1921.', image: await imageFile() },
      token,
    );
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual([...PAGE_KEYS].sort());
    expect(first.body.image).toMatch(/^\/uploads\//);

    const second = await product.api.form(
      'POST',
      '/api/admin/pages',
      {
        slug: 'about-us',
        title: 'About Vishwas Bank',
        content: 'Serving Pune since 1921.',
        meta_title: 'About',
        meta_description: 'Who we are',
      },
      token,
    );
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      id: first.body.id,
      title: 'About Vishwas Bank',
      image: first.body.image,
      meta_title: 'About',
    });

    const read = await product.api.get('/api/pages?slug=about-us');
    expect(read.body).toEqual([second.body]);
    expect((await product.api.get('/api/admin/pages?slug=about-us', token)).body).toEqual([second.body]);
  });

  it('refuses a non-image as the About picture', async () => {
    const answer = await product.api.form(
      'POST',
      '/api/admin/pages',
      { slug: 'about-us', title: 'About', image: fakeFiles.svg() },
      token,
    );
    expect([400, 415]).toContain(answer.status);
    expect(answer.body.errors).toHaveProperty('image');
  });

  it('refuses a page without a title or with a malformed slug', async () => {
    expect(
      (await product.api.form('POST', '/api/admin/pages', { slug: 'about-us', title: '' }, token)).body.errors,
    ).toHaveProperty('title');
    expect(
      (await product.api.form('POST', '/api/admin/pages', { slug: 'About Us!', title: 'x' }, token)).body.errors,
    ).toHaveProperty('slug');
  });

  it('answers an empty list for an unknown slug', async () => {
    expect((await product.api.get('/api/pages?slug=no-such-page')).body).toEqual([]);
  });
});

describe('circulars (slug circulars)', () => {
  it('keeps the header record first, adds, updates and deletes circulars', async () => {
    const header = await product.api.form(
      'POST',
      '/api/admin/pages',
      { slug: 'circulars', title: 'Circulars and Policies', content: 'Notices to members.' },
      token,
    );
    expect(header.status).toBe(201);

    const added = await product.api.form(
      'POST',
      '/api/admin/circulars',
      { title: 'KYC update', content: 'Re-KYC by March.', pdf: samplePdf(), slug: 'circulars' },
      token,
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      slug: 'circulars',
      title: 'KYC update',
      pdf: expect.stringMatching(/^\/uploads\/.+\.pdf$/),
    });

    const list = (await product.api.get('/api/pages?slug=circulars')).body;
    expect(list[0].id).toBe(header.body.id);
    expect(list.map((page: Json) => page.id)).toContain(added.body.id);

    const updated = await product.api.form(
      'POST',
      `/api/admin/pages/${added.body.id}`,
      { title: 'KYC update (revised)', content: 'Re-KYC by April.' },
      token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: added.body.id,
      slug: 'circulars',
      title: 'KYC update (revised)',
      pdf: added.body.pdf,
    });

    const pdf = await fetch(`${product.server.url}${updated.body.pdf}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    expect([200, 204]).toContain((await product.api.del(`/api/admin/circulars/${added.body.id}`, token)).status);
    expect((await product.api.get('/api/pages?slug=circulars')).body.map((page: Json) => page.id)).toEqual([
      header.body.id,
    ]);
    expect((await fetch(`${product.server.url}${added.body.pdf}`)).status).toBe(404);
  });

  it('requires title, content and a real PDF for a new circular', async () => {
    const before = await product.server.db.count('pages');
    const noPdf = await product.api.form('POST', '/api/admin/circulars', { title: 'T', content: 'C' }, token);
    expect(noPdf.status).toBe(400);
    expect(noPdf.body.errors).toHaveProperty('pdf');
    const fakePdf = await product.api.form(
      'POST',
      '/api/admin/circulars',
      { title: 'T', content: 'C', pdf: fakeFiles.htmlAsPdf() },
      token,
    );
    expect([400, 415]).toContain(fakePdf.status);
    const noContent = await product.api.form('POST', '/api/admin/circulars', { title: 'T', pdf: samplePdf() }, token);
    expect(noContent.body.errors).toHaveProperty('content');
    expect(await product.server.db.count('pages')).toBe(before);
  });

  it('refuses a PDF that runs a script or carries a web page after its header, naming why, and keeps nothing', async () => {
    const before = await product.server.db.count('pages');
    const files = product.server.uploadedFiles();
    for (const [pdf, what] of [
      [fakeFiles.pdfWithScript(), 'a script'],
      [fakeFiles.pdfThenHtml(), 'web-page code'],
    ] as const) {
      const refused = await product.api.form('POST', '/api/admin/circulars', { title: 'T', content: 'C', pdf }, token);
      expect(refused.status).toBe(415);
      expect(refused.body.errors).toEqual({
        pdf: `This PDF carries ${what}, which the site does not serve: save it again as a plain PDF (print it to PDF) and send that`,
      });
    }
    expect(await product.server.db.count('pages')).toBe(before);
    expect(product.server.uploadedFiles()).toEqual(files);
  });

  it('answers 404 for unknown pages and for deleting a page that is not a circular', async () => {
    expect((await product.api.form('POST', '/api/admin/pages/424242', { title: 'x' }, token)).status).toBe(404);
    expect((await product.api.del('/api/admin/circulars/424242', token)).status).toBe(404);
    const about = (await product.api.get('/api/pages?slug=about-us')).body[0];
    expect((await product.api.del(`/api/admin/circulars/${about.id}`, token)).status).toBe(404);
  });

  it("refuses to delete the circulars page's header record (409), which would make a circular the heading", async () => {
    const header = (await product.api.get('/api/pages?slug=circulars')).body[0];
    const refused = await product.api.del(`/api/admin/circulars/${header.id}`, token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'The first circulars record is the page header: edit it instead of deleting it.',
    });
    expect((await product.api.get('/api/pages?slug=circulars')).body[0].id).toBe(header.id);
  });
});
