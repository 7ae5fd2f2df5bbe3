import type { Context } from 'koa';
import {
  STAFF_MESSAGES,
  changePasswordSchema,
  newStaffAccountSchema,
  setPasswordSchema,
  staffAccountChangeSchema,
} from '@bank/shared';
import { signedInStaff } from '../../../auth/backoffice-auth';
import { attemptFailed, attemptSucceeded, reserveAttempt } from '../../../auth/attempt-guard';
import { endSessionsOf, openSessionsOf, sessionTimes } from '../../../auth/sessions';
import { checkPassword } from '../../../auth/sign-in';
import {
  changeOwnPassword,
  changeStaffAccount,
  createStaffAccount,
  deleteStaffAccount,
  endStaffSessions,
  liftStaffLockout,
  listStaffAccounts,
  newSetPasswordLink,
  setPasswordWithLink,
  staffAccount,
  staffAccountSelfOf,
} from '../../../auth/staff-accounts';
import { currentActor, SYSTEM } from '../../../activity/actor';
import { badRequest } from '../../../lib/errors';
import { recordId, validated } from '../../../lib/validation';

/** Who is acting: the signed-in staff member (every route here but set-password is behind the guard). */
const actor = () => currentActor() ?? SYSTEM;

/** The routes of routes/staff-account.ts (docs/api.md, Staff accounts and sessions). */
export default () => ({
  async list(ctx: Context) {
    ctx.body = await listStaffAccounts();
  },

  async create(ctx: Context) {
    const input = await validated(newStaffAccountSchema, ctx.request.body);
    ctx.body = await createStaffAccount(input, actor());
    ctx.status = 201;
  },

  async findOne(ctx: Context) {
    ctx.body = await staffAccount(recordId(ctx));
  },

  async update(ctx: Context) {
    const id = recordId(ctx);
    await staffAccount(id);
    const change = await validated(staffAccountChangeSchema, ctx.request.body);
    ctx.body = await changeStaffAccount(id, change, signedInStaff(ctx).user, actor());
  },

  async remove(ctx: Context) {
    await deleteStaffAccount(recordId(ctx), signedInStaff(ctx).user, actor());
    ctx.body = { message: STAFF_MESSAGES.accountDeleted };
  },

  async endSessions(ctx: Context) {
    await endStaffSessions(recordId(ctx), actor());
    ctx.body = { message: STAFF_MESSAGES.sessionsEnded };
  },

  async liftLockout(ctx: Context) {
    await liftStaffLockout(recordId(ctx), actor());
    ctx.body = { message: STAFF_MESSAGES.lockoutLifted };
  },

  async passwordLink(ctx: Context) {
    ctx.body = await newSetPasswordLink(recordId(ctx), actor());
  },

  async setPassword(ctx: Context) {
    const { token, password } = await validated(setPasswordSchema, ctx.request.body);
    await setPasswordWithLink(token, password);
    ctx.body = { message: STAFF_MESSAGES.passwordSet };
  },

  async me(ctx: Context) {
    ctx.body = staffAccountSelfOf(signedInStaff(ctx).user);
  },

  async sessionTimes(ctx: Context) {
    ctx.body = sessionTimes(signedInStaff(ctx).session);
  },

  async sessions(ctx: Context) {
    const { user, session } = signedInStaff(ctx);
    ctx.body = await openSessionsOf(user.id, session.id);
  },

  async endOtherSessions(ctx: Context) {
    const { user, session } = signedInStaff(ctx);
    await endSessionsOf(user, 'signed out everywhere else', actor(), session.id);
    ctx.body = { message: STAFF_MESSAGES.otherSessionsEnded };
  },

  /** The current password is asked again, and counts against the e-mail's attempts like a sign-in. */
  async changePassword(ctx: Context) {
    const { user, session } = signedInStaff(ctx);
    const { current_password: current, password } = await validated(changePasswordSchema, ctx.request.body);
    await reserveAttempt(user.email, actor());
    if ('refused' in (await checkPassword(user.email, current))) {
      await attemptFailed(user.email);
      throw badRequest({ current_password: STAFF_MESSAGES.currentPasswordWrong });
    }
    await attemptSucceeded(user.email);
    await changeOwnPassword(user, password, session.id, actor());
    ctx.body = { message: STAFF_MESSAGES.passwordChanged };
  },
});
