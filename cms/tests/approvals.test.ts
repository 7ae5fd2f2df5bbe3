import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_MESSAGES, formatIndiaDateTime, indiaToday, type ActivityEntry, type ChangeRequest } from '@bank/shared';
import { fakeFiles, imageFile, oneRowSchedule } from './support/fixtures';
import { RESOURCE_CASES, sendRecord } from './support/resources';
import { postTestControl, TEST_DATABASE, useTestServer, useTwoProcesses, type TestServer } from './support/server';
import { apiClient, DEMO_ACCOUNTS, DEMO_SUPERADMIN, samplePdf, type ApiClient, type Json } from './support/api';

const DEPOSITS = RESOURCE_CASES.find((resource) => resource.path === 'deposits')!;
const EDITOR = DEMO_ACCOUNTS.staff.editor;
const ADMIN_NAME = DEMO_ACCOUNTS.backoffice.name;
const APPROVER = DEMO_ACCOUNTS.staff.approver;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A server-rendered page's HTML without the comments React puts between adjacent texts. */
const pageOf = async (server: TestServer, path: string) =>
  (await (await fetch(`${server.url}${path}`)).text()).replaceAll('<!-- -->', '');

/** Waits for a condition the server reaches by itself (a scheduled change), polling; fails after `ms`. */
async function eventually(condition: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`Waited ${ms / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Tokens {
  admin: string;
  editor: string;
  approver: string;
}

const signIn = async (api: ApiClient): Promise<Tokens> => ({
  admin: await api.login(),
  editor: await api.login(EDITOR),
  approver: await api.login(APPROVER),
});

const turnApprovalsOn = async (api: ApiClient, admin: string) => {
  const answer = await api.json('PUT', '/api/admin/approval-setting', { changes_need_approval: true }, admin);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ changes_need_approval: true, pending_change_request_id: null });
};

describe('four eyes: changes need approval', () => {
  const product = useTestServer();
  let tokens: Tokens;
  const api = () => product.api;
  const approve = (id: number, token: string, body: Record<string, unknown> = {}) =>
    api().json('POST', `/api/admin/changes/${id}/approve`, body, token);
  const change = async (id: number): Promise<ChangeRequest> =>
    (await api().get(`/api/admin/changes/${id}`, tokens.admin)).body;
  const publicDeposits = async (): Promise<Json[]> => (await api().get('/api/deposits')).body;
  const depositsPage = () => pageOf(product.server, '/Deposits');
  const totalViews = async () =>
    ((await api().get('/api/admin/page-views', tokens.admin)).body as { views: number }[]).reduce(
      (sum, row) => sum + row.views,
      0,
    );
  /** An Editor's change of a deposit, answered 202 with the change request's id. */
  const editorSends = async (method: string, path: string, fields: Record<string, unknown>) => {
    const answer = await sendRecord(api(), tokens.editor, DEPOSITS, method, path, fields);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body).toEqual({ change_request_id: expect.any(Number), message: CHANGE_MESSAGES.sentForApproval });
    return answer.body.change_request_id as number;
  };

  /** An Editor's new deposit, approved and public: its id. */
  const approvedDeposit = async (fields: Record<string, unknown>) => {
    expect((await approve(await editorSends('POST', '/api/admin/deposits', fields), tokens.approver)).status).toBe(200);
    return (await publicDeposits()).find((row) => row.name === fields.name).id as number;
  };

  beforeAll(async () => {
    tokens = await signIn(api());
    expect((await api().get('/api/admin/approval-setting', tokens.admin)).body).toEqual({
      changes_need_approval: false,
      pending_change_request_id: null,
    });
    await turnApprovalsOn(api(), tokens.admin);
  });

  it("keeps an Editor's create, update and delete of a deposit from the public until another account approves each", async () => {
    const valid = await DEPOSITS.valid();
    const name = `Four-eyes deposit ${randomBytes(3).toString('hex')}`;
    const created = await editorSends('POST', '/api/admin/deposits', { ...valid, name });
    expect((await publicDeposits()).map((row) => row.name)).not.toContain(name);
    expect(await depositsPage()).not.toContain(name);

    const pending = (await api().get('/api/admin/changes?status=pending', tokens.approver)).body;
    expect(pending.pending_count).toBeGreaterThanOrEqual(1);
    expect(pending.results.find((entry: ChangeRequest) => entry.id === created)).toMatchObject({
      status: 'pending',
      kind: 'create',
      resource: 'deposits',
      record_id: null,
      record_label: name,
      request: 'POST /api/admin/deposits',
      maker: { email: EDITOR.email, name: EDITOR.name },
      approver: null,
      changes: expect.arrayContaining([{ field: 'name', before: null, after: name }]),
    });

    const own = await approve(created, tokens.editor);
    expect(own.status).toBe(403);
    const approved = await approve(created, tokens.approver);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      id: created,
      status: 'approved',
      approver: { email: APPROVER.email },
      applied_at: expect.any(String),
    });
    const record = (await publicDeposits()).find((row) => row.name === name);
    expect(record).toBeDefined();
    expect(await depositsPage()).toContain(name);
    const entry = (await api().get('/api/admin/activity?resource=deposits&action=create', tokens.admin)).body
      .results[0] as ActivityEntry;
    // The record's entry names the maker and when they made it, the approver and when they approved it.
    expect(entry).toMatchObject({
      record_id: record.id,
      actor: EDITOR.email,
      made_at: approved.body.made_at,
      approved_by: APPROVER.email,
      approved_at: approved.body.decided_at,
    });
    expect((await approve(created, tokens.admin)).body).toEqual({ message: CHANGE_MESSAGES.notPending });

    const renamed = `${name} (renamed)`;
    const updated = await editorSends(DEPOSITS.updateMethod, `/api/admin/deposits/${record.id}`, {
      ...valid,
      name: renamed,
    });
    expect(await change(updated)).toMatchObject({
      kind: 'update',
      record_id: record.id,
      changes: expect.arrayContaining([{ field: 'name', before: name, after: renamed }]),
    });
    expect((await publicDeposits()).find((row) => row.id === record.id).name).toBe(name);
    expect(await depositsPage()).not.toContain(renamed);
    expect((await approve(updated, tokens.admin)).status).toBe(200);
    expect((await publicDeposits()).find((row) => row.id === record.id).name).toBe(renamed);
    expect(await depositsPage()).toContain(renamed);

    const deleted = await sendRecord(api(), tokens.editor, DEPOSITS, 'DELETE', `/api/admin/deposits/${record.id}`, {});
    expect(deleted.status).toBe(202);
    expect((await publicDeposits()).map((row) => row.id)).toContain(record.id);
    expect((await approve(deleted.body.change_request_id, tokens.approver)).status).toBe(200);
    expect((await publicDeposits()).map((row) => row.id)).not.toContain(record.id);
    expect(await depositsPage()).not.toContain(renamed);
  });

  it('binds an Administrator too: their own change cannot be approved by them', async () => {
    const name = `Administrator's deposit ${randomBytes(3).toString('hex')}`;
    const sent = await sendRecord(api(), tokens.admin, DEPOSITS, 'POST', '/api/admin/deposits', {
      ...(await DEPOSITS.valid()),
      name,
    });
    expect(sent.status).toBe(202);
    const own = await approve(sent.body.change_request_id, tokens.admin);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ message: CHANGE_MESSAGES.ownChange });
    expect((await publicDeposits()).map((row) => row.name)).not.toContain(name);
    expect((await approve(sent.body.change_request_id, tokens.approver)).status).toBe(200);
    expect((await publicDeposits()).map((row) => row.name)).toContain(name);
  });

  it('keeps a rate schedule and the protection settings from the public until approved', async () => {
    const effective = addDays(indiaToday(), 40);
    const schedule = { ...oneRowSchedule(effective), confirm_differences: true };
    const upcoming = async () => (await api().get('/api/rates')).body.upcoming?.effective_from ?? null;
    const sent = await api().json('POST', '/api/admin/rate-schedules', schedule, tokens.editor);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(await upcoming()).not.toBe(effective);
    expect((await change(sent.body.change_request_id)).resource).toBe('rate-schedules');
    expect((await approve(sent.body.change_request_id, tokens.approver)).status).toBe(200);
    expect(await upcoming()).toBe(effective);

    // A bad schedule is refused now, not at approval.
    const bad = await api().json(
      'POST',
      '/api/admin/rate-schedules',
      { ...schedule, effective_from: addDays(indiaToday(), -1) },
      tokens.editor,
    );
    expect(bad.status).toBe(400);

    const settings = {
      ombudsman_covered: true,
      dicgc_cover_rupees: 500000,
      fraud_phone: '1800 111 2222',
      fraud_email: 'four-eyes@vishwasbank.in',
    };
    const saved = await api().json('PUT', '/api/admin/protection-settings', settings, tokens.editor);
    expect(saved.status).toBe(202);
    const fraudEmail = async () => (await api().get('/api/protection-settings')).body.fraud_email;
    expect(await fraudEmail()).not.toBe(settings.fraud_email);
    expect(await pageOf(product.server, '/CustomerProtection')).not.toContain(settings.fraud_email);
    expect(await change(saved.body.change_request_id)).toMatchObject({
      kind: 'setting',
      record_id: null,
      changes: expect.arrayContaining([expect.objectContaining({ field: 'fraud_email', after: settings.fraud_email })]),
    });
    expect((await approve(saved.body.change_request_id, tokens.approver)).status).toBe(200);
    expect(await fraudEmail()).toBe(settings.fraud_email);
    expect(await pageOf(product.server, '/CustomerProtection')).toContain(settings.fraud_email);
  });

  it('keeps hiding a page and importing the unclaimed list, with its file, from the public until approved', async () => {
    const hide = await api().json('PUT', '/api/admin/hidden-pages', { part: '/Awards', hidden: true }, tokens.editor);
    expect(hide.status).toBe(202);
    expect(await change(hide.body.change_request_id)).toMatchObject({
      resource: 'hidden-pages',
      record_label: '/Awards',
      changes: [{ field: 'hidden', before: false, after: true }],
    });
    expect((await api().get('/api/hidden-pages')).body).toEqual([]);
    expect((await approve(hide.body.change_request_id, tokens.approver)).status).toBe(200);
    expect((await api().get('/api/hidden-pages')).body).toEqual(['/Awards']);

    const csv = ['name,address', 'Four Eyes Anant,Pune'].join('\n');
    const file = { file: { name: 'unclaimed.csv', type: 'text/csv', bytes: Buffer.from(csv, 'utf8') } };
    const imported = await api().form('POST', '/api/admin/unclaimed-deposits/import', file, tokens.editor);
    expect(imported.status, JSON.stringify(imported.body)).toBe(202);
    const found = async () => (await api().get('/api/unclaimed-deposits?q=four%20eyes')).body.total;
    expect(await found()).toBe(0);
    expect(await change(imported.body.change_request_id)).toMatchObject({
      kind: 'import',
      resource: 'unclaimed-deposits',
    });
    const applied = await approve(imported.body.change_request_id, tokens.approver);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(await found()).toBe(1);
  });

  it("keeps an Administrator's site settings and their picture out of the public and the uploads until approved, previewed without the picture written", async () => {
    const uploads = product.server.uploadedFiles().length;
    const sent = await api().form(
      'PUT',
      '/api/admin/site-settings',
      { hero_title: 'Four eyes on every change', hero_picture: await imageFile('png') },
      tokens.admin,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const settings = async () => (await api().get('/api/site-settings')).body;
    expect((await settings()).hero_title).not.toBe('Four eyes on every change');
    expect(product.server.uploadedFiles()).toHaveLength(uploads);
    expect(await change(sent.body.change_request_id)).toMatchObject({
      kind: 'setting',
      resource: 'site-settings',
      changes: expect.arrayContaining([
        expect.objectContaining({ field: 'hero_title', after: 'Four eyes on every change' }),
        expect.objectContaining({ field: 'hero_picture', after: expect.stringMatching(/^new file: /) }),
      ]),
    });
    // Its preview: the home page with the new title and the picture it has; the new one is written nowhere.
    const link = await api().json(
      'POST',
      `/api/admin/changes/${sent.body.change_request_id}/preview`,
      {},
      tokens.approver,
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const preview = await fetch(`${product.server.url}${link.body.url}`);
    expect(preview.status).toBe(200);
    expect((await preview.text()).replaceAll('<!-- -->', '')).toContain('Four eyes on every change');
    expect(product.server.uploadedFiles()).toHaveLength(uploads);
    expect((await settings()).hero_title).not.toBe('Four eyes on every change');
    expect((await approve(sent.body.change_request_id, tokens.approver)).status).toBe(200);
    const applied = await settings();
    expect(applied.hero_title).toBe('Four eyes on every change');
    expect(applied.hero_picture).toMatch(/^\/uploads\//);
    expect(product.server.uploadedFiles().length).toBeGreaterThan(uploads);
  });

  it('answers a bad input at once, and 404 for an unknown record or change request', async () => {
    const bad = await sendRecord(api(), tokens.editor, DEPOSITS, 'POST', '/api/admin/deposits', {
      ...(await DEPOSITS.valid()),
      name: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('name');
    const unknown = await sendRecord(api(), tokens.editor, DEPOSITS, 'DELETE', '/api/admin/deposits/999999', {});
    expect(unknown.status).toBe(404);
    expect((await api().get('/api/admin/changes/999999', tokens.admin)).status).toBe(404);
    expect((await approve(999999, tokens.approver)).status).toBe(404);
    expect((await api().get('/api/admin/changes?status=everything', tokens.admin)).status).toBe(400);
  });

  it('refuses site settings its rule refuses when they are sent, never holding them for approval', async () => {
    const waiting = async () => (await api().get('/api/admin/changes?status=pending', tokens.admin)).body.pending_count;
    const before = await waiting();
    const link = await api().json(
      'PUT',
      '/api/admin/site-settings',
      { hero_title: 'Never held', hero_button_link: 'javascript:alert(1)' },
      tokens.admin,
    );
    expect(link.status).toBe(400);
    expect(link.body.errors).toHaveProperty('hero_button_link');
    const picture = await api().form(
      'PUT',
      '/api/admin/site-settings',
      { hero_title: 'Never held', hero_picture: fakeFiles.textAsJpeg() },
      tokens.admin,
    );
    expect(picture.status).toBe(415);
    expect(await waiting()).toBe(before);
    expect((await api().get('/api/site-settings')).body.hero_title).not.toBe('Never held');
  });

  it('sends a change back with a reason, leaving nothing public; only its maker withdraws one', async () => {
    const name = `Returned deposit ${randomBytes(3).toString('hex')}`;
    const id = await editorSends('POST', '/api/admin/deposits', { ...(await DEPOSITS.valid()), name });
    const returnPath = `/api/admin/changes/${id}/return`;
    expect((await api().json('POST', returnPath, { reason: '' }, tokens.approver)).status).toBe(400);
    expect((await api().json('POST', returnPath, { reason: 'Mine' }, tokens.editor)).status).toBe(403);
    const returned = await api().json('POST', returnPath, { reason: 'The rate is wrong' }, tokens.approver);
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ status: 'returned', reason: 'The rate is wrong' });
    expect((await approve(id, tokens.approver)).status).toBe(409);
    expect((await publicDeposits()).map((row) => row.name)).not.toContain(name);
    expect(
      (await api().get('/api/admin/changes?status=returned', tokens.editor)).body.results.map(
        (entry: Json) => entry.id,
      ),
    ).toContain(id);

    const other = await editorSends('POST', '/api/admin/deposits', { ...(await DEPOSITS.valid()), name: `${name} 2` });
    const notMine = await api().del(`/api/admin/changes/${other}`, tokens.approver);
    expect(notMine.status).toBe(403);
    expect(notMine.body).toEqual({ message: CHANGE_MESSAGES.onlyMakerWithdraws });
    const withdrawn = await api().del(`/api/admin/changes/${other}`, tokens.editor);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('withdrawn');
    expect((await approve(other, tokens.approver)).status).toBe(409);
    expect((await publicDeposits()).map((row) => row.name)).not.toContain(`${name} 2`);
  });

  it('logs each decision on a change, and each preview link, as an entry of the change request', async () => {
    const decisionsOn = async (id: number) =>
      ((await api().get('/api/admin/activity?resource=change-requests', tokens.admin)).body.results as ActivityEntry[])
        .filter((entry) => entry.record_id === id)
        .map((entry) => ({ action: entry.action, actor: entry.actor, label: entry.record_label }));
    const valid = await DEPOSITS.valid();
    const name = `Logged deposit ${randomBytes(3).toString('hex')}`;
    const send = (suffix: string) =>
      editorSends('POST', '/api/admin/deposits', { ...valid, name: `${name} ${suffix}` });

    const approved = await send('approved');
    expect((await api().json('POST', `/api/admin/changes/${approved}/preview`, {}, tokens.approver)).status).toBe(200);
    expect((await approve(approved, tokens.approver)).status).toBe(200);
    expect(await decisionsOn(approved)).toEqual([
      { action: 'change_approve', actor: APPROVER.email, label: `create of deposits (${name} approved)` },
      { action: 'preview_link', actor: APPROVER.email, label: `create of deposits (${name} approved)` },
    ]);

    const returned = await send('returned');
    const reason = 'The rate is for senior citizens only';
    await api().json('POST', `/api/admin/changes/${returned}/return`, { reason }, tokens.approver);
    expect(await decisionsOn(returned)).toEqual([
      { action: 'change_return', actor: APPROVER.email, label: `create of deposits (${name} returned): ${reason}` },
    ]);

    const withdrawn = await send('withdrawn');
    expect((await api().del(`/api/admin/changes/${withdrawn}`, tokens.editor)).status).toBe(200);
    expect((await decisionsOn(withdrawn)).map((entry) => entry.action)).toEqual(['change_withdraw']);
    expect((await decisionsOn(withdrawn))[0].actor).toBe(EDITOR.email);

    const scheduled = await send('scheduled');
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    expect((await approve(scheduled, tokens.approver, { publish_at: publishAt })).status).toBe(200);
    expect(await decisionsOn(scheduled)).toEqual([
      {
        action: 'change_schedule',
        actor: APPROVER.email,
        label: `create of deposits (${name} scheduled): to apply at ${formatIndiaDateTime(publishAt)}`,
      },
    ]);
  });

  it('previews a held restore from the activity log in its own transaction, other requests answering meanwhile', async () => {
    const valid = await DEPOSITS.valid();
    const name = `Restored deposit ${randomBytes(3).toString('hex')}`;
    const id = await approvedDeposit({ ...valid, name });
    const renamed = await editorSends(DEPOSITS.updateMethod, `/api/admin/deposits/${id}`, {
      ...valid,
      name: `${name} 2`,
    });
    expect((await approve(renamed, tokens.approver)).status).toBe(200);
    const update = (await api().get('/api/admin/activity?resource=deposits&action=update', tokens.admin)).body
      .results as ActivityEntry[];
    const entry = update.find((row) => row.record_id === id)!;
    const held = await api().call('POST', `/api/admin/activity/${entry.id}/restore`, { token: tokens.editor });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    const link = await api().json(
      'POST',
      `/api/admin/changes/${held.body.change_request_id}/preview`,
      {},
      tokens.approver,
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    // Its page is the deposits' page, which shows the restored record.
    expect(link.body.url).toMatch(/^\/preview\/[^/]+\/Deposits$/);

    // The restore's reads go through the preview's transaction: nothing waits for another
    // connection (on SQLite the process's one connection, which the transaction holds).
    const began = Date.now();
    const [preview, other] = await Promise.all([
      // The deposits' page as the restore will make it.
      fetch(`${product.server.url}${link.body.url}`),
      (async () => {
        const answer = await api().get('/api/admin/deposits', tokens.approver);
        return { status: answer.status, ms: Date.now() - began };
      })(),
    ]);
    expect(preview.status).toBe(200);
    const html = (await preview.text()).replaceAll('<!-- -->', '');
    expect(html).toContain(name);
    expect(html).not.toContain(`${name} 2`);
    expect(other.status).toBe(200);
    // A stalled transaction held others for a minute (knex's wait for a connection); a busy machine takes a few seconds.
    expect(other.ms).toBeLessThan(10_000);
    expect((await publicDeposits()).find((row) => row.id === id).name).toBe(`${name} 2`);
  });

  it('refuses a second change to a record while one waits, linking to it; another language is another record', async () => {
    const valid = await DEPOSITS.valid();
    const name = `Waited-on deposit ${randomBytes(3).toString('hex')}`;
    const id = await approvedDeposit({ ...valid, name });
    const first = await editorSends(DEPOSITS.updateMethod, `/api/admin/deposits/${id}`, {
      ...valid,
      name: `${name} A`,
    });
    const second = await sendRecord(api(), tokens.admin, DEPOSITS, DEPOSITS.updateMethod, `/api/admin/deposits/${id}`, {
      ...valid,
      name: `${name} B`,
    });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      message: CHANGE_MESSAGES.alreadyWaiting(EDITOR.name, formatIndiaDateTime((await change(first)).made_at), false),
      change_request_id: first,
      link: `/AdminPage/Approvals?change=${first}`,
    });
    const inMarathi = await api().json(
      'PUT',
      `/api/admin/deposits/${id}/translations/mr`,
      { name: 'मुदत ठेव', details: 'व्याज दर' },
      tokens.admin,
    );
    expect(inMarathi.status, JSON.stringify(inMarathi.body)).toBe(202);
    // Scheduled, it still waits: a second change is refused, and the link opens the Scheduled tab.
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await approve(first, tokens.approver, { publish_at: later })).status).toBe(200);
    const third = await api().json('DELETE', `/api/admin/deposits/${id}`, undefined, tokens.admin);
    expect(third.status).toBe(409);
    expect(third.body.link).toBe(`/AdminPage/Approvals?status=scheduled&change=${first}`);
    expect((await api().del(`/api/admin/changes/${first}`, tokens.editor)).status).toBe(200);
    expect((await api().del(`/api/admin/changes/${inMarathi.body.change_request_id}`, tokens.admin)).status).toBe(200);
  });

  it('answers 409 for a change whose record was changed by someone else since: it could not be applied', async () => {
    const valid = await DEPOSITS.valid();
    const name = `Stale deposit ${randomBytes(3).toString('hex')}`;
    const id = await approvedDeposit({ ...valid, name });
    const held = await editorSends(DEPOSITS.updateMethod, `/api/admin/deposits/${id}`, { ...valid, name: `${name} B` });
    // An emergency edit in the Strapi panel, which four eyes do not hold.
    const panel = await api().panelSession();
    const { documentId } = (
      await panel.call('GET', '/content-manager/collection-types/api::deposit.deposit?pageSize=100')
    ).body.results.find((row: Json) => row.id === id);
    const edited = await panel.call('PUT', `/content-manager/collection-types/api::deposit.deposit/${documentId}`, {
      name: `${name} A`,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const stale = await approve(held, tokens.approver);
    expect(stale.status).toBe(409);
    // It names who changed the record since, and when.
    const outrun = CHANGE_MESSAGES.changedSince(
      DEMO_SUPERADMIN.email,
      formatIndiaDateTime(stale.body.changed_at),
      true,
    );
    expect(stale.body).toEqual({
      message: outrun,
      changed_by: DEMO_SUPERADMIN.email,
      changed_at: expect.any(String),
      version: stale.body.changed_at,
    });
    expect(await change(held)).toMatchObject({ status: 'failed', reason: outrun });
    const logged = (await api().get('/api/admin/activity?resource=change-requests&action=change_fail', tokens.admin))
      .body.results as ActivityEntry[];
    expect(logged.find((entry) => entry.record_id === held)).toMatchObject({
      actor: APPROVER.email,
      record_label: `update of deposits (${name} B): ${outrun}`,
    });
    expect((await publicDeposits()).find((row) => row.id === id).name).toBe(`${name} A`);
  });

  it("answers 409 for a translation whose record's text was changed since in another language", async () => {
    const valid = await DEPOSITS.valid();
    const name = `Translated deposit ${randomBytes(3).toString('hex')}`;
    const id = await approvedDeposit({ ...valid, name });
    const inMarathi = await api().json(
      'PUT',
      `/api/admin/deposits/${id}/translations/mr`,
      { name: 'मुदत ठेव अ', details: 'व्याज दर' },
      tokens.editor,
    );
    expect(inMarathi.status, JSON.stringify(inMarathi.body)).toBe(202);
    const inEnglish = await sendRecord(
      api(),
      tokens.admin,
      DEPOSITS,
      DEPOSITS.updateMethod,
      `/api/admin/deposits/${id}`,
      {
        ...valid,
        name: `${name} 2`,
      },
    );
    expect(inEnglish.status, JSON.stringify(inEnglish.body)).toBe(202);
    expect((await approve(inEnglish.body.change_request_id, tokens.approver)).status).toBe(200);
    // The Marathi text was made from the English as it was: approving it now would translate what is no longer there.
    const stale = await approve(inMarathi.body.change_request_id, tokens.approver);
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.changed_by).toBe(ADMIN_NAME);
    expect((await api().get(`/api/admin/deposits/${id}/translations/mr`, tokens.admin)).status).toBe(404);
  });

  it("previews an Editor's pending change for an Approver: the page shows it, the public does not, nothing kept or counted", async () => {
    const valid = await DEPOSITS.valid();
    const name = `Previewed deposit ${randomBytes(3).toString('hex')}`;
    const id = await approvedDeposit({ ...valid, name });
    const pendingName = `${name} (pending)`;
    const pending = await editorSends(DEPOSITS.updateMethod, `/api/admin/deposits/${id}`, {
      ...valid,
      name: pendingName,
    });
    // Its maker and an Approver get a link to the deposits page; an Auditor, who only reads changes, none.
    const auditor = await api().login(DEMO_ACCOUNTS.staff.auditor);
    expect((await api().json('POST', `/api/admin/changes/${pending}/preview`, {}, auditor)).status).toBe(403);
    const own = await api().json('POST', `/api/admin/changes/${pending}/preview`, {}, tokens.editor);
    expect(own.body).toEqual({ url: expect.stringMatching(/\/Deposits$/) });
    const link = await api().json('POST', `/api/admin/changes/${pending}/preview`, {}, tokens.approver);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body).toEqual({ url: expect.stringMatching(/^\/preview\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\/Deposits$/) });

    // The live list, read twice: held by the cache before the previews.
    await api().get('/api/deposits');
    expect((await api().get('/api/deposits')).headers.get('x-cache')).toBe('HIT');
    const views = await totalViews();
    for (let round = 0; round < 3; round += 1) {
      const preview = await fetch(`${product.server.url}${link.body.url}`, {
        headers: { Accept: 'text/html', 'User-Agent': BROWSER },
      });
      expect(preview.status).toBe(200);
      expect(preview.headers.get('cache-control')).toBe('no-store');
      expect(preview.headers.get('x-robots-tag')).toBe('noindex');
      expect(preview.headers.get('x-cache')).not.toBe('HIT');
      const html = (await preview.text()).replaceAll('<!-- -->', '');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(pendingName);
    }
    expect(await totalViews()).toBe(views);
    const live = await publicDeposits();
    expect(live.find((row) => row.id === id).name).toBe(name);
    expect((await api().get('/api/deposits')).headers.get('x-cache')).toBe('HIT');
    const page = await depositsPage();
    expect(page).toContain(name);
    expect(page).not.toContain(pendingName);
    expect((await change(pending)).status).toBe('pending');

    // Once applied (or sent back), there is no preview of it.
    expect((await approve(pending, tokens.approver)).status).toBe(200);
    expect((await api().json('POST', `/api/admin/changes/${pending}/preview`, {}, tokens.approver)).status).toBe(404);
    expect((await fetch(`${product.server.url}${link.body.url}`)).status).toBe(404);
    expect((await publicDeposits()).find((row) => row.id === id).name).toBe(pendingName);
  });

  it('flags a Strapi-panel edit made while approvals are on, and counts it on the dashboard', async () => {
    const panelEdits = async () =>
      (await api().get('/api/admin/dashboard', tokens.editor)).body.approvals.unapproved_panel_edits as number;
    const before = await panelEdits();
    const panel = await api().panelSession();
    const created = await panel.call('POST', '/content-manager/collection-types/api::job.job', {
      title: 'Panel job',
      designation: 'Clerk',
      experience: 1,
      qualification: 'B.Com',
      description: 'Made in the panel',
    });
    expect([200, 201]).toContain(created.status);
    const entry = (await api().get('/api/admin/activity?resource=jobs&action=create', tokens.admin)).body
      .results[0] as ActivityEntry;
    expect(entry).toMatchObject({ actor_kind: 'panel', unapproved_panel_edit: true, approved_by: null });
    expect(await panelEdits()).toBe(before + 1);
  });

  it("flags a file uploaded in the panel's media library while approvals are on", async () => {
    const panel = await api().panelSession();
    const uploaded = await panel.form('POST', '/upload', { files: samplePdf('emergency-circular.pdf') });
    expect(uploaded.status).toBe(201);
    const entry = (await api().get('/api/admin/activity?resource=media', tokens.admin)).body
      .results[0] as ActivityEntry;
    expect(entry).toMatchObject({
      action: 'media_upload',
      actor_kind: 'panel',
      record_id: uploaded.body[0].id,
      unapproved_panel_edit: true,
    });
  });

  it('makes turning approvals off a change request that another account approves', async () => {
    const off = await api().json('PUT', '/api/admin/approval-setting', { changes_need_approval: false }, tokens.admin);
    expect(off.status).toBe(202);
    expect(off.body).toEqual({
      change_request_id: expect.any(Number),
      message: CHANGE_MESSAGES.turningOffNeedsApproval,
    });
    expect((await api().get('/api/admin/approval-setting', tokens.editor)).body).toEqual({
      changes_need_approval: true,
      pending_change_request_id: off.body.change_request_id,
    });
    // Asking again answers the request already waiting.
    const again = await api().json(
      'PUT',
      '/api/admin/approval-setting',
      { changes_need_approval: false },
      tokens.admin,
    );
    expect([again.status, again.body.change_request_id]).toEqual([202, off.body.change_request_id]);
    // A change waiting when approvals go off stays waiting, and can still be approved.
    const name = `Waiting deposit ${randomBytes(3).toString('hex')}`;
    const waiting = await editorSends('POST', '/api/admin/deposits', { ...(await DEPOSITS.valid()), name });
    expect((await approve(off.body.change_request_id, tokens.admin)).status).toBe(403);
    expect(
      (await api().json('PUT', '/api/admin/approval-setting', { changes_need_approval: false }, tokens.editor)).status,
    ).toBe(403);
    const approved = await approve(off.body.change_request_id, tokens.approver);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await api().get('/api/admin/approval-setting', tokens.admin)).body.changes_need_approval).toBe(false);
    const log = (await api().get('/api/admin/activity?resource=approval-setting', tokens.admin)).body.results;
    expect(log.map((entry: ActivityEntry) => [entry.actor, entry.approved_by, entry.changes[0]?.after])).toEqual([
      [DEMO_ACCOUNTS.backoffice.email, APPROVER.email, false],
      [DEMO_ACCOUNTS.backoffice.email, null, true],
    ]);

    expect((await change(waiting)).status).toBe('pending');
    const direct = await sendRecord(api(), tokens.editor, DEPOSITS, 'POST', '/api/admin/deposits', {
      ...(await DEPOSITS.valid()),
      name: `${name} direct`,
    });
    expect(direct.status).toBe(201);
    expect((await approve(waiting, tokens.approver)).status).toBe(200);
    expect((await publicDeposits()).map((row) => row.name)).toEqual(expect.arrayContaining([name, `${name} direct`]));
  });
});

