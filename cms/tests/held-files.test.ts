import { existsSync } from 'fs';
import path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageFile } from './support/fixtures';
import { useTestServer } from './support/server';
import { DEMO_ACCOUNTS } from './support/api';

const DAY_MS = 86_400_000;

// A held change's files wait in the private store beside the public folder (never in the change's
// row, never served), and go once the change is decided and the retention (30 days) has passed.
describe("a held change's files", () => {
  const product = useTestServer();
  const tokens = { admin: '', approver: '' };
  /** The private store's folder of held files (DELETED_MEDIA_DIR unset: `deleted-media` beside public/). */
  const heldDir = () => path.join(path.dirname(path.dirname(product.server.uploadsDir)), 'deleted-media', 'held');
  const heldFilesOf = async (id: number) => {
    const [row] = await product.server.query<{ held_files: string }>(
      'SELECT held_files FROM change_requests WHERE id = $1',
      [id],
    );
    return JSON.parse(row.held_files) as Record<string, unknown>[];
  };

  beforeAll(async () => {
    tokens.admin = await product.api.login();
    tokens.approver = await product.api.login(DEMO_ACCOUNTS.staff.approver);
    const on = await product.api.json(
      'PUT',
      '/api/admin/approval-setting',
      { changes_need_approval: true },
      tokens.admin,
    );
    expect(on.status).toBe(200);
  });

  it('wait in the private store, named by the row, until the retention after the decision has passed', async () => {
    const uploads = product.server.uploadedFiles().length;
    const sent = await product.api.form(
      'PUT',
      '/api/admin/site-settings',
      { hero_title: 'A picture held apart', hero_picture: await imageFile('png', 'harbour.png') },
      tokens.admin,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const id = sent.body.change_request_id as number;
    const [held] = await heldFilesOf(id);
    expect(held).toEqual({
      field: 'hero_picture',
      name: 'harbour.png',
      mimetype: 'image/png',
      size: expect.any(Number),
      stored: expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
    });
    const stored = path.join(heldDir(), held.stored as string);
    expect(existsSync(stored)).toBe(true);
    expect(product.server.uploadedFiles()).toHaveLength(uploads);

    const approved = await product.api.json('POST', `/api/admin/changes/${id}/approve`, {}, tokens.approver);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await product.api.get('/api/site-settings')).body.hero_picture).toMatch(/^\/uploads\//);
    // Kept while the decision is recent.
    await product.server.setClock(Date.now() + 29 * DAY_MS);
    expect(existsSync(stored)).toBe(true);
    await product.server.setClock(Date.now() + 31 * DAY_MS);
    expect(existsSync(stored)).toBe(false);
    expect(await heldFilesOf(id)).toEqual([]);
    expect((await product.api.get('/api/site-settings')).body.hero_picture).toMatch(/^\/uploads\//);
  });
});
