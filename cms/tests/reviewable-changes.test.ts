import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChangeRequest } from '@bank/shared';
import { imageFile } from './support/fixtures';
import { RESOURCE_CASES, sendRecord } from './support/resources';
import { useTestServer } from './support/server';
import { DEMO_ACCOUNTS, type Json } from './support/api';

const DEPOSITS = RESOURCE_CASES.find((resource) => resource.path === 'deposits')!;

describe('a change as its approver reviews it', () => {
  const product = useTestServer();
  const api = () => product.api;
  let admin: string;
  let editor: string;
  const change = async (id: number): Promise<ChangeRequest> =>
    (await api().get(`/api/admin/changes/${id}`, admin)).body;

  let deposit: Json;

  beforeAll(async () => {
    admin = await api().login();
    editor = await api().login(DEMO_ACCOUNTS.staff.editor);
    const added = await sendRecord(api(), admin, DEPOSITS, 'POST', '/api/admin/deposits', await DEPOSITS.valid());
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    deposit = added.body;
    const on = await api().json('PUT', '/api/admin/approval-setting', { changes_need_approval: true }, admin);
    expect(on.status).toBe(200);
  });

  it('shows a site-settings save as the fields it changes, each with its live value before', async () => {
    const live = (await api().get('/api/admin/site-settings', admin)).body as Json;
    // The back office sends every value of the form, changed or not.
    const values = Object.fromEntries(
      Object.entries(live).filter(([, value]) => typeof value !== 'string' || !value.startsWith('/uploads/')),
    );
    const sent = await api().json(
      'PUT',
      '/api/admin/site-settings',
      { ...values, hero_title: 'Reviewed title' },
      admin,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect((await change(sent.body.change_request_id)).changes).toEqual([
      { field: 'hero_title', before: live.hero_title, after: 'Reviewed title' },
    ]);
    expect((await api().del(`/api/admin/changes/${sent.body.change_request_id}`, admin)).status).toBe(200);
  });

  it('gives the picture a change holds, as sent, to whoever may read changes', async () => {
    const valid = await DEPOSITS.valid();
    const picture = await imageFile('png', 'new-card.png');
    const sent = await sendRecord(api(), editor, DEPOSITS, 'POST', '/api/admin/deposits', {
      ...valid,
      name: `Pictured deposit ${randomBytes(3).toString('hex')}`,
      [DEPOSITS.media!.field]: picture,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const path = `/api/admin/changes/${sent.body.change_request_id}/files/${DEPOSITS.media!.field}`;
    const auditor = await api().login(DEMO_ACCOUNTS.staff.auditor);
    const held = await fetch(`${product.server.url}${path}`, { headers: { Authorization: `Bearer ${auditor}` } });
    expect(held.status).toBe(200);
    expect(held.headers.get('content-type')).toBe('image/png');
    expect(held.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await held.arrayBuffer()).equals(Buffer.from(picture.bytes))).toBe(true);

    const service = await api().login(DEMO_ACCOUNTS.staff.customer_service);
    expect((await api().get(path, service)).status).toBe(403);
    expect((await api().get(`/api/admin/changes/${sent.body.change_request_id}/files/pdf`, admin)).status).toBe(404);
    expect((await api().get(path)).status).toBe(401);
  });

  it('previews a change with the picture it brings, served from its held bytes, nothing stored', async () => {
    const uploads = product.server.uploadedFiles().length;
    const valid = await DEPOSITS.valid();
    const picture = await imageFile('png', 'preview-card.png');
    const sent = await sendRecord(api(), editor, DEPOSITS, DEPOSITS.updateMethod, `/api/admin/deposits/${deposit.id}`, {
      ...valid,
      name: deposit.name,
      [DEPOSITS.media!.field]: picture,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const link = await api().json('POST', `/api/admin/changes/${sent.body.change_request_id}/preview`, {}, admin);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.url).toMatch(/^\/preview\/[^/]+\/Deposits$/);
    const html = await (await fetch(`${product.server.url}${link.body.url}`)).text();
    // A page runs no script in a preview: what it shows a visitor without JavaScript is shown.
    expect(html).not.toContain('<noscript');
    const [address] = html.match(/\/preview\/[^/"]+\/held-file\/[^"?]+/) ?? [];
    expect(address).toBe(`${link.body.url.replace(/\/Deposits$/, '')}/held-file/${DEPOSITS.media!.field}`);
    const held = await fetch(`${product.server.url}${address}`);
    expect(held.status).toBe(200);
    expect(held.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await held.arrayBuffer()).equals(Buffer.from(picture.bytes))).toBe(true);
    expect(product.server.uploadedFiles()).toHaveLength(uploads);
    // The live page keeps its picture; a field the change brings nothing for has no address.
    expect(await (await fetch(`${product.server.url}/Deposits`)).text()).not.toContain('held-file');
    expect((await fetch(`${product.server.url}${address!.replace(/[^/]+$/, 'pdf')}`)).status).toBe(404);
    expect((await api().del(`/api/admin/changes/${sent.body.change_request_id}`, editor)).status).toBe(200);
  });

  it("says which language a translation's change is in", async () => {
    const sent = await api().json(
      'PUT',
      `/api/admin/deposits/${deposit.id}/translations/hi`,
      { name: 'सावधि जमा', details: 'ब्याज दर' },
      editor,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(await change(sent.body.change_request_id)).toMatchObject({ locale: 'hi', record_id: deposit.id });
  });
});
