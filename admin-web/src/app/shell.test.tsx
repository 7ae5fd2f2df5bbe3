import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type Answer } from '../testing/fake-server';
import { AdminGuard } from './guard';
import { AdminShell } from './shell';

let server: ReturnType<typeof fakeServer>;

/** The shell behind the guard, as the back office mounts it; the server answers logout with `logout`. */
async function renderShell(logout: Answer) {
  server = fakeServer(({ path }) => (path === '/api/admin/logout' ? logout : { status: 200, data: { email: 'admin@example.com' } }));
  render(
    <MemoryRouter initialEntries={['/AdminPage/Dashboard']}>
      <Routes>
        <Route path="/AdminLogin" element={<p>Sign-in screen</p>} />
        <Route
          path="/AdminPage"
          element={
            <AdminGuard>
              <AdminShell />
            </AdminGuard>
          }
        >
          <Route path="Dashboard" element={<p>Dashboard screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByText('Dashboard screen');
}

beforeEach(() => {
  localStorage.setItem('accessToken', 'token-1');
  localStorage.setItem('tokenType', 'Bearer');
  localStorage.setItem('adminEmail', 'admin@example.com');
  localStorage.setItem('adminToken', 'legacy');
});
afterEach(() => {
  server.close();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('AdminShell', () => {
  it('titles the menu VCUB, lists its ten entries, greets the stored e-mail, and collapses', async () => {
    await renderShell({ status: 200 });
    expect(screen.getByText('VCUB')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/AdminPage/Dashboard'],
      ['Feedbacks', '/AdminPage/CustomerRating'],
      ['Career', '/AdminPage/CareerPage'],
      ['News & Events', '/AdminPage/NewsEventPage'],
      ['Interest Rates', '/AdminPage/InterestRates'],
      ['Complaints', '/AdminPage/Complaints'],
      ['Customer Protection', '/AdminPage/CustomerProtection'],
      ['Activity', '/AdminPage/Activity'],
      ['Site settings', '/AdminPage/SiteSettings'],
      ['Pages', '/AdminPage/PageEdit'],
    ]);
    expect(screen.getByText(/^Welcome,/)).toHaveTextContent('Welcome, admin@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for what a screen reads first as its menu entry is pressed: the enquiries for Feedbacks, nothing for the others', async () => {
    await renderShell({ status: 200 });
    const before = server.sent.length;
    for (const link of screen.getAllByRole('link')) fireEvent.pointerDown(link);
    await vi.waitFor(() => expect(server.sent.slice(before).map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/admin/contactus']));
  });

  it('logs out with the credential, clears every session key and opens /AdminLogin', async () => {
    await renderShell({ status: 200 });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(server.sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/admin/logout', authorization: 'Bearer token-1' });
    expect(localStorage.length).toBe(0);
  });

  it('opens /AdminLogin with the session cleared when logout finds the credential already expired (401)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderShell({ status: 401, data: { message: 'Unauthorized' } });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it.each([
    ['the network fails', { status: 0 }],
    ['the server fails (500)', { status: 500 }],
  ])('stays signed in and on the page when logout fails because %s, and only logs it', async (_, answer) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderShell(answer);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Logout failed', expect.anything()));
    expect(screen.getByText('Dashboard screen')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    expect(localStorage.getItem('adminToken')).toBe('legacy');
  });
});
