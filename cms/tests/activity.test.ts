// The activity log: who changed what, when, from where, with the fields before and after; written
// with the change or not at all; append-only on every path; read through GET /api/admin/activity.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE, RATE_SCHEDULE_MESSAGES, indiaToday, type ActivityEntry } from '@bank/shared';
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_SUPERADMIN, samplePdf, type Json } from './support/api';
import { imageFile, oneRowSchedule } from './support/fixtures';
import { useTestServer, useTwoProcesses } from './support/server';
import { apiClient } from './support/api';

const product = useTestServer({ seed: true });
let token: string;

beforeAll(async () => {
  token = await product.api.login();
});

async function entries(query = ''): Promise<ActivityEntry[]> {
  const answer = await product.api.get(`/api/admin/activity${query}`, token);
  expect(answer.status).toBe(200);
  return answer.body.results;
}
const latest = async (query = '') => (await entries(query))[0]!;
const csvFile = (text: string) => ({
  file: { name: 'unclaimed.csv', type: 'text/csv', bytes: Buffer.from(text, 'utf8') },
});

describe('back-office changes', () => {
  it('log a create, an update with only the fields that changed, and a delete with what was deleted', async () => {
    const created = await product.api.form(
      'POST',
      '/api/admin/awards',
      { title: 'Best urban co-operative bank', description: 'State federation award.', image: await imageFile() },
      token,
    );
    expect(created.status).toBe(201);
    const made = await latest('?resource=awards');
    expect(made).toMatchObject({
      action: 'create',
      actor: DEMO_ADMIN.email,
      actor_kind: 'backoffice',
      resource: 'awards',
      record_id: created.body.id,
      record_label: 'Best urban co-operative bank',
      restorable: false,
    });
    expect(made.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(made.changes).toContainEqual({ field: 'image', before: null, after: created.body.image });

    await product.api.form(
      'POST',
      `/api/admin/awards/${created.body.id}`,
      { title: 'Best urban co-operative bank', description: 'State federation award, 2026.' },
      token,
    );
    const updated = await latest('?resource=awards');
    expect(updated).toMatchObject({ action: 'update', record_id: created.body.id, restorable: true });
    expect(updated.changes).toEqual([
      { field: 'description', before: 'State federation award.', after: 'State federation award, 2026.' },
    ]);

    expect((await product.api.del(`/api/admin/awards/${created.body.id}`, token)).status).toBe(204);
    const deleted = await latest('?resource=awards');
    expect(deleted).toMatchObject({
      action: 'delete',
      record_id: created.body.id,
      record_label: 'Best urban co-operative bank',
      restorable: true,
    });
    expect(deleted.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: 'Best urban co-operative bank', after: null },
        { field: 'image', before: created.body.image, after: null },
      ]),
    );
  });

  it('log nothing for a refused change, and nothing for a save that changed nothing', async () => {
    const before = await entries();
    const refused = await product.api.form('POST', '/api/admin/awards', { title: '', description: 'No title.' }, token);
    expect(refused.status).toBe(400);
    const job = (await product.api.get('/api/admin/jobs', token)).body[0];
    const { id, ...fields } = job;
    const same = await product.api.json('PUT', `/api/admin/jobs/${id}`, fields, token);
    expect(same.status).toBe(200);
    expect(await entries()).toEqual(before);
  });

  it('log a rate schedule with its rows, and the unclaimed list imported as one entry with its counts', async () => {
    const names = ['name,address', 'Limaye Vasant,Pune', 'Limaye Tara,Pune', 'Gokhale Anil,Nashik'].join('\n');
    expect((await product.api.form('POST', '/api/admin/unclaimed-deposits/import', csvFile(names), token)).status).toBe(
      200,
    );
    const imported = await latest('?action=import');
    expect(imported).toMatchObject({
      action: 'import',
      resource: 'unclaimed-deposits',
      record_label: expect.stringMatching(/^replaced [\d,]+ names? with 3$/),
      changes: [{ field: 'names', before: expect.any(Number), after: 3 }],
      restorable: true,
    });
  });

  it('log the enquiry marked handled, and the complaint answered, not the visitor sending them', async () => {
    const before = (await entries()).length;
    const enquiry = await product.api.json('POST', '/api/contactus', {
      name: 'Asha Kulkarni',
      email: 'asha@example.in',
      phone: '9876543210',
      subject: 'Locker',
      message: 'Free?',
    });
    expect((await entries()).length).toBe(before);
    const list = (await product.api.get('/api/admin/contactus', token)).body;
    const id = list.find((row: Json) => row.email === 'asha@example.in').id;
    await product.api.json('POST', `/api/admin/contactus/${id}/handled`, { handled: true }, token);
    expect(enquiry.status).toBe(201);
    const handled = await latest('?resource=contact-messages');
    expect(handled).toMatchObject({ action: 'update', record_id: id, record_label: 'Asha Kulkarni' });
    expect(handled.changes).toContainEqual({ field: 'handled', before: false, after: true });
  });
});

