import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHANGE_MESSAGES,
  formatIndiaDateTime,
  type ApprovalSetting,
  type ChangeRequest,
  type StaffRole,
} from '@bank/shared';
import { changeRequest } from '../../testing/change-requests';
import { fakeServer, type Answer, type SentRequest } from '../../testing/fake-server';
import { renderWithData } from '../../testing/render-with-data';
import ApprovalsScreen from './approvals-screen';

const EDITOR = { id: 2, name: 'Esha Editor', email: 'editor@example.com' };
const SIGNED_IN = { id: 1, name: 'Asha Admin', email: 'admin@example.com' };

/** An Editor's change of a deposit's rate and picture, waiting for approval. */
const rateChange: ChangeRequest = changeRequest({
  id: 11,
  resource: 'deposits',
  record_id: 3,
  record_label: 'Fixed Deposit',
  request: 'PUT /api/admin/deposits/3',
  changes: [
    { field: 'interest_rate', before: 7.1, after: 7.25 },
    { field: 'image', before: '/uploads/fd_old.jpg', after: '/uploads/fd_new.jpg' },
  ],
  maker: EDITOR,
});
/** The signed-in Administrator's own new job, waiting for approval. */
const ownChange: ChangeRequest = {
  ...rateChange,
  id: 12,
  kind: 'create',
  resource: 'jobs',
  record_id: null,
  record_label: 'Clerk',
  request: 'POST /api/admin/jobs',
  changes: [{ field: 'name', before: null, after: 'Clerk' }],
  maker: SIGNED_IN,
};
const approvedChange: ChangeRequest = {
  ...rateChange,
  id: 9,
  status: 'approved',
  approver: SIGNED_IN,
  decided_at: '2026-11-23T05:00:00.000Z',
  applied_at: '2026-11-23T05:00:00.000Z',
};

let server: ReturnType<typeof fakeServer>;

/** The Approvals screen over a server holding `pending` and `approvedChange`; `decide` answers the POSTs and DELETEs. */
async function renderScreen({
  role = 'administrator',
  pending = [rateChange, ownChange],
  setting = { changes_need_approval: true, pending_change_request_id: null },
  decide = () => ({ status: 404 }),
  listed = {},
}: {
  role?: StaffRole;
  pending?: ChangeRequest[];
  setting?: ApprovalSetting;
  decide?: (request: SentRequest) => Answer;
  /** The changes of the other statuses, by status. */
  listed?: Record<string, ChangeRequest[]>;
} = {}) {
  server = fakeServer((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/changes?status=pending')
      return { status: 200, data: { results: pending, pending_count: pending.length } };
    const status = /^\/api\/admin\/changes\?status=(\w+)$/.exec(request.path)?.[1];
    if (request.method === 'GET' && status && listed[status])
      return { status: 200, data: { results: listed[status], pending_count: pending.length } };
    if (request.method === 'GET' && request.path === '/api/admin/changes?status=approved')
      return { status: 200, data: { results: [approvedChange], pending_count: pending.length } };
    if (request.method === 'GET' && request.path.startsWith('/api/admin/changes?status='))
      return { status: 200, data: { results: [], pending_count: pending.length } };
    if (request.method === 'GET' && request.path === '/api/admin/approval-setting')
      return { status: 200, data: setting };
    return decide(request);
  });
  renderWithData(
    <MemoryRouter initialEntries={['/AdminPage/Approvals']}>
      <ApprovalsScreen />
    </MemoryRouter>,
    { role },
  );
  await screen.findByRole('button', { name: /^Open change 11/ });
}

const open = (change: ChangeRequest) =>
  userEvent.click(screen.getByRole('button', { name: new RegExp(`^Open change ${change.id}:`) }));
const view = () => screen.getByRole('region', { name: /^(Change|Add|Delete) / });
const posts = () => server.sent.filter((request) => request.method !== 'GET');

afterEach(() => {
  server.close();
  vi.restoreAllMocks();
});

