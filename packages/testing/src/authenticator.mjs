// The codes an authenticator app shows for a two-step key (RFC 6238 as apps take it: SHA-1, six
// digits, 30-second steps), computed with otpauth, the library the CMS itself uses. It comes from
// the CMS's install, as the database drivers do, so the front ends need no copy of their own.
import { cmsRequire } from './cms-dir.mjs';

const STEP_MS = 30_000;

/**
 * The code an app shows for `secret` (Base32, as the enrolment screen gives it) at `atMs`, or
 * `stepsLater` 30-second steps after it (an app's code changes every step, and each is taken once).
 * @param {string} secret
 * @param {{ atMs?: number, stepsLater?: number }} [options]
 * @returns {string}
 */
export function authenticatorCode(secret, { atMs = Date.now(), stepsLater = 0 } = {}) {
  const { Secret, TOTP } = cmsRequire('otpauth');
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: STEP_MS / 1000, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: atMs + stepsLater * STEP_MS });
}
