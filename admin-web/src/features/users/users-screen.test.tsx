import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_MESSAGES, STAFF_MESSAGES, type StaffAccount, type StaffRole } from '@bank/shared';
import { notify } from '../../lib/toasts';
import { fakeStaffServer, staffAccount } from '../../testing/fake-staff-server';
import { renderWithData } from '../../testing/render-with-data';
import UsersScreen from './users-screen';

vi.mock('../../lib/toasts', () => ({ notify: vi.fn() }));

let server: ReturnType<typeof fakeStaffServer>;

/** The bank's staff: the one Administrator, an Editor with two-step sign-in, and a dormant, locked desk account. */
const staff = (): StaffAccount[] => [
  staffAccount({ id: 1, email: 'asha@example.com', name: 'Asha Admin' }),
  staffAccount({ id: 2, email: 'ravi@example.com', name: 'Ravi Editor', role: 'editor', two_step: true }),
  staffAccount({
    id: 3,
    email: 'meena@example.com',
    name: 'Meena Desk',
    role: 'customer_service',
    blocked: true,
    blocked_reason: 'dormant',
    last_sign_in_at: null,
    locked_until: '2026-03-02T05:15:00.000Z',
  }),
];

/** The Users screen for the signed-in account of `role` (the Administrator's, unless said). */
async function renderUsers(role: StaffRole = 'administrator', more?: Parameters<typeof fakeStaffServer>[1]) {
  const accounts = staff();
  const self = accounts.find((account) => account.role === role) ?? { ...accounts[0], role };
  server = fakeStaffServer({ accounts, signedIn: self.id }, more);
  renderWithData(<UsersScreen />, { account: { ...self, role } });
  await screen.findByText('Ravi Editor');
  return userEvent.setup();
}

const table = () => screen.getByRole('table', { name: 'Staff accounts' });
const rowsOfTable = () =>
  within(table())
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const sentBodies = (method: string, path: string) =>
  server.sent
    .filter((request) => request.method === method && request.path === path)
    .map(({ body }) => (body.kind === 'json' ? body.values : body.kind));