describe('ApprovalsScreen', () => {
  it('lists the changes waiting for approval: when, who and what', async () => {
    await renderScreen();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(formatIndiaDateTime(rateChange.made_at));
    expect(rows[0]).toHaveTextContent('Esha Editor');
    expect(rows[0]).toHaveTextContent('Change the deposit “Fixed Deposit”');
    expect(rows[1]).toHaveTextContent('Asha Admin');
    expect(rows[1]).toHaveTextContent('Add the job opening “Clerk”');
    expect(screen.getByRole('button', { name: 'Waiting for approval' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the changes of another status when asked, read from the server by that status', async () => {
    await renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
    expect(await screen.findByRole('button', { name: /^Open change 9:/ })).toBeInTheDocument();
    expect(server.sent.map(({ path }) => path)).toContain('/api/admin/changes?status=approved');
    expect(screen.queryByRole('button', { name: /^Open change 11:/ })).not.toBeInTheDocument();
  });

  it('opens a change with who made it, and every field it changes by its label before and after, files as links with thumbnails', async () => {
    await renderScreen();
    await open(rateChange);
    const opened = view();
    expect(opened).toHaveTextContent('Esha Editor (editor@example.com)');
    expect(opened).not.toHaveTextContent('/api/admin');
    const rows = within(opened)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldBeforeAfter',
      'Interest Rate (%)7.17.25',
      'Image/uploads/fd_old.jpg/uploads/fd_new.jpg',
    ]);
    const after = within(opened).getByRole('link', { name: '/uploads/fd_new.jpg' });
    expect(after).toHaveAttribute('href', '/uploads/fd_new.jpg');
    expect(after.querySelector('img')).toHaveAttribute('src', '/uploads/fd_new.jpg');
  });

  it('shows a picture the change brings beside the current one, and marks the words a long text changes', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:held-picture');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const details = (often: string) =>
      `Interest is paid ${often} into the savings account of the depositor, or added to the deposit when it is renewed.`;
    const pictured = changeRequest({
      ...rateChange,
      changes: [
        { field: 'details', before: details('quarterly'), after: details('monthly') },
        { field: 'image', before: '/uploads/fd_old.jpg', after: 'new file: fd_new.png' },
      ],
    });
    await renderScreen({
      pending: [pictured],
      decide: (request) =>
        request.path === '/api/admin/changes/11/files/image'
          ? { status: 200, data: new Blob(['png'], { type: 'image/png' }) }
          : { status: 404 },
    });
    await open(pictured);
    const opened = view();
    expect(await within(opened).findByRole('img', { name: 'The new fd_new.png' })).toHaveAttribute(
      'src',
      'blob:held-picture',
    );
    expect(within(opened).getByRole('link', { name: '/uploads/fd_old.jpg' }).querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/fd_old.jpg',
    );
    expect(opened.querySelector('del')).toHaveTextContent('quarterly');
    expect(opened.querySelector('ins')).toHaveTextContent('monthly');
  });

  it('approves a change now: posts no time, says it is public, and reads the list again', async () => {
    let pending = [rateChange, ownChange];
    await renderScreen({
      pending,
      decide: (request) => {
        if (request.method === 'POST' && request.path === '/api/admin/changes/11/approve') {
          pending = [ownChange];
          return { status: 200, data: { ...rateChange, status: 'approved', approver: SIGNED_IN } };
        }
        return { status: 404 };
      },
    });
    const listReads = () => server.sent.filter(({ path }) => path === '/api/admin/changes?status=pending').length;
    const readsBefore = listReads();
    await open(rateChange);
    await userEvent.click(within(view()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(CHANGE_MESSAGES.approved)).toBeInTheDocument();
    expect(posts()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/admin/changes/11/approve',
        body: { kind: 'json', fields: [], values: {} },
      }),
    ]);
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
  });

  it("approves a change for a date and time in India, sent with India's offset", async () => {
    await renderScreen({
      decide: (request) =>
        request.path === '/api/admin/changes/11/approve'
          ? { status: 200, data: { ...rateChange, status: 'scheduled', publish_at: '2030-12-01T04:30:00.000Z' } }
          : { status: 404 },
    });
    await open(rateChange);
    await userEvent.click(within(view()).getByRole('radio', { name: 'At a date and time' }));
    const at = within(view()).getByLabelText('Publish at (India time, IST)');
    await userEvent.type(at, '2030-12-01T10:00');
    await userEvent.click(within(view()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(CHANGE_MESSAGES.scheduled)).toBeInTheDocument();
    expect(posts()).toEqual([
      expect.objectContaining({
        path: '/api/admin/changes/11/approve',
        body: { kind: 'json', fields: ['publish_at'], values: { publish_at: '2030-12-01T10:00:00+05:30' } },
      }),
    ]);
  });

  it('refuses a time already past before asking the server', async () => {
    await renderScreen();
    await open(rateChange);
    await userEvent.click(within(view()).getByRole('radio', { name: 'At a date and time' }));
    await userEvent.type(within(view()).getByLabelText('Publish at (India time, IST)'), '2020-01-01T10:00');
    await userEvent.click(within(view()).getByRole('button', { name: 'Approve' }));
    expect(within(view()).getByRole('alert')).toHaveTextContent(CHANGE_MESSAGES.publishAtPast);
    expect(posts()).toEqual([]);
  });

  it('moves a scheduled change to another time in India, or cancels its schedule', async () => {
    const scheduled: ChangeRequest = {
      ...rateChange,
      status: 'scheduled',
      approver: { id: 3, name: 'Anil Approver', email: 'approver@example.com' },
      decided_at: '2026-11-24T06:00:00.000Z',
      publish_at: '2030-12-01T04:30:00.000Z',
    };
    await renderScreen({
      listed: { scheduled: [scheduled] },
      decide: (request) =>
        request.path === '/api/admin/changes/11/reschedule'
          ? { status: 200, data: { ...scheduled, publish_at: '2030-11-30T04:30:00.000Z' } }
          : request.path === '/api/admin/changes/11/cancel'
            ? { status: 200, data: { ...scheduled, status: 'pending', publish_at: null, approver: null } }
            : { status: 404 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Scheduled' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Open change 11:/ }));
    expect(within(view()).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await userEvent.type(within(view()).getByLabelText('New time (India time, IST)'), '2030-11-30T10:00');
    await userEvent.click(within(view()).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText(CHANGE_MESSAGES.rescheduled)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^Open change 11:/ }));
    await userEvent.click(within(view()).getByRole('button', { name: 'Cancel the schedule' }));
    expect(await screen.findByText(CHANGE_MESSAGES.cancelled)).toBeInTheDocument();
    expect(posts().map(({ path, body }) => [path, body.kind === 'json' ? body.values : null])).toEqual([
      ['/api/admin/changes/11/reschedule', { publish_at: '2030-11-30T10:00:00+05:30' }],
      ['/api/admin/changes/11/cancel', null],
    ]);
  });

  it('opens the change a link names', async () => {
    server = fakeServer((request) =>
      request.path === '/api/admin/changes?status=pending'
        ? { status: 200, data: { results: [rateChange], pending_count: 1 } }
        : request.path === '/api/admin/approval-setting'
          ? { status: 200, data: { changes_need_approval: true, pending_change_request_id: null } }
          : { status: 404 },
    );
    renderWithData(
      <MemoryRouter initialEntries={['/AdminPage/Approvals?change=11']}>
        <ApprovalsScreen />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('region', { name: 'Change the deposit “Fixed Deposit”' })).toBeInTheDocument();
  });

  it("leads the maker of a change sent back to its screen's form, to edit it and send it again", async () => {
    const sentBack = changeRequest({
      ...ownChange,
      status: 'returned',
      kind: 'update',
      record_id: 4,
      approver: EDITOR,
      reason: 'Spell the designation out.',
    });
    await renderScreen({ listed: { returned: [sentBack] } });
    await userEvent.click(screen.getByRole('button', { name: 'Sent back' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Open change 12:/ }));
    expect(within(view()).getByRole('link', { name: 'Edit and send again' })).toHaveAttribute(
      'href',
      '/AdminPage/CareerPage?change=12',
    );
  });

  it.each([
    ['the About page', 'pages', { slug: 'about-us', title: 'About us' }, '/AdminPage/EditAbout?change=12'],
    ['a protection text', 'pages', { slug: 'privacy', title: 'Privacy' }, '/AdminPage/CustomerProtection?change=12'],
    ['a circular', 'pages', { title: 'Locker rent' }, '/AdminPage/EditPoliciesPage?change=12'],
    ['the site settings', 'site-settings', { hero_title: 'Welcome' }, '/AdminPage/SiteSettings?change=12'],
  ])('leads the maker of a change of %s sent back to the form that edits it', async (_what, resource, values, link) => {
    const sentBack = changeRequest({
      ...ownChange,
      status: 'returned',
      resource,
      values,
      approver: EDITOR,
      reason: 'Not yet.',
    });
    await renderScreen({ listed: { returned: [sentBack] } });
    await userEvent.click(screen.getByRole('button', { name: 'Sent back' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Open change 12:/ }));
    expect(within(view()).getByRole('link', { name: 'Edit and send again' })).toHaveAttribute('href', link);
  });

  it('offers no form for a language of the site settings sent back: its tab is where it is written', async () => {
    const sentBack = changeRequest({
      ...ownChange,
      status: 'returned',
      resource: 'site-settings',
      locale: 'mr',
      values: { hero_title: 'स्वागत' },
      approver: EDITOR,
      reason: 'Not yet.',
    });
    await renderScreen({ listed: { returned: [sentBack] } });
    await userEvent.click(screen.getByRole('button', { name: 'Sent back' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Open change 12:/ }));
    expect(within(view()).queryByRole('link', { name: 'Edit and send again' })).not.toBeInTheDocument();
  });

  it('lists the changes that could not be applied with why', async () => {
    const outrun: ChangeRequest = {
      ...rateChange,
      status: 'failed',
      reason: 'Demo Administrator changed this record on 30 Nov 2026, 2:05 pm, after this change was made.',
    };
    await renderScreen({ listed: { failed: [outrun] } });
    await userEvent.click(screen.getByRole('button', { name: 'Could not be applied' }));
    const row = (await screen.findByRole('button', { name: /^Open change 11:/ })).closest('[role="row"]')!;
    expect(row).toHaveTextContent(outrun.reason!);
    expect(screen.getByRole('columnheader', { name: 'Why' })).toBeInTheDocument();
  });

  it('sends a change back only with a reason, and posts the reason', async () => {
    await renderScreen({
      decide: (request) =>
        request.path === '/api/admin/changes/11/return'
          ? { status: 200, data: { ...rateChange, status: 'returned', reason: 'Rate not yet agreed' } }
          : { status: 404 },
    });
    await open(rateChange);
    await userEvent.click(within(view()).getByRole('button', { name: 'Send back' }));
    expect(within(view()).getByRole('alert')).toHaveTextContent(CHANGE_MESSAGES.reasonRequired);
    expect(posts()).toEqual([]);
    await userEvent.type(within(view()).getByLabelText('Reason'), 'Rate not yet agreed');
    await userEvent.click(within(view()).getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText(CHANGE_MESSAGES.returned)).toBeInTheDocument();
    expect(posts()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/admin/changes/11/return',
        body: { kind: 'json', fields: ['reason'], values: { reason: 'Rate not yet agreed' } },
      }),
    ]);
  });

  it('offers no Approve on a change the signed-in person made, says why, and lets them withdraw it', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderScreen({
      decide: (request) =>
        request.method === 'DELETE' && request.path === '/api/admin/changes/12'
          ? { status: 200, data: { ...ownChange, status: 'withdrawn' } }
          : { status: 404 },
    });
    await open(ownChange);
    expect(within(view()).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(view()).queryByRole('button', { name: 'Send back' })).not.toBeInTheDocument();
    expect(view()).toHaveTextContent(CHANGE_MESSAGES.ownChange);
    await userEvent.click(within(view()).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(CHANGE_MESSAGES.withdrawn)).toBeInTheDocument();
    expect(posts()).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/admin/changes/12' })]);
  });

  it("shows an Editor another's change without Approve, Send back or Withdraw", async () => {
    await renderScreen({ role: 'editor' });
    await open(rateChange);
    expect(within(view()).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(view()).queryByRole('button', { name: 'Send back' })).not.toBeInTheDocument();
    expect(within(view()).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('opens the preview in a new tab, or says it is not available yet when the server has none', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const openTab = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let preview: Answer = { status: 404 };
    await renderScreen({
      decide: (request) => (request.path === '/api/admin/changes/11/preview' ? preview : { status: 404 }),
    });
    await open(rateChange);
    await userEvent.click(within(view()).getByRole('button', { name: 'Preview' }));
    expect(await within(view()).findByRole('alert')).toHaveTextContent('Preview is not available yet');
    expect(tab.close).toHaveBeenCalled();

    preview = { status: 200, data: { url: '/preview/abc/Deposits' } };
    await userEvent.click(within(view()).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(tab.location.href).toBe('/preview/abc/Deposits'));
    expect(openTab).toHaveBeenCalledWith('about:blank', '_blank');
  });
});

describe("The setting 'Changes need approval'", () => {
  it('says that turning approvals off waits for another approver when the server answers 202', async () => {
    await renderScreen({
      decide: (request) =>
        request.method === 'PUT' && request.path === '/api/admin/approval-setting'
          ? { status: 202, data: { change_request_id: 13, message: CHANGE_MESSAGES.turningOffNeedsApproval } }
          : { status: 404 },
    });
    const card = screen.getByRole('region', { name: 'Changes need approval' });
    await userEvent.click(within(card).getByRole('button', { name: 'Turn approvals off' }));
    expect(await within(card).findByText(CHANGE_MESSAGES.turningOffNeedsApproval)).toBeInTheDocument();
    expect(posts()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: { kind: 'json', fields: ['changes_need_approval'], values: { changes_need_approval: false } },
      }),
    ]);
  });

  it('is shown to an Auditor, who cannot change it', async () => {
    await renderScreen({ role: 'auditor' });
    const card = screen.getByRole('region', { name: 'Changes need approval' });
    expect(await within(card).findByText(/^On: /)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
