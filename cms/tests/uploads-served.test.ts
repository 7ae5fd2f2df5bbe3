// What may be uploaded anywhere (the back office and the Strapi panel's media library), and how
// every file under /uploads is answered: as inert content, never as a page of the site's origin.
import { describe, expect, it } from 'vitest';
import { DEMO_SUPERADMIN, samplePdf, type UploadFile } from './support/api';
import { claimedPng, fakeFiles, imageFile } from './support/fixtures';
import { useTestServer } from './support/server';

const product = useTestServer();

/** Files a panel user could plant to run script on the site's origin, by name and by bytes. */
const PLANTED: UploadFile[] = [
  {
    name: 'page.html',
    type: 'text/html',
    bytes: Buffer.from('<!doctype html><script>alert(localStorage.getItem("token"))</script>'),
  },
  {
    name: 'logo.svg',
    type: 'image/svg+xml',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  { name: 'app.js', type: 'application/javascript', bytes: Buffer.from('fetch("/api/admin/verify")') },
  { name: 'photo.png', type: 'image/png', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') },
  { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('plain text') },
];

let panelToken: string | undefined;

/** The panel's own upload API, as the media library calls it (one sign-in: the panel limits them). */
async function panelUpload(file: UploadFile): Promise<{ status: number; body: unknown }> {
  panelToken ??= (await product.api.json('POST', '/admin/login', DEMO_SUPERADMIN)).body.data.token;
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${product.server.url}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${panelToken}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const storedFiles = () => product.server.db.count('files');

describe("the Strapi panel's media library", () => {
  it.each(PLANTED.map((file) => [file.name, file] as const))(
    'refuses %s and keeps neither file nor record',
    async (_name, file) => {
      const [filesBefore, recordsBefore] = [product.server.uploadedFiles(), await storedFiles()];
      const answer = await panelUpload(file);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(product.server.uploadedFiles()).toEqual(filesBefore);
      expect(await storedFiles()).toBe(recordsBefore);
    },
  );

  it('refuses a picture of more than 40 million pixels from its header, before decoding it', async () => {
    const answer = await panelUpload(claimedPng(16_000, 16_000));
    expect(answer).toMatchObject({
      status: 415,
      body: {
        errors: {
          files: 'This picture is too large to use: 16,000 × 16,000 pixels is more than 40 million. Send a smaller one',
        },
      },
    });
  });

  it('refuses a PDF that runs a script or carries a web page after its header', async () => {
    for (const file of [fakeFiles.pdfWithScript(), fakeFiles.pdfThenHtml()])
      expect((await panelUpload(file)).status).toBe(415);
  });

  it('takes a picture and a PDF', async () => {
    for (const file of [await imageFile('png', 'branch.png'), samplePdf('circular.pdf')]) {
      const answer = await panelUpload(file);
      expect(answer.status, file.name).toBe(201);
    }
  });
});

describe("the back office's uploads", () => {
  it('refuse a picture of more than 40 million pixels with 413 naming its size, and keep nothing', async () => {
    const token = await product.api.login();
    const [filesBefore, recordsBefore] = [product.server.uploadedFiles(), await storedFiles()];
    const answer = await product.api.form(
      'POST',
      '/api/admin/gallery',
      { name: 'Flood', image: claimedPng(16_000, 16_000) },
      token,
    );
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual({
      image: 'This picture is too large to use: 16,000 × 16,000 pixels is more than 40 million. Send a smaller one',
    });
    expect(product.server.uploadedFiles()).toEqual(filesBefore);
    expect(await storedFiles()).toBe(recordsBefore);
  });

  it.each(PLANTED.map((file) => [file.name, file] as const))(
    'refuses %s as a picture with 415 and keeps nothing',
    async (_name, file) => {
      const token = await product.api.login();
      const [filesBefore, recordsBefore] = [product.server.uploadedFiles(), await storedFiles()];
      const answer = await product.api.form('POST', '/api/admin/gallery', { name: 'Planted', image: file }, token);
      expect(answer.status).toBe(415);
      expect(product.server.uploadedFiles()).toEqual(filesBefore);
      expect(await storedFiles()).toBe(recordsBefore);
    },
  );
});

describe('files served from /uploads', () => {
  it('serves a picture as inert content: its own type, nosniff, a sandboxed policy that runs nothing', async () => {
    const token = await product.api.login();
    const added = await product.api.form(
      'POST',
      '/api/admin/gallery',
      { name: 'Branch', image: await imageFile('jpeg') },
      token,
    );
    const answer = await fetch(`${product.server.url}${added.body.image}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(answer.headers.get('content-disposition')).toBeNull();
  });

  it('serves a PDF to open in place under its name, with the same policy but no sandbox (PDF viewers refuse one)', async () => {
    const token = await product.api.login();
    const added = await product.api.form(
      'POST',
      '/api/admin/documents',
      { title: 'Annual report', document: samplePdf('annual-report.pdf') },
      token,
    );
    const answer = await fetch(`${product.server.url}${added.body.document}`);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    );
    expect(answer.headers.get('content-disposition')).toMatch(/^inline; filename="annual[\w-]*\.pdf"$/);
  });
});
