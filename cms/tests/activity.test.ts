// The activity log: who changed what, when, from where, with the fields before and after; written
// with the change or not at all; append-only on every path; read through GET /api/admin/activity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE, indiaToday, type ActivityEntry } from '@bank/shared';
import { DEMO_ADMIN, DEMO_SUPERADMIN } from './support/api';
import { imageFile } from './support/fixtures';
import { startServer, useTestServer, type TestServer } from './support/server';
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
const csvFile = (text: string) => ({ file: { name: 'unclaimed.csv', type: 'text/csv', bytes: Buffer.from(text, 'utf8') } });

describe('back-office changes', () => {
  it('log a create, an update with only the fields that changed, and a delete with what was deleted', async () => {
    const created = await product.api.form('POST', '/api/admin/awards', { title: 'Best urban co-operative bank', description: 'State federation award.', image: await imageFile() }, token);
    expect(created.status).toBe(201);
    const made = await latest('?resource=awards');
    expect(made).toMatchObject({ action: 'create', actor: DEMO_ADMIN.email, actor_kind: 'backoffice', resource: 'awards', record_id: created.body.id, record_label: 'Best urban co-operative bank', restorable: false });
    expect(made.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(made.changes).toContainEqual({ field: 'image', before: null, after: created.body.image });

    await product.api.form('POST', `/api/admin/awards/${created.body.id}`, { title: 'Best urban co-operative bank', description: 'State federation award, 2026.' }, token);
    const updated = await latest('?resource=awards');
    expect(updated).toMatchObject({ action: 'update', record_id: created.body.id, restorable: true });
    expect(updated.changes).toEqual([{ field: 'description', before: 'State federation award.', after: 'State federation award, 2026.' }]);

    expect((await product.api.del(`/api/admin/awards/${created.body.id}`, token)).status).toBe(204);
    const deleted = await latest('?resource=awards');
    expect(deleted).toMatchObject({ action: 'delete', record_id: created.body.id, record_label: 'Best urban co-operative bank', restorable: true });
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
    expect((await product.api.form('POST', '/api/admin/unclaimed-deposits/import', csvFile(names), token)).status).toBe(200);
    const imported = await latest('?action=import');
    expect(imported).toMatchObject({ action: 'import', resource: 'unclaimed-deposits', record_label: expect.stringMatching(/^replaced [\d,]+ names with 3$/), changes: [] });
  });

  it('log the enquiry marked handled, and the complaint answered, not the visitor sending them', async () => {
    const before = (await entries()).length;
    const enquiry = await product.api.json('POST', '/api/contactus', { name: 'Asha Kulkarni', email: 'asha@example.in', phone: '9876543210', subject: 'Locker', message: 'Free?' });
    expect((await entries()).length).toBe(before);
    const list = (await product.api.get('/api/admin/contactus', token)).body;
    const id = list.find((row) => row.email === 'asha@example.in').id;
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
    const edit = await panel.call('PUT', `/content-manager/collection-types/api::service.service/${service.documentId}`, { name: `${service.name} (panel)` });
    expect(edit.status).toBe(200);
    const entry = await latest('?resource=services');
    expect(entry).toMatchObject({ action: 'update', actor: DEMO_SUPERADMIN.email, actor_kind: 'panel' });
    expect(entry.changes).toEqual([{ field: 'name', before: service.name, after: `${service.name} (panel)` }]);
  });

  it('log nothing when a panel change is refused inside the write (a schedule in force)', async () => {
    const panel = await product.api.panelSession();
    const inForce = (await product.api.get('/api/admin/rate-schedules', token)).body.find((schedule) => schedule.status === 'in_force');
    const documents = await panel.call('GET', '/content-manager/collection-types/api::rate-schedule.rate-schedule');
    const documentId = documents.body.results.find((entry) => entry.id === inForce.id).documentId;
    const before = await entries();
    const edit = await panel.call('PUT', `/content-manager/collection-types/api::rate-schedule.rate-schedule/${documentId}`, { effective_from: '2031-01-01' });
    expect(edit.status).toBeGreaterThanOrEqual(400);
    expect(await entries()).toEqual(before);
  });
});

describe('sign-in and sign-out', () => {
  it('are logged, a refused sign-in with the e-mail tried', async () => {
    expect((await product.api.json('POST', '/api/admin/login', { email: 'Intruder@Example.com', password: 'wrong-password' })).status).toBe(401);
    const refused = await latest('?action=sign_in_failed');
    expect(refused).toMatchObject({ actor: 'intruder@example.com', actor_kind: 'backoffice', resource: null, record_id: null });
    const session = await product.api.login();
    expect(await latest('?action=sign_in')).toMatchObject({ actor: DEMO_ADMIN.email });
    expect((await product.api.call('POST', '/api/admin/logout', { token: session })).status).toBe(200);
    expect(await latest('?action=sign_out')).toMatchObject({ actor: DEMO_ADMIN.email });
  });
});

describe('the log', () => {
  it('is read newest first, a page at a time, filtered by person, resource, action and dates', async () => {
    const all = await product.api.get('/api/admin/activity', token);
    expect(all.body).toMatchObject({ page: 1, page_size: ACTIVITY_PAGE_SIZE, total: expect.any(Number) });
    const times = all.body.results.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    // Demo content at first start is one entry, not one per record.
    const seeded = await entries('?resource=demo-content');
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ action: 'import', actor: 'system', actor_kind: 'system', record_label: expect.stringMatching(/^demo content loaded: [\d,]+ records$/) });

    expect((await entries(`?actor=${encodeURIComponent(DEMO_SUPERADMIN.email)}`)).every((entry) => entry.actor === DEMO_SUPERADMIN.email)).toBe(true);
    expect((await entries('?action=delete&resource=awards')).every((entry) => entry.action === 'delete' && entry.resource === 'awards')).toBe(true);
    expect(await entries('?from=2001-01-01&to=2001-12-31')).toEqual([]);
    const second = await product.api.get('/api/admin/activity?page=2', token);
    expect(second.body.page).toBe(2);
    expect(second.body.results.length).toBe(Math.min(ACTIVITY_PAGE_SIZE, Math.max(0, all.body.total - ACTIVITY_PAGE_SIZE)));

    const filters = await product.api.get('/api/admin/activity/filters', token);
    expect(filters.body.actors).toEqual(expect.arrayContaining([DEMO_ADMIN.email, DEMO_SUPERADMIN.email, 'system']));
    expect(filters.body.resources).toEqual(expect.arrayContaining(['awards', 'services', 'unclaimed-deposits']));
  });

  it('names what is wrong with a query', async () => {
    const answer = await product.api.get('/api/admin/activity?action=drop&from=2026-02-30&page=0', token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ action: 'Action is not one the log records', from: 'From must be a date written YYYY-MM-DD', page: 'Page must be a whole number from 1' });
  });

  it('is for signed-in administrators only', async () => {
    expect((await product.api.get('/api/admin/activity')).status).toBe(401);
    expect((await product.api.get('/api/admin/activity/filters')).status).toBe(401);
  });

  it('cannot be changed or deleted on any path: the API, the content API, the Strapi panel, or below it', async () => {
    const entry = await latest();
    const before = await entries();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const status = (await product.api.call(method, `/api/admin/activity/${entry.id}`, { token, json: { actor: 'someone else' } })).status;
      expect([404, 405], `${method} /api/admin/activity/{id}`).toContain(status);
      expect([401, 403, 404, 405], `${method} /api/activity-entries`).toContain((await product.api.call(method, `/api/activity-entries/${entry.id}`, { json: { data: {} } })).status);
    }
    const panel = await product.api.panelSession();
    const base = '/content-manager/collection-types/api::activity-entry.activity-entry';
    for (const [method, path] of [
      ['POST', base],
      ['PUT', `${base}/any-document`],
      ['DELETE', `${base}/any-document`],
      ['POST', `${base}/actions/bulkDelete`],
    ] as const) {
      expect([400, 403, 404, 405], `${method} ${path}`).toContain((await panel.call(method, path, { actor: 'someone else', documentIds: ['any-document'] })).status);
    }
    expect(await entries()).toEqual(before);
  });
});

