import { createHash, randomBytes } from 'crypto';
import type { TwoStepEnrolment } from '@bank/shared';
import { nowMs } from '../../lib/clock';
import { newRecoveryCodes, withoutRecoveryCode, type StoredRecoveryCodes } from './recovery-codes';
import { openSecret, sealSecret } from './sealed-secret';
import { enrolmentOf, newTotpSecret, totpStepOfCode } from './totp';

const CREDENTIAL_UID = 'api::two-step-credential.two-step-credential';
const CHALLENGE_UID = 'api::sign-in-challenge.sign-in-challenge';

/** A challenge lives this long after the right password: time to open the app and type a code. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export type ChallengeKind = 'code' | 'enrol';

const credentials = () => strapi.db.query(CREDENTIAL_UID);
const challenges = () => strapi.db.query(CHALLENGE_UID);
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A credential's row; written out rather than StoredRow's, which has no type for a json column's parsed value. */
interface Credential {
  id: number;
  user_id: number;
  sealed_secret: string;
  confirmed_at: string | Date | null;
  last_step: string | number;
  recovery_codes: StoredRecoveryCodes | null;
  version: number;
}

const credentialOf = (userId: number): Promise<Credential | null> =>
  credentials().findOne({ where: { user_id: userId } });

/** Whether an account signs in with a code after its password. */
export async function hasTwoStep(userId: number): Promise<boolean> {
  return (await credentialOf(userId))?.confirmed_at != null;
}

/**
 * Whether an account without two-step sign-in must enrol before it may sign in: TWO_STEP_REQUIRED,
 * on by default in production and off in development (the spec's one-step sign-in).
 */
export function twoStepRequired(): boolean {
  const setting = process.env.TWO_STEP_REQUIRED;
  if (setting === 'true' || setting === 'false') return setting === 'true';
  if (setting) throw new Error(`TWO_STEP_REQUIRED must be true or false, not ${setting}`);
  return process.env.NODE_ENV === 'production';
}

/** A new challenge for an account after its right password; the token is given out once, kept as a hash. */
export async function openChallenge(userId: number, kind: ChallengeKind): Promise<string> {
  await challenges().deleteMany({ where: { expires_at: { $lt: new Date(nowMs()) } } });
  const token = randomBytes(32).toString('base64url');
  await challenges().create({
    data: { token_hash: hashOf(token), user_id: userId, kind, expires_at: new Date(nowMs() + CHALLENGE_LIFETIME_MS) },
  });
  return token;
}

/** The account a live challenge of this kind is for, or null (unknown, expired, used or of the other kind). */
export async function challengedUser(
  token: string,
  kind: ChallengeKind,
): Promise<{ challengeId: number; userId: number } | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  const row = await challenges().findOne({ where: { token_hash: hashOf(token), kind } });
  if (!row || new Date(row.expires_at).getTime() <= nowMs()) return null;
  return { challengeId: row.id, userId: row.user_id };
}

/** Ends a challenge after its right code; false when another request ended it first. */
export async function closeChallenge(challengeId: number): Promise<boolean> {
  const { count } = await challenges().deleteMany({ where: { id: challengeId } });
  return count === 1;
}

/**
 * A new secret for an account not yet using two-step sign-in: kept sealed and unconfirmed until a
 * right code proves the app has it. Starting again replaces an unconfirmed secret; a confirmed one
 * is never replaced here (an Administrator resets it first).
 */
export async function beginEnrolment(userId: number, email: string): Promise<TwoStepEnrolment | null> {
  const existing = await credentialOf(userId);
  if (existing?.confirmed_at) return null;
  const secret = newTotpSecret();
  if (existing) {
    await credentials().update({
      where: { id: existing.id },
      data: { sealed_secret: sealSecret(secret), last_step: '0' },
    });
  } else {
    await credentials().create({
      data: { user_id: userId, sealed_secret: sealSecret(secret), last_step: '0', version: 0 },
    });
  }
  return enrolmentOf(secret, email);
}

/**
 * Spends a time step for the account if it is later than the last one spent: a code is taken once,
 * and two requests with the same code cannot both pass (the update is conditional).
 */
async function spendStep(credential: Credential, step: number): Promise<boolean> {
  const { count } = await credentials().updateMany({
    where: { id: credential.id, last_step: { $lt: step } },
    data: { last_step: String(step) },
  });
  return count === 1;
}

/** Confirms an enrolment with the app's first code: answers the recovery codes to show once, or null for a wrong code. */
export async function confirmEnrolment(userId: number, code: string): Promise<string[] | null> {
  const credential = await credentialOf(userId);
  if (!credential || credential.confirmed_at) return null;
  const step = totpStepOfCode(openSecret(credential.sealed_secret), code.trim());
  if (step === null || !(await spendStep(credential, step))) return null;
  const { codes, stored } = await newRecoveryCodes();
  const { count } = await credentials().updateMany({
    where: { id: credential.id, confirmed_at: { $null: true } },
    data: { confirmed_at: new Date(nowMs()), recovery_codes: stored, version: credential.version + 1 },
  });
  return count === 1 ? codes : null;
}

/** What a second step was passed with, or null when the code was wrong or already used. */
export type SecondStep = 'app' | 'recovery_code' | null;

/** Checks a code of an account with two-step sign-in: a six-digit code from its app, or one of its recovery codes. */
export async function passSecondStep(userId: number, code: string): Promise<SecondStep> {
  const credential = await credentialOf(userId);
  if (!credential?.confirmed_at) return null;
  const given = code.trim();
  if (/^\d{6}$/.test(given)) {
    const step = totpStepOfCode(openSecret(credential.sealed_secret), given);
    return step !== null && (await spendStep(credential, step)) ? 'app' : null;
  }
  if (!credential.recovery_codes) return null;
  const rest = await withoutRecoveryCode(credential.recovery_codes, given);
  if (!rest) return null;
  // Conditional on the version read: the same recovery code sent twice at once passes once.
  const { count } = await credentials().updateMany({
    where: { id: credential.id, version: credential.version },
    data: { recovery_codes: rest, version: credential.version + 1 },
  });
  return count === 1 ? 'recovery_code' : null;
}

/** A new set of recovery codes for an account with two-step sign-in (the old ones stop working). */
export async function replaceRecoveryCodes(userId: number): Promise<string[] | null> {
  const credential = await credentialOf(userId);
  if (!credential?.confirmed_at) return null;
  const { codes, stored } = await newRecoveryCodes();
  await credentials().update({
    where: { id: credential.id },
    data: { recovery_codes: stored, version: credential.version + 1 },
  });
  return codes;
}

/** Removes an account's two-step sign-in and open challenges: it enrols again (or signs in with its password alone where allowed). */
export async function resetTwoStep(userId: number): Promise<void> {
  await credentials().deleteMany({ where: { user_id: userId } });
  await challenges().deleteMany({ where: { user_id: userId } });
}
