import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_MESSAGES, type ActivityEntry } from '@bank/shared';
import { RESOURCE_CASES, sendRecord } from './support/resources';
import { postTestControl, useTestServer, writeDirectly } from './support/server';
import { DEMO_ACCOUNTS, type Json } from './support/api';

const DEPOSITS = RESOURCE_CASES.find((resource) => resource.path === 'deposits')!;
const EDITOR = DEMO_ACCOUNTS.staff.editor;
const APPROVER = DEMO_ACCOUNTS.staff.approver;
const unique = (what: string) => `${what} ${randomBytes(3).toString('hex')}`;

describe('publishing writes are commands', () => {
  const product = useTestServer();
  const api = () => product.api;
  let admin: string;
  let editor: string;
  let approver: string;
  const control = (what: string, body: Record<string, unknown>) => postTestControl(product.server.url, what, body);
  const publicDeposit = async (id: number): Promise<Json> =>
    ((await api().get('/api/deposits')).body as Json[]).find((row) => row.id === id);
  /** A new deposit, added directly (approvals off): its id. */
  const newDeposit = async (name: string): Promise<number> => {
    const added = await sendRecord(api(), admin, DEPOSITS, 'POST', '/api/admin/deposits', {
      ...(await DEPOSITS.valid()),
      name,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return added.body.id as number;
  };
  const setApprovals = async (on: boolean) => {
    const answer = await api().json('PUT', '/api/admin/approval-setting', { changes_need_approval: on }, admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(on ? 200 : 202);
    if (!on)
      expect(
        (await api().json('POST', `/api/admin/changes/${answer.body.change_request_id}/approve`, {}, approver)).status,
      ).toBe(200);
  };

  beforeAll(async () => {
    admin = await api().login();
    editor = await api().login(EDITOR);
    approver = await api().login(APPROVER);
  });

  it('executes a command in the server as an account: the write and its entry, or the refusal its route answers', async () => {
    const id = await newDeposit(unique('Command deposit'));
    const name = unique('Renamed in process');
    // Its text fields only: a command applied in process carries no file.
    const valid: Record<string, unknown> = { ...(await DEPOSITS.valid()), name };
    if (DEPOSITS.media) delete valid[DEPOSITS.media.field];
    const applied = await control('command', {
      command: 'deposits.update',
      input: { target: { id }, values: valid },
      as: EDITOR.email,
    });
    expect(applied).toMatchObject({ status: 200, result: { id, name } });
    expect((await publicDeposit(id)).name).toBe(name);
    const entries: ActivityEntry[] = (await api().get(`/api/admin/activity?resource=deposits&record_id=${id}`, admin))
      .body.results;
    expect(entries[0]).toMatchObject({ action: 'update', actor: EDITOR.email, record_label: name });

    // Refused as the route refuses: the rule's 400 naming the field, 404 for a record that is not there.
    const refused = await control('command', {
      command: 'deposits.update',
      input: { target: { id }, values: { ...valid, name: '' } },
      as: EDITOR.email,
    });
    expect(refused).toMatchObject({ status: 400, errors: { name: expect.any(String) } });
    const missing = await control('command', {
      command: 'deposits.update',
      input: { target: { id: 999_999 }, values: valid },
      as: EDITOR.email,
    });
    expect(missing).toMatchObject({ status: 404 });
    expect((await publicDeposit(id)).name).toBe(name);
  });

  it('applies a change an earlier version kept as its request, read into the command of the route that answers it now', async () => {
    const id = await newDeposit(unique('Kept as a request'));
    await setApprovals(true);
    const values: Record<string, unknown> = { ...(await DEPOSITS.valid()), name: unique('Applied from a request') };
    if (DEPOSITS.media) delete values[DEPOSITS.media.field];
    const held = await sendRecord(api(), editor, DEPOSITS, DEPOSITS.updateMethod, `/api/admin/deposits/${id}`, values);
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    // The row as the earlier version wrote it: the request's method, address and body, no command.
    await writeDirectly(
      product.server,
      'UPDATE change_requests SET command = NULL, command_version = NULL, input = NULL, body = $1 WHERE id = $2',
      [JSON.stringify(values), held.body.change_request_id],
    );
    const approved = await api().json(
      'POST',
      `/api/admin/changes/${held.body.change_request_id}/approve`,
      {},
      approver,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await publicDeposit(id)).name).toBe(values.name);
    await setApprovals(false);
  });

  it("refuses at approval a change whose maker's role has lost the command's ability since", async () => {
    const id = await newDeposit(unique('Maker demoted'));
    await setApprovals(true);
    const name = unique('Never applied');
    const held = await sendRecord(api(), editor, DEPOSITS, DEPOSITS.updateMethod, `/api/admin/deposits/${id}`, {
      ...(await DEPOSITS.valid()),
      name,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    const users = (await api().get('/api/admin/users', admin)).body as Json[];
    const maker = users.find((user) => user.email === EDITOR.email);
    // An Auditor reads; it may not write content.
    expect((await api().json('PUT', `/api/admin/users/${maker.id}`, { role: 'auditor' }, admin)).status).toBe(200);
    const refused = await api().json('POST', `/api/admin/changes/${held.body.change_request_id}/approve`, {}, approver);
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect((await api().get(`/api/admin/changes/${held.body.change_request_id}`, admin)).body.status).toBe('pending');
    expect((await publicDeposit(id)).name).not.toBe(name);
    expect((await api().json('PUT', `/api/admin/users/${maker.id}`, { role: 'editor' }, admin)).status).toBe(200);
    editor = await api().login(EDITOR);
    await setApprovals(false);
  });

  it('refuses a body that is not a JSON object with 400, writing nothing', async () => {
    const answer = await api().json('POST', '/api/admin/jobs', [{ title: 'A list, not a job' }], admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.errors).toEqual({ _: 'Send the fields as a JSON object' });
  });

  // Last: the command's next version stays in the server until the next file's reset.
  it("applies a change held before an upgrade renamed a field of its command's input, nothing lost", async () => {
    const id = await newDeposit(unique('Upcast deposit'));
    await setApprovals(true);
    const name = unique('Kept across versions');
    const held = await sendRecord(api(), editor, DEPOSITS, DEPOSITS.updateMethod, `/api/admin/deposits/${id}`, {
      ...(await DEPOSITS.valid()),
      name,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    expect(held.body.message).toBe(CHANGE_MESSAGES.sentForApproval);

    // The server's next version names the field otherwise; what the change kept names it as before.
    expect(
      await control('command-version', { command: 'deposits.update', rename: { from: 'name', to: 'product_name' } }),
    ).toEqual({ command: 'deposits.update', version: 2 });
    const approved = await api().json(
      'POST',
      `/api/admin/changes/${held.body.change_request_id}/approve`,
      {},
      approver,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await publicDeposit(id)).name).toBe(name);

    // A change made under the new version applies too.
    const later = unique('Made under version 2');
    const next = await sendRecord(api(), editor, DEPOSITS, DEPOSITS.updateMethod, `/api/admin/deposits/${id}`, {
      ...(await DEPOSITS.valid()),
      product_name: later,
    });
    expect(next.status, JSON.stringify(next.body)).toBe(202);
    expect(
      (await api().json('POST', `/api/admin/changes/${next.body.change_request_id}/approve`, {}, approver)).status,
    ).toBe(200);
    expect((await publicDeposit(id)).name).toBe(later);
    await setApprovals(false);
  });
});
