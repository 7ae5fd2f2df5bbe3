import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../lib/api-client';
import { fakeServer } from '../testing/fake-server';
import { staffAccount } from '../testing/fake-staff-server';
import { useStaffAccount } from '../lib/staff-account';
import { AdminGuard } from './guard';

const ACCOUNT = staffAccount({ email: 'admin@example.com', name: 'Asha Admin' });

/** What a screen behind the guard knows of the signed-in person. */
function SignedInAs() {
  const { account } = useStaffAccount();
  return (
    <p>
      Back office for {account.name}, {account.role}
    </p>
  );
}

function renderGuarded() {
  return render(
    <MemoryRouter initialEntries={['/AdminPage']}>
      <Routes>
        <Route path="/AdminLogin" element={<p>Sign-in screen</p>} />
        <Route
          path="/AdminPage"
          element={
            <AdminGuard>
              <SignedInAs />
            </AdminGuard>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const answer = (status: number) =>
  status === 200
    ? Promise.resolve({ status, data: ACCOUNT })
    : Promise.reject(Object.assign(new Error('denied'), { response: { status } }));

describe('AdminGuard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Loading...' while it reads the signed-in account, then the back office, which knows who it is", async () => {
    localStorage.setItem('accessToken', 'good');
    localStorage.setItem('tokenType', 'Bearer');
    let allow!: () => void;
    const verify = vi
      .spyOn(apiClient, 'get')
      .mockReturnValue(new Promise((resolve) => (allow = () => resolve({ status: 200, data: ACCOUNT }))));
    renderGuarded();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledWith('/admin/account');
    await act(async () => allow());
    expect(await screen.findByText('Back office for Asha Admin, administrator')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('sends a refused credential to /AdminLogin', async () => {
    localStorage.setItem('accessToken', 'revoked');
    vi.spyOn(apiClient, 'get').mockImplementation(() => answer(401) as never);
    renderGuarded();
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('sends the administrator to /AdminLogin, signed out, when a content call finds the credential expired', async () => {
    localStorage.setItem('accessToken', 'expires-soon');
    localStorage.setItem('adminEmail', 'admin@example.com');
    const server = fakeServer(({ path }) =>
      path === '/api/admin/account' ? { status: 200, data: ACCOUNT } : { status: 401 },
    );
    try {
      renderGuarded();
      await screen.findByText(/^Back office/);
      await act(async () => {
        await apiClient.get('/admin/jobs').catch(() => {});
      });
      expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
      expect(localStorage.length).toBe(0);
    } finally {
      server.close();
    }
  });

  it('sends a visitor without a token to /AdminLogin without asking the server', async () => {
    const verify = vi.spyOn(apiClient, 'get');
    renderGuarded();
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });

  it('checks again when another tab changes the stored token', async () => {
    localStorage.setItem('accessToken', 'good');
    const verify = vi.spyOn(apiClient, 'get').mockImplementation(() => answer(200) as never);
    renderGuarded();
    expect(await screen.findByText(/^Back office/)).toBeInTheDocument();

    // Another tab logs out: the keys are removed there and a storage event arrives here.
    localStorage.removeItem('accessToken');
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', oldValue: 'good', newValue: null }));
    });
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('asks the server again when another tab stores a new token', async () => {
    localStorage.setItem('accessToken', 'first');
    const verify = vi.spyOn(apiClient, 'get').mockImplementation(() => answer(200) as never);
    renderGuarded();
    await screen.findByText(/^Back office/);
    verify.mockImplementation(() => answer(401) as never);
    localStorage.setItem('accessToken', 'second');
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', oldValue: 'first', newValue: 'second' }));
    });
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
