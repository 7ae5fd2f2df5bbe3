import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccountSelf } from '@bank/shared';
import {
  APP_CODE,
  ENROLMENT,
  fakeStaffServer,
  GUESSABLE_MESSAGE,
  GUESSABLE_PASSWORD,
  staffAccount,
  WRONG_CODE_MESSAGE,
} from '../../testing/fake-staff-server';
import { renderWithData } from '../../testing/render-with-data';
import MyAccountScreen from './my-account-screen';

const PASSWORD = 'Correct-Horse-9-Battery';
let server: ReturnType<typeof fakeStaffServer>;

/** My account for Ravi, an Editor, with two-step sign-in on or off. */
async function renderMyAccount(twoStep = false) {
  const ravi = staffAccount({
    id: 2,
    email: 'ravi@example.com',
    name: 'Ravi Kumar',
    role: 'editor',
    two_step: twoStep,
  });
  server = fakeStaffServer({ accounts: [ravi] });
  const account: StaffAccountSelf = { id: 2, email: ravi.email, name: ravi.name, role: 'editor', two_step: twoStep };
  const refresh = vi.fn(async () => {});
  renderWithData(<MyAccountScreen />, { account, refresh });
  await screen.findByText('Chrome on Windows');
  return { user: userEvent.setup(), refresh };
}

const part = (name: string) => screen.getByRole('region', { name });
const posted = (path: string) =>
  server.sent
    .filter((request) => request.method === 'POST' && request.path === path)
    .map(({ body }) => (body.kind === 'json' ? body.values : body.kind));

beforeEach(() => localStorage.setItem('accessToken', 'token-1'));
afterEach(() => {
  server.close();
  localStorage.clear();
});