describe('a rate schedule coming into force at midnight', () => {
  const today = indiaToday();
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  // Both processes start 40 s before midnight in India, on one database.
  const env = { TEST_NOW: `${today}T23:59:20+05:30` };
  let first: TestServer;
  let second: TestServer;
  let secondMidnight: number;

  beforeAll(async () => {
    first = await startServer({ env });
    second = await startServer({ database: first.db, env });
    // The second's clock read 23:59:20 when its process began, a little before it answered.
    secondMidnight = Date.now() + 40_000;
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('is logged once, by the server, however many processes run', async () => {
    const api = apiClient(first.url);
    const session = await api.login();
    const body = {
      effective_from: tomorrow,
      deposits: [{ product: 'Savings Account', tenure_from_days: null, tenure_to_days: null, general_rate: 2.75, senior_rate: null, minimum_balance: 1000 }],
      loans: [{ scheme: 'Housing Loan', rate_from: 8.75, rate_to: 10.5, processing_fee: '0.50%', note: null }],
      charges: [{ kind: 'service', name: 'Duplicate passbook', charge: 'Rs 100', reason: null }],
    };
    const created = await api.json('POST', '/api/admin/rate-schedules', body, session);
    expect(created.status).toBe(201);
    const starts = async () => (await api.get('/api/admin/activity?action=schedule_start', session)).body.results as ActivityEntry[];
    await expect.poll(async () => (await starts()).length, { timeout: 75_000, interval: 1_000 }).toBe(1);
    expect((await starts())[0]).toMatchObject({ actor: 'system', actor_kind: 'system', resource: 'rate-schedules', record_id: created.body.id, record_label: expect.stringMatching(/^Schedule of \d{1,2} \w{3} \d{4}$/) });
    // Once the second process too has passed midnight and checked: still one entry.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, secondMidnight - Date.now()) + 3_000));
    expect(await starts()).toHaveLength(1);
  });
});