describe('Strapi-panel changes', () => {
  it('log the panel user as the one who changed the record', async () => {
    const panel = await product.api.panelSession();
    const list = await panel.call('GET', '/content-manager/collection-types/api::service.service');
    const service = list.body.results[0];
    const edit = await panel.call(
      'PUT',
      `/content-manager/collection-types/api::service.service/${service.documentId}`,
      { name: `${service.name} (panel)` },
    );
    expect(edit.status).toBe(200);
    const entry = await latest('?resource=services');
    expect(entry).toMatchObject({ action: 'update', actor: DEMO_SUPERADMIN.email, actor_kind: 'panel' });
    expect(entry.changes).toEqual([{ field: 'name', before: service.name, after: `${service.name} (panel)` }]);
  });

  it('log nothing when a panel change is refused inside the write (a schedule in force)', async () => {
    const panel = await product.api.panelSession();
    const inForce = (await product.api.get('/api/admin/rate-schedules', token)).body.find(
      (schedule: Json) => schedule.status === 'in_force',
    );
    const documents = await panel.call('GET', '/content-manager/collection-types/api::rate-schedule.rate-schedule');
    const documentId = documents.body.results.find((entry: Json) => entry.id === inForce.id).documentId;
    const before = await entries();
    const edit = await panel.call(
      'PUT',
      `/content-manager/collection-types/api::rate-schedule.rate-schedule/${documentId}`,
      { effective_from: '2031-01-01' },
    );
    expect(edit.status).toBeGreaterThanOrEqual(400);
    expect(await entries()).toEqual(before);
  });
});

describe("the Strapi panel's media library", () => {
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  it('logs an upload, a replacement at the same address and a deletion, each with the file hash before and after', async () => {
    const panel = await product.api.panelSession();
    const first = samplePdf('circular-42.pdf');
    const uploaded = await panel.form('POST', '/upload', { files: first });
    expect(uploaded.status).toBe(201);
    const file = uploaded.body[0];
    const added = await latest('?resource=media');
    expect(added).toMatchObject({
      action: 'media_upload',
      actor: DEMO_SUPERADMIN.email,
      actor_kind: 'panel',
      record_id: file.id,
      record_label: `circular-42.pdf (${file.url})`,
      changes: [{ field: 'sha256', before: null, after: sha256(first.bytes) }],
      unapproved_panel_edit: false,
    });

    // Another PDF at the same address: only the hash tells the two apart.
    const second = { ...first, bytes: Buffer.concat([first.bytes, Buffer.from('\n% revised\n')]) };
    const replaced = await panel.form('POST', `/upload?id=${file.id}`, { files: second });
    expect(replaced.status).toBe(200);
    expect(replaced.body.url).toBe(file.url);
    expect(await latest('?resource=media')).toMatchObject({
      action: 'media_replace',
      record_id: file.id,
      changes: [{ field: 'sha256', before: sha256(first.bytes), after: sha256(second.bytes) }],
    });

    expect((await panel.call('DELETE', `/upload/files/${file.id}`)).status).toBe(200);
    expect(await latest('?resource=media')).toMatchObject({
      action: 'media_delete',
      record_id: file.id,
      changes: [{ field: 'sha256', before: sha256(second.bytes), after: null }],
    });
  });

  it("logs no media entry for the back office's own uploads: those are the record's change", async () => {
    const before = await entries('?resource=media');
    const created = await product.api.form(
      'POST',
      '/api/admin/awards',
      { title: 'Panel-free award', description: 'Uploaded in the back office.', image: await imageFile() },
      token,
    );
    expect(created.status).toBe(201);
    expect(await entries('?resource=media')).toEqual(before);
  });
});