describe('a scheduled approval with several server processes', () => {
  // PostgreSQL deployments hear each other through LISTEN/NOTIFY; on SQLite, through Redis. Both
  // clocks are the test clock, moved together from a made-up instant.
  // A day ahead (not years: staff accounts unused for 90 days by the clock are blocked as dormant).
  const TEST_NOW = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 86_400_000).toISOString();
  const processes = useTwoProcesses();
  const first = () => processes.first;
  const second = () => processes.second;
  beforeAll(async () => {
    await processes.first.setClock(TEST_NOW);
    const api = apiClient(first().url);
    await turnApprovalsOn(api, await api.login());
  });
  /** An Editor's new job opening, held for approval: the change request's id. */
  const heldJob = async (api: ApiClient, editor: string, title: string) => {
    const sent = await api.json(
      'POST',
      '/api/admin/jobs',
      { title, designation: 'Clerk', experience: 0, qualification: 'B.Com', description: 'x' },
      editor,
    );
    expect(sent.status).toBe(202);
    return sent.body.change_request_id as number;
  };
  const madeAt = async (api: ApiClient, admin: string, id: number) =>
    Date.parse((await api.get(`/api/admin/changes/${id}`, admin)).body.made_at);
  // Within the back office's idle end (15 minutes), so the sessions go on past the move.
  const tenMinutesOn = (made: number) => new Date(made + 10 * 60 * 1000).toISOString();
  const scheduleAt = (api: ApiClient, approver: string, id: number, publishAt: string) =>
    api.json('POST', `/api/admin/changes/${id}/approve`, { publish_at: publishAt }, approver);

  it('goes live at its time in both processes, applied once', async () => {
    const api = apiClient(first().url);
    const tokens = await signIn(api);
    await turnApprovalsOn(api, tokens.admin);
    const title = `Scheduled opening ${randomBytes(3).toString('hex')}`;
    const id = await heldJob(api, tokens.editor, title);
    const made = await madeAt(api, tokens.admin, id);
    expect(made).toBeGreaterThanOrEqual(Date.parse(TEST_NOW));
    const publishAt = tenMinutesOn(made);

    expect((await scheduleAt(api, tokens.approver, id, TEST_NOW)).status).toBe(400);
    const scheduled = await scheduleAt(api, tokens.approver, id, publishAt);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', publish_at: publishAt, applied_at: null });

    const titlesOf = async (server: TestServer) =>
      ((await apiClient(server.url).get('/api/jobs')).body as Json[]).map((job) => job.title);
    expect(await titlesOf(first())).not.toContain(title);
    expect(await titlesOf(second())).not.toContain(title);
    expect(await pageOf(second(), '/Career')).not.toContain(title);
    await processes.first.setClock(Date.parse(publishAt) - 1000);
    expect(await titlesOf(first())).not.toContain(title);
    // Its time comes in both processes: the first to look applies it, the other hears of it.
    await processes.first.setClock(Date.parse(publishAt) + 1000);
    expect(await titlesOf(first())).toContain(title);
    await eventually(async () => (await titlesOf(second())).includes(title), 'the second process to show the job');
    expect(await pageOf(second(), '/Career')).toContain(title);

    const applied = (await api.get(`/api/admin/changes/${id}`, tokens.admin)).body;
    expect(applied).toMatchObject({ status: 'approved', publish_at: publishAt });
    expect(Date.parse(applied.applied_at)).toBeGreaterThanOrEqual(Date.parse(publishAt));
    const entries = (await api.get('/api/admin/activity?resource=jobs&action=create', tokens.admin)).body
      .results as ActivityEntry[];
    expect(entries.filter((entry) => entry.record_label === title)).toEqual([
      expect.objectContaining({ actor: EDITOR.email, approved_by: APPROVER.email }),
    ]);
  });

  it('applies a change once when two approvers in two processes approve it at the same moment', async () => {
    const api = apiClient(first().url);
    const tokens = await signIn(api);
    const title = `Twice approved opening ${randomBytes(3).toString('hex')}`;
    const path = `/api/admin/changes/${await heldJob(api, tokens.editor, title)}/approve`;
    const answers = await Promise.all([
      api.json('POST', path, {}, tokens.approver),
      apiClient(second().url).json('POST', path, {}, tokens.admin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ message: CHANGE_MESSAGES.notPending });
    const jobs = (await apiClient(second().url).get('/api/jobs')).body as Json[];
    expect(jobs.filter((job) => job.title === title)).toHaveLength(1);
    const entries = (await api.get('/api/admin/activity?resource=jobs&action=create', tokens.admin)).body
      .results as ActivityEntry[];
    expect(entries.filter((entry) => entry.record_label === title)).toHaveLength(1);
  });

  it('applies one of two changes to a record approved at once in two processes; the other finds it moved on', async () => {
    const api = apiClient(first().url);
    const tokens = await signIn(api);
    const title = `Twice changed opening ${randomBytes(3).toString('hex')}`;
    expect(
      (
        await api.json(
          'POST',
          `/api/admin/changes/${await heldJob(api, tokens.editor, title)}/approve`,
          {},
          tokens.approver,
        )
      ).status,
    ).toBe(200);
    const job = ((await api.get('/api/jobs')).body as Json[]).find((row) => row.title === title);
    // Two changes to the record may wait at once only in two languages: its English and its Marathi.
    const inEnglish = await api.json(
      'PUT',
      `/api/admin/jobs/${job.id}`,
      { title: `${title} A`, designation: 'Clerk', experience: 0, qualification: 'B.Com', description: 'x' },
      tokens.editor,
    );
    const inMarathi = await api.json(
      'PUT',
      `/api/admin/jobs/${job.id}/translations/mr`,
      { title: `${title} B`, designation: 'लिपिक', qualification: 'बी.कॉम', description: 'x' },
      tokens.editor,
    );
    const [a, b] = [inEnglish.body.change_request_id, inMarathi.body.change_request_id];
    expect([inEnglish.status, inMarathi.status], JSON.stringify(inMarathi.body)).toEqual([202, 202]);
    // The test control answers 200, else throws with its answer.
    const control = (server: TestServer, path: string, at: string) => postTestControl(server.url, path, { at });

    // The first approval stops with its write made, not committed; the second is sent to the other process.
    const paused = control(first(), 'pause', 'approval:applied');
    const approvingA = api.json('POST', `/api/admin/changes/${a}/approve`, {}, tokens.approver);
    expect(await paused).toEqual({ paused: 'approval:applied' });
    const approvingB = apiClient(second().url).json('POST', `/api/admin/changes/${b}/approve`, {}, tokens.admin);
    if (TEST_DATABASE === 'postgres')
      // It reaches the record and waits for the first's transaction (SQLite's one writer makes it wait at its claim).
      await eventually(
        async () =>
          Number(
            (
              await first().query<{ waiting: number }>(
                "SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
              )
            )[0].waiting,
          ) > 0,
        'the second approval to wait for the first',
      );
    expect(await control(first(), 'resume', 'approval:applied')).toEqual({ resumed: 'approval:applied' });
    expect((await approvingA).status).toBe(200);
    const refused = await approvingB;
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toMatchObject({ changed_by: EDITOR.name });
    const titles = ((await apiClient(second().url).get('/api/jobs')).body as Json[]).map((row) => row.title);
    expect(titles).toContain(`${title} A`);
    expect((await api.get(`/api/admin/jobs/${job.id}/translations/mr`, tokens.admin)).status).toBe(404);
    expect((await api.get(`/api/admin/changes/${b}`, tokens.admin)).body.status).toBe('failed');
  });

  it('does not apply a scheduled change whose approver was blocked meanwhile: it waits for another approver', async () => {
    const api = apiClient(first().url);
    const tokens = await signIn(api);
    const title = `Approver gone opening ${randomBytes(3).toString('hex')}`;
    const id = await heldJob(api, tokens.editor, title);
    const publishAt = tenMinutesOn(await madeAt(api, tokens.admin, id));
    expect((await scheduleAt(api, tokens.approver, id, publishAt)).status).toBe(200);
    const users = (await api.get('/api/admin/users', tokens.admin)).body as Json[];
    const approverId = users.find((user) => user.email === APPROVER.email).id;
    expect((await api.json('PUT', `/api/admin/users/${approverId}`, { blocked: true }, tokens.admin)).status).toBe(200);

    await processes.first.setClock(Date.parse(publishAt) + 1000);
    expect(((await api.get('/api/jobs')).body as Json[]).map((job) => job.title)).not.toContain(title);
    expect((await api.get(`/api/admin/changes/${id}`, tokens.admin)).body).toMatchObject({
      status: 'pending',
      approver: null,
      publish_at: null,
      reason: CHANGE_MESSAGES.approverGone,
    });
    expect(first().output() + second().output()).toMatch(
      new RegExp(
        `Scheduled change ${id} was not applied: its approver \\(account ${approverId}\\) may no longer approve`,
      ),
    );
    // Another approver's decision applies it.
    expect((await api.json('POST', `/api/admin/changes/${id}/approve`, {}, tokens.admin)).status).toBe(200);
    expect(((await api.get('/api/jobs')).body as Json[]).map((job) => job.title)).toContain(title);
  });
});

