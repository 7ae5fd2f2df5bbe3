import { passwordProblem } from '../auth/password-rules';
import { isDevelopment } from '../lib/secrets';

/**
 * The panel's super-admins choose passwords by the product's rules (src/auth/password-rules.ts:
 * length, no e-mail or bank name, zxcvbn), not by Strapi's weaker own (eight characters, one capital,
 * one digit: `Abcdefg1`).
 */

/** The panel's routes that set a password, and where their body carries it. */
const PASSWORD_ROUTES: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/admin\/(register-admin|register|reset-password)\/?$/i },
  { method: 'POST', path: /^\/admin\/users\/?$/i },
  { method: 'PUT', path: /^\/admin\/users\/[^/]+\/?$/i },
];

interface PasswordBody {
  email?: unknown;
  password?: unknown;
  userInfo?: { email?: unknown; password?: unknown };
}

/** The new password a panel request sets, with the account's e-mail when the body names it. */
export function newPanelPassword(
  method: string,
  path: string,
  body: unknown,
): { password: string; email: string } | undefined {
  if (!PASSWORD_ROUTES.some((route) => route.method === method && route.path.test(path))) return undefined;
  const fields = (body ?? {}) as PasswordBody;
  const password = fields.password ?? fields.userInfo?.password;
  if (typeof password !== 'string' || password === '') return undefined;
  const email = fields.email ?? fields.userInfo?.email;
  return { password, email: typeof email === 'string' ? email : '' };
}

/** Why the panel refuses `password`, or null. */
export const panelPasswordProblem = (password: string, email: string) => passwordProblem(password, email);

/**
 * At every start, outside development: STRAPI_ADMIN_PASSWORD (the super-admin the server creates)
 * passes the rules, or the start stops saying why. Development's demo password is exempt, as the
 * back office's are.
 */
export async function assertPanelPasswordSetting({ email, password }: { email: string; password: string }) {
  if (isDevelopment()) return;
  const problem = await passwordProblem(password, email);
  if (problem)
    throw new Error(
      `Refusing to start with STRAPI_ADMIN_PASSWORD (the Strapi panel's super-admin): ${problem} Choose one by the back office's password rules.`,
    );
}