describe('MyAccountScreen', () => {
  it('says who is signed in and what the role may do', async () => {
    await renderMyAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('ravi@example.com')).toBeInTheDocument();
    expect(
      screen.getByText('Editor: Changes content; not the inbox, complaints, users or settings.'),
    ).toBeInTheDocument();
  });

  it('changes the password with the current one; a wrong current one or a guessable new one is refused beside its field', async () => {
    const { user } = await renderMyAccount();
    const form = part('Change password');
    const fill = async (current: string, next: string) => {
      for (const label of ['Current password', 'New password', 'Repeat the new password'])
        await user.clear(within(form).getByLabelText(label));
      await user.type(within(form).getByLabelText('Current password'), current);
      await user.type(within(form).getByLabelText('New password'), next);
      await user.type(within(form).getByLabelText('Repeat the new password'), next);
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
    };

    await fill('not-my-password', 'river-mango-lantern-42');
    const current = within(form).getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not right.'));
    expect(current).toHaveFocus();

    await fill(PASSWORD, GUESSABLE_PASSWORD);
    await waitFor(() =>
      expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining(GUESSABLE_MESSAGE),
      ),
    );

    await fill(PASSWORD, 'river-mango-lantern-42');
    expect(await within(form).findByText('Your password is changed. Your other sessions have ended.')).toHaveRole(
      'status',
    );
    expect(within(form).getByLabelText('New password')).toHaveValue('');
    expect(posted('/api/admin/account/password').at(-1)).toEqual({
      current_password: PASSWORD,
      password: 'river-mango-lantern-42',
    });
    // The other sessions ended with the change: the list says so.
    await waitFor(() => expect(screen.queryByText('Chrome on Windows')).not.toBeInTheDocument());
  });

  it('refuses two different new passwords before sending anything', async () => {
    const { user } = await renderMyAccount();
    const form = part('Change password');
    await user.type(within(form).getByLabelText('Current password'), PASSWORD);
    await user.type(within(form).getByLabelText('New password'), 'river-mango-lantern-42');
    await user.type(within(form).getByLabelText('Repeat the new password'), 'river-mango-lantern-43');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(posted('/api/admin/account/password')).toEqual([]);
  });

  it('turns two-step sign-in on: the password again, the QR code and key, the first code, then the recovery codes once', async () => {
    const { user, refresh } = await renderMyAccount();
    const setting = part('Two-step sign-in');
    expect(within(setting).getByText(/^Off: you sign in with your password alone/)).toBeInTheDocument();
    await user.click(within(setting).getByRole('button', { name: 'Turn on two-step sign-in' }));
    const password = within(setting).getByLabelText('Your password');
    expect(password).toHaveFocus();
    await user.type(password, 'not-my-password');
    await user.click(within(setting).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is not right.'));
    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(within(setting).getByRole('button', { name: 'Continue' }));

    const qr = await within(setting).findByRole('img', { name: /QR code for your authenticator app/ });
    expect(qr).toHaveAccessibleName(expect.stringContaining(ENROLMENT.secret));
    expect(within(setting).getByText(ENROLMENT.secret)).toBeInTheDocument();
    const code = within(setting).getByLabelText('Code');
    await user.type(code, '000000');
    await user.click(within(setting).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(WRONG_CODE_MESSAGE)));
    await user.type(code, APP_CODE);
    await user.click(within(setting).getByRole('button', { name: 'Turn on' }));

    expect(await within(setting).findByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    // On the moment it is confirmed: the account is read again while the codes are still shown.
    expect(refresh).toHaveBeenCalledTimes(1);
    const codes = within(setting)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(codes).toEqual(server.world.recoveryCodes);
    expect(posted('/api/admin/account/two-step')).toEqual([{ password: 'not-my-password' }, { password: PASSWORD }]);
    expect(posted('/api/admin/account/two-step/confirm')).toEqual([{ code: '000000' }, { code: APP_CODE }]);

    await user.click(within(setting).getByRole('button', { name: 'I have saved these codes' }));
    expect(within(setting).queryByText(codes[0]!)).not.toBeInTheDocument();
    expect(within(setting).getByRole('heading', { name: 'Two-step sign-in' })).toHaveFocus();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.world.accounts[0].two_step).toBe(true);
  });

  it('makes new recovery codes when two-step sign-in is on, after the password again', async () => {
    const { user } = await renderMyAccount(true);
    const setting = part('Two-step sign-in');
    expect(within(setting).getByText(/^On: you sign in with your password and a code/)).toBeInTheDocument();
    expect(within(setting).queryByRole('button', { name: 'Turn on two-step sign-in' })).not.toBeInTheDocument();
    const before = [...server.world.recoveryCodes];
    await user.click(within(setting).getByRole('button', { name: 'New recovery codes' }));
    await user.type(within(setting).getByLabelText('Your password'), PASSWORD);
    await user.click(within(setting).getByRole('button', { name: 'Continue' }));
    await within(setting).findByRole('heading', { name: 'Your recovery codes' });
    const shown = within(setting)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shown).toEqual(server.world.recoveryCodes);
    expect(shown).not.toEqual(before);
  });

  it("lists the person's sessions, this one marked, and signs out everywhere else", async () => {
    const { user } = await renderMyAccount();
    const sessions = part('Your sessions');
    const rows = within(within(sessions).getByRole('table', { name: 'Your sessions' }))
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Firefox on Linuxfrom 10.0.0.7This session', 'Started 2 Mar 2026, 10:00 ISTLast seen 2 Mar 2026, 10:30 IST'],
      ['Chrome on Windowsfrom 10.0.0.9', 'Started 1 Mar 2026, 14:30 ISTLast seen 1 Mar 2026, 15:45 IST'],
    ]);
    await user.click(within(sessions).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await within(sessions).findByText('You are signed out everywhere else.')).toHaveRole('status');
    expect(within(sessions).queryByText('Chrome on Windows')).not.toBeInTheDocument();
    expect(within(sessions).getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect(posted('/api/admin/account/sessions/end-others')).toEqual(['none']);
  });
});
