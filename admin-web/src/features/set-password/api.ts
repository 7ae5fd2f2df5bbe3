import { apiClient } from '../../lib/api-client';

/** POST /api/admin/set-password: a new account's (or a reset) one-time link sets the password; answers the server's word. */
export async function setPassword(token: string, password: string): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>(
    '/admin/set-password',
    { token, password },
    { anonymous: true },
  );
  return data.message;
}
