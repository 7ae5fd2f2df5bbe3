import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { notify } from '../../lib/toasts';
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
afterEach(() => vi.clearAllMocks());

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

  it('signs in with Remember Me, keeps the session and opens the back office', async () => {
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
    });
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
