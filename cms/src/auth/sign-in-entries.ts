/** The activity log's resource of the back office's sign-ins, right and wrong, and their steps and lock-outs. */
export const SIGN_INS = 'sign-ins';

/** What the activity log names a step of signing in by: filed under sign-ins, the account where it is known. */
export const signInEntry = (user: { id: number; email: string } | null, label: string) => ({
  resource: SIGN_INS,
  record_id: user?.id ?? null,
  record_label: (user ? `${user.email}: ${label}` : label).slice(0, 254),
});
