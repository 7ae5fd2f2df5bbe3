import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { BANK, type TwoStepEnrolment } from '@bank/shared';
import { nowMs } from '../../lib/clock';

/** RFC 6238 as authenticator apps expect it by default: SHA-1, six digits, 30-second steps. */
const PERIOD_S = 30;
const DIGITS = 6;
/** A code of the step before or after now is taken too, for a phone's clock a little off. */
const WINDOW_STEPS = 1;

/** A new shared secret (160 bits, RFC 4226's recommendation), in Base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, email: string) =>
  new TOTP({
    issuer: BANK.shortName,
    label: email,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** What a person needs to add the account to an app: the secret, its otpauth:// URI and that URI as a QR code. */
export async function enrolmentOf(secret: string, email: string): Promise<TwoStepEnrolment> {
  const otpauthUri = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_uri: otpauthUri, qr_svg: qrSvg };
}

/** The time step (30-second count since the epoch) at an instant. */
export const totpStepAt = (atMs: number): number => Math.floor(atMs / 1000 / PERIOD_S);

/**
 * The time step a six-digit code belongs to, if it is right at `atMs` (one step either side), else
 * null. The caller takes a step only once per account (RFC 6238 §5.2), so a code seen is spent.
 */
export function totpStepOfCode(secret: string, code: string, atMs = nowMs()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, '').validate({ token: code, timestamp: atMs, window: WINDOW_STEPS });
  return delta === null ? null : totpStepAt(atMs) + delta;
}

/** The code of a step: what an app shows then (tests compute codes with it, as an app would). */
export const totpCodeAt = (secret: string, atMs: number): string => totpOf(secret, '').generate({ timestamp: atMs });
