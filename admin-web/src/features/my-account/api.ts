import useSWR from 'swr';
import type { StaffSession, TwoStepEnrolment } from '@bank/shared';
import { apiClient, fetchJson } from '../../lib/api-client';

const ACCOUNT_URL = '/admin/account';

/** GET /api/admin/account/sessions: the signed-in person's sessions, this one marked. */
export function useOwnSessions() {
  const { data, error, isLoading, mutate } = useSWR<StaffSession[]>(`${ACCOUNT_URL}/sessions`, fetchJson, {
    onError: (failure) => console.error('The sessions did not load', failure),
  });
  return { sessions: data ?? [], isLoading, failed: Boolean(error), reload: () => mutate() };
}

/** POST /api/admin/account/sessions/end-others: signs out everywhere but here. */
export async function endOtherSessions(): Promise<void> {
  await apiClient.post(`${ACCOUNT_URL}/sessions/end-others`);
}

/** POST /api/admin/account/password: the current password, then the new one; every other session ends. */
export async function changePassword(current_password: string, password: string): Promise<void> {
  await apiClient.post(`${ACCOUNT_URL}/password`, { current_password, password });
}

/** POST /api/admin/account/two-step: the password again, then the key for the authenticator app. */
export async function startTwoStep(password: string): Promise<TwoStepEnrolment> {
  return (await apiClient.post<TwoStepEnrolment>(`${ACCOUNT_URL}/two-step`, { password })).data;
}

/** POST /api/admin/account/two-step/confirm: the app's first code turns it on; answers the recovery codes. */
export async function confirmTwoStep(code: string): Promise<string[]> {
  return (await apiClient.post<{ recovery_codes: string[] }>(`${ACCOUNT_URL}/two-step/confirm`, { code })).data
    .recovery_codes;
}

/** POST /api/admin/account/two-step/recovery-codes: the password again; new codes replace the old ones. */
export async function newRecoveryCodes(password: string): Promise<string[]> {
  return (await apiClient.post<{ recovery_codes: string[] }>(`${ACCOUNT_URL}/two-step/recovery-codes`, { password }))
    .data.recovery_codes;
}
