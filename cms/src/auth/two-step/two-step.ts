import type { TwoStepEnrolment } from '@bank/shared';
import { nowMs } from '../../lib/clock';
import { newOneTimeToken, oneTimeTokenHash } from '../one-time-tokens';
import type { StoredRow } from '../../lib/stored-rows';
import { isDevelopment } from '../../lib/secrets';
import { timeOf } from '../backoffice-auth';
import { newRecoveryCodes, withoutRecoveryCode, type StoredRecoveryCodes } from './recovery-codes';
import { openSecret, sealSecret } from './sealed-secret';
import { enrolmentOf, newTotpSecret, totpStepOfCode } from './totp';

const CREDENTIAL_UID = 'api::two-step-credential.two-step-credential';
const CHALLENGE_UID = 'api::sign-in-challenge.sign-in-challenge';

/** A challenge lives this long after the right password: time to open the app and type a code. */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** Tries at consuming a recovery code when another change to the credential came in between. */
const RECOVERY_CODE_TRIES = 3;

type ChallengeKind = 'code' | 'enrol';

const credentials = () => strapi.db.query(CREDENTIAL_UID);
const challenges = () => strapi.db.query(CHALLENGE_UID);

/** A credential's row: the json column holds the stored recovery codes (StoredRow types json as text). */
type Credential = Omit<StoredRow<typeof CREDENTIAL_UID>, 'recovery_codes'> & {
  recovery_codes: StoredRecoveryCodes | null;
};

const credentialOf = (userId: number): Promise<Credential | null> =>
  credentials().findOne({ where: { user_id: userId } });

/**
 * A credential's secret, or null when it cannot be opened: sealed under another ENCRYPTION_KEY (the
 * key was rotated) or altered. Such an account enrols again; it never falls back to its password alone.
 */
function secretOf(credential: Credential): string | null {
  try {
    return openSecret(credential.sealed_secret);
  } catch {
    return null;
  }
}

/**
 * An account's second step: `off` (none), `on` (a code after the password), or `lost`: it was on,
 * but its secret can no longer be opened, so the account must enrol again.
 */
type TwoStepState = 'off' | 'on' | 'lost';

const stateOf = (credential: Credential | null): TwoStepState => {
  if (credential?.confirmed_at == null) return 'off';
  return secretOf(credential) === null ? 'lost' : 'on';
};

export async function twoStepState(userId: number): Promise<TwoStepState> {
  return stateOf(await credentialOf(userId));
}

/** Whether an account signs in with a code after its password. */
export async function hasTwoStep(userId: number): Promise<boolean> {
  return (await twoStepState(userId)) === 'on';
}

/** The accounts among `userIds` that sign in with a code after their password (the Users list). */
export async function usersWithTwoStep(userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows: Credential[] = await credentials().findMany({
    where: { user_id: { $in: userIds }, confirmed_at: { $notNull: true } },
  });
  return new Set(rows.filter((row) => stateOf(row) === 'on').map((row) => row.user_id));
}

/**
 * Whether an account without two-step sign-in must set it up before it may sign in:
 * TWO_STEP_REQUIRED, `false` by default in development only (the spec's one-step sign-in, which
 * the demo keeps), `true` by default with any other NODE_ENV or none. Throws on any other value.
 */
export function twoStepRequired(): boolean {
  const setting = process.env.TWO_STEP_REQUIRED;
  if (setting === 'true' || setting === 'false') return setting === 'true';
  if (setting) throw new Error(`TWO_STEP_REQUIRED must be true or false, not ${setting}`);
  return !isDevelopment();
}

/** At start: a TWO_STEP_REQUIRED that is neither true nor false stops the start, naming it. */
export function assertTwoStepSetting(): void {
  twoStepRequired();
}

/** A new challenge for an account after its right password; the token is given out once, kept as a hash. */
export async function openChallenge(userId: number, kind: ChallengeKind): Promise<string> {
  // Challenges of any account that have run out are no use to anyone: dropped as new ones are made.
  await challenges().deleteMany({ where: { expires_at: { $lt: new Date(nowMs()) } } });
  const { token, hash } = newOneTimeToken();
  await challenges().create({
    data: { token_hash: hash, user_id: userId, kind, expires_at: new Date(nowMs() + CHALLENGE_LIFETIME_MS) },
  });
  return token;
}

/** The account a live challenge of this kind is for, or null (unknown, expired, used or of the other kind). */
export async function challengedUser(
  token: string,
  kind: ChallengeKind,
): Promise<{ challengeId: number; userId: number } | null> {
  const row: StoredRow<typeof CHALLENGE_UID> | null = await challenges().findOne({
    where: { token_hash: oneTimeTokenHash(token), kind },
  });
  if (!row || timeOf(row.expires_at) <= nowMs()) return null;
  return { challengeId: row.id, userId: row.user_id };
}

/** Ends a challenge after its right code; false when another request ended it first. */
export async function closeChallenge(challengeId: number): Promise<boolean> {
  const { count } = await challenges().deleteMany({ where: { id: challengeId } });
  return count === 1;
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as { message?: unknown })?.message ?? error));

