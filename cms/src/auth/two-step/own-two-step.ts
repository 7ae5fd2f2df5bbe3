import { STAFF_MESSAGES, type RecoveryCodesAnswer, type TwoStepEnrolment } from '@bank/shared';
import { badRequest, conflict } from '../../lib/errors';
import { writeEntry } from '../../activity/entries';
import type { Actor } from '../../activity/actor';
import type { ActiveStaff } from '../backoffice-auth';
import { accountEntry } from '../sessions';
import { confirmOwnPassword } from '../sign-in';
import { RECOVERY_CODE_COUNT } from './recovery-codes';
import { beginEnrolment, confirmEnrolment, hasTwoStep, replaceRecoveryCodes } from './two-step';

// My account's two-step sign-in: each change asks for the password again (400 when wrong, counted
// against the e-mail's attempts), so a session left open cannot change how its account signs in.

/** POST /api/admin/account/two-step: the key for the app; 409 when two-step sign-in is on already. */
export async function startOwnTwoStep(me: ActiveStaff, password: string, by: Actor): Promise<TwoStepEnrolment> {
  if (await hasTwoStep(me.id)) throw conflict(STAFF_MESSAGES.twoStepAlreadyOn);
  await confirmOwnPassword(me, password, 'password', by);
  const enrolment = await beginEnrolment(me.id, me.email);
  if (!enrolment) throw conflict(STAFF_MESSAGES.twoStepAlreadyOn);
  return enrolment;
}

/** POST /api/admin/account/two-step/confirm: the app's first code turns it on; the recovery codes are answered once. */
export async function confirmOwnTwoStep(me: ActiveStaff, code: string, by: Actor): Promise<RecoveryCodesAnswer> {
  const codes = await confirmEnrolment(me.id, code);
  if (!codes) {
    if (await hasTwoStep(me.id)) throw conflict(STAFF_MESSAGES.twoStepAlreadyOn);
    throw badRequest({ code: STAFF_MESSAGES.codeWrong }, STAFF_MESSAGES.codeWrong);
  }
  await writeEntry({ action: 'two_step_enrol', actor: by, ...accountEntry(me, 'turned on in My account') });
  return { recovery_codes: codes };
}

/** POST /api/admin/account/two-step/recovery-codes: a new set; the old codes stop working. 409 when two-step sign-in is off. */
export async function newOwnRecoveryCodes(me: ActiveStaff, password: string, by: Actor): Promise<RecoveryCodesAnswer> {
  if (!(await hasTwoStep(me.id))) throw conflict(STAFF_MESSAGES.twoStepOff);
  await confirmOwnPassword(me, password, 'password', by);
  const codes = await replaceRecoveryCodes(me.id);
  if (!codes) throw conflict(STAFF_MESSAGES.twoStepOff);
  await writeEntry({
    action: 'recovery_codes_new',
    actor: by,
    ...accountEntry(me, `${RECOVERY_CODE_COUNT} new recovery codes; the earlier ones no longer work`),
  });
  return { recovery_codes: codes };
}
