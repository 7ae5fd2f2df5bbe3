import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@bank/shared';
import { DataProvider } from '../lib/data-provider';
import { keepDraft, keptDrafts } from '../lib/drafts';
import type { Answer } from '../testing/fake-server';
import { fakeStaffServer, staffAccount } from '../testing/fake-staff-server';
import { AdminGuard } from './guard';
import { BACK_OFFICE_SCREENS } from './screens';
import { AdminShell } from './shell';

let server: ReturnType<typeof fakeStaffServer>;

/** The side menu's entries the spec names (SPEC.md, the back office's layout). */
const SPEC_MENU = [
  ['Dashboard', '/AdminPage/Dashboard'],
  ['Feedbacks', '/AdminPage/CustomerRating'],
  ['Career', '/AdminPage/CareerPage'],
  ['News & Events', '/AdminPage/NewsEventPage'],
  ['Pages', '/AdminPage/PageEdit'],
];

/**
 * The shell behind the guard, as the back office mounts it, for an account of `role`; the server
 * answers logout with `logout`.
 */
async function renderShell(logout: Answer, role: StaffRole = 'administrator', pendingChanges: unknown[] = []) {
  server = fakeStaffServer({ accounts: [staffAccount({ email: 'admin@example.com', role })] }, ({ path }) =>
    path === '/api/admin/logout'
      ? logout
      : path === '/api/admin/changes?status=pending'
        ? { status: 200, data: { results: pendingChanges, pending_count: pendingChanges.length } }
        : undefined,
  );
  // As the back office mounts it: within its data settings, here with a cache of the test's own.
  render(
    <DataProvider value={{ provider: () => new Map(), dedupingInterval: 0 }}>
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
      </MemoryRouter>
    </DataProvider>,
  );
  await screen.findByText('Dashboard screen');
  // The shell asks when the session ends (for the idle warning) as it opens.
  await vi.waitFor(() => expect(server.sent.map(({ path }) => path)).toContain('/api/admin/account/session'));
}

const menuLinks = () =>
  Array.from(screen.getByRole('navigation', { name: 'Main menu' }).querySelectorAll('a')).map(
    (link) => link.textContent,
  );

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
    const links = Array.from(screen.getByRole('navigation', { name: 'Main menu' }).querySelectorAll('a')).map(
      (link) => [link.textContent, link.getAttribute('href')],
    );
    const menuScreens = BACK_OFFICE_SCREENS.flatMap((entry) =>
      entry.menu ? [{ ...entry.menu, route: entry.route }] : [],
    );
    expect(links).toEqual(
      menuScreens.sort((a, b) => a.place - b.place).map(({ label, route }) => [label, `/AdminPage/${route}`]),
    );
    // The spec's five entries, word for word and in its order, whatever the product adds between them.
    expect(links.filter(([label]) => SPEC_MENU.some(([specLabel]) => specLabel === label))).toEqual(SPEC_MENU);
    expect(screen.getByText(/^Welcome,/)).toHaveTextContent('Welcome, admin@example.com (Administrator)');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts with the menu closed on a phone, and closes it again once an entry is chosen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === '(max-width: 600px)' }) as MediaQueryList,
    );
    await renderShell({ status: 200 });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Dashboard' }),
    );
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByText('Dashboard screen')).toBeInTheDocument();
  });

  it('asks for what a screen reads first as its menu entry is pressed: the enquiries for Feedbacks, nothing for the others', async () => {
    await renderShell({ status: 200 });
    const before = server.sent.length;
    for (const link of screen.getByRole('navigation', { name: 'Main menu' }).querySelectorAll('a'))
      fireEvent.pointerDown(link);
    await vi.waitFor(() =>
      expect(server.sent.slice(before).map(({ method, path }) => `${method} ${path}`)).toEqual([
        'GET /api/admin/contactus',
      ]),
    );
  });

  it.each<[StaffRole, string, string[]]>([
    ['customer_service', 'Customer service', ['Dashboard', 'Feedbacks', 'Complaints']],
    [
      'auditor',
      'Auditor',
      [
        'Dashboard',
        'Feedbacks',
        'Career',
        'News & Events',
        'Interest Rates',
        'Complaints',
        'Customer Protection',
        'Activity',
        'Approvals',
        'Site settings',
        'Pages',
        'Users',
      ],
    ],
    [
      'editor',
      'Editor',
      [
        'Dashboard',
        'Career',
        'News & Events',
        'Interest Rates',
        'Customer Protection',
        'Activity',
        'Approvals',
        'Pages',
      ],
    ],
  ])('shows a %s only the screens the role may open, and the role beside the e-mail', async (role, name, entries) => {
    await renderShell({ status: 200 }, role);
    expect(menuLinks()).toEqual(entries);
    expect(screen.getByText(/^Welcome,/)).toHaveTextContent(`Welcome, admin@example.com (${name})`);
  });

  it('shows beside Approvals how many changes wait for approval', async () => {
    await renderShell({ status: 200 }, 'approver', [{ id: 4 }, { id: 5 }]);
    const approvals = await screen.findByRole('link', { name: 'Approvals 2 waiting' });
    expect(approvals).toHaveAttribute('href', '/AdminPage/Approvals');
  });

  it("opens My account from the top bar's Account link", async () => {
    await renderShell({ status: 200 });
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/AdminPage/Account');
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

  it("deletes on Logout the unsaved text kept in this browser for the account, and only that account's", async () => {
    const draft = { key: 'news:new', label: 'New news/event', place: '/AdminPage/NewsEventPage?draft=new' };
    keepDraft(1, { ...draft, values: { title: 'AGM' }, savedAt: Date.now() });
    keepDraft(2, { ...draft, values: { title: 'Holiday' }, savedAt: Date.now() });
    await renderShell({ status: 200 });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(keptDrafts(1)).toEqual([]);
    expect(keptDrafts(2)).toEqual([expect.objectContaining({ values: { title: 'Holiday' } })]);
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
