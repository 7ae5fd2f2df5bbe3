import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type Answer } from '../testing/fake-server';
import { AdminGuard } from './guard';
import { BACK_OFFICE_SCREENS } from './screens';
import { AdminShell } from './shell';

let server: ReturnType<typeof fakeServer>;

/** The side menu's entries the spec names (SPEC.md, the back office's layout). */
const SPEC_MENU = [
  ['Dashboard', '/AdminPage/Dashboard'],
  ['Feedbacks', '/AdminPage/CustomerRating'],
  ['Career', '/AdminPage/CareerPage'],
  ['News & Events', '/AdminPage/NewsEventPage'],
  ['Pages', '/AdminPage/PageEdit'],
];

/** The shell behind the guard, as the back office mounts it; the server answers logout with `logout`. */
async function renderShell(logout: Answer) {
  server = fakeServer(({ path }) =>
    path === '/api/admin/logout' ? logout : { status: 200, data: { email: 'admin@example.com' } },
  );
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
  it("titles the menu VCUB, lists the screen table's menu entries in place order, the spec's among them, greets the stored e-mail, and collapses", async () => {
    await renderShell({ status: 200 });
    expect(screen.getByText('VCUB')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    const menuScreens = BACK_OFFICE_SCREENS.flatMap((entry) =>
      entry.menu ? [{ ...entry.menu, route: entry.route }] : [],
    );
    expect(links).toEqual(
      menuScreens.sort((a, b) => a.place - b.place).map(({ label, route }) => [label, `/AdminPage/${route}`]),
    );
    // The spec's five entries, word for word and in its order, whatever the product adds between them.
    expect(links.filter(([label]) => SPEC_MENU.some(([specLabel]) => specLabel === label))).toEqual(SPEC_MENU);
    expect(screen.getByText(/^Welcome,/)).toHaveTextContent('Welcome, admin@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for what a screen reads first as its menu entry is pressed: the enquiries for Feedbacks, nothing for the others', async () => {
    await renderShell({ status: 200 });
    const before = server.sent.length;
    for (const link of screen.getAllByRole('link')) fireEvent.pointerDown(link);
    await vi.waitFor(() =>
      expect(server.sent.slice(before).map(({ method, path }) => `${method} ${path}`)).toEqual([
        'GET /api/admin/contactus',
      ]),
    );
  });

  it('logs out with the credential, clears every session key and opens /AdminLogin', async () => {
    await renderShell({ status: 200 });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(server.sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/admin/logout',
      authorization: 'Bearer token-1',
    });
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