describe('Strapi panel sign-ins', () => {
  // Strapi allows five panel sign-ins per e-mail and address in five minutes: this file uses five.
  it('are logged, right and wrong, by the e-mail typed and the address, for the roles that read staff accounts', async () => {
    const login = await product.api.json('POST', '/admin/login', { ...DEMO_SUPERADMIN, rememberMe: true });
    expect(login.status).toBe(200);
    expect(await latest('?resource=panel-sign-ins')).toMatchObject({
      action: 'panel_sign_in',
      actor: DEMO_SUPERADMIN.email,
      actor_kind: 'panel',
      record_label: 'Strapi panel sign-in',
    });
    // "Remember me" is not kept: a cookie that ends with the browser (and the session's idle time).
    const refresh = login.headers.getSetCookie().find((cookie) => cookie.startsWith('strapi_admin_refresh='));
    expect(refresh).toBeDefined();
    expect(refresh).not.toMatch(/expires=|max-age=/i);

    const wrong = await product.api.json('POST', '/admin/login', {
      email: 'Intruder@Bank.example',
      password: 'guess-1234',
    });
    expect(wrong.status).toBe(400);
    const refused = await latest('?resource=panel-sign-ins');
    expect(refused).toMatchObject({
      action: 'panel_sign_in_failed',
      actor: 'intruder@bank.example',
      record_label: 'Strapi panel sign-in refused (answered 400)',
    });
    expect(refused.ip).toMatch(/127\.0\.0\.1|::1/);
    // An Editor reads the log but not staff accounts: no panel sign-in among her entries.
    const editor = await product.api.login(DEMO_ACCOUNTS.staff.editor);
    const seen = await product.api.get('/api/admin/activity?resource=panel-sign-ins', editor);
    expect(seen.body.results).toEqual([]);
  });
});

describe('sign-in and sign-out', () => {
  it('are logged, a refused sign-in with the e-mail tried', async () => {
    expect(
      (
        await product.api.json('POST', '/api/admin/login', {
          email: 'Intruder@Example.com',
          password: 'wrong-password',
        })
      ).status,
    ).toBe(401);
    const refused = await latest('?action=sign_in_failed');
    // Filed under sign-ins, as a person looking for them would look.
    expect(refused).toMatchObject({
      actor: 'intruder@example.com',
      actor_kind: 'backoffice',
      resource: 'sign-ins',
      record_id: null,
    });
    const session = await product.api.login();
    expect(await latest('?action=sign_in')).toMatchObject({
      actor: DEMO_ADMIN.email,
      resource: 'sign-ins',
      record_label: `${DEMO_ADMIN.email}: signed in`,
    });
    expect((await product.api.call('POST', '/api/admin/logout', { token: session })).status).toBe(200);
    expect(await latest('?action=sign_out')).toMatchObject({ actor: DEMO_ADMIN.email });
  });

  it("reach the roles that read staff accounts, not an Editor: the e-mails typed are others' and strangers'", async () => {
    const editor = await product.api.login(DEMO_ACCOUNTS.staff.editor);
    const seen = await product.api.get('/api/admin/activity?resource=sign-ins', editor);
    expect(seen.status).toBe(200);
    expect(seen.body.results).toEqual([]);
    const filters = await product.api.get('/api/admin/activity/filters', editor);
    expect(filters.body.resources).not.toContain('sign-ins');
    const auditor = await product.api.login(DEMO_ACCOUNTS.staff.auditor);
    expect(
      (await product.api.get('/api/admin/activity?resource=sign-ins', auditor)).body.results.length,
    ).toBeGreaterThan(0);
  });
});

