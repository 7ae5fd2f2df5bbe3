import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { notify } from '../../lib/toasts';
import {
  APP_CODE,
  ENROLMENT,
  fakeStaffServer,
  staffAccount,
  WRONG_CODE_MESSAGE,
} from '../../testing/fake-staff-server';
import AdminLoginScreen from './admin-login-screen';

vi.mock('../../lib/toasts', () => ({ notify: vi.fn() }));

function renderSignIn() {
  render(
    <MemoryRouter initialEntries={['/AdminLogin']}>
      <Routes>
        <Route path="/AdminLogin" element={<AdminLoginScreen />} />
        <Route path="/AdminPage" element={<p>Back office</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('AdminLoginScreen', () => {
  it('asks for both fields, then for a valid e-mail, without calling the server', async () => {
    const post = vi.spyOn(apiClient, 'post');
    renderSignIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('error', 'Please Enter The Email And Password'));
    await user.type(screen.getByLabelText('Email'), 'admin@example');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('error', 'Please enter a valid email address'));
    expect(post).not.toHaveBeenCalled();
  });

  it('signs in with Remember Me, keeps the session and the e-mail for the next visit, and opens the back office', async () => {
    const post = vi
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { access_token: 'token-1', token_type: 'Bearer', expires_in: 604800 } });
    renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await user.click(screen.getByLabelText('Remember Me'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Back office')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/admin/login',
      { email: 'admin@example.com', password: 'Admin@12345', remember: true },
      { anonymous: true },
    );
    expect(notify).toHaveBeenCalledWith('success', 'Login successful!');
    expect({ ...localStorage }).toEqual({
      accessToken: 'token-1',
      tokenType: 'Bearer',
      adminEmail: 'admin@example.com',
      rememberedEmail: 'admin@example.com',
    });
  });

  it("fills in the e-mail 'Remember Me' kept, ticked; signing in without it forgets the e-mail", async () => {
    localStorage.setItem('rememberedEmail', 'admin@example.com');
    vi.spyOn(apiClient, 'post').mockResolvedValue({
      data: { access_token: 'token-1', token_type: 'Bearer', expires_in: 28800 },
    });
    renderSignIn();
    const user = userEvent.setup();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Remember Me')).toBeChecked();
    await user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await user.click(screen.getByLabelText('Remember Me'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Back office');
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBe('token-1');
  });

  it("shows the server's message, or 'Login failed. Please try again.' when there is none", async () => {
    const post = vi
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(
        Object.assign(new Error('401'), {
          isAxiosError: true,
          response: { status: 401, data: { message: 'Invalid email or password' } },
        }),
      )
      .mockRejectedValueOnce(new Error('offline'));
    renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('error', 'Invalid email or password'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('error', 'Login failed. Please try again.'));
    expect(post).toHaveBeenCalledTimes(2);
    expect(localStorage.length).toBe(0);
  });
});

describe('AdminLoginScreen, two-step sign-in', () => {
  let server: ReturnType<typeof fakeStaffServer>;
  afterEach(() => server.close());

  /** Signs in with the password of an account the server knows; its answer opens the second screen. */
  async function passwordStep(setup: Parameters<typeof fakeStaffServer>[0]) {
    server = fakeStaffServer(setup);
    renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Correct-Horse-9-Battery');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    return user;
  }

  const withTwoStep = { accounts: [staffAccount({ email: 'asha@example.com', two_step: true })] };

  it('asks for the code from the app on a second screen; a wrong one is refused there, the right one signs in', async () => {
    const user = await passwordStep(withTwoStep);
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app');
    expect(code).toHaveFocus();
    expect(localStorage.getItem('accessToken')).toBeNull();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(/or was used already/));
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByText(WRONG_CODE_MESSAGE)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code'), APP_CODE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Back office')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', 'Login successful!');
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    expect(server.sent.filter(({ path }) => path === '/api/admin/login/code').map(({ body }) => body)).toEqual([
      { kind: 'json', fields: ['challenge', 'code'], values: { challenge: 'challenge-1', code: '123456' } },
      { kind: 'json', fields: ['challenge', 'code'], values: { challenge: 'challenge-1', code: APP_CODE } },
    ]);
  });

  it("checks the code's form before sending it", async () => {
    const user = await passwordStep(withTwoStep);
    await user.type(await screen.findByLabelText('Code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code, or a recovery code.')).toBeInTheDocument();
    expect(server.sent.map(({ path }) => path)).not.toContain('/api/admin/login/code');
  });

  it("takes a recovery code instead after 'Use a recovery code instead', once", async () => {
    const user = await passwordStep(withTwoStep);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Enter one of your recovery codes; each one works once');
    await user.type(field, server.world.recoveryCodes[0]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Back office')).toBeInTheDocument();
    expect(server.world.recoveryCodes).toHaveLength(2);
  });

  it("goes back to the password with 'Back to the password'", async () => {
    const user = await passwordStep(withTwoStep);
    await user.click(await screen.findByRole('button', { name: 'Back to the password' }));
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('sets two-step sign-in up when the account must: the QR code with the key in its text, the key, the first code, then the recovery codes once', async () => {
    const user = await passwordStep({
      accounts: [staffAccount({ email: 'asha@example.com' })],
      mustEnrol: ['asha@example.com'],
    });
    const heading = await screen.findByRole('heading', { name: 'Set up two-step sign-in' });
    expect(heading).toHaveFocus();
    const qr = await screen.findByRole('img', { name: /QR code for your authenticator app/ });
    expect(qr).toHaveAccessibleName(expect.stringContaining(ENROLMENT.secret));
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml,${encodeURIComponent(ENROLMENT.qr_svg)}`);
    expect(screen.getByText(ENROLMENT.secret)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code'), APP_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(server.world.recoveryCodes);
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    expect(screen.queryByText('Back office')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByText('Back office')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', 'Login successful!');
    expect(server.world.accounts[0].two_step).toBe(true);
  });
});
