import { loginSchema, validateInput, type SignInAnswer, type TokenAnswer } from '@bank/shared';
import { apiClient } from '../../../lib/api-client';
import { rememberEmail } from '../../../lib/remembered-email';
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

/**
 * POST /api/admin/login: a token (one-step sign-in), or the second step the account must take.
 * Throws the client's error on failure.
 */
export async function signIn({ email, password, remember }: SignInInput): Promise<SignInAnswer> {
  const { data } = await apiClient.post<SignInAnswer>(
    '/admin/login',
    { email, password, remember },
    { anonymous: true },
  );
  return data;
}

/** Keeps the session a token answer opens; 'Remember Me' keeps the e-mail for the next sign-in form, or forgets it. */
export function keepSession(token: TokenAnswer, { email, remember }: Pick<SignInInput, 'email' | 'remember'>): void {
  storeSession({ accessToken: token.access_token, tokenType: token.token_type, adminEmail: email });
  rememberEmail(remember ? email : null);
}