describe('the log', () => {
  it('is read newest first, a page at a time, filtered by person, resource, action and dates', async () => {
    const all = await product.api.get('/api/admin/activity', token);
    expect(all.body).toMatchObject({ page: 1, page_size: ACTIVITY_PAGE_SIZE, total: expect.any(Number) });
    const times = all.body.results.map((entry: Json) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    // Demo content at first start is one entry, not one per record.
    const seeded = await entries('?resource=demo-content');
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({
      action: 'import',
      actor: 'system',
      actor_kind: 'system',
      record_label: expect.stringMatching(/^demo content loaded: [\d,]+ records$/),
    });

    expect(
      (await entries(`?actor=${encodeURIComponent(DEMO_SUPERADMIN.email)}`)).every(
        (entry) => entry.actor === DEMO_SUPERADMIN.email,
      ),
    ).toBe(true);
    expect(
      (await entries('?action=delete&resource=awards')).every(
        (entry) => entry.action === 'delete' && entry.resource === 'awards',
      ),
    ).toBe(true);
    expect(await entries('?from=2001-01-01&to=2001-12-31')).toEqual([]);
    const second = await product.api.get('/api/admin/activity?page=2', token);
    expect(second.body.page).toBe(2);
    expect(second.body.results.length).toBe(
      Math.min(ACTIVITY_PAGE_SIZE, Math.max(0, all.body.total - ACTIVITY_PAGE_SIZE)),
    );

    const filters = await product.api.get('/api/admin/activity/filters', token);
    expect(filters.body.actors).toEqual(expect.arrayContaining([DEMO_ADMIN.email, DEMO_SUPERADMIN.email, 'system']));
    expect(filters.body.resources).toEqual(expect.arrayContaining(['awards', 'services', 'unclaimed-deposits']));
  });

  it("shows the entries of members' and staff records only to the roles that may read them, and lists accounts only", async () => {
    // A complaint answered, and a sign-in refused for an e-mail that names no account.
    const { reference } = (
      await product.api.json('POST', '/api/complaints', {
        name: 'Asha Kulkarni',
        email: 'asha@example.in',
        phone: '9876543210',
        account_holder: 'yes',
        category: 'loans',
        description: 'A second debit for one EMI on 12 November.',
      })
    ).body;
    const complaint = (await product.api.get('/api/admin/complaints', token)).body.find(
      (row: Json) => row.reference === reference,
    );
    const answered = await product.api.json(
      'PUT',
      `/api/admin/complaints/${complaint.id}`,
      { status: 'resolved', resolution: 'Refunded to account 0012 3456 on 20 November.' },
      token,
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const stranger = 'nobody.here@elsewhere.example';
    expect(
      (await product.api.json('POST', '/api/admin/login', { email: stranger, password: 'guess-1234' })).status,
    ).toBe(401);
    const privateResources = ['complaints', 'staff-accounts', 'site-settings'];

    const editor = await product.api.login(DEMO_ACCOUNTS.staff.editor);
    const editorSees = await product.api.get('/api/admin/activity?resource=complaints', editor);
    expect(editorSees.body).toMatchObject({ total: 0, results: [] });
    const editorAll = (await product.api.get('/api/admin/activity', editor)).body.results as ActivityEntry[];
    expect(editorAll.filter((entry) => privateResources.includes(entry.resource ?? ''))).toEqual([]);
    const editorFilters = (await product.api.get('/api/admin/activity/filters', editor)).body;
    expect(editorFilters.resources.filter((resource: string) => privateResources.includes(resource))).toEqual([]);
    expect(editorFilters.resources).toContain('awards');

    // The Auditor reads complaints: she sees their entries.
    const auditor = await product.api.login(DEMO_ACCOUNTS.staff.auditor);
    expect(
      (await product.api.get('/api/admin/activity?resource=complaints&action=update', auditor)).body.results[0],
    ).toMatchObject({ record_id: complaint.id });
    const auditorFilters = (await product.api.get('/api/admin/activity/filters', auditor)).body;
    expect(auditorFilters.resources).toEqual(expect.arrayContaining(['complaints']));
    // Whoever reads it, the filters name accounts and the server, never an e-mail typed at sign-in.
    expect(auditorFilters.actors).not.toContain(stranger);
    expect(auditorFilters.actors).toEqual(expect.arrayContaining([DEMO_ADMIN.email, 'system']));
    expect(
      (await product.api.get(`/api/admin/activity?action=sign_in_failed&actor=${stranger}`, auditor)).body.total,
    ).toBe(1);
  });

  it('names what is wrong with a query', async () => {
    const answer = await product.api.get('/api/admin/activity?action=drop&from=2026-02-30&page=0', token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      action: 'Action is not one the log records',
      from: 'From must be a date written YYYY-MM-DD',
      page: 'Page must be a whole number from 1',
    });
  });

  it('is for signed-in administrators only', async () => {
    expect((await product.api.get('/api/admin/activity')).status).toBe(401);
    expect((await product.api.get('/api/admin/activity/filters')).status).toBe(401);
  });

  it('cannot be changed or deleted on any path: the API, the content API, the Strapi panel, or below it', async () => {
    // Signing in to the panel is an entry of its own: made before the log is read.
    const panel = await product.api.panelSession();
    const entry = await latest();
    const before = await entries();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const status = (
        await product.api.call(method, `/api/admin/activity/${entry.id}`, { token, json: { actor: 'someone else' } })
      ).status;
      expect([404, 405], `${method} /api/admin/activity/{id}`).toContain(status);
      expect([401, 403, 404, 405], `${method} /api/activity-entries`).toContain(
        (await product.api.call(method, `/api/activity-entries/${entry.id}`, { json: { data: {} } })).status,
      );
    }
    const base = '/content-manager/collection-types/api::activity-entry.activity-entry';
    for (const [method, path] of [
      ['POST', base],
      ['PUT', `${base}/any-document`],
      ['DELETE', `${base}/any-document`],
      ['POST', `${base}/actions/bulkDelete`],
    ] as const) {
      expect([400, 403, 404, 405], `${method} ${path}`).toContain(
        (await panel.call(method, path, { actor: 'someone else', documentIds: ['any-document'] })).status,
      );
    }
    expect(await entries()).toEqual(before);
  });
});

