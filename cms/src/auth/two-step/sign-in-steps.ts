import type { Context } from 'koa';
import {
  API_MESSAGES,
  STAFF_MESSAGES,
  countText,
  enrolmentCodeSchema,
  enrolmentSchema,
  signInCodeSchema,
  validateInput,
  type EnrolledAnswer,
  type SignInAnswer,
  type TokenAnswer,
  type TwoStepEnrolment,
} from '@bank/shared';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { writeEntry } from '../../activity/entries';
import { isActiveStaff, userById, type ActiveStaff } from '../backoffice-auth';
import { attemptFailed, attemptPassed, attemptSucceeded, reserveAttempt } from '../attempt-guard';
import { accountEntry, signingIn, startSession } from '../sessions';
import { attemptKey } from '../trusted-devices';
import {
  beginEnrolment,
  challengedUser,
  closeChallenge,
  confirmEnrolment,
  openChallenge,
  passSecondStep,
  twoStepRequired,
  twoStepState,
} from './two-step';
import { signInEntry } from '../sign-in-entries';

/**
 * After the right password (`passwordStep`): an account with two-step sign-in gets a challenge for
 * its code, and the password's attempt ends without clearing the e-mail's failed codes; an account
 * without it signs in (the contract's token answer) unless it must enrol first (TWO_STEP_REQUIRED,
 * or a secret that can no longer be opened), which gets a challenge for that.
 */
export async function afterPassword(ctx: Context, user: ActiveStaff): Promise<SignInAnswer> {
  const state = await twoStepState(user.id);
  const counted = attemptKey(ctx, user.email);
  if (state === 'on') {
    await attemptPassed(counted);
    return { two_step: 'code', challenge: await openChallenge(user.id, 'code') };
  }
  await attemptSucceeded(counted);
  if (state === 'lost')
    strapi.log.warn(
      `The two-step secret of ${user.email} cannot be opened (was ENCRYPTION_KEY changed?): the account sets two-step sign-in up again.`,
    );
  if (state === 'lost' || twoStepRequired())
    return { two_step: 'enrol', challenge: await openChallenge(user.id, 'enrol') };
  return startSession(ctx, user);
}

/**
 * A sign-in step's body read with its shared schema: the challenge, or null when there is none, and
 * the code, or null when it is malformed (a wrong code, not a 400: it counts like one).
 */
async function stepInput(
  schema: typeof signInCodeSchema | typeof enrolmentCodeSchema | typeof enrolmentSchema,
  body: unknown,
): Promise<{ challenge: string | null; code: string | null }> {
  const checked = await validateInput(schema, body);
  // A list or an object where text goes is no attempt at a code: 400, counted against nobody.
  if (!checked.ok && Object.values(checked.errors).includes(API_MESSAGES.notText)) throw badRequest(checked.errors);
  if (checked.ok) {
    const values: { challenge: string; code?: unknown } = checked.values;
    return { challenge: values.challenge, code: typeof values.code === 'string' ? values.code : null };
  }
  const challengeOnly = await validateInput(enrolmentSchema, body);
  return { challenge: challengeOnly.ok ? challengeOnly.values.challenge : null, code: null };
}

/** The live challenge of this kind and its account, still staff and unblocked; else 401 (the sign-in starts again). */
async function challenged(token: string | null, kind: 'code' | 'enrol') {
  const found = token === null ? null : await challengedUser(token, kind);
  const user = found && (await userById(found.userId));
  if (!found || !isActiveStaff(user)) throw unauthorized(STAFF_MESSAGES.signInExpired);
  return { challengeId: found.challengeId, user };
}

/**
 * POST /api/admin/login/code: the code step. Each code, right or wrong, is an attempt of the
 * account's e-mail (429 once it is locked out, even for a right code); a wrong, used or malformed
 * code is 401 and leaves the challenge usable; the first right one ends it and starts the session.
 */
export async function codeStep(ctx: Context, body: unknown): Promise<TokenAnswer> {
  const input = await stepInput(signInCodeSchema, body);
  const { challengeId, user } = await challenged(input.challenge, 'code');
  const who = signingIn(ctx, user.email);
  const counted = attemptKey(ctx, user.email);
  await reserveAttempt(user.email, who, counted);
  const passed = input.code === null ? null : await passSecondStep(user.id, input.code);
  if (!passed) {
    await attemptFailed(counted);
    await writeEntry({ action: 'two_step_failed', actor: who, ...signInEntry(user, 'wrong, used or malformed code') });
    throw unauthorized(STAFF_MESSAGES.codeWrong);
  }
  // Another request ended the challenge with another right code at the same moment: that one signed in.
  if (!(await closeChallenge(challengeId))) throw unauthorized(STAFF_MESSAGES.signInExpired);
  await attemptSucceeded(counted);
  await writeEntry(
    passed.by === 'app'
      ? { action: 'two_step_passed', actor: who, ...signInEntry(user, 'code from the app') }
      : {
          action: 'recovery_code_use',
          actor: who,
          ...signInEntry(user, `${countText(passed.left, 'recovery code')} left`),
        },
  );
  return startSession(ctx, user);
}

/** POST /api/admin/two-step/enrol: a new key for the app of an account that must set two-step sign-in up. */
export async function enrolmentKey(body: unknown): Promise<TwoStepEnrolment> {
  const { challenge } = await stepInput(enrolmentSchema, body);
  const { user } = await challenged(challenge, 'enrol');
  const enrolment = await beginEnrolment(user.id, user.email);
  if (!enrolment) throw conflict(STAFF_MESSAGES.twoStepAlreadyOn);
  return enrolment;
}

/**
 * POST /api/admin/two-step/confirm: the app's first code turns two-step sign-in on, ends the
 * challenge and starts the session; the recovery codes are answered this once. A wrong code is 401
 * and leaves the challenge usable; it is not counted against the e-mail, since it is a code of the
 * key the caller was just given: there is nothing to guess.
 */
export async function enrolmentConfirmed(ctx: Context, body: unknown): Promise<EnrolledAnswer> {
  const input = await stepInput(enrolmentCodeSchema, body);
  const { challengeId, user } = await challenged(input.challenge, 'enrol');
  const who = signingIn(ctx, user.email);
  const codes = input.code === null ? null : await confirmEnrolment(user.id, input.code);
  if (!codes) {
    await writeEntry({ action: 'two_step_failed', actor: who, ...signInEntry(user, 'wrong code setting it up') });
    throw unauthorized(STAFF_MESSAGES.codeWrong);
  }
  await closeChallenge(challengeId);
  await writeEntry({ action: 'two_step_enrol', actor: who, ...accountEntry(user, 'turned on at sign-in') });
  return { ...(await startSession(ctx, user)), recovery_codes: codes };
}
