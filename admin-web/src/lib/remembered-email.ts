// Apart from the session's module: the sign-in screen reads it on its first render, within its budget.

/** Where 'Remember Me' keeps the e-mail for the next sign-in form (it no longer lengthens a session). */
const REMEMBERED_EMAIL_KEY = 'rememberedEmail';

export const rememberedEmail = (): string => localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? '';

/** Keeps the e-mail for the next sign-in form, or forgets it when 'Remember Me' was not ticked. */
export function rememberEmail(email: string | null): void {
  if (email) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
  else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
}