beforeEach(() => {
  localStorage.setItem('accessToken', 'token-1');
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  localStorage.clear();
  server.close();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('UsersScreen', () => {
  it('lists every account: name, e-mail, role by its name, two-step, last sign-in, blocked and why, locked', async () => {
    await renderUsers();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'E-mail', 'Role', 'Two-step', 'Last sign-in', 'Blocked', 'Locked', 'Actions']);
    expect(rowsOfTable().slice(1)).toEqual([
      ['Asha Admin', 'asha@example.com', 'Administrator', 'Off', '2 Mar 2026, 10:00 IST', 'No', 'No', 'Manage'],
      ['Ravi Editor', 'ravi@example.com', 'Editor', 'On', '2 Mar 2026, 10:00 IST', 'No', 'No', 'Manage'],
      [
        'Meena Desk',
        'meena@example.com',
        'Customer service',
        'Off',
        'Never',
        'Yes, unused for too long',
        'Until 2 Mar 2026, 10:45 IST',
        'Manage',
      ],
    ]);
  });

  it("shows an Auditor the list with nothing to change: no 'Add an account', no Manage", async () => {
    await renderUsers('auditor');
    expect(screen.queryByRole('button', { name: 'Add an account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Manage/ })).not.toBeInTheDocument();
    expect(rowsOfTable()[1]).toHaveLength(7);
  });

  it('adds an account with e-mail, name and a role chosen by its name, then shows its set-password link once, to copy', async () => {
    const user = await renderUsers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Add an account' }));
    const form = screen.getByRole('form', { name: 'Add an account' });
    expect(within(form).getByLabelText('E-mail')).toHaveFocus();
    const role = within(form).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a role', 'Administrator', 'Editor', 'Approver', 'Customer service', 'Auditor']);
    await user.type(within(form).getByLabelText('E-mail'), 'kiran@example.com');
    await user.type(within(form).getByLabelText('Name'), 'Kiran Approver');
    await user.selectOptions(role, 'Approver');
    expect(role).toHaveAccessibleDescription("Approves others' changes; may also edit content.");
    await user.click(within(form).getByRole('button', { name: 'Add account' }));

    const created = await screen.findByRole('region', { name: 'Kiran Approver can now set a password' });
    expect(sentBodies('POST', '/api/admin/users')).toEqual([
      { email: 'kiran@example.com', name: 'Kiran Approver', role: 'approver' },
    ]);
    const link = within(created).getByLabelText('Set-password link');
    expect(link).toHaveValue(`${window.location.origin}/AdminSetPassword?token=new-4`);
    await user.click(within(created).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/AdminSetPassword?token=new-4`);
    expect(within(created).getByRole('status')).toHaveTextContent('Link copied.');
    await waitFor(() => expect(screen.getByText('Kiran Approver')).toBeInTheDocument());

    await user.click(within(created).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(/AdminSetPassword/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Set-password link')).not.toBeInTheDocument();
  });

  it('says so when giving the Approver or Administrator role waits for approval, and shows no link', async () => {
    // While approvals are on, the server keeps such an account or role change for another's approval (202).
    const held = (message: string) => ({ status: 202, data: { change_request_id: 7, message } });
    const user = await renderUsers('administrator', (request) =>
      request.method === 'POST' && request.path === '/api/admin/users'
        ? held(CHANGE_MESSAGES.roleGrantNeedsApproval('Approver', true))
        : request.method === 'PUT' && request.path === '/api/admin/users/2'
          ? held(CHANGE_MESSAGES.roleGrantNeedsApproval('Administrator', false))
          : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Add an account' }));
    const form = screen.getByRole('form', { name: 'Add an account' });
    await user.type(within(form).getByLabelText('E-mail'), 'kiran@example.com');
    await user.type(within(form).getByLabelText('Name'), 'Kiran Approver');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Approver');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sent for approval: giving the Approver role needs another Approver or Administrator to approve it. Once it is approved, the account is in the list: give it a set-password link there.',
    );
    expect(screen.queryByLabelText('Set-password link')).not.toBeInTheDocument();
    expect(screen.queryByText('Kiran Approver')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Manage Ravi Editor' }));
    const panel = screen.getByRole('region', { name: 'Ravi Editor' });
    await user.selectOptions(within(panel).getByLabelText('Role'), 'Administrator');
    await user.click(within(panel).getByRole('button', { name: 'Save name and role' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Sent for approval: giving the Administrator role needs another Approver or Administrator to approve it.',
    );
    expect(rowsOfTable()[2].slice(0, 3)).toEqual(['Ravi Editor', 'ravi@example.com', 'Editor']);
  });

  it('refuses an account without a valid e-mail or a role before sending it', async () => {
    const user = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Add an account' }));
    await user.type(screen.getByLabelText('E-mail'), 'kiran@');
    await user.type(screen.getByLabelText('Name'), 'Kiran');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Choose a role.')).toBeInTheDocument();
    expect(sentBodies('POST', '/api/admin/users')).toEqual([]);
  });

  it('changes an account’s name and role, and the list shows the answer', async () => {
    const user = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Manage Ravi Editor' }));
    const panel = screen.getByRole('region', { name: 'Ravi Editor' });
    expect(within(panel).getByRole('heading', { name: 'Ravi Editor' })).toHaveFocus();
    await user.clear(within(panel).getByLabelText('Name'));
    await user.type(within(panel).getByLabelText('Name'), 'Ravi Kumar');
    await user.selectOptions(within(panel).getByLabelText('Role'), 'Approver');
    await user.click(within(panel).getByRole('button', { name: 'Save name and role' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('The account is saved.');
    expect(sentBodies('PUT', '/api/admin/users/2')).toEqual([{ name: 'Ravi Kumar', role: 'approver' }]);
    expect(rowsOfTable()[2].slice(0, 3)).toEqual(['Ravi Kumar', 'ravi@example.com', 'Approver']);
  });

  it("offers no Block nor Delete on one's own account, and shows the server's 409 as it comes: the last Administrator cannot be demoted", async () => {
    const user = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Manage Asha Admin' }));
    const panel = screen.getByRole('region', { name: 'Asha Admin' });
    expect(within(panel).queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    await user.selectOptions(within(panel).getByLabelText('Role'), 'editor');
    await user.click(within(panel).getByRole('button', { name: 'Save name and role' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.lastAdministrator);
    expect(rowsOfTable()[1][2]).toBe('Administrator');
  });

  it('gives an account a new set-password link once asked, shown once to copy', async () => {
    const user = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Manage Ravi Editor' }));
    const panel = screen.getByRole('region', { name: 'Ravi Editor' });
    await user.click(within(panel).getByRole('button', { name: 'Send a new set-password link' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'Give Ravi Editor a new set-password link? Any earlier link stops working.',
    );
    expect(await within(panel).findByLabelText('Set-password link')).toHaveValue(
      `${window.location.origin}/AdminPage/SetPassword?token=new-2`,
    );
    expect(server.sent.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      '/api/admin/users/2/password-link',
    ]);
  });

  it('blocks an account with the reason asked for, which the list and the panel then show; and unblocks it', async () => {
    const user = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Manage Ravi Editor' }));
    const panel = screen.getByRole('region', { name: 'Ravi Editor' });
    await user.click(within(panel).getByRole('button', { name: 'Block' }));
    const form = within(panel).getByRole('form', { name: 'Block Ravi Editor' });
    const reason = within(form).getByLabelText('Why is this account blocked?');
    expect(reason).toHaveAccessibleDescription(/Every session of theirs ends at once/);
    await user.click(within(form).getByRole('button', { name: 'Block Ravi Editor' }));
    expect(reason).toHaveAccessibleDescription(/Say why the account is blocked\./);
    expect(server.sent.filter(({ method }) => method === 'PUT')).toEqual([]);

    await user.type(reason, '  On leave until March  ');
    await user.click(within(form).getByRole('button', { name: 'Block Ravi Editor' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('The account is blocked.');
    expect(rowsOfTable()[2][5]).toBe('Yes, by an Administrator: On leave until March');
    expect(within(panel).getByText('Blocked by an Administrator: On leave until March.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(rowsOfTable()[2][5]).toBe('No'));
    expect(sentBodies('PUT', '/api/admin/users/2')).toEqual([
      { blocked: true, blocked_note: 'On leave until March' },
      { blocked: false },
    ]);
  });

  it('does nothing when blocking is cancelled, or a reset answered no', async () => {
    const user = await renderUsers();
    vi.mocked(window.confirm).mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Manage Ravi Editor' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Block Ravi Editor' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(server.sent.filter(({ method }) => method !== 'GET')).toEqual([]);
  });

  it('resets two-step sign-in, ends sessions and lifts a lockout, offering each only where it applies', async () => {
    const user = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Manage Ravi Editor' }));
    let panel = screen.getByRole('region', { name: 'Ravi Editor' });
    expect(within(panel).queryByRole('button', { name: 'Lift lockout' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Two-step sign-in is reset.');
    // Asked first, in words that fit a server that makes every account use two steps (the default).
    expect(window.confirm).toHaveBeenCalledWith(expect.stringMatching(/They set it up again at their next sign-in\.$/));
    await waitFor(() => expect(rowsOfTable()[2][3]).toBe('Off'));
    expect(within(panel).queryByRole('button', { name: 'Reset two-step sign-in' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'End sessions' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent('Every session of the account has ended.'),
    );

    await user.click(screen.getByRole('button', { name: 'Manage Meena Desk' }));
    panel = screen.getByRole('region', { name: 'Meena Desk' });
    expect(within(panel).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Lift lockout' }));
    await waitFor(() => expect(rowsOfTable()[3][6]).toBe('No'));
    expect(server.sent.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      '/api/admin/users/2/reset-two-step',
      '/api/admin/users/2/end-sessions',
      '/api/admin/users/3/lift-lockout',
    ]);
  });

  it('deletes an account once asked, and the list no longer shows it', async () => {
    const user = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Manage Ravi Editor' }));
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(window.confirm).toHaveBeenCalledWith('Delete the account of Ravi Editor? This cannot be undone.');
    await waitFor(() => expect(screen.queryByText('Ravi Editor')).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledWith('success', 'The account of Ravi Editor is deleted.');
    expect(rowsOfTable()).toHaveLength(3);
  });
});