describe('Restore this version', () => {
  const award = async (title: string) => {
    const created = await product.api.form(
      'POST',
      '/api/admin/awards',
      { title, description: 'First text.', image: await imageFile() },
      token,
    );
    expect(created.status).toBe(201);
    return created.body as { id: number; title: string; description: string; image: string };
  };
  const entryOf = async (action: string, recordId: number) =>
    (await entries(`?resource=awards&action=${action}`)).find((entry) => entry.record_id === recordId)!;
  const restore = (entryId: number, session: string | undefined = token) =>
    product.api.call('POST', `/api/admin/activity/${entryId}/restore`, { token: session });
  const served = async (url: string) => (await fetch(new URL(url, product.server.url))).status;
  const keptFolder = () => path.join(path.dirname(path.dirname(product.server.uploadsDir)), 'deleted-media');

  it('brings a deleted award back with its id and its picture, which was kept out of /uploads meanwhile', async () => {
    const made = await award('Award for digital banking');
    expect(await served(made.image)).toBe(200);
    expect((await product.api.del(`/api/admin/awards/${made.id}`, token)).status).toBe(204);
    // Kept, but not served to anyone.
    expect(await served(made.image)).toBe(404);
    expect(existsSync(path.join(keptFolder(), path.basename(made.image)))).toBe(true);

    const restored = await restore((await entryOf('delete', made.id)).id);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(made);
    expect(await served(made.image)).toBe(200);
    expect((await product.api.get('/api/awards')).body).toContainEqual(made);
    expect(await (await fetch(`${product.server.url}/Awards`)).text()).toContain('Award for digital banking');

    expect(await latest('?resource=awards')).toMatchObject({
      action: 'restore',
      actor: DEMO_ADMIN.email,
      record_id: made.id,
      record_label: 'Award for digital banking',
      restorable: false,
    });
  });

  it('restores a deletion once: restoring it again answers 409 naming the record back, and makes nothing', async () => {
    const made = await award('Award for co-operative excellence');
    expect((await product.api.del(`/api/admin/awards/${made.id}`, token)).status).toBe(204);
    const deletion = await entryOf('delete', made.id);
    expect((await restore(deletion.id)).status).toBe(200);
    const awardsAfterFirst = (await product.api.get('/api/awards')).body;
    const entriesAfterFirst = await entries();

    const again = await restore(deletion.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: `This record has already been restored: #${made.id}` });
    expect((await product.api.get('/api/awards')).body).toEqual(awardsAfterFirst);
    expect(awardsAfterFirst.filter((row: Json) => row.title === made.title)).toEqual([made]);
    expect(await entries()).toEqual(entriesAfterFirst);
    expect(await served(made.image)).toBe(200);
  });

  it('lets only one of two restores of a deletion sent at the same moment succeed', async () => {
    const made = await award('Award for thrift');
    expect((await product.api.del(`/api/admin/awards/${made.id}`, token)).status).toBe(204);
    const deletion = await entryOf('delete', made.id);

    const answers = await Promise.all([restore(deletion.id), restore(deletion.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      message: `This record has already been restored: #${made.id}`,
    });
    expect((await product.api.get('/api/awards')).body.filter((row: Json) => row.title === made.title)).toEqual([made]);
    expect(await served(made.image)).toBe(200);
    expect(
      (await entries('?resource=awards&action=restore')).filter((entry) => entry.record_id === made.id),
    ).toHaveLength(1);
  });

  it("writes an update's values before back, the replaced picture too, and keeps the one it replaces", async () => {
    const made = await award('Award for rural outreach');
    const changed = await product.api.form(
      'POST',
      `/api/admin/awards/${made.id}`,
      { title: made.title, description: 'Second text.', image: await imageFile('png') },
      token,
    );
    expect(changed.status).toBe(200);
    expect(await served(made.image)).toBe(404);

    const update = await entryOf('update', made.id);
    expect(update.changes.map((change) => change.field).sort()).toEqual(['description', 'image']);
    const restored = await restore(update.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(made);
    expect(await served(made.image)).toBe(200);
    expect(await served(changed.body.image)).toBe(404);
    const logged = await latest('?resource=awards');
    expect(logged).toMatchObject({ action: 'restore', record_id: made.id });
    expect(logged.changes).toContainEqual({ field: 'description', before: 'Second text.', after: 'First text.' });
  });

  it('refuses what cannot be restored, saying why, and changes nothing', async () => {
    const made = await award('Award withdrawn');
    await product.api.form(
      'POST',
      `/api/admin/awards/${made.id}`,
      { title: made.title, description: 'Changed.' },
      token,
    );
    const update = await entryOf('update', made.id);
    await product.api.del(`/api/admin/awards/${made.id}`, token);
    const before = await entries();

    const deletedSince = await restore(update.id);
    expect(deletedSince.status).toBe(409);
    expect(deletedSince.body.message).toBe(
      'Award withdrawn was deleted after this change: restore its deletion first.',
    );
    const signIn = await restore((await latest('?action=sign_in')).id);
    expect(signIn.status).toBe(409);
    expect(signIn.body.message).toBe('Only a change or a deletion of a record can be restored.');
    expect((await restore(999_999_999)).status).toBe(404);
    expect((await restore(update.id, '')).status).toBe(401);
    expect(await entries()).toEqual(before);
    expect((await product.api.get('/api/awards')).body.some((row: Json) => row.id === made.id)).toBe(false);
  });

  it('puts a page back as it was: the About text', async () => {
    const about = (await product.api.get('/api/pages?slug=about-us')).body[0];
    const changed = await product.api.form(
      'POST',
      '/api/admin/pages',
      { slug: 'about-us', title: about.title, content: 'A mistaken text.' },
      token,
    );
    expect(changed.status).toBe(200);
    const update = (await entries('?resource=pages&action=update'))[0]!;
    const restored = await restore(update.id);
    expect(restored.status).toBe(200);
    expect(restored.body.content).toBe(about.content);
    expect((await product.api.get('/api/pages?slug=about-us')).body[0].content).toBe(about.content);
  });
});

describe('files kept for a deleted record', () => {
  it('are removed after DELETED_MEDIA_RETENTION_DAYS by the daily clean-up, which is logged; the deletion then cannot be restored', async () => {
    const created = await product.api.form(
      'POST',
      '/api/admin/awards',
      { title: 'Award of long ago', description: 'Old.', image: await imageFile() },
      token,
    );
    await product.api.del(`/api/admin/awards/${created.body.id}`, token);
    const kept = path.join(
      path.dirname(path.dirname(product.server.uploadsDir)),
      'deleted-media',
      path.basename(created.body.image),
    );
    expect(existsSync(kept)).toBe(true);

    // The clock moves 31 days on: the daily clean-up runs then (and a session of 31 days ago has ended).
    await product.server.setClock(Date.now() + 31 * 86_400_000);
    token = await product.api.login();
    expect(await entries('?action=cleanup')).toHaveLength(1);
    expect(await latest('?action=cleanup')).toMatchObject({
      actor: 'system',
      resource: 'files',
      record_label: expect.stringMatching(/^removed [\d,]+ files? of deleted or changed records kept over 30 days$/),
    });
    expect(existsSync(kept)).toBe(false);

    const deletion = (await entries('?resource=awards&action=delete')).find(
      (entry) => entry.record_id === created.body.id,
    )!;
    const refused = await product.api.call('POST', `/api/admin/activity/${deletion.id}/restore`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `The file ${created.body.image} of this version is no longer kept: files of deleted and changed records are kept 30 days.`,
    );
    expect((await product.api.get('/api/awards')).body.some((row: Json) => row.id === created.body.id)).toBe(false);
    await product.server.setClock(Date.now());
    token = await product.api.login();
  });
});

describe('a rate schedule coming into force at midnight', () => {
  const today = indiaToday();
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  // Two processes on one database, their clocks moved together: made and changed at noon, then
  // each checks just after midnight, as every process does.
  const body = oneRowSchedule(tomorrow);
  const processes = useTwoProcesses();
  let scheduleId: number;

  beforeAll(async () => {
    await processes.first.setClock(`${today}T12:00:00+05:30`);
    const api = apiClient(processes.first.url);
    const session = await api.login();
    const created = await api.json('POST', '/api/admin/rate-schedules', body, session);
    expect(created.status).toBe(201);
    scheduleId = created.body.id;
    // Changed before midnight: the change can no longer be undone once the schedule is in force.
    const raised = { ...body, deposits: [{ ...body.deposits[0], general_rate: 3 }] };
    expect((await api.json('PUT', `/api/admin/rate-schedules/${scheduleId}`, raised, session)).status).toBe(200);
  });

  it('is logged once, by the server, however many processes run; a change to it can no longer be restored', async () => {
    await processes.first.setClock(`${today}T23:59:59+05:30`);
    const api = apiClient(processes.second.url);
    const session = await api.login();
    const starts = async () =>
      (await api.get('/api/admin/activity?action=schedule_start', session)).body.results as ActivityEntry[];
    expect(await starts()).toHaveLength(0);
    // Past midnight in every process: each logs the schedules coming into force, one entry is kept.
    await processes.first.setClock(`${tomorrow}T00:00:01+05:30`);
    expect(await starts()).toHaveLength(1);
    expect((await starts())[0]).toMatchObject({
      actor: 'system',
      actor_kind: 'system',
      resource: 'rate-schedules',
      record_id: scheduleId,
      record_label: expect.stringMatching(/^Schedule of \d{1,2} \w{3} \d{4}$/),
    });
    // Every process checking again (as at a restart): still one entry.
    await processes.second.setClock(`${today}T23:59:59+05:30`);
    await processes.second.setClock(`${tomorrow}T00:00:02+05:30`);
    expect(await starts()).toHaveLength(1);

    const update = (await api.get('/api/admin/activity?resource=rate-schedules&action=update', session)).body
      .results[0] as ActivityEntry;
    expect(update).toMatchObject({ record_id: scheduleId, restorable: true });
    const refused = await api.call('POST', `/api/admin/activity/${update.id}/restore`, { token: session });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(RATE_SCHEDULE_MESSAGES.frozen);
  });
});

describe("the auditor's reading of the log", () => {
  const jobs = async (titles: string[]) => {
    const ids: number[] = [];
    for (const title of titles) {
      const created = await product.api.json(
        'POST',
        '/api/admin/jobs',
        { title, designation: 'Clerk', experience: 1, qualification: 'B.Com', description: 'Counts cash.' },
        token,
      );
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    return ids;
  };

  it('finds entries by words in who, the record or what it is, by one record, a page of 25, 50 or 100 at a time', async () => {
    const [cashier] = await jobs(['Cashier of 100% trust', 'Teller_for_search']);
    expect((await entries('?q=100%25 TRUST')).map((entry) => entry.record_label)).toEqual(['Cashier of 100% trust']);
    // % and _ are the words' own characters, not patterns.
    expect((await entries('?q=teller_for')).map((entry) => entry.record_label)).toEqual(['Teller_for_search']);
    expect((await entries('?q=ller%25for')).length).toBe(0);
    expect((await entries(`?q=${encodeURIComponent(DEMO_ADMIN.email.toUpperCase())}&resource=jobs`)).length).toBe(2);
    expect((await entries(`?resource=jobs&record=${cashier}`)).map((entry) => entry.action)).toEqual(['create']);

    const sized = await product.api.get('/api/admin/activity?page_size=50', token);
    expect(sized.body).toMatchObject({ page_size: 50 });
    expect(sized.body.results.length).toBeLessThanOrEqual(50);
    const refused = await product.api.get('/api/admin/activity?page_size=30&record=x', token);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      page_size: 'Page size is 25, 50 or 100',
      record: 'Record must be a record number',
    });
  });

  it('exports what a filter shows as CSV or JSON, made by the server, each export an entry naming who and what', async () => {
    await jobs(['Exported opening']);
    const auditor = await product.api.login(DEMO_ACCOUNTS.staff.auditor);
    const exported = (format: string, as = auditor) =>
      fetch(`${product.server.url}/api/admin/activity/export?format=${format}&resource=jobs&q=exported`, {
        headers: { Authorization: `Bearer ${as}` },
      });
    const csv = await exported('csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="activity-${indiaToday()}.csv"`);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"When \(India\)","Who","Made in",/);
    expect(lines.slice(1)).toEqual([expect.stringContaining('"back office","127.0.0.1","Created","Jobs","')]);
    expect(lines[1]).toContain('"Exported opening"');

    const json = await exported('json');
    expect(json.status).toBe(200);
    const body = await json.json();
    expect(body).toMatchObject({ total: 1, filter: 'Resource: Jobs; Search: "exported"' });
    expect(body.entries[0]).toMatchObject({ action: 'create', resource: 'jobs', record_label: 'Exported opening' });

    const logged = await entries('?action=activity_export');
    expect(logged.slice(0, 2).map((entry) => [entry.actor, entry.record_label])).toEqual([
      [DEMO_ACCOUNTS.staff.auditor.email, 'JSON of 1 entry (Resource: Jobs; Search: "exported")'],
      [DEMO_ACCOUNTS.staff.auditor.email, 'CSV of 1 entry (Resource: Jobs; Search: "exported")'],
    ]);
    expect((await exported('xml')).status).toBe(400);
    const service = await product.api.login(DEMO_ACCOUNTS.staff.customer_service);
    expect((await exported('csv', service)).status).toBe(403);
  });

  it("leaves out of an export what the role may not read: an Editor's has no complaint", async () => {
    const editor = await product.api.login(DEMO_ACCOUNTS.staff.editor);
    const everything = await fetch(`${product.server.url}/api/admin/activity/export?format=json`, {
      headers: { Authorization: `Bearer ${editor}` },
    });
    const { entries: exported } = (await everything.json()) as { entries: ActivityEntry[] };
    expect(exported.length).toBeGreaterThan(0);
    expect(
      exported.filter((entry) => entry.resource === 'complaints' || entry.resource === 'contact-messages'),
    ).toEqual([]);
  });
});