/**
 * A new secret for an account not using two-step sign-in (or whose secret is lost): kept sealed and
 * unconfirmed until a right code proves the app has it. Starting again replaces an unconfirmed
 * secret; a working one is never replaced here (an Administrator resets it first): null then.
 */
export async function beginEnrolment(userId: number, email: string): Promise<TwoStepEnrolment | null> {
  const existing = await credentialOf(userId);
  if (stateOf(existing) === 'on') return null;
  const secret = newTotpSecret();
  const fresh = { sealed_secret: sealSecret(secret), last_step: 0, confirmed_at: null, recovery_codes: null };
  if (existing) {
    // Conditional on what was read: a secret confirmed meanwhile by another request stays.
    const { count } = await credentials().updateMany({
      where: { id: existing.id, version: existing.version },
      data: { ...fresh, version: existing.version + 1 },
    });
    return count === 1 ? enrolmentOf(secret, email) : null;
  }
  try {
    await credentials().create({ data: { ...fresh, user_id: userId, version: 0 } });
  } catch (error) {
    // Another request made the account's row first (one row per account): start again on it.
    if (isUniqueViolation(error)) return beginEnrolment(userId, email);
    throw error;
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
    data: { last_step: step },
  });
  return count === 1;
}

/** The time step of a right six-digit code of this credential, spent now; null when wrong, already used or unreadable. */
async function spentStepOf(credential: Credential, code: string): Promise<number | null> {
  const secret = secretOf(credential);
  const step = secret === null ? null : totpStepOfCode(secret, code.trim());
  return step !== null && (await spendStep(credential, step)) ? step : null;
}

/** Confirms an enrolment with the app's first code: answers the recovery codes to show once, or null for a wrong code. */
export async function confirmEnrolment(userId: number, code: string): Promise<string[] | null> {
  const credential = await credentialOf(userId);
  if (!credential || credential.confirmed_at != null) return null;
  if ((await spentStepOf(credential, code)) === null) return null;
  const { codes, stored } = await newRecoveryCodes();
  const { count } = await credentials().updateMany({
    where: { id: credential.id, confirmed_at: { $null: true }, version: credential.version },
    data: { confirmed_at: new Date(nowMs()), recovery_codes: stored, version: credential.version + 1 },
  });
  return count === 1 ? codes : null;
}

/** What a second step was passed with (and, for a recovery code, how many are left), or null when the code was wrong or already used. */
type SecondStep = { by: 'app' } | { by: 'recovery_code'; left: number } | null;

/** Checks a code of an account with two-step sign-in: a six-digit code from its app, or one of its recovery codes. */
export async function passSecondStep(userId: number, code: string): Promise<SecondStep> {
  const given = code.trim();
  for (let attempt = 0; attempt < RECOVERY_CODE_TRIES; attempt++) {
    const credential = await credentialOf(userId);
    if (!credential || stateOf(credential) !== 'on') return null;
    if (/^\d{6}$/.test(given)) return (await spentStepOf(credential, given)) === null ? null : { by: 'app' };
    const rest = credential.recovery_codes && (await withoutRecoveryCode(credential.recovery_codes, given));
    if (!rest) return null;
    // Conditional on the version read: the same recovery code sent twice at once passes once; a
    // request that lost to another change (another code used at once) reads the codes again.
    const { count } = await credentials().updateMany({
      where: { id: credential.id, version: credential.version },
      data: { recovery_codes: rest, version: credential.version + 1 },
    });
    if (count === 1) return { by: 'recovery_code', left: rest.hashes.length };
  }
  return null;
}

/** A new set of recovery codes for an account with two-step sign-in (the old ones stop working), or null when it has none. */
export async function replaceRecoveryCodes(userId: number): Promise<string[] | null> {
  const credential = await credentialOf(userId);
  if (!credential || stateOf(credential) !== 'on') return null;
  const { codes, stored } = await newRecoveryCodes();
  const { count } = await credentials().updateMany({
    where: { id: credential.id, confirmed_at: { $notNull: true } },
    data: { recovery_codes: stored, version: credential.version + 1 },
  });
  return count === 1 ? codes : null;
}

/**
 * Removes an account's two-step sign-in and its open challenges (an Administrator's reset, the
 * account deleted): it enrols again, or signs in with its password alone where that is allowed.
 */
export async function removeTwoStep(userId: number): Promise<void> {
  await credentials().deleteMany({ where: { user_id: userId } });
  await challenges().deleteMany({ where: { user_id: userId } });
}

/**
 * The indexes two-step sign-in relies on (Strapi's `unique` is checked by its Document Service, not
 * the database): one credential per account, so two enrolments at once cannot make two; one
 * challenge per token hash, looked up on every code.
 */
export async function ensureTwoStepIndexes(): Promise<void> {
  const credentialTable = strapi.db.metadata.get(CREDENTIAL_UID).tableName;
  const challengeTable = strapi.db.metadata.get(CHALLENGE_UID).tableName;
  await strapi.db.connection.raw(
    `CREATE UNIQUE INDEX IF NOT EXISTS ${credentialTable}_user_unique ON ${credentialTable} (user_id)`,
  );
  await strapi.db.connection.raw(
    `CREATE UNIQUE INDEX IF NOT EXISTS ${challengeTable}_token_unique ON ${challengeTable} (token_hash)`,
  );
}
