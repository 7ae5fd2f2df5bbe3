import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../lib/api-client';
import { fakeServer } from '../testing/fake-server';
import { AdminGuard } from './guard';

function renderGuarded() {
  return render(
    <MemoryRouter initialEntries={['/AdminPage']}>
      <Routes>
        <Route path="/AdminLogin" element={<p>Sign-in screen</p>} />
        <Route
          path="/AdminPage"
          element={
            <AdminGuard>
              <p>Back office</p>
            </AdminGuard>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const answer = (status: number) =>
  status === 200
    ? Promise.resolve({ status, data: { email: 'admin@example.com' } })
    : Promise.reject(Object.assign(new Error('denied'), { response: { status } }));

describe('AdminGuard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Loading...' while verifying, then the back office", async () => {
    localStorage.setItem('accessToken', 'good');
    localStorage.setItem('tokenType', 'Bearer');
    let allow!: () => void;
    const verify = vi
      .spyOn(apiClient, 'get')
      .mockReturnValue(new Promise((resolve) => (allow = () => resolve({ status: 200, data: {} }))));
    renderGuarded();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledWith('/admin/verify');
    await act(async () => allow());
    expect(await screen.findByText('Back office')).toBeInTheDocument();
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
    const server = fakeServer(({ path }) => (path === '/api/admin/verify' ? { status: 200 } : { status: 401 }));
    try {
      renderGuarded();
      await screen.findByText('Back office');
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
    expect(await screen.findByText('Back office')).toBeInTheDocument();

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
    await screen.findByText('Back office');
    verify.mockImplementation(() => answer(401) as never);
    localStorage.setItem('accessToken', 'second');
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', oldValue: 'first', newValue: 'second' }));
    });
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
