import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccountSelf } from '@bank/shared';
import { PENDING_CHANGES_URL } from '../../lib/pending-changes';
import { DRAFT_LIFETIME_MS, keptDrafts } from '../../lib/drafts';
import { fakeServer } from '../../testing/fake-server';
import { renderWithData } from '../../testing/render-with-data';
import { CLERK, JOBS_RESOURCE } from '../../testing/jobs';
import ResourceScreen from './resource-screen';

vi.mock('../../lib/toasts', () => ({ notify: vi.fn() }));

const jobsResource = JOBS_RESOURCE;
const clerk = CLERK;
const esha: StaffAccountSelf = { id: 7, email: 'esha@bank.test', name: 'Esha', role: 'editor', two_step: false };
const ravi: StaffAccountSelf = { ...esha, id: 8, email: 'ravi@bank.test', name: 'Ravi' };
const MINUTE = 60_000;

let server: ReturnType<typeof fakeServer>;

/** The Career list as `account` sees it, opened at `address` (a kept draft's, say). */
async function openCareer(account: StaffAccountSelf, address = '/AdminPage/CareerPage') {
  window.history.replaceState(null, '', address);
  server = fakeServer((request) => {
    if (request.method === 'GET' && request.path === `/api${jobsResource.endpoints.list}`)
      return { status: 200, data: [clerk] };
    if (request.method === 'GET' && request.path === `/api${PENDING_CHANGES_URL}`)
      return { status: 200, data: { results: [], pending_count: 0 } };
    if (request.method === 'POST') return { status: 200, data: { ...clerk, id: 2, title: 'Cashier' } };
    return { status: 404 };
  });
  renderWithData(<ResourceScreen definition={jobsResource} />, { account });
  await screen.findByRole('button', { name: 'Edit Clerk' });
}

/** Types a new job's title and description, then the session ends (the screen goes) without a save. */
async function typeNewJobAndLeave(account: StaffAccountSelf) {
  await openCareer(account);
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: jobsResource.addLabel }));
  const form = screen.getByRole('form', { name: 'New job role' });
  await u.type(within(form).getByLabelText('Title'), 'Cashier');
  await u.type(within(form).getByLabelText('Description'), 'Counts the cash at the counter.');
  cleanup();
  server.close();
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  server.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('Unsaved text of a list form', () => {
  it('is kept as it is typed, and offered back with its age when its address opens the form again', async () => {
    await typeNewJobAndLeave(esha);
    expect(keptDrafts(esha.id)).toEqual([
      expect.objectContaining({ key: 'jobs:new', label: 'New job role', place: '/AdminPage/CareerPage?draft=new' }),
    ]);

    vi.setSystemTime(Date.now() + 14 * MINUTE);
    await openCareer(esha, '/AdminPage/CareerPage?draft=new');
    const form = screen.getByRole('form', { name: 'New job role' });
    const offer = within(form).getByRole('region', { name: 'Unsaved text' });
    expect(offer).toHaveTextContent(/Text you did not save in this form, 14 minutes ago \(.* IST\)/);
    expect(within(form).getByLabelText('Title')).toHaveValue('');

    const u = userEvent.setup();
    await u.click(within(offer).getByRole('button', { name: 'Put it back' }));
    expect(within(form).getByLabelText('Title')).toHaveValue('Cashier');
    expect(within(form).getByLabelText('Description')).toHaveValue('Counts the cash at the counter.');
    expect(within(form).queryByRole('region', { name: 'Unsaved text' })).not.toBeInTheDocument();
  });

  it('is forgotten once the form is saved', async () => {
    await typeNewJobAndLeave(esha);
    await openCareer(esha, '/AdminPage/CareerPage?draft=new');
    const form = screen.getByRole('form', { name: 'New job role' });
    const u = userEvent.setup();
    await u.click(within(form).getByRole('button', { name: 'Put it back' }));
    await u.type(within(form).getByLabelText('Designation'), 'Cashier');
    await u.type(within(form).getByLabelText('Experience (years)'), '2');
    await u.type(within(form).getByLabelText('Qualification'), 'B.Com');
    await u.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.sent.some((request) => request.method === 'POST')).toBe(true));
    await waitFor(() => expect(keptDrafts(esha.id)).toEqual([]));
  });

  it('is forgotten when the form is cancelled, or discarded where it is offered', async () => {
    await typeNewJobAndLeave(esha);
    await openCareer(esha, '/AdminPage/CareerPage?draft=new');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Discard it' }));
    expect(keptDrafts(esha.id)).toEqual([]);
    cleanup();
    server.close();

    await typeNewJobAndLeave(esha);
    await openCareer(esha, '/AdminPage/CareerPage?draft=new');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(keptDrafts(esha.id)).toEqual([]);
  });

  it("is kept for its own account only: another person's sign-in on this browser is not offered it", async () => {
    await typeNewJobAndLeave(esha);
    await openCareer(ravi, '/AdminPage/CareerPage?draft=new');
    expect(screen.getByRole('form', { name: 'New job role' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unsaved text' })).not.toBeInTheDocument();
    expect(keptDrafts(esha.id)).toHaveLength(1);
  });

  it('is kept a day at most', async () => {
    await typeNewJobAndLeave(esha);
    vi.setSystemTime(Date.now() + DRAFT_LIFETIME_MS);
    await openCareer(esha, '/AdminPage/CareerPage?draft=new');
    expect(screen.queryByRole('region', { name: 'Unsaved text' })).not.toBeInTheDocument();
    expect(keptDrafts(esha.id)).toEqual([]);
  });

  it("keeps a record's edit under the record, without a file the form cannot keep", async () => {
    await openCareer(esha);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Edit Clerk' }));
    await u.type(screen.getByLabelText('Description'), ' and the ledger');
    expect(keptDrafts(esha.id)).toEqual([
      expect.objectContaining({
        key: 'jobs:1',
        label: 'Career: Clerk',
        place: '/AdminPage/CareerPage?draft=1',
        values: expect.objectContaining({ description: 'Desk work and the ledger' }),
      }),
    ]);
  });
});
