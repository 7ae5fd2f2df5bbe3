import { randomBytes } from 'crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_MESSAGES, type ActivityEntry, type ChangeRequest } from '@bank/shared';
import { RESOURCE_CASES, sendRecord } from './support/resources';
import { postTestControl, useTestServer, writeDirectly } from './support/server';
import { DEMO_ACCOUNTS, type Json } from './support/api';

const DEPOSITS = RESOURCE_CASES.find((resource) => resource.path === 'deposits')!;
const EDITOR = DEMO_ACCOUNTS.staff.editor;
const APPROVER = DEMO_ACCOUNTS.staff.approver;

// An approval is one transaction: a process ended (kill -9) at any step of it leaves the deposit and
// its change agreeing after a restart, on either database.
describe('an approval cut off by the end of its process', () => {
  const product = useTestServer({ own: true });
  const tokens = { admin: '', editor: '', approver: '' };
  const api = () => product.api;
  const change = async (id: number): Promise<ChangeRequest> =>
    (await api().get(`/api/admin/changes/${id}`, tokens.admin)).body;
  const publicNames = async () => ((await api().get('/api/deposits')).body as Json[]).map((row) => row.name);
  const approve = (id: number) => api().json('POST', `/api/admin/changes/${id}/approve`, {}, tokens.approver);
  /** An Editor's new deposit, held for approval: the change request's id. */
  const heldDeposit = async (name: string) => {
    const sent = await sendRecord(api(), tokens.editor, DEPOSITS, 'POST', '/api/admin/deposits', {
      ...(await DEPOSITS.valid()),
      name,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    return sent.body.change_request_id as number;
  };
  /** Asks the server to stop the next approval at `step`: resolves once one has (throws unless 200). */
  const pauseAt = (step: string) => postTestControl(product.server.url, 'pause', { at: step });
  const signIn = async () => {
    tokens.admin = await api().login();
    tokens.editor = await api().login(EDITOR);
    tokens.approver = await api().login(APPROVER);
  };

  beforeAll(async () => {
    await signIn();
    const on = await api().json('PUT', '/api/admin/approval-setting', { changes_need_approval: true }, tokens.admin);
    expect(on.status).toBe(200);
  });

  for (const { step, applied } of [
    { step: 'approval:claimed', applied: false },
    { step: 'approval:applied', applied: false },
    { step: 'approval:committed', applied: true },
  ]) {
    it(`ended at ${step}: after a restart the change is ${applied ? 'applied' : 'still pending'}, and so is the deposit`, async () => {
      const name = `Crash at ${step} ${randomBytes(3).toString('hex')}`;
      const id = await heldDeposit(name);
      const uploadedBefore = product.server.uploadedFiles();
      const paused = pauseAt(step);
      const approving = approve(id).catch((error: Error) => error);
      await paused;
      await product.server.kill();
      await approving;
      await product.server.restart();
      await signIn();

      const after = await change(id);
      const entries = (await api().get('/api/admin/activity?resource=deposits&action=create', tokens.admin)).body
        .results as ActivityEntry[];
      const entriesOf = () => entries.filter((entry) => entry.record_label === name);
      if (applied) {
        expect(after).toMatchObject({ status: 'approved', approver: { email: APPROVER.email } });
        expect((await publicNames()).filter((shown) => shown === name)).toHaveLength(1);
        expect(entriesOf()).toEqual([expect.objectContaining({ actor: EDITOR.email, approved_by: APPROVER.email })]);
        expect((await approve(id)).body).toEqual({ message: CHANGE_MESSAGES.notPending });
        return;
      }
      expect(after).toMatchObject({ status: 'pending', approver: null, applied_at: null });
      expect(await publicNames()).not.toContain(name);
      expect(entriesOf()).toEqual([]);
      // The picture the approval had stored is gone with its rolled-back row (removed by the restart's sweep).
      expect(product.server.uploadedFiles().sort()).toEqual(uploadedBefore.sort());
      // Nothing half-done stands in the way: approved again, it applies once.
      expect((await approve(id)).status).toBe(200);
      expect((await publicNames()).filter((shown) => shown === name)).toHaveLength(1);
    });
  }

  it('puts changes an earlier server left applying back to waiting when it starts', async () => {
    const now = await heldDeposit(`Left applying ${randomBytes(3).toString('hex')}`);
    const later = await heldDeposit(`Left applying later ${randomBytes(3).toString('hex')}`);
    const users = (await api().get('/api/admin/users', tokens.admin)).body as Json[];
    const approverId = users.find((user) => user.email === APPROVER.email).id;
    const publishAt = new Date(Date.now() + 3_600_000);
    // As each database keeps a date-time: PostgreSQL a timestamp, SQLite (through knex) milliseconds.
    const at = (date: Date) => (product.server.db.client === 'postgres' ? date : date.getTime());
    await writeDirectly(
      product.server,
      "UPDATE change_requests SET status = 'applying', approver_id = $1, decided_at = $2 WHERE id = $3",
      [approverId, at(new Date()), now],
    );
    await writeDirectly(
      product.server,
      "UPDATE change_requests SET status = 'applying', approver_id = $1, decided_at = $2, publish_at = $3 WHERE id = $4",
      [approverId, at(new Date()), at(publishAt), later],
    );
    await product.server.kill();
    await product.server.restart();
    await signIn();
    expect(await change(now)).toMatchObject({ status: 'pending', approver: null });
    expect(await change(later)).toMatchObject({
      status: 'scheduled',
      approver: { email: APPROVER.email },
      publish_at: publishAt.toISOString(),
    });
    expect(product.server.output()).toContain(
      `Changes left applying by a server that stopped are pending again: ${now}`,
    );
    expect(product.server.output()).toContain(
      `Changes left applying by a server that stopped are scheduled again: ${later}`,
    );
  });
});
