import { createContext, useContext, type ReactNode } from 'react';
import { roleMay, type StaffAbility, type StaffAccountSelf } from '@bank/shared';

/** The signed-in person (GET /api/admin/account, read once by the guard) and a way to read it again. */
export interface SignedInStaff {
  account: StaffAccountSelf;
  /** Reads the account again (after turning two-step sign-in on, say). */
  refresh: () => Promise<void>;
}

const StaffAccountContext = createContext<SignedInStaff | null>(null);

/** Hands the signed-in person to every screen below it. */
export function StaffAccountProvider({ value, children }: { value: SignedInStaff; children: ReactNode }) {
  return <StaffAccountContext.Provider value={value}>{children}</StaffAccountContext.Provider>;
}

/** The signed-in person; only screens behind the guard ask for it. */
export function useStaffAccount(): SignedInStaff {
  const staff = useContext(StaffAccountContext);
  if (!staff) throw new Error('useStaffAccount: no signed-in account above this screen (the guard provides it)');
  return staff;
}

/** Whether the signed-in person's role may do `ability`; nobody may outside the guard. */
export function useMay(ability: StaffAbility): boolean {
  const staff = useContext(StaffAccountContext);
  return staff !== null && roleMay(staff.account.role, ability);
}
