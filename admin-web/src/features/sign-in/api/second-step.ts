import type { TokenAnswer, TwoStepEnrolment } from '@bank/shared';
import { apiClient } from '../../../lib/api-client';

// Each call carries the challenge the password step answered, not a credential: its 401 is about the code.

/** POST /api/admin/login/code: a code from the app or a recovery code; answers the token. */
export async function sendCode(challenge: string, code: string): Promise<TokenAnswer> {
  return (await apiClient.post<TokenAnswer>('/admin/login/code', { challenge, code }, { anonymous: true })).data;
}

/** POST /api/admin/two-step/enrol: the key of an account that must turn two-step sign-in on. */
export async function startEnrolment(challenge: string): Promise<TwoStepEnrolment> {
  return (await apiClient.post<TwoStepEnrolment>('/admin/two-step/enrol', { challenge }, { anonymous: true })).data;
}

/** POST /api/admin/two-step/confirm: the first code from the app turns it on; answers the token and the recovery codes. */
export async function confirmEnrolment(
  challenge: string,
  code: string,
): Promise<TokenAnswer & { recovery_codes: string[] }> {
  return (
    await apiClient.post<TokenAnswer & { recovery_codes: string[] }>(
      '/admin/two-step/confirm',
      { challenge, code },
      { anonymous: true },
    )
  ).data;
}
