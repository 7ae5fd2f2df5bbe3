import useSWR from 'swr';
import type { CreatedStaffAccount, StaffAccount, StaffRole } from '@bank/shared';
import { apiClient, fetchJson, type Written } from '../../lib/api-client';

const USERS_URL = '/admin/users';

/** GET /api/admin/users: every staff account; `replace` and `drop` put a change in without reading them all again. */
export function useStaffAccounts() {
  const { data, error, isLoading, mutate } = useSWR<StaffAccount[]>(USERS_URL, fetchJson, {
    onError: (failure) => console.error('The staff accounts did not load', failure),
  });
  const accounts = data ?? [];
  return {
    accounts,
    isLoading,
    failed: Boolean(error),
    replace: (saved: StaffAccount) =>
      mutate((current = []) => current.map((account) => (account.id === saved.id ? saved : account)), {
        revalidate: false,
      }),
    drop: (id: number) =>
      mutate((current = []) => current.filter((account) => account.id !== id), { revalidate: false }),
    reload: () => mutate(),
  };
}

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * POST /api/admin/users: the account, with its one-time set-password link (shown only now); or, for
 * an Approver or Administrator while approvals are on, the change request it became (202).
 */
export async function addStaffAccount(input: NewStaffAccount): Promise<Written<CreatedStaffAccount>> {
  return (await apiClient.post<Written<CreatedStaffAccount>>(USERS_URL, input)).data;
}

/**
 * PUT /api/admin/users/{id}: any of name, role, blocked (with the reason); answers the account, or the change request a
 * change to the Approver or Administrator role became while approvals are on (202).
 */
export async function changeStaffAccount(
  id: number,
  change: Partial<Pick<StaffAccount, 'name' | 'role' | 'blocked'>> & { blocked_note?: string },
): Promise<Written<StaffAccount>> {
  return (await apiClient.put<Written<StaffAccount>>(`${USERS_URL}/${id}`, change)).data;
}

/** DELETE /api/admin/users/{id}. */
export async function deleteStaffAccount(id: number): Promise<void> {
  await apiClient.delete(`${USERS_URL}/${id}`);
}

/**
 * POST /api/admin/users/{id}/password-link: a new one-time set-password link (24 hours) in place of
 * any earlier one; the password and sessions stay until it is used.
 */
export async function newPasswordLink(id: number): Promise<string> {
  return (await apiClient.post<{ set_password_link: string }>(`${USERS_URL}/${id}/password-link`)).data
    .set_password_link;
}

/** The actions on an account that take no input. */
export type StaffAccountAction = 'reset-two-step' | 'end-sessions' | 'lift-lockout';

/** POST /api/admin/users/{id}/reset-two-step, /end-sessions or /lift-lockout. */
export async function actOnStaffAccount(id: number, action: StaffAccountAction): Promise<void> {
  await apiClient.post(`${USERS_URL}/${id}/${action}`);
}
