import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_MESSAGES, type ChangeRequest } from '@bank/shared';
import { PENDING_CHANGES_URL } from '../../lib/pending-changes';
import { changeRequest } from '../../testing/change-requests';
import { fakeServer, type Answer, type SentRequest } from '../../testing/fake-server';
import { renderWithData } from '../../testing/render-with-data';
import { CLERK, JOBS_RESOURCE } from '../../testing/jobs';
import ResourceScreen from './resource-screen';

vi.mock('../../lib/toasts', () => ({ notify: vi.fn() }));

const jobsResource = JOBS_RESOURCE;
const clerk = CLERK;
const manager = { ...clerk, id: 2, title: 'Manager' };

/** A change request of the jobs waiting for approval. */
const waiting = changeRequest;

const ACCEPTED: Answer = { status: 202, data: { change_request_id: 30, message: CHANGE_MESSAGES.sentForApproval } };

let server: ReturnType<typeof fakeServer>;
let alerts: string[];
let pending: ChangeRequest[];

/** The Career list over a server holding Clerk and Manager, with approvals on: each write answers `write`, and `afterWrite` waits then. */
async function renderJobs(write: (request: SentRequest) => Answer, afterWrite: ChangeRequest[] = []) {
  server = fakeServer((request) => {
    if (request.method === 'GET' && request.path === `/api${jobsResource.endpoints.list}`)
      return { status: 200, data: [clerk, manager] };
    if (request.method === 'GET' && request.path === `/api${PENDING_CHANGES_URL}`)
      return { status: 200, data: { results: pending, pending_count: pending.length } };
    if (request.method === 'GET') return { status: 404 };
    pending = afterWrite;
    return write(request);
  });
  renderWithData(<ResourceScreen definition={jobsResource} />);
  await screen.findByRole('button', { name: 'Edit Clerk' });
}

/** The page's own line saying what was kept for approval. */
const heldNote = () => screen.getByRole('status');
const pendingReads = () => server.sent.filter((request) => request.path === `/api${PENDING_CHANGES_URL}`).length;
const rowOf = (name: string) =>
  screen.getByRole('button', { name: `Edit ${name}` }).closest<HTMLElement>('[role="row"]')!;

beforeEach(() => {
  alerts = [];
  pending = [];
  vi.spyOn(window, 'alert').mockImplementation((message) => void alerts.push(String(message)));
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});

afterEach(() => {
  server.close();
  vi.restoreAllMocks();
});

describe('A list editor while changes need approval', () => {
  it('badges only the records of its own resource that have a pending change, with the values it would give', async () => {
    pending = [
      waiting({ record_id: 1, changes: [{ field: 'designation', before: 'Junior Clerk', after: 'Senior Clerk' }] }),
      waiting({ id: 31, resource: 'deposits', record_id: 2 }),
    ];
    await renderJobs(() => ({ status: 404 }));
    await waitFor(() => expect(rowOf('Clerk')).toHaveTextContent('Waiting for approval'));
    expect(within(rowOf('Clerk')).getByRole('listitem')).toHaveTextContent('designation: Senior Clerk');
    expect(rowOf('Manager')).not.toHaveTextContent('Waiting for approval');
  });

  it("says 'Sent for approval' on the page, not in an alert, when an update is answered 202, keeps the record as it was, and badges it", async () => {
    await renderJobs(() => ACCEPTED, [waiting({ record_id: 1 })]);
    const readsBefore = pendingReads();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit Clerk' }));
    const form = screen.getByRole('form', { name: 'Edit job role' });
    await u.clear(within(form).getByLabelText('Title'));
    await u.type(within(form).getByLabelText('Title'), 'Senior Clerk');
    await u.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(heldNote()).toHaveTextContent(`${CHANGE_MESSAGES.sentForApproval}: Senior Clerk.`));
    expect(alerts).toEqual([]);
    expect(server.sent.filter(({ method }) => method !== 'GET')).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/admin/jobs/1' }),
    ]);
    expect(pendingReads()).toBeGreaterThan(readsBefore);
    await waitFor(() => expect(rowOf('Clerk')).toHaveTextContent('Waiting for approval'));
    expect(screen.queryByRole('button', { name: 'Edit Senior Clerk' })).not.toBeInTheDocument();
  });

  it("says 'Sent for approval' when a delete is answered 202, and keeps the row with its pending delete", async () => {
    await renderJobs(() => ACCEPTED, [waiting({ kind: 'delete', request: 'DELETE /api/admin/jobs/2', record_id: 2 })]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Manager' }));
    await waitFor(() => expect(heldNote()).toHaveTextContent(`${CHANGE_MESSAGES.sentForApproval}: delete Manager.`));
    expect(alerts).toEqual([]);
    await waitFor(() => expect(rowOf('Manager')).toHaveTextContent('Waiting for approval: delete'));
  });

  it("says 'Sent for approval' when an add is answered 202, and names the record waiting outside the list", async () => {
    const added = waiting({
      kind: 'create',
      record_id: null,
      record_label: 'Recovery Officer',
      request: 'POST /api/admin/jobs',
    });
    await renderJobs(() => ACCEPTED, [added]);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: jobsResource.addLabel }));
    const form = screen.getByRole('form', { name: 'New job role' });
    for (const field of jobsResource.fields) {
      const input = within(form).getByLabelText(field.label);
      await u.clear(input);
      await u.type(input, String(jobsResource.example[field.name as keyof typeof jobsResource.example]));
    }
    await u.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(heldNote()).toHaveTextContent(`${CHANGE_MESSAGES.sentForApproval}: ${jobsResource.example.title}.`),
    );
    expect(alerts).toEqual([]);
    const note = await screen.findByRole('region', { name: 'New, waiting for approval' });
    expect(note).toHaveTextContent('Recovery Officer, added by Esha Editor');
    expect(screen.queryByRole('button', { name: 'Edit Recovery Officer' })).not.toBeInTheDocument();
  });

  it("keeps the bank's own alert word for word when the write is answered 200", async () => {
    await renderJobs(() => ({ status: 204 }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Manager' }));
    await waitFor(() => expect(alerts).toEqual(['Job Role Deleted Successfully']));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Manager' })).not.toBeInTheDocument());
  });
});
