import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../lib/api-client';
import { AdminShell } from './shell';

function renderShell() {
  render(
    <MemoryRouter initialEntries={['/AdminPage/Dashboard']}>
      <Routes>
        <Route path="/AdminLogin" element={<p>Sign-in screen</p>} />
        <Route path="/AdminPage" element={<AdminShell />}>
          <Route path="Dashboard" element={<p>Dashboard screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.setItem('accessToken', 'token-1');
  localStorage.setItem('tokenType', 'Bearer');
  localStorage.setItem('adminEmail', 'admin@example.com');
  localStorage.setItem('adminToken', 'legacy');
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('AdminShell', () => {
  it('titles the menu VCUB, lists its five entries, greets the stored e-mail, and collapses', async () => {
    renderShell();
    expect(screen.getByText('VCUB')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/AdminPage/Dashboard'],
      ['Feedbacks', '/AdminPage/CustomerRating'],
      ['Career', '/AdminPage/CareerPage'],
      ['News & Events', '/AdminPage/NewsEventPage'],
      ['Pages', '/AdminPage/PageEdit'],
    ]);
    expect(screen.getByText(/^Welcome,/)).toHaveTextContent('Welcome, admin@example.com');
    expect(screen.getByText('Dashboard screen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out with the credential, clears every session key and opens /AdminLogin', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ status: 200, data: {} });
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/admin/logout');
    expect(localStorage.length).toBe(0);
  });

  it('stays signed in and on the page when logout fails, and only logs it', async () => {
    vi.spyOn(apiClient, 'post').mockRejectedValue(new Error('offline'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText('Dashboard screen')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('token-1');
  });
});
