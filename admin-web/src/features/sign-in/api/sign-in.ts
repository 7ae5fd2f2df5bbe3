import { loginSchema, validateInput, type LoginResponse } from '@bank/shared';
import { apiClient } from '../../../lib/api-client';
import { storeSession } from '../../../lib/session';

export interface SignInInput {
  email: string;
  password: string;
  remember: boolean;
}

/** The first client-side problem of the sign-in form, or null when it may be sent. */
export async function signInProblem(input: SignInInput): Promise<string | null> {
  const result = await validateInput(loginSchema, input);
  if (result.ok) return null;
  // Both fields missing or either missing reads the same; a bad e-mail only once both are there.
  return result.errors.password ?? result.errors.email ?? null;
}

/** POST /api/admin/login, then keeps the session. Throws the client's error on failure. */
export async function signIn({ email, password, remember }: SignInInput): Promise<void> {
  const { data } = await apiClient.post<LoginResponse>(
    '/admin/login',
    { email, password, remember },
    { anonymous: true },
  );
  storeSession({ accessToken: data.access_token, tokenType: data.token_type, adminEmail: email });
}
