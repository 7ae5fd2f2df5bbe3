import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { StaffAccountSelf, StaffRole } from '@bank/shared';
import { DataProvider } from '../lib/data-provider';
import { StaffAccountProvider, type SignedInStaff } from '../lib/staff-account';

/** Who is signed in unless a test says: an Administrator, who may open and do everything. */
const ADMINISTRATOR: StaffAccountSelf = {
  id: 1,
  email: 'admin@example.com',
  name: 'Asha Admin',
  role: 'administrator',
  two_step: false,
};

/**
 * Renders a screen as the guard hands it over: with the back office's data settings, a cache of its
 * own, and a signed-in person (`staff.account`, else an Administrator's account with `staff.role`).
 */
export function renderWithData(screen: ReactElement, staff: Partial<SignedInStaff> & { role?: StaffRole } = {}) {
  const { role = 'administrator', account = { ...ADMINISTRATOR, role }, refresh = async () => {} } = staff;
  const signedIn: SignedInStaff = { account, refresh };
  return render(
    <StaffAccountProvider value={signedIn}>
      <DataProvider value={{ provider: () => new Map(), dedupingInterval: 0 }}>{screen}</DataProvider>
    </StaffAccountProvider>,
  );
}
