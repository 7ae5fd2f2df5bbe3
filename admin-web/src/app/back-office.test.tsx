import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '@bank/shared';
import { fakeStaffServer, staffAccount } from '../testing/fake-staff-server';
import BackOffice from './back-office';

let server: ReturnType<typeof fakeStaffServer>;

/** The back office at `path` for a signed-in account of `role`. */
function openAt(path: string, role: StaffRole) {
  server = fakeStaffServer({ accounts: [staffAccount({ name: 'Meena Desk', role })] });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/AdminPage/*" element={<BackOffice />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.setItem('accessToken', 'token-1'));
afterEach(() => {
  server.close();
  localStorage.clear();
});

describe('BackOffice', () => {
  it.each([
    ['/AdminPage/SiteSettings', 'customer_service'],
    ['/AdminPage/Users', 'editor'],
    ['/AdminPage/CareerPage', 'customer_service'],
    ['/AdminPage/CustomerRating', 'editor'],
  ] as const)("answers %s for a %s with 'Your role does not allow this.', in the frame", async (path, role) => {
    openAt(path, role);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your role does not allow this.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/AdminPage');
    expect(server.sent.map(({ path: asked }) => asked)).not.toContain('/api/admin/site-settings');
  });

  it.each([
    ['/AdminPage/Users', 'auditor', 'Users'],
    ['/AdminPage/Account', 'customer_service', 'My account'],
  ] as const)('opens %s for a %s', async (path, role, heading) => {
    openAt(path, role);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
