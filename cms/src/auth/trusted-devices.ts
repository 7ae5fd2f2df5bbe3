import { createHash, randomBytes } from 'crypto';
import type { Context } from 'koa';
import { isHttpsOrigin } from '../lib/public-origin';

/**
 * Someone else's guesses must not keep a staff member out (issue: throttle the guessing, not the
 * owner). A browser in which an account has signed in gets a device cookie for that account, signed
 * with the app's keys and readable only by the server; its sign-in attempts are counted on their own
 * (the device's count), so five wrong passwords sent from elsewhere lock the e-mail for every other
 * browser but not for the owner's. A device that guesses locks itself. The method is OWASP's
 * "device cookies".
 */

/** Where the cookie is sent: the sign-in's password and code steps, nowhere else. */
const COOKIE_PATH = '/api/admin/login';
/** How long a browser stays known without signing in again. */
const DEVICE_DAYS = 180;

/** One cookie per account, named by a hash of its e-mail: a shared office computer may know several. */
const cookieName = (email: string) =>
  `bank_device_${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;

/** The id of the device cookie this request carries for `email`, when its signature holds; else null. */
function deviceOf(ctx: Context, email: string): string | null {
  const value = ctx.cookies.get(cookieName(email), { signed: true });
  return value && /^[A-Za-z0-9_-]{22}$/.test(value) ? value : null;
}

/**
 * The key the sign-in guard counts this attempt under: the e-mail's own count for a browser it does
 * not know, the device's for one in which the account signed in before (a hash, so it fits the
 * guard's column whatever the e-mail's length).
 */
export function attemptKey(ctx: Context, email: string): string {
  const device = deviceOf(ctx, email);
  if (device === null) return email.trim().toLowerCase();
  return `device ${createHash('sha256').update(`${email.trim().toLowerCase()}\n${device}`).digest('hex')}`;
}

/** The account signed in from this browser: it is known from now on (its cookie set, or kept). */
export function rememberDevice(ctx: Context, email: string): void {
  const id = deviceOf(ctx, email) ?? randomBytes(16).toString('base64url');
  ctx.cookies.set(cookieName(email), id, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: DEVICE_DAYS * 24 * 60 * 60 * 1000,
    // Secure wherever the site is served over https: koa refuses it on a plain connection it cannot trust.
    secure: isHttpsOrigin() && ctx.secure,
    overwrite: true,
  });
}