describe('four eyes are two people', () => {
  const product = useTestServer();
  const PASSWORD = 'lantern orbit kettle 4721';
  const approve = (id: number, token: string) =>
    product.api.json('POST', `/api/admin/changes/${id}/approve`, {}, token);
  /** The Administrator's own change of a deposit, held for approval. */
  const adminSends = async (admin: string, name: string) => {
    const held = await sendRecord(product.api, admin, DEPOSITS, 'POST', '/api/admin/deposits', {
      ...(await DEPOSITS.valid()),
      name,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    return held.body.change_request_id as number;
  };
  const refusedFor = (what: string) =>
    expect.objectContaining({
      status: 403,
      body: {
        message: expect.stringMatching(
          new RegExp(`^You cannot approve this change: its maker ${what} on \\d{1,2} \\w+ \\d{4}, and for 30 days`),
        ),
      },
    });

  it('refuses an account the maker made, gave a password link or reset, naming why; an independent one approves', async () => {
    const api = product.api;
    const admin = await api.login();
    const approver = await api.login(APPROVER);
    // The Administrator makes an Approver and sets its password from the link she was given.
    const made = await api.json(
      'POST',
      '/api/admin/users',
      { email: 'second.pair@bank.example', name: 'Second Pair', role: 'approver' },
      admin,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const token = new URL(made.body.set_password_link, 'http://site.example').searchParams.get('token');
    expect((await api.json('POST', '/api/admin/set-password', { token, password: PASSWORD })).status).toBe(200);
    const ownAccount = await api.login({ email: 'second.pair@bank.example', password: PASSWORD });
    await turnApprovalsOn(api, admin);

    const first = await adminSends(admin, 'Two people deposit');
    expect(await approve(first, ownAccount)).toEqual(refusedFor('made your account'));
    expect((await api.get(`/api/admin/changes/${first}`, admin)).body.status).toBe('pending');
    // Turning approvals off is refused to that account the same way.
    const off = await api.json('PUT', '/api/admin/approval-setting', { changes_need_approval: false }, admin);
    expect(off.status).toBe(202);
    expect(await approve(off.body.change_request_id, ownAccount)).toEqual(refusedFor('made your account'));
    // An Approver the maker has done none of that to approves.
    expect((await approve(first, approver)).status).toBe(200);

    // Given a new set-password link by the Administrator, the demo Approver approves none of hers either.
    const [{ id: approverId }] = await product.server.query<{ id: number }>(
      'SELECT id FROM up_users WHERE email = $1',
      [APPROVER.email],
    );
    expect((await api.call('POST', `/api/admin/users/${approverId}/password-link`, { token: admin })).status).toBe(200);
    const second = await adminSends(admin, 'Three people deposit');
    const again = await api.login(APPROVER);
    expect(await approve(second, again)).toEqual(refusedFor('gave your account a new set-password link'));
  });
});

describe('giving the Approver or Administrator role while approvals are on', () => {
  const product = useTestServer();
  const approve = (id: number, token: string) =>
    product.api.json('POST', `/api/admin/changes/${id}/approve`, {}, token);

  it('holds giving the Approver or Administrator role for another to approve, checked in full first; other changes run at once', async () => {
    const api = product.api;
    const admin = await api.login();
    const approver = await api.login(APPROVER);
    await turnApprovalsOn(api, admin);
    const accountsNamed = async (email: string) =>
      product.server.query<{ staff_role: string }>('SELECT staff_role FROM up_users WHERE email = $1', [email]);
    const changeCount = async () => (await product.server.query('SELECT id FROM change_requests')).length;

    const held = await api.json(
      'POST',
      '/api/admin/users',
      { email: 'New.Approver@bank.example', name: 'New Approver', role: 'approver' },
      admin,
    );
    expect(held.status).toBe(202);
    expect(held.body.message).toBe(CHANGE_MESSAGES.roleGrantNeedsApproval('Approver', true));
    expect(await accountsNamed('new.approver@bank.example')).toEqual([]);
    const change = (await api.get(`/api/admin/changes/${held.body.change_request_id}`, admin)).body as ChangeRequest;
    expect(change).toMatchObject({ status: 'pending', resource: 'staff-accounts', kind: 'create' });
    expect(change.changes).toContainEqual({ field: 'role', before: null, after: 'approver' });

    // A refused input is never held: it answers as the route would.
    const before = await changeCount();
    expect(
      (await api.json('POST', '/api/admin/users', { email: 'not-an-address', name: 'X', role: 'approver' }, admin))
        .status,
    ).toBe(400);
    expect(
      (
        await api.json(
          'POST',
          '/api/admin/users',
          { email: APPROVER.email, name: 'Twice', role: 'administrator' },
          admin,
        )
      ).status,
    ).toBe(409);
    expect(await changeCount()).toBe(before);
    // An Editor is added at once: that role publishes nothing alone.
    const editor = await api.json(
      'POST',
      '/api/admin/users',
      { email: 'new.editor@bank.example', name: 'New Editor', role: 'editor' },
      admin,
    );
    expect(editor.status).toBe(201);

    // The maker cannot approve it; another Approver does, and the log names both.
    expect((await approve(held.body.change_request_id, admin)).status).toBe(403);
    expect((await approve(held.body.change_request_id, approver)).status).toBe(200);
    expect(await accountsNamed('new.approver@bank.example')).toEqual([{ staff_role: 'approver' }]);
    const [created] = await product.server.query<{ actor: string; approved_by: string }>(
      "SELECT actor, approved_by FROM activity_entries WHERE action = 'account_create' AND record_label LIKE 'new.approver@bank.example%'",
    );
    expect(created).toEqual({ actor: DEMO_ACCOUNTS.backoffice.email, approved_by: APPROVER.email });

    // A role change to Administrator is held the same way; a name change or a step down is not.
    const promote = await api.json('PUT', `/api/admin/users/${editor.body.id}`, { role: 'administrator' }, admin);
    expect(promote.status).toBe(202);
    expect(promote.body.message).toBe(CHANGE_MESSAGES.roleGrantNeedsApproval('Administrator', false));
    expect(await accountsNamed('new.editor@bank.example')).toEqual([{ staff_role: 'editor' }]);
    expect(
      (await api.json('PUT', `/api/admin/users/${editor.body.id}`, { name: 'Renamed Editor' }, admin)).status,
    ).toBe(200);
    const second = await approve(promote.body.change_request_id, approver);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await accountsNamed('new.editor@bank.example')).toEqual([{ staff_role: 'administrator' }]);
    expect((await api.json('PUT', `/api/admin/users/${editor.body.id}`, { role: 'auditor' }, admin)).status).toBe(200);
    expect(await accountsNamed('new.editor@bank.example')).toEqual([{ staff_role: 'auditor' }]);
  });
});
