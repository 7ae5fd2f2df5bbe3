import type { Context } from 'koa';
import { LOGIN_MESSAGES, STAFF_MESSAGES } from '@bank/shared';
import { badRequest, unauthorized } from '../lib/errors';
import { writeEntry } from '../activity/entries';
import type { Actor } from '../activity/actor';
import { USER_UID, isActiveStaff, type ActiveStaff, type StaffUser } from './backoffice-auth';
import { attemptFailed, attemptSucceeded, reserveAttempt } from './attempt-guard';
import { attemptKey } from './trusted-devices';
import { signingIn } from './sessions';
import { passwordMatches } from './password-hash';
import { signInEntry } from './sign-in-entries';

/** Compared against when the e-mail is unknown, so a miss costs the same time as a wrong password. */
const UNKNOWN_USER_HASH = '$2a$10$oI8k5krlGH8YantDQ9fg9.FEHDY.qKG./L7wdJS7CPYZrInSyypmm';

/** The user with this e-mail (any letter case), with their users-permissions role, or null. */
export const userByEmail = (email: string): Promise<StaffUser | null> =>
  strapi.db
    .query(USER_UID)
    .findOne({ where: { email: { $eqi: email.trim() } }, populate: { role: { select: ['id', 'type'] } } });

/**
 * Checks a password against the account with this e-mail: the account when it matches, else why
 * not. An unknown e-mail costs the same hash comparison as a wrong password.
 */
async function checkPassword(
  email: string,
  password: string,
): Promise<{ user: StaffUser } | { user: StaffUser | null; refused: string }> {
  const user = await userByEmail(email);
  const matches = await passwordMatches(user, password, UNKNOWN_USER_HASH);
  if (!user) return { user, refused: 'unknown e-mail' };
  if (!matches) return { user, refused: 'wrong password' };
  return { user };
}

/** Why a user whose password matched may not sign in to the back office, or null. */
const notStaffReason = (user: StaffUser): string | null =>
  isActiveStaff(user) ? null : user.blocked ? 'blocked account' : 'not a back-office account';

/** A blocked back-office account (not one that was never staff). */
const isBlockedStaff = (user: StaffUser): boolean =>
  Boolean(user.blocked) && isActiveStaff({ ...user, blocked: false });

/**
 * The password step of a back-office sign-in: the e-mail's attempt is taken (429 while it is locked
 * out), the password checked, and a failure counted and logged. Any failure (unknown e-mail, wrong
 * password, not staff) is the same 401; the log keeps the reason. A blocked staff account whose right
 * password was given is told it is blocked (its own 401 message): the one exception, on purpose,
 * after the right password only, so that the person asks an Administrator instead of retrying. Answers the staff
 * member; the attempt stays open for the caller to end: `attemptSucceeded` when the sign-in is
 * complete (its session started with `startSession`), `attemptPassed` when a code step follows.
 */
export async function passwordStep(ctx: Context, email: string, password: string): Promise<ActiveStaff> {
  const who = signingIn(ctx, email);
  const counted = attemptKey(ctx, email);
  await reserveAttempt(email, who, counted);
  const checked = await checkPassword(email, password);
  const refused = 'refused' in checked ? checked.refused : notStaffReason(checked.user);
  if (refused !== null || !isActiveStaff(checked.user)) {
    await attemptFailed(counted);
    await writeEntry({ action: 'sign_in_failed', actor: who, ...signInEntry(null, refused ?? 'refused') });
    const blocked = !('refused' in checked) && isBlockedStaff(checked.user);
    throw unauthorized(blocked ? LOGIN_MESSAGES.accountBlocked : LOGIN_MESSAGES.badCredentials);
  }
  return checked.user;
}

/**
 * The signed-in person's password asked again before a change to their own account (My account):
 * counted against the e-mail's attempts like a sign-in (429 while locked out). A wrong one is 400
 * naming `field`, not 401, which the back office takes for the end of the session.
 */
export async function confirmOwnPassword(user: ActiveStaff, password: string, field: string, by: Actor) {
  await reserveAttempt(user.email, by);
  if ('refused' in (await checkPassword(user.email, password))) {
    await attemptFailed(user.email);
    throw badRequest({ [field]: STAFF_MESSAGES.currentPasswordWrong });
  }
  await attemptSucceeded(user.email);
}
